// The operators' desk: the work waiting on them, across orders, sales, KYC, approvals (four eyes) and tickets. Each queue is defined
// once here (what is in it, the time it is aged from: when the investor last acted, and what is overdue), then
// counted for the console's queue cards (deskQueues), listed oldest first for its links (deskQueueItems),
// and read by the lists the cards link to (queueWhere: `queue=<name>` and `overdue=1` in their URLs).
import { and, asc, count, countDistinct, eq, inArray, isNotNull, lt, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { can, type Permission, type StaffRole } from '@/lib/permissions';
import { paymentPath } from '@/lib/routes';
import type { Db } from '@/lib/server/db/client';
import {
  approvals,
  companies,
  kycRecords,
  operators,
  orders,
  partners,
  paymentGroups,
  sellRequests,
  supportTickets,
  users,
} from '@/lib/server/db/schema';
import { pendingApprovalsFor, visibleApprovalKinds } from '@/lib/server/services/approvals';
import { paymentReportedSince, transferOverdue } from '@/lib/server/services/orders';
import { settingInSql } from '@/lib/server/services/settings';
import { APPROVAL_KIND_LABELS } from '@/lib/status/approvals';
import { DESK_QUEUE_NAMES, type DeskQueueName } from '@/lib/status/queues';

export type { DeskQueueName };

/** A ticket waiting for the desk is due an answer this many hours after the customer last wrote: the platform setting (24 unset). */
const ticketResponseHours = settingInSql('ticketResponseHours');

interface QueueDefinition {
  /** Who sees the queue: staff whose roles may read its records (or, for approvals, decide some kind of them). */
  permission: Permission | ((roles: readonly StaffRole[]) => boolean);
  from: typeof orders | typeof sellRequests | typeof kycRecords | typeof approvals | typeof supportTickets;
  where: SQL | undefined;
  /** The part of the queue past its deadline, for a queue that has one (transfers past their due day, tickets unanswered). */
  overdue?: SQL;
  /** The part of the queue someone holding roles sees, when it depends on them (approvals: the kinds they may decide). */
  whereFor?: (roles: readonly StaffRole[]) => SQL | undefined;
  since: AnyColumn | SQL<Date>;
  /** What one item of the queue is, when it is not one row: a payment (paymentOf), counted and listed once for all the orders it pays. */
  unit?: SQL;
}

/** One payment: a checkout's payment group (its id negated, apart from the orders' ids), or an order paid alone. */
const paymentOf = sql`coalesce(-${orders.paymentGroupId}, ${orders.id})`;

/**
 * Payments to confirm (orders with a reported UTR), payments to check (reported but not confirmed in
 * time, aged from the report), both counted and listed by payment (a checkout's orders are one), transfers to make (payment received), transfers to confirm (initiated),
 * sales to settle (requested or shares received) and KYC to review.
 */
const QUEUES = {
  paymentsToConfirm: {
    permission: 'orders:read',
    from: orders,
    where: and(eq(orders.status, 'awaiting_payment'), isNotNull(orders.utr)),
    since: orders.updatedAt,
    unit: paymentOf,
  },
  paymentsToCheck: {
    permission: 'orders:read',
    from: orders,
    where: eq(orders.status, 'payment_to_check'),
    since: paymentReportedSince,
    unit: paymentOf,
  },
  transfersToMake: { permission: 'orders:read', from: orders, where: eq(orders.status, 'payment_received'), since: orders.updatedAt },
  transfersToConfirm: {
    permission: 'orders:read',
    from: orders,
    where: eq(orders.status, 'transfer_initiated'),
    overdue: transferOverdue,
    since: orders.updatedAt,
  },
  salesToSettle: {
    permission: 'sales:read',
    from: sellRequests,
    where: inArray(sellRequests.status, ['requested', 'shares_received']),
    since: sellRequests.updatedAt,
  },
  kycToReview: { permission: 'kyc:read', from: kycRecords, where: eq(kycRecords.status, 'submitted'), since: kycRecords.submittedAt },
  approvalsWaiting: {
    permission: (roles) => visibleApprovalKinds(roles).length > 0,
    from: approvals,
    where: eq(approvals.status, 'pending'),
    whereFor: (roles) => pendingApprovalsFor(roles),
    since: approvals.createdAt,
  },
  ticketsWaiting: {
    permission: 'support:read',
    from: supportTickets,
    where: eq(supportTickets.status, 'open'),
    overdue: lt(supportTickets.updatedAt, sql`now() - make_interval(hours => ${ticketResponseHours})`),
    since: supportTickets.updatedAt,
  },
} satisfies Record<DeskQueueName, QueueDefinition>;

/**
 * The rows of a queue, or of its overdue part: what the list its card links to shows for `queue=<name>`
 * (and `overdue=1`), so the card and the list count the same rows. A queue without a deadline has no overdue rows.
 */
export function queueWhere(name: DeskQueueName, overdue = false): SQL | undefined {
  const queue: QueueDefinition = QUEUES[name];
  return overdue ? and(queue.where, queue.overdue ?? sql`false`) : queue.where;
}

/**
 * A list's filter from its URL: the queue named (or, with only `overdue`, the list's queue with a
 * deadline), and its overdue part when `overdue` is set; undefined when neither is given.
 */
export function listQueueWhere(query: { queue?: DeskQueueName; overdue?: boolean }, overdueQueue?: DeskQueueName): SQL | undefined {
  const name = query.queue ?? (query.overdue ? overdueQueue : undefined);
  return name ? queueWhere(name, query.overdue ?? false) : undefined;
}

/** The queues someone holding roles sees, in the desk's order. */
const queuesFor = (roles: readonly StaffRole[]) =>
  DESK_QUEUE_NAMES.filter((name) => {
    const { permission }: QueueDefinition = QUEUES[name];
    return typeof permission === 'function' ? permission(roles) : can(roles, permission);
  });

export interface Queue {
  count: number;
  /** How many are past their deadline, for a queue that has one (else null). */
  overdue: number | null;
  /** When the oldest item's investor last acted (ISO), or null for an empty queue. */
  oldestSince: string | null;
}

/** Each queue's size and the age of its oldest item, for the queues the roles see. */
export async function deskQueues(db: Db, roles: readonly StaffRole[]): Promise<Partial<Record<DeskQueueName, Queue>>> {
  const counted = await Promise.all(
    queuesFor(roles).map(async (name): Promise<[DeskQueueName, Queue]> => {
      const queue: QueueDefinition = QUEUES[name];
      const [row] = await db
        .select({
          count: queue.unit ? countDistinct(queue.unit) : count(),
          oldest: min(queue.since),
          overdue: queue.overdue ? sql<number>`count(*) filter (where ${queue.overdue})`.mapWith(Number) : sql<null>`null`,
        })
        .from(queue.from)
        .where(queue.whereFor ? queue.whereFor(roles) : queue.where);
      const oldest = (row?.oldest ?? null) as Date | string | null;
      return [
        name,
        {
          count: row?.count ?? 0,
          overdue: queue.overdue ? (row?.overdue ?? 0) : null,
          oldestSince: oldest === null ? null : new Date(oldest).toISOString(),
        },
      ];
    }),
  );
  return Object.fromEntries(counted);
}

export interface DeskItem {
  /** The console page of the item. */
  href: string;
  reference: string;
  investor: string;
  /** What the item is about: the company and quantity, or "KYC". */
  subject: string;
  /** When the investor last acted (ISO): reported the payment, were paid, asked to sell, submitted KYC. */
  since: string;
  /** Past the queue's deadline (a transfer past its due day, a ticket unanswered too long). */
  overdue: boolean;
}

/** Whether a row of the queue is overdue, as a column (false for a queue without a deadline). */
const overdueColumn = (queue: QueueDefinition) =>
  (queue.overdue ? sql<boolean>`coalesce(${queue.overdue}, false)` : sql<boolean>`false`).mapWith(Boolean);

const iso = (value: Date) => value.toISOString();
const shares = (quantity: number, company: string) => `${quantity.toLocaleString('en-IN')} × ${company}`;

/** The `limit` oldest items of each queue the roles see, oldest first. */
export async function deskQueueItems(db: Db, roles: readonly StaffRole[], limit = 5): Promise<Partial<Record<DeskQueueName, DeskItem[]>>> {
  const orderItems = async (queue: QueueDefinition): Promise<DeskItem[]> => {
    const rows = await db
      .select({
        id: orders.id,
        reference: orders.reference,
        investor: users.fullName,
        company: companies.name,
        quantity: orders.quantity,
        since: sql<Date>`${queue.since}`.mapWith(orders.updatedAt),
        overdue: overdueColumn(queue),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(queue.where)
      .orderBy(asc(queue.since), asc(orders.id))
      .limit(limit);
    return rows.map((row) => ({
      href: `/admin/orders/${row.id}`,
      reference: row.reference,
      investor: row.investor,
      subject: shares(row.quantity, row.company),
      since: iso(row.since),
      overdue: row.overdue,
    }));
  };
  // A queue of payments: one item per payment, linking to its page; an order paid alone stays an item of its own.
  const paymentItems = async (queue: QueueDefinition & { unit: SQL }): Promise<DeskItem[]> => {
    const rows = await db
      .select({
        id: min(orders.id),
        payment: min(paymentGroups.reference),
        reference: min(orders.reference),
        investor: min(users.fullName),
        orders: count(),
        companies: sql<string>`string_agg(${companies.name}, ', ' order by ${orders.id})`,
        quantity: min(orders.quantity),
        since: sql<Date>`min(${queue.since})`.mapWith(orders.updatedAt),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .leftJoin(paymentGroups, eq(paymentGroups.id, orders.paymentGroupId))
      .where(queue.where)
      .groupBy(queue.unit)
      .orderBy(sql`min(${queue.since})`, sql`min(${orders.id})`)
      .limit(limit);
    return rows.map((row) => ({
      href: row.payment ? paymentPath(row.payment) : `/admin/orders/${String(row.id)}`,
      reference: row.payment ?? row.reference ?? '',
      investor: row.investor ?? '',
      subject: row.payment ? `${String(row.orders)} orders: ${row.companies}` : shares(row.quantity ?? 0, row.companies),
      since: iso(row.since),
      overdue: false,
    }));
  };
  const saleItems = async (): Promise<DeskItem[]> => {
    const queue = QUEUES.salesToSettle;
    const rows = await db
      .select({
        id: sellRequests.id,
        reference: sellRequests.reference,
        investor: users.fullName,
        company: companies.name,
        quantity: sellRequests.quantity,
        since: queue.since,
      })
      .from(sellRequests)
      .innerJoin(users, eq(users.id, sellRequests.userId))
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(queue.where)
      .orderBy(asc(queue.since), asc(sellRequests.id))
      .limit(limit);
    return rows.map((row) => ({
      href: `/admin/sell/${row.id}`,
      reference: row.reference,
      investor: row.investor,
      subject: shares(row.quantity, row.company),
      since: iso(row.since),
      overdue: false,
    }));
  };
  const kycItems = async (): Promise<DeskItem[]> => {
    const queue = QUEUES.kycToReview;
    const rows = await db
      .select({ code: users.userUniqueCode, investor: users.fullName, email: users.email, since: queue.since })
      .from(kycRecords)
      .innerJoin(users, eq(users.id, kycRecords.userId))
      .where(queue.where)
      .orderBy(asc(queue.since), asc(kycRecords.userId))
      .limit(limit);
    return rows.map((row) => ({
      href: `/admin/kyc#kyc-${row.code}`,
      reference: row.code,
      investor: row.investor,
      subject: row.email,
      since: iso(row.since),
      overdue: false,
    }));
  };
  const approvalItems = async (): Promise<DeskItem[]> => {
    const rows = await db
      .select({
        id: approvals.id,
        kind: approvals.kind,
        summary: approvals.summary,
        proposer: operators.fullName,
        since: approvals.createdAt,
      })
      .from(approvals)
      .leftJoin(operators, eq(operators.id, approvals.proposedBy))
      .where(pendingApprovalsFor(roles))
      .orderBy(asc(approvals.createdAt), asc(approvals.id))
      .limit(limit);
    return rows.map((row) => ({
      href: `/admin/approvals?kind=${row.kind}#approval-${row.id}`,
      reference: APPROVAL_KIND_LABELS[row.kind],
      investor: row.proposer ?? 'A former staff member',
      subject: row.summary,
      since: iso(row.since),
      overdue: false,
    }));
  };
  const ticketItems = async (): Promise<DeskItem[]> => {
    const queue = QUEUES.ticketsWaiting;
    const rows = await db
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        customer: sql<string | null>`coalesce(${users.fullName}, ${partners.fullName})`,
        since: queue.since,
        overdue: overdueColumn(queue),
      })
      .from(supportTickets)
      .leftJoin(users, and(eq(supportTickets.ownerKind, 'user'), eq(users.id, supportTickets.ownerId)))
      .leftJoin(partners, and(eq(supportTickets.ownerKind, 'partner'), eq(partners.id, supportTickets.ownerId)))
      .where(queue.where)
      .orderBy(asc(queue.since), asc(supportTickets.id))
      .limit(limit);
    return rows.map((row) => ({
      href: `/admin/tickets/${row.id}`,
      reference: `#${row.id}`,
      investor: row.customer ?? 'A closed account',
      subject: row.subject,
      since: iso(row.since),
      overdue: row.overdue,
    }));
  };
  const load: Record<DeskQueueName, () => Promise<DeskItem[]>> = {
    paymentsToConfirm: () => paymentItems(QUEUES.paymentsToConfirm),
    paymentsToCheck: () => paymentItems(QUEUES.paymentsToCheck),
    transfersToMake: () => orderItems(QUEUES.transfersToMake),
    transfersToConfirm: () => orderItems(QUEUES.transfersToConfirm),
    salesToSettle: saleItems,
    kycToReview: kycItems,
    approvalsWaiting: approvalItems,
    ticketsWaiting: ticketItems,
  };
  const listed = await Promise.all(queuesFor(roles).map(async (name) => [name, await load[name]()] as const));
  return Object.fromEntries(listed);
}
