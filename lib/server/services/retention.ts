// The retention job (docs/data-retention.md): once a day, on the minute runner of lib/server/startup.ts,
// deletes what the retention table says has expired, never anything of an account under a legal hold.
// job_runs remembers the last run, so of several instances one runs it per day.
import { and, eq, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import {
  auditLog,
  bankStatementLines,
  commissions,
  dataExports,
  emailOutbox,
  holdings,
  jobRuns,
  kycDocuments,
  kycRecords,
  notifications,
  oneTimeCodes,
  orders,
  partners,
  payouts,
  proposals,
  sellRequests,
  sessions,
  supportMessages,
  supportTickets,
  users,
} from '@/lib/server/db/schema';
import { storeFolder } from '@/lib/server/images/folder';
import { expiredExports } from '@/lib/server/services/dataExport';
import type { Tx } from '@/lib/server/services/operators';

/** How long each kind of record is kept (the table of docs/data-retention.md says why). */
export const RETENTION = {
  /** Ended or lapsed sessions, and used or expired one-time codes, after they stop working. */
  sessionDays: 30,
  codeDays: 1,
  /** Audit, notification and outbox rows. */
  logDays: 365,
  /** Attachments of resolved tickets. */
  ticketAttachmentDays: 180,
} as const;

const RETENTION_JOB = 'retention';
const RUN_EVERY_HOURS = 24;

/** Claims today's run: true for exactly one caller per RUN_EVERY_HOURS, across instances. */
export async function claimDailyRun(db: Db, name = RETENTION_JOB): Promise<boolean> {
  await db
    .insert(jobRuns)
    .values({ name, lastRunAt: sql`'-infinity'::timestamptz` })
    .onConflictDoNothing();
  const claimed = await db
    .update(jobRuns)
    .set({ lastRunAt: sql`now()` })
    .where(and(eq(jobRuns.name, name), lte(jobRuns.lastRunAt, sql`now() - make_interval(hours => ${RUN_EVERY_HOURS})`)))
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const heldUsers = sql`(select id from users where legal_hold)`;
const heldPartners = sql`(select id from partners where legal_hold)`;
/** Rows of (kind, id) that belong to an account under a legal hold. */
const ofHeldAccount = (kind: unknown, id: unknown) =>
  sql`((${kind} = 'user' and ${id} in ${heldUsers}) or (${kind} = 'partner' and ${id} in ${heldPartners}))`;

export interface RetentionReport {
  codes: number;
  sessions: number;
  exports: number;
  auditRows: number;
  notifications: number;
  outbox: number;
  ticketAttachments: number;
  keptAccounts: number;
}

const supportFiles = storeFolder('support', 'No such attachment.');
const kycFiles = storeFolder('kyc', 'No such document.');

async function removeTicketAttachments(db: Db): Promise<number> {
  const due = await db
    .select({ id: supportMessages.id, key: supportMessages.attachmentKey })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(
      and(
        isNotNull(supportMessages.attachmentKey),
        eq(supportTickets.status, 'resolved'),
        lte(supportTickets.updatedAt, daysAgo(RETENTION.ticketAttachmentDays)),
        sql`not ${ofHeldAccount(supportTickets.ownerKind, supportTickets.ownerId)}`,
      ),
    );
  if (!due.length) return 0;
  await db
    .update(supportMessages)
    .set({ attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null })
    .where(
      inArray(
        supportMessages.id,
        due.map((row) => row.id),
      ),
    );
  for (const row of due) if (row.key) await supportFiles.remove(row.key);
  return due.length;
}

/** Deletes an erased investor's kept records (KYC, orders, sales, holdings); returns the KYC files to remove. */
async function deleteKeptInvestor(tx: Tx, id: number): Promise<string[]> {
  const files = await tx.select({ key: kycDocuments.fileKey }).from(kycDocuments).where(eq(kycDocuments.userId, id));
  await tx.delete(kycDocuments).where(eq(kycDocuments.userId, id));
  await tx.delete(kycRecords).where(eq(kycRecords.userId, id));
  await tx.delete(sellRequests).where(eq(sellRequests.userId, id));
  await tx.delete(holdings).where(eq(holdings.userId, id));
  const own = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, id));
  await tx.update(bankStatementLines).set({ orderId: null }).where(inArray(bankStatementLines.orderId, own));
  await tx.delete(proposals).where(eq(proposals.userId, id));
  // An order a partner earned on stays with the partner's commission (the partner's own tax record), without its payment reference.
  const earned = tx.select({ orderId: commissions.orderId }).from(commissions).where(eq(commissions.userId, id));
  await tx.delete(orders).where(and(eq(orders.userId, id), notInArray(orders.id, earned)));
  await tx.update(orders).set({ utr: null, paymentReference: null, refundReference: null }).where(eq(orders.userId, id));
  await tx.update(users).set({ keepUntil: null }).where(eq(users.id, id));
  return files.map((file) => file.key);
}

/** Deletes an erased partner's kept records (commissions, payouts, proposals) and the account itself. */
async function deleteKeptPartner(tx: Tx, id: number): Promise<string[]> {
  await tx.delete(commissions).where(eq(commissions.partnerId, id));
  await tx.delete(payouts).where(eq(payouts.partnerId, id));
  await tx.delete(proposals).where(eq(proposals.partnerId, id));
  await tx.delete(partners).where(eq(partners.id, id));
  return [];
}

/** Erased accounts whose kept records are due, not held: their records deleted, one transaction each. */
export async function deleteDueKeptRecords(db: Db): Promise<number> {
  let deleted = 0;
  for (const kind of ['user', 'partner'] as const) {
    const table = kind === 'user' ? users : partners;
    for (;;) {
      const files = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(isNotNull(table.erasedAt), lte(table.keepUntil, sql`now()`), eq(table.legalHold, false)))
          .for('update', { skipLocked: true })
          .limit(1);
        if (!due) return null;
        return kind === 'user' ? deleteKeptInvestor(tx, due.id) : deleteKeptPartner(tx, due.id);
      });
      if (files === null) break;
      for (const key of files) await kycFiles.remove(key);
      deleted += 1;
    }
  }
  return deleted;
}

const counted = async (rows: Promise<unknown[]>) => (await rows).length;

/** Runs every rule of the retention table now. */
export async function runRetention(db: Db): Promise<RetentionReport> {
  const codes = await counted(
    db
      .delete(oneTimeCodes)
      .where(or(lte(oneTimeCodes.expiresAt, daysAgo(RETENTION.codeDays)), lte(oneTimeCodes.consumedAt, daysAgo(RETENTION.codeDays))))
      .returning({ id: oneTimeCodes.id }),
  );
  const sessionsDeleted = await counted(
    db
      .delete(sessions)
      .where(
        and(
          or(lte(sessions.endedAt, daysAgo(RETENTION.sessionDays)), lte(sessions.expiresAt, daysAgo(RETENTION.sessionDays))),
          sql`not ${ofHeldAccount(sessions.role, sessions.accountId)}`,
        ),
      )
      .returning({ id: sessions.id }),
  );
  const exports = await counted(db.delete(dataExports).where(expiredExports()).returning({ id: dataExports.id }));
  const auditRows = await counted(
    db
      .delete(auditLog)
      .where(
        and(
          lte(auditLog.at, daysAgo(RETENTION.logDays)),
          sql`not ${ofHeldAccount(auditLog.entity, sql`case when ${auditLog.entityId} ~ '^[0-9]+$' then ${auditLog.entityId}::int end`)}`,
        ),
      )
      .returning({ id: auditLog.id }),
  );
  const notificationRows = await counted(
    db
      .delete(notifications)
      .where(
        and(
          lte(notifications.createdAt, daysAgo(RETENTION.logDays)),
          sql`not ${ofHeldAccount(notifications.recipientKind, notifications.recipientId)}`,
        ),
      )
      .returning({ id: notifications.id }),
  );
  const outbox = await counted(
    db
      .delete(emailOutbox)
      .where(lte(emailOutbox.createdAt, daysAgo(RETENTION.logDays)))
      .returning({ id: emailOutbox.id }),
  );
  return {
    codes,
    sessions: sessionsDeleted,
    exports,
    auditRows,
    notifications: notificationRows,
    outbox,
    ticketAttachments: await removeTicketAttachments(db),
    keptAccounts: await deleteDueKeptRecords(db),
  };
}

/** The daily run: the retention table applied once a day across instances; null when another run had it. */
export async function runDailyRetention(db: Db): Promise<RetentionReport | null> {
  if (!(await claimDailyRun(db))) return null;
  return runRetention(db);
}
