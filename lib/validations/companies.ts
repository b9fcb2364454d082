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
