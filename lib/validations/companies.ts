import { z } from '@/lib/zod';

import { MAX_LIMIT, paginationQuery } from './pagination';

export const COMPANY_LIST_MAX_LIMIT = MAX_LIMIT;

export const companyListQuery = paginationQuery.extend({
  name: z.string({ error: 'name must be a single value.' }).trim().max(100, 'name must be at most 100 characters.').optional(),
});

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
