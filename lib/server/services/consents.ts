// The consent ledger (DPDP Act 2023, s. 6): an investor or partner gives or withdraws each purpose,
// every change a row of consent_events; the current state of a purpose is its latest row, or
// CONSENT_DEFAULTS (not given) before any. Whether a message or a view is allowed is asked here only:
// consented() for one account, consentedSql() inside a list's query. Beside it, the acceptances of the
// terms and the privacy policy (terms_acceptances), at sign-up or when an account that never answered is asked once.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { consentEvents, partners, termsAcceptances, users } from '@/lib/server/db/schema';
import { badRequest, conflict } from '@/lib/server/http/httpError';
import type { Tx } from '@/lib/server/services/operators';
import { PRIVACY_UPDATED, TERMS_UPDATED } from '@/lib/legal/statements';
import {
  CONSENT_DEFAULTS,
  CONSENT_PURPOSES,
  PARTNER_CONSENT_PURPOSES,
  SIGN_UP_PURPOSES,
  type AcceptanceSource,
  type ConsentPurpose,
  type ConsentSource,
  type PrivacyAccountKind,
  type SignUpPurpose,
} from '@/lib/status/privacy';
import { CONSENT_ANSWER_MESSAGES, type ConsentAnswer, type ConsentsUpdate } from '@/lib/validations/privacy';

type Conn = Db | Tx;

export interface PrivacyAccount {
  kind: PrivacyAccountKind;
  id: number;
}

/** The purposes an account of this kind has. */
export const purposesOf = (kind: PrivacyAccountKind): readonly ConsentPurpose[] =>
  kind === 'user' ? CONSENT_PURPOSES : PARTNER_CONSENT_PURPOSES;

const ledgerOf = (account: PrivacyAccount) => and(eq(consentEvents.accountKind, account.kind), eq(consentEvents.accountId, account.id));
const acceptancesOf = (account: PrivacyAccount) =>
  and(eq(termsAcceptances.accountKind, account.kind), eq(termsAcceptances.accountId, account.id));

/**
 * SQL: whether the account in `accountId` (a column or value) consents to `purpose` now: the latest ledger
 * row, else `unchosen` (the default: not given).
 */
export function consentedSql(
  kind: PrivacyAccountKind,
  accountId: AnyPgColumn | SQL | number,
  purpose: ConsentPurpose,
  unchosen = CONSENT_DEFAULTS[purpose],
): SQL<boolean> {
  return sql<boolean>`coalesce((select ce.granted from ${consentEvents} ce where ce.account_kind = ${kind} and ce.account_id = ${accountId} and ce.purpose = ${purpose} order by ce.changed_at desc, ce.id desc limit 1), ${sql.raw(String(unchosen))})`;
}

/** SQL: the partner's clients who share their holdings and orders with them (`partner_sharing` given): the only ones a partner's views count. */
export const clientsSharingWith = (partnerId: number) =>
  and(eq(users.partnerId, partnerId), consentedSql('user', users.id, 'partner_sharing'));

/** Whether the account consents to `purpose` now. */
export async function consented(db: Conn, account: PrivacyAccount, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ granted: consentEvents.granted })
    .from(consentEvents)
    .where(and(ledgerOf(account), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.changedAt), desc(consentEvents.id))
    .limit(1);
  return row?.granted ?? CONSENT_DEFAULTS[purpose];
}

/**
 * SQL: whether the newsletter may go to a subscriber's address in `email`: no investor or partner with that
 * address has withdrawn `marketing_email`. The subscription is itself the consent, so an account that never
 * chose still gets the newsletter it subscribed to; only a recorded "no" stops it.
 */
export function marketingEmailAllowedSql(email: AnyPgColumn | SQL | string): SQL<boolean> {
  return sql<boolean>`(not exists (select 1 from ${users} u where lower(u.email) = lower(${email}) and not ${consentedSql('user', sql`u.id`, 'marketing_email', true)})
    and not exists (select 1 from ${partners} p where lower(p.email) = lower(${email}) and not ${consentedSql('partner', sql`p.id`, 'marketing_email', true)}))`;
}

/** Each purpose of the account with its current state, where and when it was last chosen (null: never, the default holds). */
export async function currentConsents(db: Conn, account: PrivacyAccount) {
  const history = await consentHistory(db, account);
  return purposesOf(account.kind).map((purpose) => {
    const latest = history.find((row) => row.purpose === purpose);
    return {
      purpose,
      granted: latest?.granted ?? CONSENT_DEFAULTS[purpose],
      source: latest?.source ?? null,
      changedAt: latest?.changedAt ?? null,
    };
  });
}

/** Every change of the account's consents, newest first. */
export async function consentHistory(db: Conn, account: PrivacyAccount) {
  const rows = await db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      source: consentEvents.source,
      changedAt: consentEvents.changedAt,
    })
    .from(consentEvents)
    .where(ledgerOf(account))
    .orderBy(desc(consentEvents.changedAt), desc(consentEvents.id))
    .limit(500);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
export type ConsentChange = Awaited<ReturnType<typeof consentHistory>>[number];

const ACCEPTANCE_COLUMNS = {
  termsVersion: termsAcceptances.termsVersion,
  privacyVersion: termsAcceptances.privacyVersion,
  source: termsAcceptances.source,
  acceptedAt: termsAcceptances.acceptedAt,
};

/** The account's latest acceptance of the terms and the privacy policy (their versions, when, where), or null. */
export async function latestAcceptance(db: Conn, account: PrivacyAccount) {
  const [row] = await db
    .select(ACCEPTANCE_COLUMNS)
    .from(termsAcceptances)
    .where(acceptancesOf(account))
    .orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.id))
    .limit(1);
  return row ? { ...row, acceptedAt: row.acceptedAt.toISOString() } : null;
}

/** Every acceptance of the terms by the account, oldest first (a section of its data export). */
export const acceptanceHistory = (db: Conn, account: PrivacyAccount) =>
  db
    .select(ACCEPTANCE_COLUMNS)
    .from(termsAcceptances)
    .where(acceptancesOf(account))
    .orderBy(asc(termsAcceptances.acceptedAt), asc(termsAcceptances.id));

/** The account's consents, their history and its acceptance of the terms, as the privacy page and the API show them. */
export async function consentsView(db: Conn, account: PrivacyAccount) {
  const [consents, history, acceptance] = await Promise.all([
    currentConsents(db, account),
    consentHistory(db, account),
    latestAcceptance(db, account),
  ]);
  return { consents, history, acceptance };
}
export type ConsentsView = Awaited<ReturnType<typeof consentsView>>;

const NOT_YOURS = 'A partner’s account has no referring partner to share with.';

/**
 * Records the purposes given or withdrawn, with the account's row locked so two changes at once are
 * appended in order; a purpose already in the asked state writes nothing (the ledger holds changes).
 */
export async function updateConsents(db: Db, account: PrivacyAccount, input: ConsentsUpdate, source: ConsentSource = 'privacy_page') {
  const allowed = purposesOf(account.kind);
  const foreign = input.consents.find((change) => !allowed.includes(change.purpose));
  if (foreign) throw badRequest(NOT_YOURS, { consents: NOT_YOURS });
  await db.transaction(async (tx) => {
    await lockAccount(tx, account);
    const now = await currentConsents(tx, account);
    const changes = input.consents.filter((change) => now.find((row) => row.purpose === change.purpose)?.granted !== change.granted);
    if (changes.length > 0) {
      await tx
        .insert(consentEvents)
        .values(changes.map((change) => ({ accountKind: account.kind, accountId: account.id, ...change, source })));
    }
  });
  return consentsView(db, account);
}

const referringPartner = (db: Conn, userId: number) => db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));

/** Locks the account's row, so two changes at once are appended in order; answers an investor's referring partner. */
async function lockAccount(tx: Tx, account: PrivacyAccount): Promise<number | null> {
  if (account.kind === 'partner') {
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, account.id)).for('update');
    return null;
  }
  const [row] = await referringPartner(tx, account.id).for('update');
  return row?.partnerId ?? null;
}

/** The choices offered with the terms: sharing only to an investor a partner referred. */
const offeredTo = (account: PrivacyAccount, referred: boolean): readonly SignUpPurpose[] =>
  account.kind === 'user' && referred ? SIGN_UP_PURPOSES : ['marketing_email'];

/**
 * Records an acceptance of the current terms and privacy policy and the answer to each choice offered with
 * it, inside the caller's transaction (at sign-up, the account's row was just written). Each answer is a row,
 * a no too: it is what the person said, and it stops a newsletter the address had subscribed to before.
 */
export async function recordAcceptance(
  tx: Tx,
  account: PrivacyAccount,
  answer: ConsentAnswer,
  source: AcceptanceSource,
  referred: boolean,
) {
  await tx
    .insert(termsAcceptances)
    .values({ accountKind: account.kind, accountId: account.id, termsVersion: TERMS_UPDATED, privacyVersion: PRIVACY_UPDATED, source });
  const granted: Record<SignUpPurpose, boolean> = {
    marketing_email: answer.marketingEmail,
    partner_sharing: answer.partnerSharing ?? false,
  };
  await tx.insert(consentEvents).values(
    offeredTo(account, referred).map((purpose) => ({
      accountKind: account.kind,
      accountId: account.id,
      purpose,
      granted: granted[purpose],
      source,
    })),
  );
}

/** Whether the account has answered: an acceptance of the terms, or any consent given or withdrawn, is on record. */
async function hasAnswered(db: Conn, account: PrivacyAccount) {
  const [accepted] = await db.select({ id: termsAcceptances.id }).from(termsAcceptances).where(acceptancesOf(account)).limit(1);
  if (accepted) return true;
  const [chosen] = await db.select({ id: consentEvents.id }).from(consentEvents).where(ledgerOf(account)).limit(1);
  return chosen !== undefined;
}

/** What the one-time question asks an account that never answered (opened before sign-up asked, or with Google); null once it has. */
export async function consentQuestion(db: Conn, account: PrivacyAccount) {
  if (await hasAnswered(db, account)) return null;
  const [user] = account.kind === 'user' ? await referringPartner(db, account.id) : [];
  return { purposes: offeredTo(account, user?.partnerId != null) };
}
export type ConsentQuestion = NonNullable<Awaited<ReturnType<typeof consentQuestion>>>;

/**
 * The answer to the one-time question: the acceptance and the choices, recorded once (409 after that: the
 * privacy page changes a choice); sharing is offered only to an investor a partner referred.
 */
export async function answerConsentQuestion(db: Db, account: PrivacyAccount, answer: ConsentAnswer) {
  await db.transaction(async (tx) => {
    const partnerId = await lockAccount(tx, account);
    if (await hasAnswered(tx, account)) throw conflict(CONSENT_ANSWER_MESSAGES.answered);
    if (answer.partnerSharing && partnerId === null) {
      throw badRequest(CONSENT_ANSWER_MESSAGES.noPartner, { partnerSharing: CONSENT_ANSWER_MESSAGES.noPartner });
    }
    await recordAcceptance(tx, account, answer, 'prompt', partnerId !== null);
  });
  return consentsView(db, account);
}
