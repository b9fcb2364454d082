// The demo accounts of the README (investor, partner, operator) and the load test's investors, whose passwords
// and authenticator secret are public: created only when asked (DEMO_ACCOUNTS=true, refused with APP_ENV=production by env.ts),
// and looked for on every start and console page so that nobody mistakes such a database for a real one.
// Also what a start says about the console's first operator.
import { and, asc, eq, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import { hashPassword, NO_PASSWORD_MARKER } from '@/lib/server/auth/password';
import { endSessionsOf } from '@/lib/server/auth/sessionStore';
import { RISK_STATEMENT } from '@/lib/riskStatement';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { MIN_PASSWORD_LENGTH } from '@/lib/validations/fields';

import type { Db, DbHandle } from './types';
import { recordAcceptance } from '../services/consents';
import { cartItems, companies, kycRecords, operators, partnerBankAccounts, partners, riskAcknowledgements, users } from './schema';
import {
  DEMO_CART_LOTS,
  DEMO_INVESTOR,
  DEMO_INVESTOR_KYC,
  DEMO_OPERATOR,
  DEMO_PARTNER,
  DEMO_PARTNER_BANK,
  LOAD_INVESTOR,
} from './seedData/accounts';

// The demo accounts start with email and mobile number confirmed, as an account in use would be.
const DEMO_VERIFIED = { emailVerifiedAt: new Date('2025-01-01T00:00:00Z'), phoneVerifiedAt: new Date('2025-01-01T00:00:00Z') };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const isLoadInvestor = like(users.email, LOAD_INVESTOR.emailPattern);
/** The demo investor and the load test's investors: public passwords all. */
const isDemoInvestor = or(eq(users.email, DEMO_INVESTOR.email), isLoadInvestor);

/**
 * Creates whichever demo account is missing, in one transaction, and gives the demo investor a verified
 * KYC if they have none: safe on every start, on a database seeded with or without them before.
 */
export async function ensureDemoAccounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const partnerId = await ensurePartner(tx);
    if (partnerId !== null) await ensurePartnerBank(tx, partnerId);
    await ensureInvestor(tx, partnerId);
    await ensureOperator(tx);
  });
}

/** Whether any demo account (or load investor) exists: one query, cheap enough for every console page. */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ present: boolean }>(sql`select
    exists (select 1 from ${users} where ${isDemoInvestor})
    or exists (select 1 from ${partners} where ${partners.email} = ${DEMO_PARTNER.email})
    or exists (select 1 from ${operators} where ${operators.email} = ${DEMO_OPERATOR.email}) as present`);
  return rows[0]?.present === true;
}

/**
 * Demo accounts left from an earlier start with DEMO_ACCOUNTS=true no longer open with their public
 * credentials: the investor's and partner's passwords are replaced by one nothing matches, the
 * operator is disabled, and every session of theirs ends. A start with DEMO_ACCOUNTS=true arms them
 * again (ensureDemoAccounts). Returns how many were locked now.
 */
export async function lockDemoAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const investors = await tx
      .update(users)
      .set({ passwordHash: NO_PASSWORD_MARKER })
      .where(and(isDemoInvestor, ne(users.passwordHash, NO_PASSWORD_MARKER)))
      .returning({ id: users.id });
    const partnerRows = await tx
      .update(partners)
      .set({ passwordHash: NO_PASSWORD_MARKER })
      .where(and(eq(partners.email, DEMO_PARTNER.email), ne(partners.passwordHash, NO_PASSWORD_MARKER)))
      .returning({ id: partners.id });
    const operatorRows = await tx
      .update(operators)
      .set({ disabledAt: sql`now()` })
      .where(and(eq(operators.email, DEMO_OPERATOR.email), isNull(operators.disabledAt)))
      .returning({ id: operators.id });
    for (const { id } of investors) await endSessionsOf(tx, 'user', id, 'disabled');
    for (const { id } of partnerRows) await endSessionsOf(tx, 'partner', id, 'disabled');
    for (const { id } of operatorRows) await endSessionsOf(tx, 'operator', id, 'disabled');
    return investors.length + partnerRows.length + operatorRows.length;
  });
}

/**
 * What the person starting the server must know about who can sign in: how to create the first operator
 * (printed plainly, as a command to copy), and a warning on every start while the demo accounts, whose
 * passwords are public, exist. Without DEMO_ACCOUNTS=true they are locked first (lockDemoAccounts).
 */
export async function announceAccounts({ db, kind }: DbHandle) {
  const [operator] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (!operator) {
    const stopFirst = kind === 'pglite' ? ' Stop the server first: the embedded database serves one process at a time.' : '';
    process.stdout.write(
      `\nNo operator can sign in to the console (/admin) yet. Create the first one:\n\n` +
        `  OPERATOR_PASSWORD='<a password of at least ${MIN_PASSWORD_LENGTH} characters>' npm run operator:create -- <email> "<name>"\n\n` +
        `It prints the authenticator secret to add to an app (and, without OPERATOR_PASSWORD, a random password).${stopFirst}\n\n`,
    );
  }
  if (!(await demoAccountsPresent(db))) return;
  if (env().DEMO_ACCOUNTS === 'true') {
    logger.warn(
      'demo accounts exist: anyone can sign in as the demo investor, partner or operator with the public passwords of README.md; never let real people use this database',
    );
    return;
  }
  const locked = await lockDemoAccounts(db);
  logger.warn('demo accounts exist from an earlier start with DEMO_ACCOUNTS=true: locked, their public credentials open nothing', {
    lockedNow: locked,
  });
}

async function ensurePartner(tx: Tx): Promise<number | null> {
  const { password, ...profile } = DEMO_PARTNER;
  const [existing] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.email, DEMO_PARTNER.email));
  if (existing) {
    // Armed again with the README's password (locked by a start without DEMO_ACCOUNTS, or changed by a visitor).
    await tx
      .update(partners)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(partners.id, existing.id));
    return existing.id;
  }
  const [created] = await tx
    .insert(partners)
    .values({ ...profile, passwordHash: await hashPassword(password), ...DEMO_VERIFIED })
    .onConflictDoNothing()
    .returning({ id: partners.id });
  // Signed up as a person would: the terms accepted, no marketing email.
  if (created)
    await recordAcceptance(tx, { kind: 'partner', id: created.id }, { acceptTerms: true, marketingEmail: false }, 'signup', false);
  return created?.id ?? null;
}

/** The demo partner's verified bank account and PAN, when they have no account at all. */
async function ensurePartnerBank(tx: Tx, partnerId: number) {
  const [existing] = await tx
    .select({ id: partnerBankAccounts.id })
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partnerId, partnerId))
    .limit(1);
  if (existing) return;
  await tx.insert(partnerBankAccounts).values({ partnerId, ...DEMO_PARTNER_BANK, status: 'verified', decidedAt: new Date() });
}

async function ensureInvestor(tx: Tx, partnerId: number | null) {
  const { password, ...profile } = DEMO_INVESTOR;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_INVESTOR.email));
  if (existing) {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, existing.id));
    // Databases seeded before KYC existed get the demo KYC too; one already there (perhaps reviewed since) stays.
    await ensureVerifiedKyc(tx, existing.id);
    await ensureRiskAcknowledged(tx, existing.id);
    return;
  }
  const [investor] = await tx
    .insert(users)
    .values({ ...profile, passwordHash: await hashPassword(password), partnerId, ...DEMO_VERIFIED })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another account already holds the demo phone or code: leave the database as it is.
  if (!investor) return;
  // Signed up through the demo partner's code, sharing holdings with them (the partner's demo shows them), no marketing email.
  await recordAcceptance(
    tx,
    { kind: 'user', id: investor.id },
    { acceptTerms: true, marketingEmail: false, partnerSharing: partnerId !== null },
    'signup',
    partnerId !== null,
  );
  await ensureVerifiedKyc(tx, investor.id);
  await ensureRiskAcknowledged(tx, investor.id);
  await fillCart(tx, investor.id);
}

/** The demo investor has accepted the current risk statement, so the demo can buy without being asked. */
async function ensureRiskAcknowledged(tx: Tx, investorId: number) {
  await tx.insert(riskAcknowledgements).values({ userId: investorId, version: RISK_STATEMENT.version }).onConflictDoNothing();
}

/** The demo investor's KYC, verified, so the demo can buy at once. */
async function ensureVerifiedKyc(tx: Tx, investorId: number) {
  await tx
    .insert(kycRecords)
    .values({ userId: investorId, ...DEMO_INVESTOR_KYC, status: 'verified', reviewedAt: new Date() })
    .onConflictDoNothing({ target: kycRecords.userId });
}

/**
 * Some minimum lots of the home page's first available companies. Filled once, when the investor is
 * created, so a later start never restores items the demo removed.
 */
async function fillCart(tx: Tx, investorId: number) {
  const picks = await tx
    .select({ id: companies.id, minQuantity: companies.minQuantity })
    .from(companies)
    .where(and(eq(companies.status, 'Available'), isNotNull(companies.rank)))
    .orderBy(asc(companies.rank))
    .limit(DEMO_CART_LOTS.length);
  if (picks.length === 0) return;
  await tx
    .insert(cartItems)
    .values(
      picks.map((company, i) => ({ userId: investorId, companyId: company.id, quantity: company.minQuantity * itemAt(DEMO_CART_LOTS, i) })),
    )
    .onConflictDoNothing();
}

async function ensureOperator(tx: Tx) {
  const { password, ...profile } = DEMO_OPERATOR;
  const [existing] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.email, profile.email));
  if (existing) {
    await tx
      .update(operators)
      .set({
        passwordHash: await hashPassword(password),
        totpSecret: profile.totpSecret,
        totpPendingSecret: null,
        totpLastStep: null,
        disabledAt: null,
      })
      .where(eq(operators.id, existing.id));
    return;
  }
  await tx
    .insert(operators)
    .values({ ...profile, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}
