// The screener's filters as they live in the URL. Pure: shared by the page, the API and the tests.
// Rule for bad input: never an error. Unknown or malformed values are ignored, numbers outside a
// field's bounds are clamped, a range whose min exceeds its max is dropped, a huge page is clamped.
// The filter form checks the same min/max rule first (rangeErrors) and says so on the field instead.

import { firstValue, oneOf, pageNumber, type RawQuery } from '@/lib/query';
import { COMPANY_STATUSES } from '@/lib/status/companies';

export const SCREENER_PER_PAGE = 25;
export const SCREENER_MAX_PAGE = 1000;

export const SCREENER_CATEGORIES = [
  { value: 'unlisted', label: 'Unlisted' },
  { value: 'pre-ipo', label: 'Pre-IPO' },
  { value: 'startup', label: 'Startup' },
] as const;
export const SCREENER_STATUSES = COMPANY_STATUSES;

export type ScreenerCategory = (typeof SCREENER_CATEGORIES)[number]['value'];
export type ScreenerStatus = (typeof SCREENER_STATUSES)[number];

/** Ranges a visitor can filter on; the URL carries `<key>Min` / `<key>Max`. */
export const RANGE_FIELDS = {
  price: { label: 'Price (₹)', min: 0, max: 10_000_000 },
  valuation: { label: 'Valuation (₹ Cr)', min: 0, max: 10_000_000 },
  pe: { label: 'P/E', min: 0, max: 1_000_000 },
  pb: { label: 'P/B', min: 0, max: 1_000_000 },
  roe: { label: 'ROE (%)', min: -1_000_000, max: 1_000_000 },
  growth: { label: 'Revenue growth (%)', min: -1_000_000, max: 1_000_000 },
} as const;
export type RangeField = keyof typeof RANGE_FIELDS;
export const RANGE_KEYS = Object.keys(RANGE_FIELDS) as RangeField[];

export interface Range {
  min: number | null;
  max: number | null;
}

export const SORT_COLUMNS = ['name', 'sector', 'category', 'status', 'price', 'change', 'valuation', 'pe', 'pb', 'roe', 'growth'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
const TEXT_COLUMNS: readonly SortColumn[] = ['name', 'sector', 'category', 'status'];

export interface ScreenerFilters {
  /** A query in the screener's language (lib/screenerQuery), ANDed with the other filters; null when blank. */
  q: string | null;
  sector: string | null;
  category: ScreenerCategory | null;
  status: ScreenerStatus | null;
  ranges: Record<RangeField, Range>;
  sort: SortColumn;
  dir: SortDirection;
  page: number;
}

/** One row of results: ratios come from the price and the latest financial year, null when undefined. */
export interface ScreenerRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  sector: string;
  category: ScreenerCategory;
  status: ScreenerStatus;
  pricePaise: number;
  previousPricePaise: number | null;
  changePercent: number | null;
  sharesOutstanding: number | null;
  fiscalYear: string | null;
  pe: number | null;
  pb: number | null;
  roe: number | null;
  growth: number | null;
}

export interface ScreenerResult {
  rows: ScreenerRow[];
  total: number;
  page: number;
  totalPages: number;
}

export type QueryInput = RawQuery;

const emptyRanges = (): Record<RangeField, Range> =>
  Object.fromEntries(RANGE_KEYS.map((key) => [key, { min: null, max: null }])) as Record<RangeField, Range>;

export const DEFAULT_SORT: { sort: SortColumn; dir: SortDirection } = { sort: 'valuation', dir: 'desc' };

export function defaultFilters(): ScreenerFilters {
  return { q: null, sector: null, category: null, status: null, ranges: emptyRanges(), ...DEFAULT_SORT, page: 1 };
}

/** A plain decimal ('1,250.5' allowed), clamped to [min, max] and rounded to 2 places; else null. */
export function parseBoundedNumber(raw: string | string[] | undefined, min: number, max: number): number | null {
  const text = firstValue(raw).replace(/[,\s]/g, '');
  if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(text)) return null;
  const clamped = Math.min(max, Math.max(min, Number(text)));
  return (Math.sign(clamped) * Math.round(Math.abs(clamped) * 100)) / 100;
}

/** A range's min and max as given, each clamped to the field's bounds; null where blank or malformed. */
function readRange(query: QueryInput, key: RangeField): Range {
  const { min: lowest, max: highest } = RANGE_FIELDS[key];
  return { min: parseBoundedNumber(query[`${key}Min`], lowest, highest), max: parseBoundedNumber(query[`${key}Max`], lowest, highest) };
}

const inverted = ({ min, max }: Range) => min !== null && max !== null && min > max;

function parseRange(query: QueryInput, key: RangeField): Range {
  const range = readRange(query, key);
  return inverted(range) ? { min: null, max: null } : range;
}

/**
 * What the filter form must say before applying: a message per max field (`peMax`, ...) whose range has
 * its min above its max. The parser drops such a range; the form keeps it and explains instead.
 */
export function rangeErrors(values: QueryInput): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const key of RANGE_KEYS) {
    const range = readRange(values, key);
    if (inverted(range)) errors[`${key}Max`] = `Max must be at least the min (${range.min}).`;
  }
  return errors;
}

/** Filters from a URL query; `sectors` is the list of sectors that exist (others are ignored). */
export function parseScreenerQuery(query: QueryInput, sectors: readonly string[]): ScreenerFilters {
  const sort = oneOf(SORT_COLUMNS, query.sort);
  const dir = oneOf(['asc', 'desc'] as const, query.dir);
  return {
    q: firstValue(query.q).trim() || null,
    sector: oneOf(sectors, query.sector),
    category: oneOf(
      SCREENER_CATEGORIES.map((c) => c.value),
      query.category,
    ),
    status: oneOf(SCREENER_STATUSES, query.status),
    ranges: Object.fromEntries(RANGE_KEYS.map((key) => [key, parseRange(query, key)])) as Record<RangeField, Range>,
    sort: sort ?? DEFAULT_SORT.sort,
    dir: dir ?? (sort ? defaultDirection(sort) : DEFAULT_SORT.dir),
    page: pageNumber(query.page, { max: SCREENER_MAX_PAGE, maxDigits: 20 }),
  };
}

/** Text columns read A→Z first; numbers largest first. */
export const defaultDirection = (column: SortColumn): SortDirection => (TEXT_COLUMNS.includes(column) ? 'asc' : 'desc');

/** The canonical query: only what differs from the defaults, always in the same order. */
export function screenerQueryString(filters: ScreenerFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.category) params.set('category', filters.category);
  if (filters.status) params.set('status', filters.status);
  for (const key of RANGE_KEYS) {
    const { min, max } = filters.ranges[key];
    if (min !== null) params.set(`${key}Min`, String(min));
    if (max !== null) params.set(`${key}Max`, String(max));
  }
  if (filters.sort !== DEFAULT_SORT.sort || filters.dir !== DEFAULT_SORT.dir) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function screenerHref(filters: ScreenerFilters): string {
  const query = screenerQueryString(filters);
  return query ? `/screener?${query}` : '/screener';
}

/** The filters after a click on a column header: the same column flips, a new one starts at its default. */
export function sortedBy(filters: ScreenerFilters, column: SortColumn): ScreenerFilters {
  const dir = filters.sort === column ? (filters.dir === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
  return { ...filters, sort: column, dir, page: 1 };
}

export function hasActiveFilters(filters: ScreenerFilters): boolean {
  return Boolean(
    filters.q ||
    filters.sector ||
    filters.category ||
    filters.status ||
    RANGE_KEYS.some((key) => filters.ranges[key].min !== null || filters.ranges[key].max !== null),
  );
}

export const categoryLabel = (value: ScreenerCategory) => SCREENER_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** Exact valuation in paise (price × shares), as a bigint so nothing is lost above 2^53. */
export function valuationPaise(row: Pick<ScreenerRow, 'pricePaise' | 'sharesOutstanding'>): bigint | null {
  if (row.sharesOutstanding === null) return null;
  return BigInt(row.pricePaise) * BigInt(row.sharesOutstanding);
}
