// Accounts and companies written straight to the test database through the services, for tests that
// need one to exist; registration itself is tested through its API in auth.test.ts.
import { and, eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { RISK_STATEMENT } from '@/lib/riskStatement';
import { auditLog, companies, kycRecords, partnerBankAccounts, partners } from '@/lib/server/db/schema';
import { registerPartner, registerUser } from '@/lib/server/services/accounts';
import { acceptRiskStatement } from '@/lib/server/services/riskAcknowledgement';
import { companySlug } from '@/lib/slug';

import { buildInvestor, buildPartner, uniquePan, uniqueTag, VALID_KYC, type InvestorData, type PartnerData } from '../support/factories';
import { bearer } from './http';

export * from '../support/factories';

/**
 * An investor account, with its password and a bearer header for its API calls. It has accepted the current
 * risk statement, as any investor who bought before has, unless `riskAcknowledged: false` (the tests of the
 * acknowledgement itself).
 */
export async function createInvestor(overrides: Partial<InvestorData> = {}, { riskAcknowledged = true } = {}) {
  const input = buildInvestor(overrides);
  const db = await getDb();
  const user = await registerUser(db, input);
  if (riskAcknowledged) await acceptRiskStatement(db, user.id, RISK_STATEMENT.version);
  return { user, password: input.password, headers: await bearer('user', user.id) };
}

/**
 * A channel partner account, with its password and a bearer header for its API calls. Approved by the
 * desk (as the demo partner is) unless `pending`: a partner who just signed up may not propose yet.
 * An approved partner has a PAN and a bank account verified by finance (as the demo partner has), so
 * they can be paid, unless `bank: false`.
 */
export async function createPartner(
  overrides: Partial<PartnerData> = {},
  { pending = false, bank }: { pending?: boolean; bank?: boolean } = {},
) {
  const input = buildPartner(overrides);
  const db = await getDb();
  const partner = await registerPartner(db, input);
  if (!pending) await db.update(partners).set({ status: 'approved' }).where(eq(partners.id, partner.id));
  if (bank ?? !pending) await giveVerifiedBankAccount(partner.id, { fullName: partner.fullName });
  return { partner, password: input.password, headers: await bearer('partner', partner.id) };
}

/** A bank account (with a PAN unless `pan: null`) verified by finance, written straight to the db. */
export async function giveVerifiedBankAccount(partnerId: number, options: { fullName?: string; pan?: string | null } = {}) {
  const { fullName = 'Test Partner', pan = uniquePan() } = options;
  const [row] = await (
    await getDb()
  )
    .insert(partnerBankAccounts)
    .values({
      partnerId,
      pan,
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      holderName: fullName,
      status: 'verified',
      decidedAt: new Date(),
    })
    .returning();
  return row!;
}

/**
 * Gives the investor a verified KYC (replacing any they have): buying needs one (services/kyc.ts
 * assertKycVerified), and with no operator console yet the row is written straight to the db.
 */
export async function verifyKyc(userId: number) {
  const values = { ...VALID_KYC, pan: uniquePan(), status: 'verified' as const, rejectionReason: null, reviewedAt: new Date() };
  await (
    await getDb()
  )
    .insert(kycRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: kycRecords.userId, set: values });
}

/** An investor whose KYC is verified, so they can buy. */
export async function createVerifiedInvestor(overrides: Partial<InvestorData> = {}, options: { riskAcknowledged?: boolean } = {}) {
  const investor = await createInvestor(overrides, options);
  await verifyKyc(investor.user.id);
  return investor;
}

type NewCompany = typeof companies.$inferInsert;

/** A company shaped like the seed's rows (seed.test.ts checks every row); the caller removes it after its file. */
export async function createCompany(overrides: Partial<NewCompany> = {}) {
  const tag = uniqueTag();
  const urlName = overrides.urlName ?? `Test Company ${tag}`;
  const [row] = await (
    await getDb()
  )
    .insert(companies)
    .values({
      name: urlName,
      urlName,
      slug: companySlug(urlName),
      sector: 'Technology',
      category: 'unlisted',
      status: 'Available',
      isin: `INE${tag.toUpperCase().replace(/[^0-9A-Z]/g, '0')}1`,
      faceValuePaise: 1_000,
      minQuantity: 50,
      pricePaise: 25_000,
      brokerPricePaise: 24_000,
      shareholding: [{ holder: 'Promoters', percent: 100 }],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('The company was not inserted.');
  return row;
}

/** The audit log's actions on one record, in the order they were written. */
export async function auditActionsOf(entity: string, id: number): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}
