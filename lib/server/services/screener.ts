// The screener runs in the database on company_screener: one row per company with its ratios (from the
// price and the latest financial year) already computed and kept current by triggers in the same
// transaction as any price or fundamentals write (migration 0010). Filtering, sorting and paging are
// plain column comparisons on a narrow table, however many companies there are.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import { paiseToRupees, toCsv, type CsvValue } from '@/lib/reports/csv';
import type { Db } from '@/lib/server/db/client';
import { companyScreener } from '@/lib/server/db/schema';
import { countCompanies, notDraftCompany } from '@/lib/server/services/companies';
import { assertKnownValues, runningQuery, screenerQueryCondition } from '@/lib/server/services/screenerQuery';
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

function screenedCompanies() {
  const s = companyScreener;
  return {
    id: s.companyId,
    name: s.name,
    slug: s.slug,
    logo: s.logo,
    sector: s.sector,
    category: s.category,
    status: s.status,
    pricePaise: s.pricePaise,
    previousPricePaise: s.previousPricePaise,
    sharesOutstanding: s.sharesOutstanding,
    changePercent: s.changePercent,
    valuationCrore: s.valuationCrore,
    fiscalYear: s.fiscalYear,
    pe: s.pe,
    pb: s.pb,
    roe: s.roe,
    growth: s.growth,
  };
}

type Screened = ReturnType<typeof screenedCompanies>;

function rangeColumn(s: Screened, key: RangeField) {
  return { price: s.pricePaise, valuation: s.valuationCrore, pe: s.pe, pb: s.pb, roe: s.roe, growth: s.growth }[key];
}

/** Price bounds arrive in rupees and compare with paise; the rest compare as shown. */
const boundValue = (key: RangeField, value: number) => (key === 'price' ? Math.round(value * 100) : value);

function whereFor(s: Screened, filters: ScreenerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    notDraftCompany(s.id),
    filters.sector ? eq(s.sector, filters.sector) : undefined,
    filters.category ? eq(s.category, filters.category) : undefined,
    filters.status ? eq(s.status, filters.status) : undefined,
    screenerQueryCondition(filters.q),
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

/** What a row answers: every screened column but the valuation in crore (the row works it out from the shares). */
const rowFields = ({ valuationCrore: _valuationCrore, ...fields }: Screened) => fields;

// Read off the sort's index (company_screener_<column>_<dir>_idx) and stopped after the page; the count
// is a second query (company_counts without ranges). One query with count(*) over () had to sort every match.
function matches(db: Db, filters: ScreenerFilters, limit: number, offset = 0) {
  const s = screenedCompanies();
  return runningQuery(() =>
    db
      .select(rowFields(s))
      .from(companyScreener)
      .where(whereFor(s, filters))
      .orderBy(...orderFor(s, filters))
      .limit(limit)
      .offset(offset),
  );
}

async function countOf(db: Db, filters: ScreenerFilters) {
  // Without a range or a query the count is company_counts' (a few rows), not a scan of every company.
  const ranged = RANGE_KEYS.some((key) => filters.ranges[key].min !== null || filters.ranges[key].max !== null);
  if (!ranged && !filters.q) return countCompanies(db, filters);
  const s = screenedCompanies();
  const [row] = await runningQuery(() =>
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(companyScreener)
      .where(whereFor(s, filters)),
  );
  return row?.total ?? 0;
}

/** One page of matches; a page past the end shows the last page instead. A query that does not parse, or compares a text with `=` no company has, is a 400 (errors.q). */
export async function screenCompanies(db: Db, filters: ScreenerFilters): Promise<ScreenerResult> {
  await assertKnownValues(db, filters.q);
  const total = await countOf(db, filters);
  const totalPages = Math.max(1, Math.ceil(total / SCREENER_PER_PAGE));
  const page = Math.min(filters.page, totalPages);
  const rows: ScreenerRow[] = total === 0 ? [] : await matches(db, filters, SCREENER_PER_PAGE, (page - 1) * SCREENER_PER_PAGE);
  return { rows, total, page, totalPages };
}

/** Every match in the screener's order, for the CSV export. */
export async function screenAll(db: Db, filters: ScreenerFilters): Promise<ScreenerRow[]> {
  await assertKnownValues(db, filters.q);
  return matches(db, filters, EXPORT_MAX_ROWS);
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
  return toCsv([CSV_HEADER, ...rows.map((row) => csvRow(row, siteUrl))]);
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
