// Statements an investor can file taxes with: holdings as on a date, a contract note per completed
// order or sale, capital gains per financial year (FIFO) and transactions. Each is built as a
// ReportDocument (lib/reports/document.ts) and rendered to PDF or CSV by lib/server/reports.
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';

import { brand } from '@/lib/brand';
import type { Db } from '@/lib/server/db/client';
import {
  companies,
  companyPrices,
  kycRecords,
  orderEvents,
  orders,
  partners,
  sellRequestEvents,
  sellRequests,
  users,
} from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { endOfIstDay, istDate, startOfIstDay } from '@/lib/reports/dates';
import { day, rs, type Cell, type Column, type ReportDocument, type ReportTable } from '@/lib/reports/document';
import { matchFifo, sumParts, type BuyLot, type MatchedPart, type Sale } from '@/lib/reports/fifo';
import { financialYearOf, inFinancialYear, type FinancialYear } from '@/lib/reports/financialYear';
import { LONG_TERM_MONTHS, TERM_LABEL, type Term } from '@/lib/reports/holdingPeriod';
import { ORDER_STATUS_LABELS } from '@/lib/status/orders';
import { SELL_STATUS_LABELS } from '@/lib/status/sales';
import { maskTail } from '@/lib/validations/kyc';

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

const AMOUNTS_NOTE = 'Amounts are in Indian rupees (Rs.); dates are Indian Standard Time.';

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

// ---- Completed trades ----

interface Trades {
  names: Map<number, { name: string; isin: string | null }>;
  lots: Map<number, BuyLot[]>;
  sales: Map<number, Sale[]>;
}

/** The investor's completed buys and sales (completed before `before`, when given), by company. */
async function completedTrades(db: Db, userId: number, before?: Date): Promise<Trades> {
  const [buys, sells] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        companyId: orders.companyId,
        name: companies.name,
        isin: companies.isin,
        quantity: orders.quantity,
        considerationPaise: orders.considerationPaise,
        chargesPaise: sql<number>`${orders.stampDutyPaise} + ${orders.feePaise} + ${orders.gstPaise}`.mapWith(Number),
        completedAt: orderCompletedAt,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'))),
    db
      .select({
        id: sellRequests.id,
        reference: sellRequests.reference,
        companyId: sellRequests.companyId,
        name: companies.name,
        isin: companies.isin,
        quantity: sellRequests.quantity,
        proceedsPaise: sellRequests.proceedsPaise,
        completedAt: sellCompletedAt,
      })
      .from(sellRequests)
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(and(eq(sellRequests.userId, userId), eq(sellRequests.status, 'completed'))),
  ]);
  const trades: Trades = { names: new Map(), lots: new Map(), sales: new Map() };
  const push = <T>(map: Map<number, T[]>, key: number, item: T) => map.set(key, [...(map.get(key) ?? []), item]);
  for (const buy of buys) {
    if (before && buy.completedAt >= before) continue;
    trades.names.set(buy.companyId, { name: buy.name, isin: buy.isin });
    push(trades.lots, buy.companyId, {
      id: buy.id,
      reference: buy.reference,
      acquiredOn: istDate(buy.completedAt),
      acquiredAt: buy.completedAt.getTime(),
      quantity: buy.quantity,
      costPaise: buy.considerationPaise,
      chargesPaise: buy.chargesPaise,
    });
  }
  for (const sell of sells) {
    if (before && sell.completedAt >= before) continue;
    trades.names.set(sell.companyId, { name: sell.name, isin: sell.isin });
    push(trades.sales, sell.companyId, {
      id: sell.id,
      reference: sell.reference,
      soldOn: istDate(sell.completedAt),
      soldAt: sell.completedAt.getTime(),
      quantity: sell.quantity,
      proceedsPaise: sell.proceedsPaise,
      chargesPaise: 0,
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
    db
      .selectDistinctOn([companyPrices.companyId], {
        companyId: companyPrices.companyId,
        day: companyPrices.day,
        pricePaise: companyPrices.pricePaise,
      })
      .from(companyPrices)
      .where(and(inArray(companyPrices.companyId, companyIds), lte(companyPrices.day, date)))
      .orderBy(companyPrices.companyId, desc(companyPrices.day)),
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

export async function holdingsStatement(db: Db, userId: number, date: string): Promise<ReportDocument> {
  const held = await holdingsOn(db, userId, date);
  const totalCost = held.reduce((sum, company) => sum + company.costPaise, 0);
  const totalValue = held.reduce((sum, company) => sum + (company.valuePaise ?? 0), 0);
  const rows = held.map((company): Cell[] => [
    company.name,
    company.isin,
    company.quantity,
    rs(Math.round(company.costPaise / company.quantity)),
    rs(company.costPaise),
    company.price ? rs(company.price.pricePaise) : null,
    day(company.price?.asOf ?? null),
    company.valuePaise === null ? null : rs(company.valuePaise),
  ]);
  const table: ReportTable = {
    heading: 'Holdings',
    columns: [
      { label: 'Company', width: 3 },
      { label: 'ISIN', width: 2 },
      { label: 'Quantity', width: 1.2, align: 'right' },
      { label: 'Average cost', width: 1.6, align: 'right' },
      { label: 'Cost', width: 1.8, align: 'right' },
      { label: 'Price', width: 1.6, align: 'right' },
      { label: 'Price as of', width: 1.5 },
      { label: 'Value', width: 1.8, align: 'right' },
    ],
    rows,
    totals: rows.length ? [['Total', null, null, null, rs(totalCost), null, null, rs(totalValue)]] : [],
    empty: `No shares held through ${brand.name} at the end of this day.`,
  };
  return {
    title: 'Statement of holdings',
    filename: `holdings-statement-${date}`,
    landscape: true,
    details: [...(await investorDetails(db, userId)), ['As on', day(date)]],
    tables: [table],
    notes: [
      'Holdings are the shares of completed purchases less completed sales up to the end of the day (IST). Cost is the consideration of the shares still held, first in first out; value is at the price in force on the day.',
      AMOUNTS_NOTE,
    ],
  };
}

// ---- Contract notes ----

export async function contractNote(db: Db, userId: number, target: { order: number } | { sell: number }): Promise<ReportDocument> {
  const details = await investorDetails(db, userId);
  if ('order' in target) {
    const [row] = await db
      .select({
        order: orders,
        name: companies.name,
        isin: companies.isin,
        completedAt: orderCompletedAt,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(orders.id, target.order), eq(orders.userId, userId)))
      .limit(1);
    if (!row) throw notFound('No such order.');
    const { order } = row;
    if (order.status !== 'completed')
      throw conflict('A contract note is issued once the order is completed.', undefined, 'invalid_transition');
    return {
      title: 'Contract note: purchase',
      filename: `contract-note-${order.reference}`,
      details: [
        ...details,
        ['Order reference', order.reference],
        ['Placed on', day(istDate(order.createdAt))],
        ['Completed on', day(istDate(row.completedAt))],
        ['Payment reference', order.paymentReference ?? order.utr],
        ['Transfer reference', order.transferReference],
      ],
      tables: [
        {
          heading: 'Shares bought',
          columns: SHARES_COLUMNS,
          rows: [[row.name, row.isin, order.quantity, rs(order.pricePaise)]],
          empty: '',
        },
        {
          heading: 'Amounts',
          columns: AMOUNT_COLUMNS,
          rows: [
            ['Consideration (quantity x price)', rs(order.considerationPaise)],
            ['Stamp duty (0.015%)', rs(order.stampDutyPaise)],
            ['Platform fee', rs(order.feePaise)],
            ['GST on the fee (18%)', rs(order.gstPaise)],
          ],
          totals: [['Total paid', rs(order.totalPaise)]],
          empty: '',
        },
      ],
      notes: [`The shares were transferred to the demat account on record with ${brand.name}.`, AMOUNTS_NOTE],
    };
  }
  const [row] = await db
    .select({ sell: sellRequests, name: companies.name, isin: companies.isin, completedAt: sellCompletedAt })
    .from(sellRequests)
    .innerJoin(companies, eq(companies.id, sellRequests.companyId))
    .where(and(eq(sellRequests.id, target.sell), eq(sellRequests.userId, userId)))
    .limit(1);
  if (!row) throw notFound('No such sale.');
  const { sell } = row;
  if (sell.status !== 'completed') throw conflict('A contract note is issued once the sale is completed.', undefined, 'invalid_transition');
  return {
    title: 'Contract note: sale',
    filename: `contract-note-${sell.reference}`,
    details: [
      ...details,
      ['Sale reference', sell.reference],
      ['Requested on', day(istDate(sell.createdAt))],
      ['Completed on', day(istDate(row.completedAt))],
      ['Payment reference', sell.paymentReference],
    ],
    tables: [
      {
        heading: 'Shares sold',
        columns: SHARES_COLUMNS,
        rows: [[row.name, row.isin, sell.quantity, rs(sell.quotePaise)]],
        empty: '',
      },
      {
        heading: 'Amounts',
        columns: AMOUNT_COLUMNS,
        rows: [
          ['Consideration (quantity x price)', rs(sell.proceedsPaise)],
          ['Stamp duty (paid by the buyer)', rs(0)],
          ['Platform fee', rs(0)],
          ['GST on the fee (18%)', rs(0)],
        ],
        totals: [['Total received', rs(sell.proceedsPaise)]],
        empty: '',
      },
    ],
    notes: [`${brand.name} bought the shares back at its quoted price and paid the amount to the bank account on record.`, AMOUNTS_NOTE],
  };
}

// ---- Capital gains ----

const gainColumns = [
  { label: 'Company', width: 2.6 },
  { label: 'Sale', width: 2 },
  { label: 'Sold on', width: 1.5 },
  { label: 'Purchase', width: 2 },
  { label: 'Bought on', width: 1.5 },
  { label: 'Quantity', width: 1, align: 'right' as const },
  { label: 'Days held', width: 0.9, align: 'right' as const },
  { label: 'Term', width: 1.2 },
  { label: 'Cost', width: 1.6, align: 'right' as const },
  { label: 'Charges', width: 1.3, align: 'right' as const },
  { label: 'Proceeds', width: 1.6, align: 'right' as const },
  { label: 'Gain', width: 1.6, align: 'right' as const },
];

type NamedPart = MatchedPart & { company: string };

export async function capitalGainsParts(db: Db, userId: number, fy: FinancialYear): Promise<NamedPart[]> {
  const trades = await completedTrades(db, userId);
  return byName(trades).flatMap((company) =>
    matchFifo(trades.lots.get(company.companyId) ?? [], trades.sales.get(company.companyId) ?? [])
      .parts.filter((part) => inFinancialYear(part.soldOn, fy))
      .map((part) => ({ ...part, company: company.name }))
      .sort((a, b) => a.soldOn.localeCompare(b.soldOn) || a.saleId - b.saleId),
  );
}

export async function capitalGainsStatement(db: Db, userId: number, fy: FinancialYear): Promise<ReportDocument> {
  const parts = await capitalGainsParts(db, userId, fy);
  const row = (part: NamedPart): Cell[] => [
    part.company,
    part.saleReference,
    day(part.soldOn),
    part.lotReference,
    day(part.acquiredOn),
    part.quantity,
    part.holdingDays,
    part.term ? TERM_LABEL[part.term] : 'Not matched',
    rs(part.costPaise),
    rs(part.chargesPaise),
    rs(part.proceedsPaise),
    rs(part.gainPaise),
  ];
  const totalRow = (label: string, group: readonly NamedPart[]): Cell[] => {
    const total = sumParts(group);
    return [
      label,
      null,
      null,
      null,
      null,
      total.quantity,
      null,
      null,
      rs(total.costPaise),
      rs(total.chargesPaise),
      rs(total.proceedsPaise),
      rs(total.gainPaise),
    ];
  };
  const terms: (Term | null)[] = ['short', 'long', ...(parts.some((part) => part.term === null) ? [null] : [])];
  const tables: ReportTable[] = terms.map((term) => {
    const group = parts.filter((part) => part.term === term);
    const label = term ? TERM_LABEL[term] : 'Not matched to a purchase';
    return {
      heading: `${label} capital gains`,
      columns: gainColumns,
      rows: group.map(row),
      totals: group.length ? [totalRow(`Total ${label.toLowerCase()}`, group)] : [],
      empty: `No ${label.toLowerCase()} sales in this financial year.`,
    };
  });
  tables.push({
    heading: 'Summary',
    columns: gainColumns,
    rows: terms.map((term) =>
      totalRow(
        term ? TERM_LABEL[term] : 'Not matched',
        parts.filter((part) => part.term === term),
      ),
    ),
    totals: [totalRow('Total', parts)],
    empty: '',
  });
  return {
    title: `Capital gains statement, financial year ${fy.label}`,
    filename: `capital-gains-${fy.label}`,
    landscape: true,
    details: [...(await investorDetails(db, userId)), ['Financial year', `${fy.label} (${fy.start} to ${fy.end})`]],
    tables,
    notes: [
      'Each sale completed in the year is matched to the purchases first in first out. Cost is the consideration of the shares matched; charges are the stamp duty, fee and GST paid on those purchases, apportioned by quantity (and charges on the sale, if any). Gain = proceeds - cost - charges.',
      `Unlisted shares held for more than ${LONG_TERM_MONTHS} months (the sale date is after the purchase date plus ${LONG_TERM_MONTHS} months) give long-term gains; otherwise short-term. Dates are the days the purchase and the sale completed.`,
      AMOUNTS_NOTE,
    ],
  };
}

// ---- Transactions ----

export async function transactionsStatement(
  db: Db,
  userId: number,
  range: { from: string | null; to: string | null },
): Promise<ReportDocument> {
  const orderWhere = and(
    eq(orders.userId, userId),
    range.from ? gte(orders.createdAt, startOfIstDay(range.from)) : undefined,
    range.to ? lt(orders.createdAt, endOfIstDay(range.to)) : undefined,
  );
  const sellWhere = and(
    eq(sellRequests.userId, userId),
    range.from ? gte(sellRequests.createdAt, startOfIstDay(range.from)) : undefined,
    range.to ? lt(sellRequests.createdAt, endOfIstDay(range.to)) : undefined,
  );
  const [buys, sells] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        name: companies.name,
        quantity: orders.quantity,
        pricePaise: orders.pricePaise,
        chargesPaise: sql<number>`${orders.stampDutyPaise} + ${orders.feePaise} + ${orders.gstPaise}`.mapWith(Number),
        amountPaise: orders.totalPaise,
        status: orders.status,
        createdAt: orders.createdAt,
        completedAt: orderCompletedAt,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(orderWhere)
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    db
      .select({
        id: sellRequests.id,
        reference: sellRequests.reference,
        name: companies.name,
        quantity: sellRequests.quantity,
        pricePaise: sellRequests.quotePaise,
        amountPaise: sellRequests.proceedsPaise,
        status: sellRequests.status,
        createdAt: sellRequests.createdAt,
        completedAt: sellCompletedAt,
      })
      .from(sellRequests)
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(sellWhere)
      .orderBy(asc(sellRequests.createdAt), asc(sellRequests.id)),
  ]);
  const entries = [
    ...buys.map((buy) => ({ ...buy, type: 'Buy' as const })),
    ...sells.map((sell) => ({ ...sell, chargesPaise: 0, type: 'Sell' as const })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const completed = (type: 'Buy' | 'Sell') => entries.filter((entry) => entry.type === type && entry.status === 'completed');
  const sum = (list: typeof entries, pick: (entry: (typeof entries)[number]) => number) =>
    list.reduce((total, entry) => total + pick(entry), 0);
  const bought = completed('Buy');
  const sold = completed('Sell');
  const period = range.from || range.to ? `${range.from ?? 'the first transaction'} to ${range.to ?? 'today'}` : 'All transactions';
  return {
    title: 'Statement of transactions',
    filename: `transactions-${range.from ?? 'start'}-to-${range.to ?? istDate(new Date())}`,
    landscape: true,
    details: [...(await investorDetails(db, userId)), ['Period', period]],
    tables: [
      {
        heading: 'Transactions',
        columns: [
          { label: 'Date', width: 1.5 },
          { label: 'Type', width: 0.8 },
          { label: 'Company', width: 2.6 },
          { label: 'Reference', width: 2 },
          { label: 'Quantity', width: 1, align: 'right' },
          { label: 'Price', width: 1.5, align: 'right' },
          { label: 'Charges', width: 1.3, align: 'right' },
          { label: 'Amount', width: 1.7, align: 'right' },
          { label: 'Status', width: 1.5 },
          { label: 'Completed on', width: 1.5 },
        ],
        rows: entries.map((entry) => [
          day(istDate(entry.createdAt)),
          entry.type,
          entry.name,
          entry.reference,
          entry.quantity,
          rs(entry.pricePaise),
          rs(entry.chargesPaise),
          rs(entry.amountPaise),
          STATUS_LABEL[entry.status] ?? entry.status,
          entry.status === 'completed' ? day(istDate(entry.completedAt)) : null,
        ]),
        totals: [
          [
            'Completed purchases',
            null,
            null,
            null,
            sum(bought, (e) => e.quantity),
            null,
            rs(sum(bought, (e) => e.chargesPaise)),
            rs(sum(bought, (e) => e.amountPaise)),
            null,
            null,
          ],
          ['Completed sales', null, null, null, sum(sold, (e) => e.quantity), null, rs(0), rs(sum(sold, (e) => e.amountPaise)), null, null],
        ],
        empty: 'No transactions in this period.',
      },
    ],
    notes: [
      'Amount is the total paid for a purchase (with charges) and the amount received for a sale. Dates are when the order or sale was placed.',
      AMOUNTS_NOTE,
    ],
  };
}

// ---- The reports page ----

export async function reportsOverview(db: Db, userId: number, now = new Date()) {
  const [buys, sells] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        company: companies.name,
        quantity: orders.quantity,
        amountPaise: orders.totalPaise,
        completedAt: orderCompletedAt,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'))),
    db
      .select({
        id: sellRequests.id,
        reference: sellRequests.reference,
        company: companies.name,
        quantity: sellRequests.quantity,
        amountPaise: sellRequests.proceedsPaise,
        completedAt: sellCompletedAt,
      })
      .from(sellRequests)
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(and(eq(sellRequests.userId, userId), eq(sellRequests.status, 'completed'))),
  ]);
  const notes = [...buys.map((buy) => ({ ...buy, kind: 'order' as const })), ...sells.map((sell) => ({ ...sell, kind: 'sell' as const }))]
    .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime() || b.id - a.id)
    .map(({ completedAt, ...note }) => ({ ...note, completedOn: istDate(completedAt) }));
  const today = istDate(now);
  const years = new Map(
    [financialYearOf(today), ...sells.map((sell) => financialYearOf(istDate(sell.completedAt)))].map((fy) => [fy.label, fy]),
  );
  return {
    today,
    contractNotes: notes,
    financialYears: [...years.values()].sort((a, b) => b.label.localeCompare(a.label)).map((fy) => fy.label),
  };
}

// ---- Partners: their clients' holdings ----

export async function clientHoldingsStatement(db: Db, partnerId: number, date: string): Promise<ReportDocument> {
  const [partner] = await db
    .select({ fullName: partners.fullName, firm: partners.firm, code: partners.partnershipCode })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) throw notFound('No such partner.');
  const clients = await db
    .select({ id: users.id, fullName: users.fullName, code: users.userUniqueCode })
    .from(users)
    .where(eq(users.partnerId, partnerId))
    .orderBy(asc(users.fullName), asc(users.id));
  const rows: Cell[][] = [];
  let totalCost = 0;
  let totalValue = 0;
  const holders = new Set<number>();
  // One client at a time: a partner's book is tens of clients, each a few queries.
  for (const client of clients) {
    for (const company of await holdingsOn(db, client.id, date)) {
      holders.add(client.id);
      totalCost += company.costPaise;
      totalValue += company.valuePaise ?? 0;
      rows.push([
        client.fullName,
        client.code,
        company.name,
        company.isin,
        company.quantity,
        rs(company.costPaise),
        company.price ? rs(company.price.pricePaise) : null,
        company.valuePaise === null ? null : rs(company.valuePaise),
      ]);
    }
  }
  return {
    title: 'Client holdings report',
    filename: `client-holdings-${date}`,
    landscape: true,
    details: [
      ['Partner', partner.firm ? `${partner.fullName} (${partner.firm})` : partner.fullName],
      ['Partner code', partner.code],
      ['As on', day(date)],
      ['Clients holding shares', `${String(holders.size)} of ${String(clients.length)}`],
    ],
    tables: [
      {
        heading: 'Holdings by client',
        columns: [
          { label: 'Client', width: 2.4 },
          { label: 'Client code', width: 1.6 },
          { label: 'Company', width: 2.6 },
          { label: 'ISIN', width: 1.8 },
          { label: 'Quantity', width: 1, align: 'right' },
          { label: 'Cost', width: 1.6, align: 'right' },
          { label: 'Price', width: 1.4, align: 'right' },
          { label: 'Value', width: 1.6, align: 'right' },
        ],
        rows,
        totals: rows.length ? [['Total (assets under management)', null, null, null, null, rs(totalCost), null, rs(totalValue)]] : [],
        empty: 'None of your clients held shares at the end of this day.',
      },
    ],
    notes: [
      'Holdings are each client’s completed purchases less completed sales up to the end of the day (IST), valued at the price in force on the day.',
      AMOUNTS_NOTE,
    ],
  };
}
