// Buys (orders) and sales (sell requests) read alike: what differs between the two tables is named
// here once, so a list of both is one select run for each.
import { desc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, orders, sellRequests } from '@/lib/server/db/schema';

const TRADE_TABLES = {
  order: {
    table: orders,
    pricePaise: orders.pricePaise,
    amountPaise: orders.totalPaise,
    paymentReference: orders.utr,
    transferReference: orders.transferReference,
  },
  sell: {
    table: sellRequests,
    pricePaise: sellRequests.quotePaise,
    amountPaise: sellRequests.proceedsPaise,
    paymentReference: sellRequests.paymentReference,
    transferReference: sql<string | null>`null`,
  },
};
export type TradeKind = keyof typeof TRADE_TABLES;
export type TradeTable = (typeof TRADE_TABLES)[TradeKind]['table'];

/**
 * The buys or the sales `where` picks (given the table), newest first, with their company: price is
 * the order's price or the sale's quote; amount a buy's total to pay or a sale's proceeds; payment
 * reference the investor's UTR (buys) or the platform's reference (sales); transfer reference buys' only.
 */
export function selectTrades(db: Db, kind: TradeKind, where: (table: TradeTable) => SQL | undefined) {
  const { table, ...values } = TRADE_TABLES[kind];
  return db
    .select({
      id: table.id,
      reference: table.reference,
      slug: companies.slug,
      companyName: companies.name,
      quantity: table.quantity,
      status: table.status,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      ...values,
    })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(where(table))
    .orderBy(desc(table.createdAt), desc(table.id));
}
