// An IPO milestone as operators record it (POST /api/v1/admin/companies/{slug}/ipo-milestones): the
// fields each kind needs, and no others, so the timeline, the lock-in and the estimates read sound rows.
import { DEFAULT_LOCK_IN_MONTHS, IPO_EXCHANGES, ipoMilestoneKindEnum, type IpoMilestoneKind } from '@/lib/status/ipo';
import { isCalendarDay } from '@/lib/workingDays';
import { MAX_LEVEL_PAISE } from '@/lib/validations/watchAlerts';
import { z } from '@/lib/zod';

export const MAX_IPO_NOTE = 500;
export const MAX_LOCK_IN_MONTHS = 60;

const day = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .refine(isCalendarDay, `${label} must be a date written YYYY-MM-DD.`)
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', `${label} must fall between 2000 and 2100.`);

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise.` })
    .int(`${label} must be a whole number of paise.`)
    .positive(`${label} must be more than zero.`)
    .max(MAX_LEVEL_PAISE, `${label} is too large.`);

/** Which optional fields each kind takes: a field another kind takes is refused, never silently kept. */
const FIELDS_OF: Record<
  IpoMilestoneKind,
  readonly ('priceBandLowPaise' | 'priceBandHighPaise' | 'listingPricePaise' | 'exchange' | 'allottedOn')[]
> = {
  drhp_filed: [],
  sebi_approved: [],
  price_band: ['priceBandLowPaise', 'priceBandHighPaise', 'exchange'],
  listing_date: ['exchange'],
  listed: ['listingPricePaise', 'exchange', 'allottedOn'],
};

export const ipoMilestoneBody = z
  .object({
    kind: ipoMilestoneKindEnum,
    on: day('Date'),
    priceBandLowPaise: paise('Price band low').optional(),
    priceBandHighPaise: paise('Price band high').optional(),
    listingPricePaise: paise('Listing price').optional(),
    exchange: z.enum(IPO_EXCHANGES, `Exchange must be one of: ${IPO_EXCHANGES.join(', ')}.`).optional(),
    allottedOn: day('Allotment date').optional(),
    lockInMonths: z
      .number({ error: 'Lock-in must be a number of months.' })
      .int('Lock-in must be a whole number of months.')
      .min(1, 'Lock-in must be at least 1 month.')
      .max(MAX_LOCK_IN_MONTHS, `Lock-in must be at most ${MAX_LOCK_IN_MONTHS} months.`)
      .default(DEFAULT_LOCK_IN_MONTHS),
    note: z.string({ error: 'Note must be text.' }).trim().max(MAX_IPO_NOTE, `Note must be at most ${MAX_IPO_NOTE} characters.`).optional(),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const allowed = FIELDS_OF[value.kind];
    for (const field of ['priceBandLowPaise', 'priceBandHighPaise', 'listingPricePaise', 'exchange', 'allottedOn'] as const) {
      if (value[field] !== undefined && !allowed.includes(field))
        missing(field, 'This milestone does not take this field: leave it empty.');
    }
    if (value.kind === 'price_band') {
      if (value.priceBandLowPaise === undefined) missing('priceBandLowPaise', 'Enter the low end of the price band.');
      if (value.priceBandHighPaise === undefined) missing('priceBandHighPaise', 'Enter the high end of the price band.');
      if (
        value.priceBandLowPaise !== undefined &&
        value.priceBandHighPaise !== undefined &&
        value.priceBandHighPaise < value.priceBandLowPaise
      ) {
        missing('priceBandHighPaise', 'The high end of the band must be at least its low end.');
      }
    }
    if ((value.kind === 'listing_date' || value.kind === 'listed') && value.exchange === undefined) {
      missing('exchange', 'Choose the exchange it lists on.');
    }
    if (value.kind === 'listed') {
      if (value.listingPricePaise === undefined) missing('listingPricePaise', 'Enter the price it listed at.');
      if (value.allottedOn !== undefined && value.allottedOn > value.on) missing('allottedOn', 'The allotment comes before the listing.');
    }
  });
export type IpoMilestoneBody = z.output<typeof ipoMilestoneBody>;
