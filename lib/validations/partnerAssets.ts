// GET /api/v1/cp/assets and /Cp/assets: the day the holdings are shown as on, and the answer's format.
import { isCalendarDay } from '@/lib/workingDays';
import { z } from '@/lib/zod';

export const ASSET_FORMATS = ['json', 'csv'] as const;
export const EARLIEST_ASSETS_DATE = '2000-01-01';

/** A real calendar day (YYYY-MM-DD) between 2000-01-01 and `today` inclusive. */
export function isAssetsDate(value: string, today: string): boolean {
  return isCalendarDay(value) && value >= EARLIEST_ASSETS_DATE && value <= today;
}

export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD, not in the future.';

export const assetsQuery = (today: string) =>
  z.object({
    date: z
      .string({ error: 'date must be a single value.' })
      .refine((value) => isAssetsDate(value, today), DATE_MESSAGE)
      .optional(),
    format: z.enum(ASSET_FORMATS, { error: 'format must be json or csv.' }).optional(),
  });
