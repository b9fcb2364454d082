import { oneOf, pageNumber, type RawQuery } from '@/lib/query';
import { COMPANY_STATUSES, type CompanyStatus as CompanyStatusValue } from '@/lib/status/companies';

// Company Records (/indian-stocks): the list's state lives in the URL, so anyone can share it and
// the Back button restores it. A bad value is ignored (or a page number clamped), never an error page.
export const COMPANY_CATEGORIES = ['unlisted', 'startup', 'pre-ipo'] as const;
export type CompanyCategoryValue = (typeof COMPANY_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CompanyCategoryValue, string> = {
  unlisted: 'Unlisted share',
  startup: 'Startup',
  'pre-ipo': 'Pre-IPO',
};

export { COMPANY_STATUSES, type CompanyStatusValue };

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

/**
 * Reads the list's state from a URL query. `sectors` is the list of sectors that exist: any other
 * sector is ignored. The page is at least 1 here; the loader clamps it to the last page.
 */
export function parseCompanyRecordsQuery(query: RawQuery, sectors: readonly string[]): CompanyRecordsState {
  return {
    page: pageNumber(query.page),
    sector: oneOf(sectors, query.sector),
    category: oneOf(COMPANY_CATEGORIES, query.category),
    status: oneOf(COMPANY_STATUSES, query.status),
    sort: oneOf(Object.keys(COMPANY_SORTS) as CompanySort[], query.sort) ?? DEFAULT_COMPANY_SORT,
    view: oneOf(COMPANY_VIEWS, query.view) ?? 'grid',
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
