import { z } from '@/lib/zod';

import { listFormat, listSearch, MAX_LIMIT, paginationQuery } from './pagination';

export const COMPANY_LIST_MAX_LIMIT = MAX_LIMIT;

export const companyListQuery = paginationQuery.extend({
  name: z.string({ error: 'name must be a single value.' }).trim().max(100, 'name must be at most 100 characters.').optional(),
});

/** The console's company list: name or slug, paged; `format=csv` for every company it matches. */
export const adminCompanyListQuery = paginationQuery.extend({ q: listSearch, format: listFormat });
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuery>;

export {
  COMPANY_CATEGORIES,
  type CompanyCategoryValue,
  CATEGORY_LABELS,
  COMPANY_STATUSES,
  type CompanyStatusValue,
  COMPANY_SORTS,
  type CompanySort,
  DEFAULT_COMPANY_SORT,
  COMPANY_VIEWS,
  type CompanyView,
  COMPANY_RECORDS_PAGE_SIZE,
  type CompanyRecordsState,
  parseCompanyRecordsQuery,
  companyRecordsHref,
} from '@/lib/companyRecords';
