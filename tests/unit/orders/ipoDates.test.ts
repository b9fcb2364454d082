// @vitest-environment node
// The road to listing's date rules: the lock-in's last day on India's calendar (month ends, leap years),
// when it ends by India's clock, the estimate at the price band and the gain at listing.
import { describe, expect, it } from 'vitest';

import { ipoOutlook, lockInEnds, type IpoMilestoneFacts } from '@/lib/holdingRules';

const milestone = (facts: Partial<IpoMilestoneFacts> & Pick<IpoMilestoneFacts, 'kind' | 'on'>): IpoMilestoneFacts => ({
  priceBandLowPaise: null,
  priceBandHighPaise: null,
  listingPricePaise: null,
  allottedOn: null,
  lockInMonths: 6,
  ...facts,
});
const holding = { quantity: 50, investedPaise: 1_000_000 };

describe('lockInEnds', () => {
  it('is the same calendar day the rule’s months after the allotment', () => {
    expect(lockInEnds({ on: '2026-03-15', allottedOn: '2026-03-12', lockInMonths: 6 })).toBe('2026-09-12');
    expect(lockInEnds({ on: '2026-03-15', allottedOn: null, lockInMonths: 6 })).toBe('2026-09-15');
    expect(lockInEnds({ on: '2026-03-15', allottedOn: '2026-03-12', lockInMonths: 18 })).toBe('2027-09-12');
  });

  it('takes the last day of a shorter month, 29 February in a leap year', () => {
    expect(lockInEnds({ on: '2025-08-31', allottedOn: null, lockInMonths: 6 })).toBe('2026-02-28');
    expect(lockInEnds({ on: '2027-08-31', allottedOn: null, lockInMonths: 6 })).toBe('2028-02-29');
    expect(lockInEnds({ on: '2026-05-31', allottedOn: null, lockInMonths: 6 })).toBe('2026-11-30');
    expect(lockInEnds({ on: '2027-12-31', allottedOn: null, lockInMonths: 2 })).toBe('2028-02-29');
  });
});

describe('ipoOutlook', () => {
  it('is null without milestones', () => {
    expect(ipoOutlook([], holding, new Date())).toBeNull();
  });

  it('ends the lock-in when its last day is over in India, not in UTC', () => {
    const listed = [milestone({ kind: 'listed', on: '2027-09-02', allottedOn: '2027-08-31', listingPricePaise: 30_000 })];
    // 29 Feb 2028, 23:59 IST is 18:29 UTC: still locked. 1 Mar 2028 00:01 IST is 18:31 UTC on 29 Feb: ended.
    expect(ipoOutlook(listed, holding, new Date('2028-02-29T18:29:00Z'))?.lockIn).toEqual({
      kind: 'locked',
      until: '2028-02-29',
      text: 'Locked in for 6 months from the IPO allotment.',
    });
    expect(ipoOutlook(listed, holding, new Date('2028-02-29T18:31:00Z'))?.lockIn).toEqual({
      kind: 'ended',
      until: '2028-02-29',
      text: 'The 6-month lock-in from the IPO allotment has ended.',
    });
  });

  it('values the holding at both ends of the price band until it lists, then at the listing price', () => {
    const road = [
      milestone({ kind: 'drhp_filed', on: '2026-01-05' }),
      milestone({ kind: 'price_band', on: '2026-06-01', priceBandLowPaise: 18_000, priceBandHighPaise: 21_000 }),
    ];
    expect(ipoOutlook(road, holding, new Date('2026-06-02T00:00:00Z'))).toEqual({
      stage: 'price_band',
      lockIn: { kind: 'if_listed', until: null, text: 'If it lists, pre-IPO shares are locked in for 6 months from allotment.' },
      estimate: { lowPaise: 900_000, highPaise: 1_050_000, gainLowPaise: -100_000, gainHighPaise: 50_000 },
      listing: null,
    });
    const listed = [...road, milestone({ kind: 'listed', on: '2026-06-20', listingPricePaise: 25_000, lockInMonths: 12 })];
    expect(ipoOutlook(listed, holding, new Date('2026-06-21T00:00:00Z'))).toMatchObject({
      stage: 'listed',
      lockIn: { kind: 'locked', until: '2027-06-20' },
      listing: { pricePaise: 25_000, valuePaise: 1_250_000, gainPaise: 250_000 },
    });
  });

  it('estimates the lock-in’s end from a listing date set, with the rule recorded', () => {
    const road = [milestone({ kind: 'listing_date', on: '2026-11-30', lockInMonths: 3 })];
    expect(ipoOutlook(road, holding, new Date('2026-11-01T00:00:00Z'))?.lockIn).toEqual({
      kind: 'if_listed',
      until: '2027-02-28',
      text: 'If it lists, pre-IPO shares are locked in for 3 months from allotment.',
    });
  });
});
