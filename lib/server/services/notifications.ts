// Notifications in the dashboard's panel, for investors and partners, and the email that goes with
// each: notify() writes both in the caller's transaction (the email as an outbox row, sent later by
// lib/server/messaging/outbox.ts), so a change, its notification and its email commit or roll back together.
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { brand } from '@/lib/brand';
import { formatDate, formatPaise } from '@/lib/format';
import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  companies,
  emailOutbox,
  notifications,
  orders,
  partners,
  paymentGroups,
  sellRequests,
  users,
  type NotificationRecipient,
  type SellStatus,
} from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/server/env';
import { notFound } from '@/lib/server/http/httpError';
import { consented } from '@/lib/server/services/consents';
import type { Tx } from '@/lib/server/services/operators';
import type { ConsentPurpose } from '@/lib/status/privacy';
import { kycRejectionText, type KycChecklistItem } from '@/lib/validations/kycDocuments';

type Conn = Db | Tx;

export interface Recipient {
  kind: NotificationRecipient;
  id: number;
}

export interface NotifyInput {
  /** The investor to tell (or give `partnerId` for a partner). */
  userId?: number;
  partnerId?: number;
  kind: string;
  title: string;
  body: string;
  /** A path on this site. */
  link: string | null;
  entity?: { type: string; id: number | string };
  /**
   * Also email the recipient; the site's address of `link` is added under the text. A promotional email
   * names its consent purpose and is not written while the recipient has withdrawn it (the panel's row is).
   */
  email?: { subject: string; text: string; purpose?: ConsentPurpose };
}

function recipientOf(input: Pick<NotifyInput, 'userId' | 'partnerId'>): Recipient {
  if (input.userId !== undefined) return { kind: 'user', id: input.userId };
  if (input.partnerId !== undefined) return { kind: 'partner', id: input.partnerId };
  throw new Error('notify() needs a userId or a partnerId.');
}

async function emailOf(tx: Conn, recipient: Recipient): Promise<string | null> {
  const table = recipient.kind === 'user' ? users : partners;
  const [row] = await tx.select({ email: table.email }).from(table).where(eq(table.id, recipient.id)).limit(1);
  return row?.email ?? null;
}

/**
 * Writes a notification and, when asked, its email to the outbox, in the caller's transaction.
 * Returns the notification's id. The caller kicks the outbox after its commit (kickOutbox).
 */
export async function notify(tx: Conn, input: NotifyInput): Promise<number> {
  const recipient = recipientOf(input);
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientKind: recipient.kind,
      recipientId: recipient.id,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link,
      entityType: input.entity?.type ?? null,
      entityId: input.entity === undefined ? null : String(input.entity.id),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('The notification could not be written.');
  if (input.email && (!input.email.purpose || (await consented(tx, recipient, input.email.purpose)))) {
    const to = await emailOf(tx, recipient);
    if (to) {
      const lines = [input.email.text];
      if (input.link) lines.push('', `See it on ${brand.name}: ${siteUrl()}${input.link}`);
      await tx
        .insert(emailOutbox)
        .values({ to, subject: input.email.subject, text: lines.join('\n'), dedupeKey: `notification:${row.id}` })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey });
    }
  }
  return row.id;
}

// ---- The recipient's panel ----

export type NotificationFolder = 'unread' | 'archived';
export const NOTIFICATION_FOLDERS: readonly NotificationFolder[] = ['unread', 'archived'];
export const NOTIFICATIONS_PER_PAGE = 20;

const mine = (recipient: Recipient) => and(eq(notifications.recipientKind, recipient.kind), eq(notifications.recipientId, recipient.id));

// Unread: everything not archived (read ones stay, marked read, until archived); Archived: the rest.
const inFolder = (folder: NotificationFolder) =>
  folder === 'archived' ? isNotNull(notifications.archivedAt) : isNull(notifications.archivedAt);

const unreadWhere = (recipient: Recipient) => and(mine(recipient), isNull(notifications.archivedAt), isNull(notifications.readAt));

export async function unreadCount(db: Conn, recipient: Recipient): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(unreadWhere(recipient));
  return row?.total ?? 0;
}

export async function listNotifications(db: Db, recipient: Recipient, query: { folder: NotificationFolder; page: number }) {
  const where = and(mine(recipient), inFolder(query.folder));
  const [{ result, total }, unread] = await Promise.all([
    pagedQuery(
      db
        .select(
          pickColumns(notifications, 'id', 'kind', 'title', 'body', 'link', 'entityType', 'entityId', 'createdAt', 'readAt', 'archivedAt'),
        )
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
      db.$count(notifications, where),
      { page: query.page, limit: NOTIFICATIONS_PER_PAGE },
      (row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
        archivedAt: row.archivedAt?.toISOString() ?? null,
      }),
    ),
    unreadCount(db, recipient),
  ]);
  return { result, total, page: query.page, unread };
}

/** Marks one of the recipient's notifications read (again is harmless); another's id is a 404. */
export async function markRead(db: Db, recipient: Recipient, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(recipient)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('No such notification.');
  return { id, unread: await unreadCount(db, recipient) };
}

/** Archives one of the recipient's notifications (and marks it read); another's id is a 404. */
export async function archive(db: Db, recipient: Recipient, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, archivedAt: sql`coalesce(${notifications.archivedAt}, now())` })
    .where(and(eq(notifications.id, id), mine(recipient)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('No such notification.');
  return { id, unread: await unreadCount(db, recipient) };
}

export async function markAllRead(db: Db, recipient: Recipient) {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadWhere(recipient))
    .returning({ id: notifications.id });
  return { marked: updated.length, unread: await unreadCount(db, recipient) };
}

// ---- What each status change says ----

const shares = (quantity: number) => `${quantity.toLocaleString('en-IN')} share${quantity === 1 ? '' : 's'}`;

/** Notifies the investor of an order's event ('placed', 'payment_reported', a status it moved to (payment_to_check included), or 'expired'). */
export async function notifyOrderEvent(tx: Conn, orderId: number, event: string): Promise<void> {
  const [order] = await tx
    .select({
      ...pickColumns(
        orders,
        'userId',
        'reference',
        'quantity',
        'pricePaise',
        'totalPaise',
        'utr',
        'paymentReference',
        'transferReference',
        'reason',
        'refundReference',
        'transferDueOn',
      ),
      companyName: companies.name,
      // The checkout's one payment, when the order is one of several (null otherwise).
      group: pickColumns(paymentGroups, 'reference', 'totalPaise', 'utr'),
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(paymentGroups, eq(paymentGroups.id, orders.paymentGroupId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return;
  const ref = order.reference;
  const what = `${shares(order.quantity)} of ${order.companyName}`;
  const total = formatPaise(order.totalPaise);
  const messages: Record<string, { title: string; body: string } | undefined> = {
    placed: {
      title: `Order ${ref} placed`,
      body: `You ordered ${what} at ${formatPaise(order.pricePaise)} each. Please pay ${total} by bank transfer from your KYC bank account, quoting ${ref}.`,
    },
    payment_reported: {
      title: `Payment reported for ${ref}`,
      body: `We have your payment of ${total} for ${what} (UTR ${order.utr ?? ''}). We will confirm it once the money arrives.`,
    },
    payment_to_check: {
      title: `Payment for ${ref} not matched yet`,
      body:
        `We have not yet matched your payment of ${total} for ${what} (UTR ${order.utr ?? ''}) with the money received. ` +
        'Our desk is checking it and will confirm it or write to you. If the UTR is wrong, please correct it on the order’s page. ' +
        'Until the payment is confirmed the shares are not held for you; if they sell out meanwhile, we refund your payment in full.',
    },
    payment_received: {
      title: `Payment received for ${ref}`,
      body: `We received ${total} for ${what} (reference ${order.paymentReference ?? ''}). Next, we transfer the shares to your demat account.`,
    },
    transfer_initiated: {
      title: `Shares on their way for ${ref}`,
      body: `We started the transfer of ${what} to your demat account (depository reference ${order.transferReference ?? ''}). ${order.transferDueOn ? `Shares are expected in your demat account by ${formatDate(order.transferDueOn)}.` : ''}`.trimEnd(),
    },
    completed: {
      title: `Order ${ref} completed`,
      body: `${what.charAt(0).toUpperCase()}${what.slice(1)} are now in your demat account and in your portfolio.`,
    },
    cancelled: {
      title: `Order ${ref} cancelled`,
      body: `You cancelled your order for ${what} (${total}). Nothing is due.`,
    },
    expired: {
      title: `Order ${ref} expired`,
      body: `We did not receive ${total} for ${what} in time, so the order was cancelled and the shares released. You can place a new order.`,
    },
    rejected: {
      title: `Order ${ref} rejected`,
      body:
        `Your order for ${what} was rejected: ${order.reason ?? 'no reason given'}.` +
        (order.refundReference ? ` We refunded ${total} to your bank account (refund reference ${order.refundReference}).` : '') +
        // Rejected before the checkout's one payment was made: what is left to pay for the other orders.
        (order.group && !order.group.utr && order.group.totalPaise
          ? ` Payment ${order.group.reference} for your other orders is now ${formatPaise(order.group.totalPaise)}.`
          : ''),
    },
  };
  const message = messages[event];
  if (!message) return;
  await notify(tx, {
    userId: order.userId,
    kind: `order.${event}`,
    ...message,
    link: `/dashboard/transactions/${String(orderId)}`,
    entity: { type: 'order', id: orderId },
    email: { subject: message.title, text: message.body },
  });
}

/**
 * Notifies the investor of a checkout's one payment ('placed', 'payment_reported' or 'payment_received'):
 * one message naming the payment's reference and amount and each order it pays, where a message per
 * order would ask for several transfers (or say one transfer arrived several times).
 */
export async function notifyPaymentGroupEvent(
  tx: Conn,
  groupId: number,
  event: 'placed' | 'payment_reported' | 'payment_received',
): Promise<void> {
  const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, groupId)).limit(1);
  if (!group) return;
  const all = await tx
    .select({
      ...pickColumns(orders, 'id', 'reference', 'quantity', 'totalPaise', 'status', 'paymentReference'),
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.paymentGroupId, groupId))
    .orderBy(orders.id);
  // Received: the orders the money was confirmed for (one rejected before then is not among them).
  const members = event === 'payment_received' ? all.filter((one) => one.status === 'payment_received') : all;
  const first = members[0];
  if (!first) return;
  const ref = group.reference;
  const total = formatPaise(group.totalPaise);
  const what = listInWords(members.map((one) => `${shares(one.quantity)} of ${one.companyName} (${one.reference})`));
  const messages = {
    placed: {
      title: `Checkout ${ref} placed: ${String(members.length)} orders, one payment`,
      body: `You ordered ${what}. Please pay ${total} in one bank transfer from your KYC bank account, quoting ${ref}.`,
    },
    payment_reported: {
      title: `Payment reported for ${ref}`,
      body: `We have your payment of ${total} for ${what} (UTR ${group.utr ?? ''}). We will confirm it once the money arrives.`,
    },
    payment_received: {
      title: `Payment received for ${ref}`,
      body: `We received ${formatPaise(members.reduce((sum, one) => sum + one.totalPaise, 0))} for ${what} (reference ${first.paymentReference ?? ''}). Next, we transfer the shares to your demat account.`,
    },
  };
  const message = messages[event];
  await notify(tx, {
    userId: group.userId,
    kind: `order.${event}`,
    ...message,
    link: `/dashboard/transactions/${String(first.id)}`,
    entity: { type: 'payment_group', id: groupId },
    email: { subject: message.title, text: message.body },
  });
}

/** "a", "a and b", "a, b and c". */
const listInWords = (items: string[]) => new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' }).format(items);

/** Notifies the investor of a sell request's new status. */
export async function notifySellEvent(tx: Conn, sellRequestId: number, status: SellStatus): Promise<void> {
  const [sell] = await tx
    .select({
      userId: sellRequests.userId,
      reference: sellRequests.reference,
      companyName: companies.name,
      quantity: sellRequests.quantity,
      quotePaise: sellRequests.quotePaise,
      proceedsPaise: sellRequests.proceedsPaise,
      paymentReference: sellRequests.paymentReference,
      reason: sellRequests.reason,
    })
    .from(sellRequests)
    .innerJoin(companies, eq(companies.id, sellRequests.companyId))
    .where(eq(sellRequests.id, sellRequestId))
    .limit(1);
  if (!sell) return;
  const ref = sell.reference;
  const what = `${shares(sell.quantity)} of ${sell.companyName}`;
  const proceeds = formatPaise(sell.proceedsPaise);
  const messages: Record<SellStatus, { title: string; body: string }> = {
    requested: {
      title: `Sell request ${ref} received`,
      body: `You asked to sell ${what} at ${formatPaise(sell.quotePaise)} each (${proceeds}). Please transfer the shares to the platform's demat account, quoting ${ref}.`,
    },
    shares_received: {
      title: `Shares received for ${ref}`,
      body: `We received your ${what}. Next, we pay ${proceeds} to your bank account.`,
    },
    completed: {
      title: `Sale ${ref} completed`,
      body: `We paid ${proceeds} for ${what} to your bank account (payment reference ${sell.paymentReference ?? ''}).`,
    },
    cancelled: {
      title: `Sell request ${ref} cancelled`,
      body: `You cancelled your request to sell ${what}. Nothing more is needed.`,
    },
    rejected: {
      title: `Sell request ${ref} rejected`,
      body: `Your request to sell ${what} was rejected: ${sell.reason ?? 'no reason given'}.`,
    },
  };
  const message = messages[status];
  await notify(tx, {
    userId: sell.userId,
    kind: `sell.${status}`,
    ...message,
    link: '/dashboard/sell',
    entity: { type: 'sell_request', id: sellRequestId },
    email: { subject: message.title, text: message.body },
  });
}

/** Notifies the investor of the review of their KYC. */
export async function notifyKycDecision(
  tx: Conn,
  userId: number,
  decision: { status: 'verified' } | { status: 'rejected'; reason: string; fix?: KycChecklistItem[] },
) {
  const message =
    decision.status === 'verified'
      ? { title: 'KYC verified', body: 'Your KYC is verified. You can now buy unlisted shares.' }
      : { title: 'KYC rejected', body: kycRejectionText(decision.reason, decision.fix ?? []) };
  await notify(tx, {
    userId,
    kind: `kyc.${decision.status}`,
    ...message,
    link: '/dashboard/kyc',
    entity: { type: 'kyc', id: userId },
    email: { subject: message.title, text: message.body },
  });
}
