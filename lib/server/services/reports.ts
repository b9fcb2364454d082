// Statements an investor can file taxes with: holdings as on a date, a contract note per completed
// order or sale, capital gains per financial year (FIFO) and transactions; for partners, their
// clients' holdings (the commission statement is in commissions.ts). All are in the registry REPORTS
// below: each a rows source and a template (lib/reports/registry.ts), rendered to PDF or CSV from the
// same document by lib/server/reports. The investor's trades are read in one place: tradeRows.
import type { TdsStatementQuery } from '@/lib/validations/proposals';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';

import { brand } from '@/lib/brand';
import type { Db } from '@/lib/server/db/client';
import { companies, kycRecords, orderEvents, orders, partners, sellRequestEvents, sellRequests, users } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { endOfIstDay, istDate, startOfIstDay } from '@/lib/reports/dates';
import { day, rs, type Cell, type Column, type ReportDocument, type ReportTable } from '@/lib/reports/document';
import { matchFifo, sumParts, type BuyLot, type MatchedPart, type Sale } from '@/lib/reports/fifo';
import { financialYearOf, inFinancialYear, type FinancialYear } from '@/lib/reports/financialYear';
import { LONG_TERM_MONTHS, TERM_LABEL, type Term } from '@/lib/reports/holdingPeriod';
import { cellsOf, columnsOf, defineReport, reportDocument, type RowColumn } from '@/lib/reports/registry';
import { clientsSharingWith } from '@/lib/server/services/consents';
import { latestPricesOn } from '@/lib/server/services/prices';
import { ORDER_STATUS_LABELS } from '@/lib/status/orders';
import { SELL_STATUS_LABELS } from '@/lib/status/sales';
import { maskTail } from '@/lib/validations/kyc';

import { commissionReport, tdsStatementReport } from './commissions';

// When an order or sale completed: its 'completed' event (updatedAt only if the event is missing).
const orderCompletedAt =
  sql<Date>`coalesce((select min(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'completed'), ${orders.updatedAt})`.mapWith(
    orders.updatedAt,
  );
const sellCompletedAt =
  sql<Date>`coalesce((select min(${sellRequestEvents.at}) from ${sellRequestEvents} where ${sellRequestEvents.sellRequestId} = ${sellRequests.id} and ${sellRequestEvents.toStatus} = 'completed'), ${sellRequests.updatedAt})`.mapWith(
    sellRequests.updatedAt,
  );

const STATUS_LABEL: Record<string, string> = { ...ORDER_STATUS_LABELS, ...SELL_STATUS_LABELS };

const AMOUNTS_NOTE = 'Amounts are in Indian rupees (₹); dates are Indian Standard Time.';

const rsOrNull = (paise: number | null | undefined): Cell => (paise === null || paise === undefined ? null : rs(paise));

async function investorDetails(db: Db, userId: number): Promise<[string, Cell][]> {
  const [row] = await db
    .select({ fullName: users.fullName, code: users.userUniqueCode, pan: kycRecords.pan })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('No such investor.');
  return [
    ['Investor', row.fullName],
    ['Client code', row.code],
    ['PAN', row.pan ? maskTail(row.pan) : 'Not on record'],
  ];
}

// ---- The rows: the investor's orders (buys) and sales ----

// What differs between a buy and a sale; everything else is read alike.
const TRADE_SOURCES = {
  order: {
    table: orders,
    pricePaise: orders.pricePaise,
    considerationPaise: orders.considerationPaise,
    chargesPaise: sql<number>`${orders.stampDutyPaise} + ${orders.feePaise} + ${orders.gstPaise}`.mapWith(Number),
    amountPaise: orders.totalPaise,
    completedAt: orderCompletedAt,
  },
  sell: {
    table: sellRequests,
    pricePaise: sellRequests.quotePaise,
    considerationPaise: sellRequests.proceedsPaise,
    chargesPaise: sql<number>`0`.mapWith(Number),
    amountPaise: sellRequests.proceedsPaise,
    completedAt: sellCompletedAt,
  },
};
type TradeKind = keyof typeof TRADE_SOURCES;

interface TradeFilter {
  completed?: boolean;
  /** Placed on or after this IST day. */
  from?: string | null;
  /** Placed on or before this IST day. */
  to?: string | null;
}

async function tradesOf(db: Db, kind: TradeKind, userId: number, filter: TradeFilter) {
  const { table, ...values } = TRADE_SOURCES[kind];
  const rows = await db
    .select({
      id: table.id,
      reference: table.reference,
      companyId: table.companyId,
      name: companies.name,
      isin: companies.isin,
      quantity: table.quantity,
      status: table.status,
      createdAt: table.createdAt,
      ...values,
    })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(
      and(
        eq(table.userId, userId),
        filter.completed ? eq(table.status, 'completed') : undefined,
        filter.from ? gte(table.createdAt, startOfIstDay(filter.from)) : undefined,
        filter.to ? lt(table.createdAt, endOfIstDay(filter.to)) : undefined,
      ),
    )
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((row) => ({ ...row, kind }));
}

/** The investor's buys and sales as one list, by when they were placed (buys first on a tie). */
async function tradeRows(db: Db, userId: number, filter: TradeFilter) {
  const [buys, sells] = await Promise.all([tradesOf(db, 'order', userId, filter), tradesOf(db, 'sell', userId, filter)]);
  return [...buys, ...sells].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}
type TradeRow = Awaited<ReturnType<typeof tradeRows>>[number];

interface Trades {
  names: Map<number, { name: string; isin: string | null }>;
  lots: Map<number, BuyLot[]>;
  sales: Map<number, Sale[]>;
}

/** The investor's completed buys and sales (completed before `before`, when given), by company. */
async function completedTrades(db: Db, userId: number, before?: Date): Promise<Trades> {
  const trades: Trades = { names: new Map(), lots: new Map(), sales: new Map() };
  const push = <T>(map: Map<number, T[]>, key: number, item: T) => map.set(key, [...(map.get(key) ?? []), item]);
  for (const trade of await tradeRows(db, userId, { completed: true })) {
    if (before && trade.completedAt >= before) continue;
    trades.names.set(trade.companyId, { name: trade.name, isin: trade.isin });
    const { id, reference, quantity, chargesPaise } = trade;
    const on = istDate(trade.completedAt);
    const at = trade.completedAt.getTime();
    if (trade.kind === 'order')
      push(trades.lots, trade.companyId, {
        id,
        reference,
        acquiredOn: on,
        acquiredAt: at,
        quantity,
        costPaise: trade.considerationPaise,
        chargesPaise,
      });
    else
      push(trades.sales, trade.companyId, {
        id,
        reference,
        soldOn: on,
        soldAt: at,
        quantity,
        proceedsPaise: trade.considerationPaise,
        chargesPaise,
      });
  }
  return trades;
}

const byName = (trades: Trades) =>
  [...trades.names.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name)).map(([companyId, info]) => ({ companyId, ...info }));

// ---- Holdings as on a date ----

/** The price in force on `date`: the latest of the price history on or before it and the live price if set by then. */
async function pricesOn(db: Db, companyIds: number[], date: string) {
  const prices = new Map<number, { pricePaise: number; asOf: string } | null>();
  if (companyIds.length === 0) return prices;
  const [history, live] = await Promise.all([
    latestPricesOn(db, companyIds, date),
    db
      .select({ id: companies.id, pricePaise: companies.pricePaise, updatedAt: companies.priceUpdatedAt })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
  ]);
  for (const id of companyIds) prices.set(id, null);
  for (const row of history) prices.set(row.companyId, { pricePaise: row.pricePaise, asOf: row.day });
  for (const row of live) {
    const liveOn = istDate(row.updatedAt);
    const known = prices.get(row.id);
    if (liveOn <= date && (!known || known.asOf <= liveOn)) prices.set(row.id, { pricePaise: row.pricePaise, asOf: liveOn });
  }
  return prices;
}

/** What the investor held at the end of the IST day `date` (FIFO cost of what is left), valued at the price then. */
async function holdingsOn(db: Db, userId: number, date: string) {
  const trades = await completedTrades(db, userId, endOfIstDay(date));
  const held = byName(trades)
    .map((company) => {
      const { open } = matchFifo(trades.lots.get(company.companyId) ?? [], trades.sales.get(company.companyId) ?? []);
      const quantity = open.reduce((sum, lot) => sum + lot.remainingQuantity, 0);
      const costPaise = open.reduce((sum, lot) => sum + lot.remainingCostPaise, 0);
      return { ...company, quantity, costPaise };
    })
    .filter((company) => company.quantity > 0);
  const prices = await pricesOn(
    db,
    held.map((company) => company.companyId),
    date,
  );
  return held.map((company) => {
    const price = prices.get(company.companyId) ?? null;
    return { ...company, price, valuePaise: price ? price.pricePaise * company.quantity : null };
  });
}
type Holding = Awaited<ReturnType<typeof holdingsOn>>[number];

const HOLDING_COLUMNS: RowColumn<Holding>[] = [
  { label: 'Company', width: 3, cell: (company) => company.name },
  { label: 'ISIN', width: 2, cell: (company) => company.isin },
  { label: 'Quantity', width: 1.2, align: 'right', cell: (company) => company.quantity },
  { label: 'Average cost', width: 1.6, align: 'right', cell: (company) => rs(Math.round(company.costPaise / company.quantity)) },
  { label: 'Cost', width: 1.8, align: 'right', cell: (company) => rs(company.costPaise) },
  { label: 'Price', width: 1.6, align: 'right', cell: (company) => rsOrNull(company.price?.pricePaise) },
  { label: 'Price as of', width: 1.5, cell: (company) => day(company.price?.asOf ?? null) },
  { label: 'Value', width: 1.8, align: 'right', cell: (company) => rsOrNull(company.valuePaise) },
];

const sumOf = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);

const holdingsReport = defineReport({
  rows: async (db: Db, userId, date: string) => ({ investor: await investorDetails(db, userId), held: await holdingsOn(db, userId, date) }),
  template: ({ investor, held }, date): ReportDocument => ({
    title: 'Statement of holdings',
    filename: `holdings-statement-${date}`,
    landscape: true,
    details: [...investor, ['As on', day(date)]],
    tables: [
      {
        heading: 'Holdings',
        columns: columnsOf(HOLDING_COLUMNS),
        rows: cellsOf(HOLDING_COLUMNS, held),
        totals: held.length
          ? [['Total', null, null, null, rs(sumOf(held, (c) => c.costPaise)), null, null, rs(sumOf(held, (c) => c.valuePaise ?? 0))]]
          : [],
        empty: `No shares held through ${brand.name} at the end of this day.`,
      },
    ],
    notes: [
      'Holdings are the shares of completed purchases less completed sales up to the end of the day (IST). Cost is the consideration of the shares still held, first in first out; value is at the price in force on the day.',
      AMOUNTS_NOTE,
    ],
  }),
});

// ---- Contract notes ----

// The two tables of every contract note, purchase or sale.
const SHARES_COLUMNS: Column[] = [
  { label: 'Company', width: 3 },
  { label: 'ISIN', width: 2 },
  { label: 'Quantity', width: 1.2, align: 'right' },
  { label: 'Price per share', width: 1.8, align: 'right' },
];
const AMOUNT_COLUMNS: Column[] = [
  { label: 'Item', width: 3 },
  { label: 'Amount', width: 2, align: 'right' },
];

type NoteTarget = { order: number } | { sell: number };

/** A contract note as the template fills it, purchase or sale alike. */
interface NoteRows {
  kind: 'purchase' | 'sale';
  reference: string;
  details: [string, Cell][];
  shares: Cell[];
  amounts: [string, number][];
  total: number;
}

async function noteRows(db: Db, userId: number, target: NoteTarget): Promise<NoteRows> {
  const investor = await investorDetails(db, userId);
  const kind: TradeKind = 'order' in target ? 'order' : 'sell';
  const id = 'order' in target ? target.order : target.sell;
  const { table, completedAt } = TRADE_SOURCES[kind];
  const [row] = await db
    .select({ name: companies.name, isin: companies.isin, completedAt })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  const [order] = row && kind === 'order' ? await db.select().from(orders).where(eq(orders.id, id)).limit(1) : [];
  const [sell] = row && kind === 'sell' ? await db.select().from(sellRequests).where(eq(sellRequests.id, id)).limit(1) : [];
  const trade = order ?? sell;
  if (!row || !trade) throw notFound(kind === 'order' ? 'No such order.' : 'No such sale.');
  if (trade.status !== 'completed')
    throw conflict(
      `A contract note is issued once the ${kind === 'order' ? 'order' : 'sale'} is completed.`,
      undefined,
      'invalid_transition',
    );
  const completedOn = ['Completed on', day(istDate(row.completedAt))] as [string, Cell];
  if (order)
    return {
      kind: 'purchase',
      reference: order.reference,
      details: [
        ...investor,
        ['Order reference', order.reference],
        ['Placed on', day(istDate(order.createdAt))],
        completedOn,
        ['Payment reference', order.paymentReference ?? order.utr],
        ['Transfer reference', order.transferReference],
      ],
      shares: [row.name, row.isin, order.quantity, rs(order.pricePaise)],
      amounts: [
        ['Consideration (quantity x price)', order.considerationPaise],
        ['Stamp duty (0.015%)', order.stampDutyPaise],
        ['Platform fee', order.feePaise],
        ['GST on the fee (18%)', order.gstPaise],
      ],
      total: order.totalPaise,
    };
  if (!sell) throw notFound('No such sale.');
  return {
    kind: 'sale',
    reference: sell.reference,
    details: [
      ...investor,
      ['Sale reference', sell.reference],
      ['Requested on', day(istDate(sell.createdAt))],
      completedOn,
      ['Payment reference', sell.paymentReference],
    ],
    shares: [row.name, row.isin, sell.quantity, rs(sell.quotePaise)],
    amounts: [
      ['Consideration (quantity x price)', sell.proceedsPaise],
      ['Stamp duty (paid by the buyer)', 0],
      ['Platform fee', 0],
      ['GST on the fee (18%)', 0],
    ],
    total: sell.proceedsPaise,
  };
}

const contractNoteReport = defineReport({
  rows: noteRows,
  template: (note): ReportDocument => {
    const purchase = note.kind === 'purchase';
    return {
      title: `Contract note: ${note.kind}`,
      filename: `contract-note-${note.reference}`,
      details: note.details,
      tables: [
        { heading: purchase ? 'Shares bought' : 'Shares sold', columns: SHARES_COLUMNS, rows: [note.shares], empty: '' },
        {
          heading: 'Amounts',
          columns: AMOUNT_COLUMNS,
          rows: note.amounts.map(([label, paise]) => [label, rs(paise)]),
          totals: [[purchase ? 'Total paid' : 'Total received', rs(note.total)]],
          empty: '',
        },
      ],
      notes: [
        purchase
          ? `The shares were transferred to the demat account on record with ${brand.name}.`
          : `${brand.name} bought the shares back at its quoted price and paid the amount to the bank account on record.`,
        AMOUNTS_NOTE,
      ],
    };
  },
});

// ---- Capital gains ----

type NamedPart = MatchedPart & { company: string };

const GAIN_COLUMNS: RowColumn<NamedPart>[] = [
  { label: 'Company', width: 2.6, cell: (part) => part.company },
  { label: 'Sale', width: 2, cell: (part) => part.saleReference },
  { label: 'Sold on', width: 1.5, cell: (part) => day(part.soldOn) },
  { label: 'Purchase', width: 2, cell: (part) => part.lotReference },
  { label: 'Bought on', width: 1.5, cell: (part) => day(part.acquiredOn) },
  { label: 'Quantity', width: 1, align: 'right', cell: (part) => part.quantity },
  { label: 'Days held', width: 0.9, align: 'right', cell: (part) => part.holdingDays },
  { label: 'Term', width: 1.2, cell: (part) => (part.term ? TERM_LABEL[part.term] : 'Not matched') },
  { label: 'Cost', width: 1.6, align: 'right', cell: (part) => rs(part.costPaise) },
  { label: 'Charges', width: 1.3, align: 'right', cell: (part) => rs(part.chargesPaise) },
  { label: 'Proceeds', width: 1.6, align: 'right', cell: (part) => rs(part.proceedsPaise) },
  { label: 'Gain', width: 1.6, align: 'right', cell: (part) => rs(part.gainPaise) },
];
const gainColumns = columnsOf(GAIN_COLUMNS);

/**
 * The investor's completed buys and sales matched first in first out, by company (by name): the parts
 * sold, with their gains, and the lots still held. The capital-gains statement and the portfolio's
 * realised P&L and invested amount both read this, so they agree to the paisa.
 */
export async function fifoByCompany(db: Db, userId: number) {
  const trades = await completedTrades(db, userId);
  return byName(trades).map((company) => ({
    ...company,
    ...matchFifo(trades.lots.get(company.companyId) ?? [], trades.sales.get(company.companyId) ?? []),
  }));
}

export async function capitalGainsParts(db: Db, userId: number, fy: FinancialYear): Promise<NamedPart[]> {
  return (await fifoByCompany(db, userId)).flatMap((company) =>
    company.parts
      .filter((part) => inFinancialYear(part.soldOn, fy))
      .map((part) => ({ ...part, company: company.name }))
      .sort((a, b) => a.soldOn.localeCompare(b.soldOn) || a.saleId - b.saleId),
  );
}

/** A totals row of the gains table: the label, then the sums under quantity, cost, charges, proceeds and gain. */
function gainTotalRow(label: string, group: readonly NamedPart[]): Cell[] {
  const total = sumParts(group);
  const rupees = [total.costPaise, total.chargesPaise, total.proceedsPaise, total.gainPaise].map(rs);
  return [label, null, null, null, null, total.quantity, null, null, ...rupees];
}

const capitalGainsReport = defineReport({
  rows: async (db: Db, userId, fy: FinancialYear) => ({
    investor: await investorDetails(db, userId),
    parts: await capitalGainsParts(db, userId, fy),
  }),
  template: ({ investor, parts }, fy): ReportDocument => {
    const terms: (Term | null)[] = ['short', 'long', ...(parts.some((part) => part.term === null) ? [null] : [])];
    const tables: ReportTable[] = terms.map((term) => {
      const group = parts.filter((part) => part.term === term);
      const label = term ? TERM_LABEL[term] : 'Not matched to a purchase';
      return {
        heading: `${label} capital gains`,
        columns: gainColumns,
        rows: cellsOf(GAIN_COLUMNS, group),
        totals: group.length ? [gainTotalRow(`Total ${label.toLowerCase()}`, group)] : [],
        empty: `No ${label.toLowerCase()} sales in this financial year.`,
      };
    });
    tables.push({
      heading: 'Summary',
      columns: gainColumns,
      rows: terms.map((term) =>
        gainTotalRow(
          term ? TERM_LABEL[term] : 'Not matched',
          parts.filter((part) => part.term === term),
        ),
      ),
      totals: [gainTotalRow('Total', parts)],
      empty: '',
    });
    return {
      title: `Capital gains statement, financial year ${fy.label}`,
      filename: `capital-gains-${fy.label}`,
      landscape: true,
      details: [...investor, ['Financial year', `${fy.label} (${fy.start} to ${fy.end})`]],
      tables,
      notes: [
        'Each sale completed in the year is matched to the purchases first in first out. Cost is the consideration of the shares matched; charges are the stamp duty, fee and GST paid on those purchases, apportioned by quantity (and charges on the sale, if any). Gain = proceeds - cost - charges.',
        `Unlisted shares held for more than ${LONG_TERM_MONTHS} months (the sale date is after the purchase date plus ${LONG_TERM_MONTHS} months) give long-term gains; otherwise short-term. Dates are the days the purchase and the sale completed.`,
        AMOUNTS_NOTE,
      ],
    };
  },
});

// ---- Transactions ----

type Range = { from: string | null; to: string | null };

const TRANSACTION_COLUMNS: RowColumn<TradeRow>[] = [
  { label: 'Date', width: 1.5, cell: (entry) => day(istDate(entry.createdAt)) },
  { label: 'Type', width: 0.8, cell: (entry) => (entry.kind === 'order' ? 'Buy' : 'Sell') },
  { label: 'Company', width: 2.6, cell: (entry) => entry.name },
  { label: 'Reference', width: 2, cell: (entry) => entry.reference },
  { label: 'Quantity', width: 1, align: 'right', cell: (entry) => entry.quantity },
  { label: 'Price', width: 1.5, align: 'right', cell: (entry) => rs(entry.pricePaise) },
  { label: 'Charges', width: 1.3, align: 'right', cell: (entry) => rs(entry.chargesPaise) },
  { label: 'Amount', width: 1.7, align: 'right', cell: (entry) => rs(entry.amountPaise) },
  { label: 'Status', width: 1.5, cell: (entry) => STATUS_LABEL[entry.status] ?? entry.status },
  { label: 'Completed on', width: 1.5, cell: (entry) => (entry.status === 'completed' ? day(istDate(entry.completedAt)) : null) },
];

/** The totals row of the completed trades of a kind. */
function completedRow(label: string, entries: readonly TradeRow[], kind: TradeKind): Cell[] {
  const done = entries.filter((entry) => entry.kind === kind && entry.status === 'completed');
  const charges = rs(sumOf(done, (entry) => entry.chargesPaise));
  return [
    label,
    null,
    null,
    null,
    sumOf(done, (entry) => entry.quantity),
    null,
    charges,
    rs(sumOf(done, (entry) => entry.amountPaise)),
    null,
    null,
  ];
}

const transactionsReport = defineReport({
  rows: async (db: Db, userId, range: Range) => ({
    investor: await investorDetails(db, userId),
    entries: await tradeRows(db, userId, range),
  }),
  template: ({ investor, entries }, range): ReportDocument => ({
    title: 'Statement of transactions',
    filename: `transactions-${range.from ?? 'start'}-to-${range.to ?? istDate(new Date())}`,
    landscape: true,
    details: [
      ...investor,
      ['Period', range.from || range.to ? `${range.from ?? 'the first transaction'} to ${range.to ?? 'today'}` : 'All transactions'],
    ],
    tables: [
      {
        heading: 'Transactions',
        columns: columnsOf(TRANSACTION_COLUMNS),
        rows: cellsOf(TRANSACTION_COLUMNS, entries),
        totals: [completedRow('Completed purchases', entries, 'order'), completedRow('Completed sales', entries, 'sell')],
        empty: 'No transactions in this period.',
      },
    ],
    notes: [
      'Amount is the total paid for a purchase (with charges) and the amount received for a sale. Dates are when the order or sale was placed.',
      AMOUNTS_NOTE,
    ],
  }),
});

// ---- The reports page ----

export async function reportsOverview(db: Db, userId: number, now = new Date()) {
  const trades = await tradeRows(db, userId, { completed: true });
  const notes = [...trades]
    .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime() || b.id - a.id)
    .map((trade) => ({
      id: trade.id,
      reference: trade.reference,
      company: trade.name,
      quantity: trade.quantity,
      amountPaise: trade.amountPaise,
      kind: trade.kind,
      completedOn: istDate(trade.completedAt),
    }));
  const today = istDate(now);
  const sales = trades.filter((trade) => trade.kind === 'sell');
  const years = new Map(
    [financialYearOf(today), ...sales.map((sell) => financialYearOf(istDate(sell.completedAt)))].map((fy) => [fy.label, fy]),
  );
  return {
    today,
    contractNotes: notes,
    financialYears: [...years.values()].sort((a, b) => b.label.localeCompare(a.label)).map((fy) => fy.label),
  };
}

// ---- Partners: their clients' holdings ----

type ClientHolding = Holding & { client: { fullName: string; code: string } };

const CLIENT_HOLDING_COLUMNS: RowColumn<ClientHolding>[] = [
  { label: 'Client', width: 2.4, cell: (row) => row.client.fullName },
  { label: 'Client code', width: 1.6, cell: (row) => row.client.code },
  { label: 'Company', width: 2.6, cell: (row) => row.name },
  { label: 'ISIN', width: 1.8, cell: (row) => row.isin },
  { label: 'Quantity', width: 1, align: 'right', cell: (row) => row.quantity },
  { label: 'Cost', width: 1.6, align: 'right', cell: (row) => rs(row.costPaise) },
  { label: 'Price', width: 1.4, align: 'right', cell: (row) => rsOrNull(row.price?.pricePaise) },
  { label: 'Value', width: 1.6, align: 'right', cell: (row) => rsOrNull(row.valuePaise) },
];

const clientHoldingsReport = defineReport({
  rows: async (db: Db, partnerId, date: string) => {
    const [partner] = await db
      .select({ fullName: partners.fullName, firm: partners.firm, code: partners.partnershipCode })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .limit(1);
    if (!partner) throw notFound('No such partner.');
    const [clients, [all]] = await Promise.all([
      db
        .select({ id: users.id, fullName: users.fullName, code: users.userUniqueCode })
        .from(users)
        .where(clientsSharingWith(partnerId))
        .orderBy(asc(users.fullName), asc(users.id)),
      db.select({ total: count() }).from(users).where(eq(users.partnerId, partnerId)),
    ]);
    const held: ClientHolding[] = [];
    // One client at a time: a partner's book is tens of clients, each a few queries.
    for (const client of clients) for (const company of await holdingsOn(db, client.id, date)) held.push({ ...company, client });
    const withheld = (all?.total ?? 0) - clients.length;
    return { partner, clients: clients.length, withheld, holders: new Set(held.map((row) => row.client)).size, held };
  },
  template: ({ partner, clients, withheld, holders, held }, date): ReportDocument => ({
    title: 'Client holdings report',
    filename: `client-holdings-${date}`,
    landscape: true,
    details: [
      ['Partner', partner.firm ? `${partner.fullName} (${partner.firm})` : partner.fullName],
      ['Partner code', partner.code],
      ['As on', day(date)],
      ['Clients holding shares', `${String(holders)} of ${String(clients)}`],
      ...(withheld > 0 ? [['Clients who do not share their holdings with you', String(withheld)] as [string, string]] : []),
    ],
    tables: [
      {
        heading: 'Holdings by client',
        columns: columnsOf(CLIENT_HOLDING_COLUMNS),
        rows: cellsOf(CLIENT_HOLDING_COLUMNS, held),
        totals: held.length
          ? [
              [
                'Total (assets under management)',
                ...[null, null, null, null],
                rs(sumOf(held, (row) => row.costPaise)),
                null,
                rs(sumOf(held, (row) => row.valuePaise ?? 0)),
              ],
            ]
          : [],
        empty: 'None of your clients held shares at the end of this day.',
      },
    ],
    notes: [
      'Holdings are each client’s completed purchases less completed sales up to the end of the day (IST), valued at the price in force on the day.',
      AMOUNTS_NOTE,
    ],
  }),
});

// ---- The registry ----

/** Every statement: investors' (by kind, as in /api/v1/user/reports/{kind}) and partners'. */
export const REPORTS = {
  holdings: holdingsReport,
  'contract-note': contractNoteReport,
  'capital-gains': capitalGainsReport,
  transactions: transactionsReport,
  'client-holdings': clientHoldingsReport,
  'commission-statement': commissionReport,
  'tds-statement': tdsStatementReport,
};

export const holdingsStatement = (db: Db, userId: number, date: string) => reportDocument(REPORTS.holdings, db, userId, date);
export const contractNote = (db: Db, userId: number, target: NoteTarget) => reportDocument(REPORTS['contract-note'], db, userId, target);
export const capitalGainsStatement = (db: Db, userId: number, fy: FinancialYear) =>
  reportDocument(REPORTS['capital-gains'], db, userId, fy);
export const transactionsStatement = (db: Db, userId: number, range: Range) => reportDocument(REPORTS.transactions, db, userId, range);
export const clientHoldingsStatement = (db: Db, partnerId: number, date: string) =>
  reportDocument(REPORTS['client-holdings'], db, partnerId, date);
export const tdsStatement = (db: Db, partnerId: number, query: TdsStatementQuery) =>
  reportDocument(REPORTS['tds-statement'], db, partnerId, query);
