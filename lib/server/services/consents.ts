// The consent ledger (DPDP Act 2023, s. 6): an investor or partner gives or withdraws each purpose,
// every change a row of consent_events; the current state of a purpose is its latest row, or
// CONSENT_DEFAULTS before any. Whether a message or a view is allowed is asked here only: consented()
// for one account, consentedSql() inside a list's query.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { consentEvents, partners, users } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/httpError';
import type { Tx } from '@/lib/server/services/operators';
import {
  CONSENT_DEFAULTS,
  CONSENT_PURPOSES,
  PARTNER_CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type PrivacyAccountKind,
} from '@/lib/status/privacy';
import type { ConsentsUpdate } from '@/lib/validations/privacy';

type Conn = Db | Tx;

export interface PrivacyAccount {
  kind: PrivacyAccountKind;
  id: number;
}

/** The purposes an account of this kind has. */
export const purposesOf = (kind: PrivacyAccountKind): readonly ConsentPurpose[] =>
  kind === 'user' ? CONSENT_PURPOSES : PARTNER_CONSENT_PURPOSES;

/** SQL: whether the account in `accountId` (a column or value) consents to `purpose` now (the latest ledger row, else the default). */
export function consentedSql(kind: PrivacyAccountKind, accountId: AnyPgColumn | SQL | number, purpose: ConsentPurpose): SQL<boolean> {
  return sql<boolean>`coalesce((select ce.granted from ${consentEvents} ce where ce.account_kind = ${kind} and ce.account_id = ${accountId} and ce.purpose = ${purpose} order by ce.changed_at desc, ce.id desc limit 1), ${sql.raw(String(CONSENT_DEFAULTS[purpose]))})`;
}

/** Whether the account consents to `purpose` now. */
export async function consented(db: Conn, account: PrivacyAccount, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ granted: consentEvents.granted })
    .from(consentEvents)
    .where(and(eq(consentEvents.accountKind, account.kind), eq(consentEvents.accountId, account.id), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.changedAt), desc(consentEvents.id))
    .limit(1);
  return row?.granted ?? CONSENT_DEFAULTS[purpose];
}

/**
 * SQL: whether marketing email may go to the address in `email`: no investor or partner with that
 * address has withdrawn `marketing_email` (a stranger's newsletter subscription is its own consent).
 */
export function marketingEmailAllowedSql(email: AnyPgColumn | SQL | string): SQL<boolean> {
  return sql<boolean>`(not exists (select 1 from ${users} u where lower(u.email) = lower(${email}) and not ${consentedSql('user', sql`u.id`, 'marketing_email')})
    and not exists (select 1 from ${partners} p where lower(p.email) = lower(${email}) and not ${consentedSql('partner', sql`p.id`, 'marketing_email')}))`;
}

/** Each purpose of the account with its current state and when it last changed (null: never, the default holds). */
export async function currentConsents(db: Conn, account: PrivacyAccount) {
  const history = await consentHistory(db, account);
  return purposesOf(account.kind).map((purpose) => {
    const latest = history.find((row) => row.purpose === purpose);
    return { purpose, granted: latest?.granted ?? CONSENT_DEFAULTS[purpose], changedAt: latest?.changedAt ?? null };
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
    .where(and(eq(consentEvents.accountKind, account.kind), eq(consentEvents.accountId, account.id)))
    .orderBy(desc(consentEvents.changedAt), desc(consentEvents.id))
    .limit(500);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
export type ConsentChange = Awaited<ReturnType<typeof consentHistory>>[number];

/** The account's consents and their history, as the privacy page and the API show them. */
export async function consentsView(db: Conn, account: PrivacyAccount) {
  const [consents, history] = await Promise.all([currentConsents(db, account), consentHistory(db, account)]);
  return { consents, history };
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
    const table = account.kind === 'user' ? users : partners;
    await tx.select({ id: table.id }).from(table).where(eq(table.id, account.id)).for('update');
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
