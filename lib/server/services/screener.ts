// The screener runs in the database: ratios come from the price and each company's latest financial
// year, so filtering, sorting and paging stay one indexed query however many companies there are.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, companyFundamentals } from '@/lib/server/db/schema';
import {
  categoryLabel,
  RANGE_KEYS,
  SCREENER_PER_PAGE,
  type RangeField,
  type ScreenerFilters,
  type ScreenerResult,
  type ScreenerRow,
  type SortColumn,
  valuationPaise,
} from '@/lib/screener';

/** The export holds every match up to this many rows (the whole catalogue today). */
export const EXPORT_MAX_ROWS = 10_000;

/** value × scale / denominator rounded to 2 places, or NULL when the denominator is not positive. */
const ratio = (value: unknown, denominator: unknown, scale = 1) =>
  sql<
    number | null
  >`case when ${denominator} > 0 then round(${value}::float8 * ${sql.raw(String(scale * 100))} / ${denominator}) / 100 end`;

function screenedCompanies(db: Db) {
  const f = companyFundamentals;
  const c = companies;
  // Per company, its latest year and the revenue of the year before, read backwards off the primary key.
  const latest = db
    .select({
      fiscalYear: f.fiscalYear,
      revenuePaise: f.revenuePaise,
      netProfitPaise: f.netProfitPaise,
      epsPaise: f.epsPaise,
      bookValuePerSharePaise: f.bookValuePerSharePaise,
      netWorthPaise: f.netWorthPaise,
      previousRevenuePaise: sql<number | null>`lead(${f.revenuePaise}) over (order by ${f.fiscalYear} desc)`.as('previous_revenue_paise'),
    })
    .from(f)
    .where(eq(f.companyId, c.id))
    .orderBy(desc(f.fiscalYear))
    .limit(1)
    .as('latest');
  return db
    .select({
      id: c.id,
      name: c.name,
      slug: c.slug,
      logo: c.logo,
      sector: c.sector,
      category: c.category,
      status: c.status,
      pricePaise: c.pricePaise,
      previousPricePaise: c.previousPricePaise,
      sharesOutstanding: c.sharesOutstanding,
      changePercent: ratio(sql`(${c.pricePaise} - ${c.previousPricePaise})`, c.previousPricePaise, 100).as('change_percent'),
      valuationCrore: sql<number | null>`round(${c.pricePaise}::float8 * ${c.sharesOutstanding} / 1e7) / 100`.as('valuation_crore'),
      fiscalYear: latest.fiscalYear,
      pe: ratio(c.pricePaise, latest.epsPaise).as('pe'),
      pb: ratio(c.pricePaise, latest.bookValuePerSharePaise).as('pb'),
      roe: ratio(latest.netProfitPaise, latest.netWorthPaise, 100).as('roe'),
      growth: ratio(sql`(${latest.revenuePaise} - ${latest.previousRevenuePaise})`, latest.previousRevenuePaise, 100).as('growth'),
    })
    .from(c)
    .leftJoinLateral(latest, sql`true`)
    .as('screened');
}

type Screened = ReturnType<typeof screenedCompanies>;

function rangeColumn(s: Screened, key: RangeField) {
  return { price: s.pricePaise, valuation: s.valuationCrore, pe: s.pe, pb: s.pb, roe: s.roe, growth: s.growth }[key];
}

/** Price bounds arrive in rupees and compare with paise; the rest compare as shown. */
const boundValue = (key: RangeField, value: number) => (key === 'price' ? Math.round(value * 100) : value);

function whereFor(s: Screened, filters: ScreenerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.sector ? eq(s.sector, filters.sector) : undefined,
    filters.category ? eq(s.category, filters.category) : undefined,
    filters.status ? eq(s.status, filters.status) : undefined,
  ];
  for (const key of RANGE_KEYS) {
    const { min, max } = filters.ranges[key];
    const column = rangeColumn(s, key);
    if (min !== null) conditions.push(sql`${column} >= ${boundValue(key, min)}`);
    if (max !== null) conditions.push(sql`${column} <= ${boundValue(key, max)}`);
  }
  return and(...conditions);
}

function orderFor(s: Screened, filters: ScreenerFilters): SQL[] {
  const columns: Record<SortColumn, unknown> = {
    name: s.name,
    sector: s.sector,
    category: s.category,
    status: s.status,
    price: s.pricePaise,
    change: s.changePercent,
    valuation: s.valuationCrore,
    pe: s.pe,
    pb: s.pb,
    roe: s.roe,
    growth: s.growth,
  };
  const column = columns[filters.sort];
  // Companies without the figure go last whichever way the column is sorted.
  const primary = filters.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [primary, asc(s.name), asc(s.id)];
}

const rowFields = (s: Screened) => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  logo: s.logo,
  sector: s.sector,
  category: s.category,
  status: s.status,
  pricePaise: s.pricePaise,
  previousPricePaise: s.previousPricePaise,
  changePercent: s.changePercent,
  sharesOutstanding: s.sharesOutstanding,
  fiscalYear: s.fiscalYear,
  pe: s.pe,
  pb: s.pb,
  roe: s.roe,
  growth: s.growth,
});

async function pageOf(db: Db, filters: ScreenerFilters, page: number) {
  const s = screenedCompanies(db);
  const rows = await db
    .select({ ...rowFields(s), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(s)
    .where(whereFor(s, filters))
    .orderBy(...orderFor(s, filters))
    .limit(SCREENER_PER_PAGE)
    .offset((page - 1) * SCREENER_PER_PAGE);
  return rows;
}

async function countOf(db: Db, filters: ScreenerFilters) {
  const s = screenedCompanies(db);
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(s)
    .where(whereFor(s, filters));
  return row?.total ?? 0;
}

/** One page of matches; a page past the end shows the last page instead. */
export async function screenCompanies(db: Db, filters: ScreenerFilters): Promise<ScreenerResult> {
  let page = filters.page;
  let rows = await pageOf(db, filters, page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    total = await countOf(db, filters);
    page = Math.max(1, Math.ceil(total / SCREENER_PER_PAGE));
    if (total > 0) rows = await pageOf(db, filters, page);
  }
  return {
    rows: rows.map(({ total: _total, ...row }) => row satisfies ScreenerRow),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / SCREENER_PER_PAGE)),
  };
}

/** Every match in the screener's order, for the CSV export. */
export async function screenAll(db: Db, filters: ScreenerFilters): Promise<ScreenerRow[]> {
  const s = screenedCompanies(db);
  return db
    .select(rowFields(s))
    .from(s)
    .where(whereFor(s, filters))
    .orderBy(...orderFor(s, filters))
    .limit(EXPORT_MAX_ROWS);
}

/** The sectors that exist, for the filter list (uses the sector index). */
export async function screenerSectors(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ sector: companies.sector }).from(companies).orderBy(asc(companies.sector));
  return rows.map((row) => row.sector);
}

type CsvValue = string | number | null;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180). Text starting with = + - @ (or a tab / carriage return) is prefixed with
 * an apostrophe so a spreadsheet shows it instead of running it as a formula; plain numbers pass.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rupees with 2 decimals from exact paise: 123456n → '1234.56'. */
export function paiseToRupees(paise: bigint | number): string {
  const value = BigInt(paise);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const fixed = (value: number | null) => (value === null ? null : value.toFixed(2));

export const CSV_HEADER = [
  'Company',
  'Sector',
  'Category',
  'Status',
  'Price (INR)',
  'Change (%)',
  'Valuation (INR)',
  'P/E',
  'P/B',
  'ROE (%)',
  'Revenue growth (%)',
  'Financial year',
  'URL',
];

/** The export: UTF-8 with a byte-order mark (so spreadsheets read ₹ and names right), CRLF lines. */
export function screenerCsv(rows: ScreenerRow[], siteUrl: string): string {
  const lines = [CSV_HEADER, ...rows.map((row) => csvRow(row, siteUrl))].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvRow(row: ScreenerRow, siteUrl: string): CsvValue[] {
  const valuation = valuationPaise(row);
  return [
    row.name,
    row.sector,
    categoryLabel(row.category),
    row.status,
    paiseToRupees(row.pricePaise),
    fixed(row.changePercent),
    valuation === null ? null : paiseToRupees(valuation),
    fixed(row.pe),
    fixed(row.pb),
    fixed(row.roe),
    fixed(row.growth),
    row.fiscalYear,
    `${siteUrl}/indian-stocks/${row.slug}`,
  ];
}
