// The right of access (issue 23): a copy of everything held about an investor or a partner, asked for on
// Profile → Privacy, prepared in the background by the minute runner (lib/server/startup.ts, and kicked
// after the request commits), kept EXPORT_TTL_DAYS, downloaded as JSON (machine-readable) or PDF.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';

import { plainIp } from '@/lib/ipAddress';
import type { ReportDocument, ReportTable } from '@/lib/reports/document';
import type { ExportStatus } from '@/lib/status/privacy';
import type { Db } from '@/lib/server/db/client';
import {
  cartItems,
  commissions,
  dataExports,
  holdings,
  kycDocuments,
  kycRecords,
  notifications,
  orderEvents,
  orders,
  partners,
  payouts,
  proposals,
  sellRequestEvents,
  sellRequests,
  sessions,
  supportMessages,
  supportTickets,
  users,
  watchAlerts,
  watchlistItems,
  type NotificationRecipient,
} from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { notify } from '@/lib/server/services/notifications';
import type { Tx } from '@/lib/server/services/operators';
import { listExternalHoldings } from '@/lib/server/services/externalHoldings';
import { listScreens } from '@/lib/server/services/savedScreens';
import { acceptanceHistory, consentedSql, consentHistory } from '@/lib/server/services/consents';
import { tooMany, type RateRule } from '@/lib/server/rateLimit';
import { tableFor } from '@/lib/server/services/accounts';
import { EXPORT_TTL_DAYS, EXPORTS_PER_DAY } from '@/lib/validations/privacy';

type Conn = Db | Tx;

export interface DataOwner {
  kind: NotificationRecipient;
  id: number;
}

export const EXPORT_MESSAGES = {
  notFound: 'No export of yours has this id.',
  pending: 'This export is still being prepared. You will be notified when it is ready.',
  alreadyPending: 'An export of your data is already being prepared. You will be notified when it is ready.',
  requested: 'We are preparing your data. You will be notified when it is ready to download.',
} as const;

/** Columns never exported: secrets that say nothing about the person. */
const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'codeHash']);
const withoutSecrets = (row: object) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.has(key)));

/** A section of the export: its name and what it holds about the owner. */
type Section = (db: Conn, id: number) => Promise<unknown>;

async function ticketsOf(db: Conn, kind: NotificationRecipient, id: number) {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.ownerKind, kind), eq(supportTickets.ownerId, id)))
    .orderBy(asc(supportTickets.id));
  const ids = tickets.map((ticket) => ticket.id);
  const messages = ids.length
    ? await db
        .select({
          ticketId: supportMessages.ticketId,
          authorKind: supportMessages.authorKind,
          body: supportMessages.body,
          attachmentName: supportMessages.attachmentName,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .where(inArray(supportMessages.ticketId, ids))
        .orderBy(asc(supportMessages.createdAt))
    : [];
  return tickets.map((ticket) => ({ ...ticket, messages: messages.filter((message) => message.ticketId === ticket.id) }));
}

const notificationsOf = (db: Conn, kind: NotificationRecipient, id: number) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, kind), eq(notifications.recipientId, id)))
    .orderBy(asc(notifications.id));

const sessionsOf = async (db: Conn, kind: NotificationRecipient, id: number) =>
  (
    await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.role, kind), eq(sessions.accountId, id)))
      .orderBy(asc(sessions.id))
  ).map((row) => withoutSecrets({ ...row, ip: plainIp(row.ip) }));

/**
 * An investor's own lists, kept by user id: copied whole into their export, and deleted when their account is
 * erased (dataErasure.ts), so that both name the same lists.
 */
export const INVESTOR_LISTS = { cart: cartItems, watchlist: watchlistItems, watchAlerts } as const;

const investorLists: Record<string, Section> = Object.fromEntries(
  Object.entries(INVESTOR_LISTS).map(([name, table]) => [
    name,
    (db: Conn, id: number) => db.select().from(table).where(eq(table.userId, id)),
  ]),
);

async function withEvents<R extends { id: number }, E>(rows: R[], events: (ids: number[]) => Promise<E[]>, owner: (event: E) => number) {
  const all = rows.length ? await events(rows.map((row) => row.id)) : [];
  return rows.map((row) => ({ ...row, events: all.filter((event) => owner(event) === row.id) }));
}

/**
 * What the export holds, section by section, for each kind of account. A table added later (consents,
 * nominations…) is one line here.
 */
export const EXPORT_SECTIONS: Record<NotificationRecipient, Record<string, Section>> = {
  user: {
    profile: async (db, id) => (await db.select().from(users).where(eq(users.id, id))).map(withoutSecrets)[0] ?? null,
    kyc: async (db, id) => (await db.select().from(kycRecords).where(eq(kycRecords.userId, id)))[0] ?? null,
    kycDocuments: (db, id) =>
      db
        .select({
          kind: kycDocuments.kind,
          fileName: kycDocuments.fileName,
          contentType: kycDocuments.contentType,
          sizeBytes: kycDocuments.sizeBytes,
          uploadedAt: kycDocuments.uploadedAt,
          supersededAt: kycDocuments.supersededAt,
        })
        .from(kycDocuments)
        .where(eq(kycDocuments.userId, id))
        .orderBy(asc(kycDocuments.id)),
    orders: async (db, id) =>
      withEvents(
        await db.select().from(orders).where(eq(orders.userId, id)).orderBy(asc(orders.id)),
        (ids) => db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
        (event) => event.orderId,
      ),
    sales: async (db, id) =>
      withEvents(
        await db.select().from(sellRequests).where(eq(sellRequests.userId, id)).orderBy(asc(sellRequests.id)),
        (ids) =>
          db.select().from(sellRequestEvents).where(inArray(sellRequestEvents.sellRequestId, ids)).orderBy(asc(sellRequestEvents.id)),
        (event) => event.sellRequestId,
      ),
    holdings: (db, id) => db.select().from(holdings).where(eq(holdings.userId, id)),
    ...investorLists, // cart, watchlist, watchAlerts
    proposals: (db, id) => db.select().from(proposals).where(eq(proposals.userId, id)).orderBy(asc(proposals.id)),
    holdingsElsewhere: (db, id) => listExternalHoldings(db, id),
    savedScreens: (db, id) => listScreens(db, { kind: 'user', id }),
    notifications: (db, id) => notificationsOf(db, 'user', id),
    tickets: (db, id) => ticketsOf(db, 'user', id),
    sessions: (db, id) => sessionsOf(db, 'user', id),
    consents: (db, id) => consentHistory(db, { kind: 'user', id }),
    termsAccepted: (db, id) => acceptanceHistory(db, { kind: 'user', id }),
    // With whom the investor's data was shared: the partner who referred them, who sees their holdings and orders while they consent.
    sharedWith: (db, id) =>
      db
        .select({
          recipient: sql<string>`'referring partner'`,
          name: partners.fullName,
          firm: partners.firm,
          email: partners.email,
          holdingsAndOrders: consentedSql('user', users.id, 'partner_sharing'),
        })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partnerId))
        .where(eq(users.id, id)),
  },
  partner: {
    profile: async (db, id) => (await db.select().from(partners).where(eq(partners.id, id))).map(withoutSecrets)[0] ?? null,
    clients: (db, id) =>
      db
        .select({ name: users.fullName, code: users.userUniqueCode, since: users.createdAt })
        .from(users)
        .where(eq(users.partnerId, id))
        .orderBy(asc(users.id)),
    proposals: (db, id) => db.select().from(proposals).where(eq(proposals.partnerId, id)).orderBy(asc(proposals.id)),
    commissions: (db, id) => db.select().from(commissions).where(eq(commissions.partnerId, id)).orderBy(asc(commissions.id)),
    payouts: (db, id) => db.select().from(payouts).where(eq(payouts.partnerId, id)).orderBy(asc(payouts.id)),
    savedScreens: (db, id) => listScreens(db, { kind: 'partner', id }),
    notifications: (db, id) => notificationsOf(db, 'partner', id),
    tickets: (db, id) => ticketsOf(db, 'partner', id),
    sessions: (db, id) => sessionsOf(db, 'partner', id),
    consents: (db, id) => consentHistory(db, { kind: 'partner', id }),
    termsAccepted: (db, id) => acceptanceHistory(db, { kind: 'partner', id }),
    sharedWith: async () => [],
  },
};

/** Everything held about the owner, as plain JSON (dates as ISO strings). */
export async function collectAccountData(db: Conn, owner: DataOwner): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = { account: owner, generatedAt: new Date().toISOString() };
  for (const [name, section] of Object.entries(EXPORT_SECTIONS[owner.kind])) data[name] = await section(db, owner.id);
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

// ---- Requests ----

export interface ExportView {
  id: number;
  status: ExportStatus;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
}

const viewColumns = {
  id: dataExports.id,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
const iso = (value: Date | null) => value?.toISOString() ?? null;
const toView = (row: { id: number; status: ExportStatus; createdAt: Date; readyAt: Date | null; expiresAt: Date | null }): ExportView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readyAt: iso(row.readyAt),
  expiresAt: iso(row.expiresAt),
});

const ownedBy = (owner: DataOwner) => and(eq(dataExports.accountKind, owner.kind), eq(dataExports.accountId, owner.id));
const ownExport = (owner: DataOwner, id: number) => and(eq(dataExports.id, id), ownedBy(owner));

const EXPORTS_DAY_RULE: RateRule = {
  name: 'data-exports-day',
  limit: EXPORTS_PER_DAY,
  windowMs: 24 * 60 * 60_000,
  message: `You can ask for ${EXPORTS_PER_DAY} copies of your data a day. Please try again in {wait}.`,
  scope: 'account',
};

/**
 * Asks for an export: EXPORTS_PER_DAY in any 24 hours (429 with Retry-After, counted under the
 * account's row lock so two requests at once are counted one after the other), and one pending at a
 * time (409).
 */
export async function requestExport(db: Db, owner: DataOwner): Promise<ExportView> {
  const row = await db.transaction(async (tx) => {
    const account = tableFor(owner.kind);
    await tx.select({ id: account.id }).from(account).where(eq(account.id, owner.id)).for('update');
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        resetInMs: sql<number>`extract(epoch from min(${dataExports.createdAt}) + interval '1 day' - now()) * 1000`.mapWith(Number),
      })
      .from(dataExports)
      .where(and(ownedBy(owner), sql`${dataExports.createdAt} > now() - interval '1 day'`));
    if (recent && recent.count >= EXPORTS_PER_DAY) throw tooMany(EXPORTS_DAY_RULE, recent.resetInMs);
    const [inserted] = await tx
      .insert(dataExports)
      .values({ accountKind: owner.kind, accountId: owner.id })
      .onConflictDoNothing()
      .returning(viewColumns);
    if (!inserted) throw conflict(EXPORT_MESSAGES.alreadyPending);
    return inserted;
  });
  kickExports(db);
  return toView(row);
}

/** One of the owner's exports (404 for anyone else's, or once it has expired). */
export async function getExport(db: Db, owner: DataOwner, id: number): Promise<ExportView> {
  const [row] = await db.select(viewColumns).from(dataExports).where(ownExport(owner, id)).limit(1);
  if (!row || (row.expiresAt && row.expiresAt <= new Date())) throw notFound(EXPORT_MESSAGES.notFound);
  return toView(row);
}

/** The owner's exports still downloadable or being prepared, newest first (the privacy page). */
export async function listExports(db: Db, owner: DataOwner): Promise<ExportView[]> {
  const rows = await db
    .select(viewColumns)
    .from(dataExports)
    .where(and(ownedBy(owner), sql`(${dataExports.expiresAt} is null or ${dataExports.expiresAt} > now())`))
    .orderBy(desc(dataExports.id))
    .limit(5);
  return rows.map(toView);
}

/** The content of a ready export (409 while pending). */
export async function exportContent(db: Db, owner: DataOwner, id: number): Promise<Record<string, unknown>> {
  const view = await getExport(db, owner, id);
  if (view.status !== 'ready') throw conflict(EXPORT_MESSAGES.pending);
  const [row] = await db.select({ content: dataExports.content }).from(dataExports).where(ownExport(owner, id)).limit(1);
  return (row?.content ?? {}) as Record<string, unknown>;
}

// ---- The runner ----

const exportLink = (kind: NotificationRecipient) => (kind === 'user' ? '/dashboard/privacy' : '/Cp/privacy');

/**
 * Prepares pending exports, one transaction each: FOR UPDATE SKIP LOCKED lets several instances share
 * the queue without preparing one twice. Returns how many were prepared.
 */
export async function prepareExports(db: Db, max = 10): Promise<number> {
  let prepared = 0;
  while (prepared < max) {
    const done = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ id: dataExports.id, kind: dataExports.accountKind, accountId: dataExports.accountId })
        .from(dataExports)
        .where(eq(dataExports.status, 'pending'))
        .orderBy(asc(dataExports.id))
        .for('update', { skipLocked: true })
        .limit(1);
      if (!next) return false;
      const content = await collectAccountData(tx, { kind: next.kind, id: next.accountId });
      await tx
        .update(dataExports)
        .set({ status: 'ready', content, readyAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${EXPORT_TTL_DAYS})` })
        .where(eq(dataExports.id, next.id));
      await notify(tx, {
        ...(next.kind === 'user' ? { userId: next.accountId } : { partnerId: next.accountId }),
        kind: 'privacy.export_ready',
        title: 'Your data is ready to download',
        body: `The copy of your data you asked for can be downloaded for ${EXPORT_TTL_DAYS} days.`,
        link: exportLink(next.kind),
        entity: { type: 'data_export', id: next.id },
        email: {
          subject: 'Your data is ready to download',
          text: `The copy of your data you asked for is ready, as JSON and as PDF. It can be downloaded for ${EXPORT_TTL_DAYS} days.`,
        },
      });
      return true;
    });
    if (!done) break;
    prepared += 1;
  }
  if (prepared > 0) kickOutbox(db);
  return prepared;
}

const state = globalThis as unknown as { __exportRun?: Promise<void> | null };

/** Prepares the queue in the background right after a request commits (the minute timer catches the rest). */
export function kickExports(db: Db): void {
  if (state.__exportRun) return;
  state.__exportRun = prepareExports(db)
    .then(() => undefined)
    .catch((error: unknown) => logger.error('data export run failed', { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => {
      state.__exportRun = null;
    });
}

/** Resolves when this process's background run (if any) has finished (tests). */
export async function exportsSettled(): Promise<void> {
  while (state.__exportRun) await state.__exportRun;
}

/** Ready exports past their expiry: deleted by the retention job. */
export const expiredExports = () => and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, sql`now()`));

// ---- The readable copy ----

const MAX_CELL = 400;
const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}…` : text;
};
const recordText = (record: unknown) =>
  record && typeof record === 'object' && !Array.isArray(record)
    ? Object.entries(record)
        .map(([key, value]) => `${key}: ${cellOf(value)}`)
        .join(' · ')
    : cellOf(record);

/** The export as a statement for the PDF: one table per section, one row per record. */
export function exportDocument(content: Record<string, unknown>, id: number): ReportDocument {
  const { account, generatedAt, ...sections } = content;
  const tables: ReportTable[] = Object.entries(sections).map(([name, value]) => {
    const records = Array.isArray(value) ? value : value === null ? [] : [value];
    return {
      heading: name,
      columns: [
        { label: '#', width: 1, align: 'right' },
        { label: 'Record', width: 14 },
      ],
      rows: records.map((record, index) => [index + 1, recordText(record)]),
      empty: 'Nothing held.',
    };
  });
  return {
    title: 'Your data',
    filename: `my-data-${id}`,
    details: [
      ['Account', recordText(account)],
      ['Prepared', cellOf(generatedAt)],
    ],
    tables,
    notes: ['The JSON download holds the same data in a machine-readable form.'],
  };
}
