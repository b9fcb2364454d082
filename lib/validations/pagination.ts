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
