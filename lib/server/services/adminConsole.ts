// Read-only queries for the operator console's pages that the admin APIs do not answer: the oldest
// items of each desk queue (to link to them) and the company list with the operators' columns.
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, kycRecords, orders, sellRequests, users } from '@/lib/server/db/schema';
import type { DeskQueueName } from '@/lib/server/services/adminDesk';
import { paymentReportedSince } from '@/lib/server/services/orders';

export interface DeskItem {
  /** The console page of the item. */
  href: string;
  reference: string;
  investor: string;
  /** What the item is about: the company and quantity, or "KYC". */
  subject: string;
  /** When the investor last acted (ISO): reported the payment, were paid, asked to sell, submitted KYC. */
  since: string;
}

const iso = (value: Date) => value.toISOString();

/** The `limit` oldest items of each queue of deskQueues (adminDesk.ts), oldest first, with the same conditions. */
export async function deskQueueItems(db: Db, limit = 5): Promise<Record<DeskQueueName, DeskItem[]>> {
  const orderItems = (where: ReturnType<typeof and>, since: AnyColumn | SQL<Date> = orders.updatedAt) =>
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        investor: users.fullName,
        company: companies.name,
        quantity: orders.quantity,
        since: sql<Date>`${since}`.mapWith(orders.updatedAt),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(asc(since), asc(orders.id))
      .limit(limit);
  const [payments, toCheck, transfers, confirmations, sales, kyc] = await Promise.all([
    orderItems(and(eq(orders.status, 'awaiting_payment'), isNotNull(orders.utr))),
    // Aged from the investor's report, as deskQueues counts it.
    orderItems(and(eq(orders.status, 'payment_to_check')), paymentReportedSince),
    orderItems(and(eq(orders.status, 'payment_received'))),
    orderItems(and(eq(orders.status, 'transfer_initiated'))),
    db
      .select({
        id: sellRequests.id,
        reference: sellRequests.reference,
        investor: users.fullName,
        company: companies.name,
        quantity: sellRequests.quantity,
        since: sellRequests.updatedAt,
      })
      .from(sellRequests)
      .innerJoin(users, eq(users.id, sellRequests.userId))
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(inArray(sellRequests.status, ['requested', 'shares_received']))
      .orderBy(asc(sellRequests.updatedAt), asc(sellRequests.id))
      .limit(limit),
    db
      .select({ code: users.userUniqueCode, investor: users.fullName, email: users.email, since: kycRecords.submittedAt })
      .from(kycRecords)
      .innerJoin(users, eq(users.id, kycRecords.userId))
      .where(eq(kycRecords.status, 'submitted'))
      .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.userId))
      .limit(limit),
  ]);
  const toOrderItem = (row: (typeof payments)[number]): DeskItem => ({
    href: `/admin/orders/${row.id}`,
    reference: row.reference,
    investor: row.investor,
    subject: `${row.quantity.toLocaleString('en-IN')} × ${row.company}`,
    since: iso(row.since),
  });
  return {
    paymentsToConfirm: payments.map(toOrderItem),
    paymentsToCheck: toCheck.map(toOrderItem),
    transfersToMake: transfers.map(toOrderItem),
    transfersToConfirm: confirmations.map(toOrderItem),
    salesToSettle: sales.map((row) => ({
      href: `/admin/sell/${row.id}`,
      reference: row.reference,
      investor: row.investor,
      subject: `${row.quantity.toLocaleString('en-IN')} × ${row.company}`,
      since: iso(row.since),
    })),
    kycToReview: kyc.map((row) => ({
      href: `/admin/kyc#kyc-${row.code}`,
      reference: row.code,
      investor: row.investor,
      subject: row.email,
      since: iso(row.since),
    })),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Companies by name or slug (any status), in name order, with the columns operators set. */
export async function listAdminCompanies(db: Db, query: { q?: string; page: number; limit: number }) {
  const where = query.q ? or(ilike(companies.name, likePattern(query.q)), ilike(companies.slug, likePattern(query.q))) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        slug: companies.slug,
        name: companies.name,
        status: companies.status,
        pricePaise: companies.pricePaise,
        partnerPricePaise: companies.brokerPricePaise,
        buybackPricePaise: companies.buybackPricePaise,
        availableQuantity: companies.availableQuantity,
        reservedQuantity: companies.reservedQuantity,
        minQuantity: companies.minQuantity,
        priceUpdatedAt: companies.priceUpdatedAt,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { result: rows.map((row) => ({ ...row, priceUpdatedAt: iso(row.priceUpdatedAt) })), total, page: query.page, limit: query.limit };
}
