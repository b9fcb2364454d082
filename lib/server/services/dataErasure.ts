// The right of erasure (issue 23). A request closes the account at once (sessions end, sign-in refused);
// after ERASURE_NOTICE_HOURS the sweep removes or anonymises what the law does not make us keep, and the
// kept records (KYC, transactions: Prevention of Money Laundering Act) are dated keep_until, five years
// after the account closed, when the retention job (retention.ts) deletes them unless held.
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import { OPEN_ORDER_STATUSES } from '@/lib/status/orders';
import type { NoteSubject } from '@/lib/status/people';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db/client';
import {
  commissions,
  dataExports,
  externalHoldings,
  holdings,
  notifications,
  oneTimeCodes,
  partners,
  sellRequests,
  sessions,
  supportMessages,
  supportTickets,
  users,
  orders,
} from '@/lib/server/db/schema';
import { conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import { storeFolder } from '@/lib/server/images/folder';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { authenticate, hasPassword } from '@/lib/server/services/accounts';
import { INVESTOR_LISTS, type DataOwner } from '@/lib/server/services/dataExport';
import { notify } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { consumeCode, issueCode, type CodeTarget } from '@/lib/server/services/otp';
import { deleteScreensOf } from '@/lib/server/services/savedScreens';
import { guardedSignIn } from '@/lib/server/services/signIn';
import { ERASURE_NOTICE_HOURS, ERASURE_PROOF_MESSAGES, KEEP_YEARS, type ErasureProof } from '@/lib/validations/privacy';

const OPEN_SALE_STATUSES = ['requested', 'shares_received'] as const;

export const ERASURE_MESSAGES = {
  requested: `Your account is closed. What we are not required to keep will be erased in ${ERASURE_NOTICE_HOURS} hours.`,
  already: 'This account is already closed and waiting to be erased.',
  openOrder: 'You have an open order. Wait for it to complete, or cancel it, before asking to erase your account.',
  openSale: 'You have an open sale. Wait for it to complete, or cancel it, before asking to erase your account.',
  holdings: 'You still hold shares through us. Sell them, or ask support to transfer them out, before asking to erase your account.',
  accruedCommissions: 'You have commissions not yet paid out. Wait for the payout before asking to erase your account.',
  notClosed: 'This account has no erasure request to cancel.',
  erased: 'This account has already been erased.',
  cancelled: 'The erasure request is cancelled: the account is open again.',
} as const;

const tableOf = (kind: NoteSubject) => (kind === 'user' ? users : partners);

async function lockAccount(tx: Tx, kind: NoteSubject, id: number) {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ closedAt: table.closedAt, erasedAt: table.erasedAt, legalHold: table.legalHold })
    .from(table)
    .where(eq(table.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(kind === 'user' ? 'No investor has this id.' : 'No channel partner has this id.');
  return row;
}

/** Whether the query finds a row. */
const found = async (query: { limit: (n: number) => Promise<unknown[]> }) => (await query.limit(1)).length > 0;

/** The reason an account cannot be erased yet (what to do first), or null. */
async function blockerOf(tx: Tx, owner: DataOwner): Promise<string | null> {
  const checks: [boolean, string][] =
    owner.kind === 'partner'
      ? [
          [
            await found(
              tx
                .select({ id: commissions.id })
                .from(commissions)
                .where(and(eq(commissions.partnerId, owner.id), eq(commissions.status, 'accrued'))),
            ),
            ERASURE_MESSAGES.accruedCommissions,
          ],
        ]
      : [
          [
            await found(
              tx
                .select({ id: orders.id })
                .from(orders)
                .where(and(eq(orders.userId, owner.id), inArray(orders.status, OPEN_ORDER_STATUSES))),
            ),
            ERASURE_MESSAGES.openOrder,
          ],
          [
            await found(
              tx
                .select({ id: sellRequests.id })
                .from(sellRequests)
                .where(and(eq(sellRequests.userId, owner.id), inArray(sellRequests.status, OPEN_SALE_STATUSES))),
            ),
            ERASURE_MESSAGES.openSale,
          ],
          [
            await found(
              tx
                .select({ id: holdings.userId })
                .from(holdings)
                .where(and(eq(holdings.userId, owner.id), gt(holdings.quantity, 0))),
            ),
            ERASURE_MESSAGES.holdings,
          ],
        ];
  return checks.find(([blocked]) => blocked)?.[1] ?? null;
}

/** What the request page and the email say is kept, and why. */
export const KEPT_RECORDS_TEXT =
  `Your KYC record and documents and the records of your orders, sales and payments are kept for ${KEEP_YEARS} years ` +
  'after your account closes, as the Prevention of Money Laundering Act requires, and then deleted.';

/** The account asking to close itself: its kind and id, and the email its code goes to. */
export interface ClosingAccount {
  kind: NoteSubject;
  id: number;
  email: string;
}

const closeAccountCode = ({ kind, email }: ClosingAccount): CodeTarget => ({
  role: kind,
  purpose: 'close-account',
  channel: 'email',
  destination: email,
});

/** Emails an account without a password the code that confirms closing it (409 for one with a password: it enters that). */
export async function sendErasureCode(db: Db, account: ClosingAccount) {
  if (await hasPassword(db, account.kind, account.id)) {
    throw conflict(ERASURE_PROOF_MESSAGES.hasPassword, { password: ERASURE_PROOF_MESSAGES.hasPassword });
  }
  return issueCode(db, closeAccountCode(account), account.id, { field: 'code', signedInAs: account.id });
}

/**
 * Checks that whoever asks to close the account is its owner: its password, or for an account
 * without one the code just emailed to it. Each check is a sign-in attempt (signIn.ts), so wrong
 * ones lock out as sign-in does and the form cannot be used to guess a password. A wrong password is
 * a 403 on `password`; a wrong code the code's 400 on `code`.
 */
export async function confirmAccountOwner(db: Db, account: ClosingAccount, proof: ErasureProof, ip: string): Promise<void> {
  const owner = await guardedSignIn(ip, account.kind, account.email, () =>
    'password' in proof
      ? authenticate(db, account.kind, account.email, proof.password)
      : consumeCode(db, closeAccountCode(account), proof.code),
  );
  if (owner !== account.id) {
    throw new HttpError(403, ERASURE_PROOF_MESSAGES.passwordWrong, {
      code: 'invalid_credentials',
      errors: { password: ERASURE_PROOF_MESSAGES.passwordWrong },
    });
  }
}

/** Closes the caller's account now and schedules its erasure; 409 while something is still open. */
export async function requestErasure(db: Db, owner: DataOwner): Promise<{ closedAt: string; erasureDueAt: string }> {
  const answer = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, owner.kind, owner.id);
    if (account.erasedAt) throw conflict(ERASURE_MESSAGES.erased);
    if (account.closedAt) throw conflict(ERASURE_MESSAGES.already);
    const blocker = await blockerOf(tx, owner);
    if (blocker) throw conflict(blocker);
    const table = tableOf(owner.kind);
    const [row] = await tx
      .update(table)
      .set({ closedAt: sql`now()`, erasureDueAt: sql`now() + make_interval(hours => ${ERASURE_NOTICE_HOURS})` })
      .where(eq(table.id, owner.id))
      .returning({ closedAt: table.closedAt, erasureDueAt: table.erasureDueAt });
    await endSessionsOf(tx, owner.kind, owner.id, 'account_closed');
    await notify(tx, {
      ...(owner.kind === 'user' ? { userId: owner.id } : { partnerId: owner.id }),
      kind: 'privacy.erasure_requested',
      title: 'Your account is closed',
      body: ERASURE_MESSAGES.requested,
      link: null,
      email: {
        subject: 'Your account is closed and will be erased',
        text: [
          `As you asked, your account is closed and you have been signed out everywhere. In ${ERASURE_NOTICE_HOURS} hours we erase your`,
          'name, contact details, watch list, cart, notifications and the text of your support tickets.',
          KEPT_RECORDS_TEXT,
          `Changed your mind? Reply to this email or contact support within ${ERASURE_NOTICE_HOURS} hours to cancel.`,
        ].join('\n'),
      },
    });
    if (!row?.closedAt || !row.erasureDueAt) throw new Error('The account was not closed.');
    return { closedAt: row.closedAt.toISOString(), erasureDueAt: row.erasureDueAt.toISOString() };
  });
  kickOutbox(db);
  return answer;
}

/** An operator cancels an erasure during its notice (the owner asked support): the account opens again. */
export async function cancelErasure(db: Db, operatorId: number, kind: NoteSubject, id: number) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, kind, id);
    if (account.erasedAt) throw conflict(ERASURE_MESSAGES.erased);
    if (!account.closedAt) throw conflict(ERASURE_MESSAGES.notClosed);
    const table = tableOf(kind);
    await tx.update(table).set({ closedAt: null, erasureDueAt: null }).where(eq(table.id, id));
    await audit(tx, operatorId, { action: `${kind}.erasure_cancel`, entity: kind, entityId: id, before: { closedAt: account.closedAt } });
    return { closed: false };
  });
}

/** An operator holds (or releases) an account's records: nothing of a held account is deleted by the retention job. */
export async function setLegalHold(db: Db, operatorId: number, kind: NoteSubject, id: number, legalHold: boolean) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, kind, id);
    if (account.legalHold !== legalHold) {
      const table = tableOf(kind);
      await tx.update(table).set({ legalHold }).where(eq(table.id, id));
      await audit(tx, operatorId, {
        action: `${kind}.legal_hold`,
        entity: kind,
        entityId: id,
        before: { legalHold: account.legalHold },
        after: { legalHold },
      });
    }
    return { legalHold };
  });
}

/** The account's data-rights state, as the console's record shows it. */
export async function accountPrivacy(db: Db, kind: NoteSubject, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      legalHold: table.legalHold,
      closedAt: table.closedAt,
      erasureDueAt: table.erasureDueAt,
      erasedAt: table.erasedAt,
      keepUntil: table.keepUntil,
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return {
    legalHold: row?.legalHold ?? false,
    closedAt: iso(row?.closedAt),
    erasureDueAt: iso(row?.erasureDueAt),
    erasedAt: iso(row?.erasedAt),
    keepUntil: iso(row?.keepUntil),
  };
}
export type AccountPrivacy = Awaited<ReturnType<typeof accountPrivacy>>;

const attachments = storeFolder('support', 'No such attachment.');

/** Removes the text and attachments of the owner's support tickets (the tickets stay, as the desk's record). */
async function eraseTickets(tx: Tx, owner: DataOwner): Promise<string[]> {
  const tickets = tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.ownerKind, owner.kind), eq(supportTickets.ownerId, owner.id)));
  const files = await tx
    .select({ key: supportMessages.attachmentKey })
    .from(supportMessages)
    .where(and(inArray(supportMessages.ticketId, tickets), isNotNull(supportMessages.attachmentKey)));
  await tx
    .update(supportMessages)
    .set({ body: '[erased]', attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(inArray(supportMessages.ticketId, tickets));
  await tx
    .update(supportTickets)
    .set({ subject: '[erased]' })
    .where(and(eq(supportTickets.ownerKind, owner.kind), eq(supportTickets.ownerId, owner.id)));
  return files.flatMap((file) => (file.key ? [file.key] : []));
}

/** Erases one closed account whose notice has run out (the caller holds its row locked). */
async function eraseAccount(tx: Tx, owner: DataOwner): Promise<string[]> {
  const keepUntil = sql`closed_at + make_interval(years => ${KEEP_YEARS})`;
  const erased = `erased-${owner.kind}-${owner.id}`;
  if (owner.kind === 'user') {
    await tx
      .update(users)
      .set({
        fullName: 'Erased account',
        email: `${erased}@invalid`,
        phone: null,
        profileImage: null,
        passwordHash: '!',
        erasedAt: sql`now()`,
        keepUntil,
      })
      .where(eq(users.id, owner.id));
    // Their lists (the export's cart, watch list and alerts) and the holdings they noted as kept elsewhere.
    for (const table of [...Object.values(INVESTOR_LISTS), externalHoldings]) await tx.delete(table).where(eq(table.userId, owner.id));
  } else {
    await tx
      .update(partners)
      .set({
        fullName: 'Erased account',
        email: `${erased}@invalid`,
        phone: erased,
        firm: null,
        city: null,
        profileImage: null,
        passwordHash: '!',
        erasedAt: sql`now()`,
        keepUntil,
      })
      .where(eq(partners.id, owner.id));
  }
  await tx.delete(notifications).where(and(eq(notifications.recipientKind, owner.kind), eq(notifications.recipientId, owner.id)));
  await tx.delete(sessions).where(and(eq(sessions.role, owner.kind), eq(sessions.accountId, owner.id)));
  await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.role, owner.kind), eq(oneTimeCodes.accountId, owner.id)));
  await tx.delete(dataExports).where(and(eq(dataExports.accountKind, owner.kind), eq(dataExports.accountId, owner.id)));
  await deleteScreensOf(tx, owner);
  return eraseTickets(tx, owner);
}

/** Erases every closed account whose notice has run out, one transaction each. Returns how many. */
export async function sweepErasures(db: Db, max = 50): Promise<number> {
  let erased = 0;
  for (const kind of ['user', 'partner'] as const) {
    const table = tableOf(kind);
    while (erased < max) {
      const files = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(isNotNull(table.closedAt), isNull(table.erasedAt), lte(table.erasureDueAt, sql`now()`)))
          .for('update', { skipLocked: true })
          .limit(1);
        return due ? eraseAccount(tx, { kind, id: due.id }) : null;
      });
      if (files === null) break;
      // After the commit: a file whose row is gone is harmless, a row whose file is gone is not.
      for (const key of files) await attachments.remove(key);
      erased += 1;
    }
  }
  return erased;
}
