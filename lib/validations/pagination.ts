import { z } from '@/lib/zod';

const positiveInt = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a single whole number.` })
    .regex(/^\d{1,6}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1.`).max(max, `${label} must be at most ${max}.`));

export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 50;

export const paginationQuery = z.object({
  page: positiveInt('page', MAX_PAGE).default(1),
  limit: positiveInt('limit', MAX_LIMIT).default(10),
});

/** `q`, a console list's search box. */
export const listSearch = z.string('q must be a single value.').trim().max(100, 'q must be at most 100 characters.').optional();
/** `format=csv` on a console list's GET: every matching row as a CSV download instead of a page of JSON. */
export const listFormat = z.enum(['json', 'csv'], 'format must be json or csv.').optional();
/** A console list's query: page and limit, `q`, `format=csv`, and the list's own filters. */
export const listQuery = <Shape extends z.ZodRawShape>(filters: Shape) =>
  paginationQuery.extend({ q: listSearch, format: listFormat }).extend(filters);

/** `overdue=1` on a list with a deadline: only the rows past it. */
export const overdueFlag = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value === '1' || value === 'true');
