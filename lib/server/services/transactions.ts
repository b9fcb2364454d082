// The investor's transactions: buys (orders) and sells (sell requests) in one list, newest first, and
// the same rows as a CSV download. Read-only. An investor has tens of transactions, not thousands, so
// both lists are read whole and merged here rather than in one UNION query.
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { type OrderStatus, type SellStatus } from '@/lib/server/db/schema';
import { expireOverdueOrders } from '@/lib/server/services/orders';
import { selectTrades, type TradeTable } from '@/lib/server/services/trades';
import { csvCell, paiseToRupees } from '@/lib/reports/csv';
import { istIso } from '@/lib/reports/dates';
import { ORDER_STATUSES, SELL_STATUSES, type OrderStatusName, type SellStatusName } from '@/lib/validations/orders';
import type { TransactionFilter, TransactionKind } from '@/lib/validations/transactions';

export interface TransactionRow {
  kind: TransactionKind;
  id: number;
  reference: string;
  slug: string;
  companyName: string;
  quantity: number;
  pricePaise: number;
  /** A buy's total to pay (with stamp duty, fee and GST); a sell's proceeds. */
  amountPaise: number;
  status: OrderStatusName | SellStatusName;
  /** The investor's payment UTR (buys), or the platform's payment reference (sells). */
  paymentReference: string | null;
  transferReference: string | null;
  createdAt: string;
  updatedAt: string;
}

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);
const isSellStatus = (status: string): status is SellStatus => (SELL_STATUSES as readonly string[]).includes(status);

/** Every transaction of the investor matching the filter, newest first. */
export async function allTransactions(db: Db, userId: number, filter: TransactionFilter): Promise<TransactionRow[]> {
  await expireOverdueOrders(db);
  const wantBuys = filter.kind !== 'sell' && (!filter.status || isOrderStatus(filter.status));
  const wantSells = filter.kind !== 'buy' && (!filter.status || isSellStatus(filter.status));
  const statusOf = (table: TradeTable) => (filter.status ? sql`${table.status} = ${filter.status}` : undefined);
  const [buys, sells] = await Promise.all([
    wantBuys ? selectTrades(db, 'order', (table) => and(eq(table.userId, userId), statusOf(table))) : [],
    wantSells ? selectTrades(db, 'sell', (table) => and(eq(table.userId, userId), statusOf(table))) : [],
  ]);
  const rows: (TransactionRow & { at: number })[] = [
    ...buys.map((row) => ({ ...row, kind: 'buy' as const })),
    ...sells.map((row) => ({ ...row, kind: 'sell' as const })),
  ].map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    at: row.createdAt.getTime(),
  }));
  return rows.sort((a, b) => b.at - a.at || b.id - a.id).map(({ at: _at, ...row }) => row);
}

export async function listTransactions(db: Db, userId: number, filter: TransactionFilter & { page: number; limit: number }) {
  const rows = await allTransactions(db, userId, filter);
  const totalPages = Math.max(1, Math.ceil(rows.length / filter.limit));
  const page = Math.min(filter.page, totalPages);
  return { result: rows.slice((page - 1) * filter.limit, page * filter.limit), total: rows.length, page, totalPages };
}

export const TRANSACTIONS_CSV_HEADER = [
  'Date (IST)',
  'Type',
  'Reference',
  'Company',
  'Quantity',
  'Price per share (INR)',
  'Amount (INR)',
  'Status',
  'Payment reference',
  'Transfer reference',
];

/** UTF-8 with a byte-order mark and CRLF lines, as the screener's export; cells made formula-safe by csvCell. */
export function transactionsCsv(rows: TransactionRow[]): string {
  const lines = [
    TRANSACTIONS_CSV_HEADER,
    ...rows.map((row) => [
      istIso(new Date(row.createdAt)),
      row.kind === 'buy' ? 'Buy' : 'Sell',
      row.reference,
      row.companyName,
      row.quantity,
      paiseToRupees(row.pricePaise),
      paiseToRupees(row.amountPaise),
      row.status,
      row.paymentReference,
      row.transferReference,
    ]),
  ].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
