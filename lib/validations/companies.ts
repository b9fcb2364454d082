import { z } from 'zod';

import { MAX_LIMIT, paginationQuery } from './pagination';

export const COMPANY_LIST_MAX_LIMIT = MAX_LIMIT;

export const companyListQuery = paginationQuery.extend({
  name: z
    .string({ error: 'name must be a single value.' })
    .trim()
    .max(100, 'name must be at most 100 characters.')
    .optional(),
});

// Company Records (/indian-stocks): the list's state lives in the URL, so anyone can share it and
// the Back button restores it. A bad value is ignored (or a page number clamped), never an error page.
export const COMPANY_CATEGORIES = ['unlisted', 'startup', 'pre-ipo'] as const;
export type CompanyCategoryValue = (typeof COMPANY_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CompanyCategoryValue, string> = {
  unlisted: 'Unlisted share',
  startup: 'Startup',
  'pre-ipo': 'Pre-IPO',
};

export const COMPANY_STATUSES = ['Available', 'Sold Out', 'Coming Soon'] as const;
export type CompanyStatusValue = (typeof COMPANY_STATUSES)[number];

export const COMPANY_SORTS = {
  'name-asc': 'Name (A–Z)',
  'name-desc': 'Name (Z–A)',
  'price-desc': 'Price (high to low)',
  'price-asc': 'Price (low to high)',
  'change-desc': 'Change (best first)',
  'change-asc': 'Change (worst first)',
  'valuation-desc': 'Valuation (largest first)',
  'valuation-asc': 'Valuation (smallest first)',
} as const;
export type CompanySort = keyof typeof COMPANY_SORTS;
export const DEFAULT_COMPANY_SORT: CompanySort = 'name-asc';

export const COMPANY_VIEWS = ['grid', 'table'] as const;
export type CompanyView = (typeof COMPANY_VIEWS)[number];

export const COMPANY_RECORDS_PAGE_SIZE = 24;

export interface CompanyRecordsState {
  page: number;
  sector: string | null;
  category: CompanyCategoryValue | null;
  status: CompanyStatusValue | null;
  sort: CompanySort;
  view: CompanyView;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; a parameter given twice keeps its first value. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const oneOf = <T extends string>(allowed: readonly T[], value: string): T | null =>
  (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * Reads the list's state from a URL query. `sectors` is the list of sectors that exist: any other
 * sector is ignored. The page is at least 1 here; the loader clamps it to the last page.
 */
export function parseCompanyRecordsQuery(query: RawQuery, sectors: readonly string[]): CompanyRecordsState {
  const pageText = single(query.page);
  const page = /^\d{1,9}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return {
    page,
    sector: oneOf(sectors, single(query.sector)),
    category: oneOf(COMPANY_CATEGORIES, single(query.category)),
    status: oneOf(COMPANY_STATUSES, single(query.status)),
    sort: oneOf(Object.keys(COMPANY_SORTS) as CompanySort[], single(query.sort)) ?? DEFAULT_COMPANY_SORT,
    view: oneOf(COMPANY_VIEWS, single(query.view)) ?? 'grid',
  };
}

/** The /indian-stocks URL for a state, leaving out defaults so the plain list keeps a plain URL. */
export function companyRecordsHref(state: CompanyRecordsState, changes: Partial<CompanyRecordsState> = {}): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.sector) params.set('sector', next.sector);
  if (next.category) params.set('category', next.category);
  if (next.status) params.set('status', next.status);
  if (next.sort !== DEFAULT_COMPANY_SORT) params.set('sort', next.sort);
  if (next.view !== 'grid') params.set('view', next.view);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/indian-stocks?${search}` : '/indian-stocks';
}
