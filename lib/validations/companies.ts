import { z } from 'zod';

export const COMPANY_LIST_MAX_LIMIT = 50;

const positiveInt = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a single whole number.` })
    .regex(/^\d{1,6}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1.`).max(max, `${label} must be at most ${max}.`));

export const companyListQuery = z.object({
  page: positiveInt('page', 100_000).default(1),
  limit: positiveInt('limit', COMPANY_LIST_MAX_LIMIT).default(10),
  name: z
    .string({ error: 'name must be a single value.' })
    .trim()
    .max(100, 'name must be at most 100 characters.')
    .optional(),
});
