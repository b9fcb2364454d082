// Demo IPO milestones (issue 24): three pre-IPO companies at different points on the road to listing,
// dated from the seed's day so /ipo-pipeline always shows a recent filing, an approval and a price band.
import { addMonths, istDate } from '@/lib/reports/dates';
import { companySlug } from '@/lib/slug';

import type { ipoMilestones } from '../schema';

type MilestoneSeed = Omit<typeof ipoMilestones.$inferInsert, 'companyId'>;

const daysFrom = (now: Date, days: number) => istDate(new Date(now.getTime() + days * 86_400_000));

/** Each company's milestones, by the slug of its url name (seedData/companies.ts). */
export function buildIpoMilestones(now: Date): Map<string, MilestoneSeed[]> {
  const at = (days: number) => daysFrom(now, days);
  return new Map<string, MilestoneSeed[]>([
    [
      companySlug('Tarangini General Insurance Co. Ltd.'),
      [
        { kind: 'drhp_filed', on: addMonths(at(0), -7), note: 'Fresh issue and an offer for sale by the promoters.' },
        { kind: 'sebi_approved', on: addMonths(at(0), -2) },
        { kind: 'price_band', on: at(-3), priceBandLowPaise: 54_000, priceBandHighPaise: 57_000, exchange: 'NSE and BSE' },
        { kind: 'listing_date', on: at(18), exchange: 'NSE and BSE' },
      ],
    ],
    [
      companySlug('Samprit Home Finance'),
      [
        { kind: 'drhp_filed', on: addMonths(at(0), -4) },
        { kind: 'sebi_approved', on: at(-12), note: 'SEBI issued its observations on the draft prospectus.' },
      ],
    ],
    [companySlug('Rangmanch Studios'), [{ kind: 'drhp_filed', on: at(-30) }]],
  ]);
}
