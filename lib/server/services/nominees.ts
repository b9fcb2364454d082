// The nominee of an account's data rights (DPDP Act 2023, s. 14): added, changed or removed by the
// holder; each change is a row of nominee_events (a removal a row without a nominee), the latest is current.
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { nomineeEvents, partners, users } from '@/lib/server/db/schema';
import type { PrivacyAccount } from '@/lib/server/services/consents';
import type { Tx } from '@/lib/server/services/operators';
import type { NomineeInput } from '@/lib/validations/privacy';

type Conn = Db | Tx;

const mine = (account: PrivacyAccount) => and(eq(nomineeEvents.accountKind, account.kind), eq(nomineeEvents.accountId, account.id));

/** The current nominee (null when none or removed) and every change, newest first. */
export async function nomineeView(db: Conn, account: PrivacyAccount) {
  const rows = await db
    .select({
      name: nomineeEvents.name,
      relationship: nomineeEvents.relationship,
      email: nomineeEvents.email,
      phone: nomineeEvents.phone,
      changedAt: nomineeEvents.changedAt,
    })
    .from(nomineeEvents)
    .where(mine(account))
    .orderBy(desc(nomineeEvents.changedAt), desc(nomineeEvents.id))
    .limit(200);
  const history = rows.map((row) => ({
    action: row.name === null ? ('removed' as const) : ('set' as const),
    name: row.name,
    relationship: row.relationship,
    email: row.email,
    phone: row.phone,
    changedAt: row.changedAt.toISOString(),
  }));
  const latest = history[0];
  const nominee =
    latest?.action === 'set'
      ? { name: latest.name ?? '', relationship: latest.relationship ?? '', email: latest.email, phone: latest.phone }
      : null;
  return { nominee, history };
}
export type NomineeView = Awaited<ReturnType<typeof nomineeView>>;

/** Appends a change with the account's row locked (changes are recorded in the order they were made). */
async function appendNominee(
  db: Db,
  account: PrivacyAccount,
  values: Omit<typeof nomineeEvents.$inferInsert, 'accountKind' | 'accountId'>,
) {
  await db.transaction(async (tx) => {
    const table = account.kind === 'user' ? users : partners;
    await tx.select({ id: table.id }).from(table).where(eq(table.id, account.id)).for('update');
    await tx.insert(nomineeEvents).values({ accountKind: account.kind, accountId: account.id, ...values });
  });
  return nomineeView(db, account);
}

/** Names a nominee, or changes the one named. */
export const setNominee = (db: Db, account: PrivacyAccount, input: NomineeInput) =>
  appendNominee(db, account, {
    name: input.name,
    relationship: input.relationship,
    email: input.email ?? null,
    phone: input.phone ?? null,
  });

/** Removes the nominee (recorded; nothing to remove is harmless). */
export const removeNominee = (db: Db, account: PrivacyAccount) => appendNominee(db, account, {});
