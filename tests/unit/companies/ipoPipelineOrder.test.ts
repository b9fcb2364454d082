import { describe, expect, it } from 'vitest';

import { byNearestListing, listingDayOf, type PipelineEntry } from '@/lib/ipoPipeline';

const company = (name: string, milestones: PipelineEntry['milestones'] = []): PipelineEntry => ({
  name,
  listed: milestones.some((milestone) => milestone.kind === 'listed'),
  milestones,
});

describe('the IPO pipeline order', () => {
  it('puts the nearest expected listing first, companies without a listing date after, the listed last', () => {
    const companies = [
      company('Rangmanch Studios', [{ kind: 'drhp_filed', on: '2026-11-08' }]),
      company('Samprit Home Finance', [{ kind: 'sebi_approved', on: '2026-11-26' }]),
      company('Tarangini General Insurance', [
        { kind: 'price_band', on: '2026-12-05' },
        { kind: 'listing_date', on: '2026-12-26' },
      ]),
      company('Later Listing', [{ kind: 'listing_date', on: '2027-01-15' }]),
      company('Listed Long Ago', [{ kind: 'listed', on: '2026-03-01' }]),
      company('Listed Lately', [
        { kind: 'listing_date', on: '2026-10-01' },
        { kind: 'listed', on: '2026-10-02' },
      ]),
    ];
    expect([...companies].sort(byNearestListing).map((entry) => entry.name)).toEqual([
      'Tarangini General Insurance',
      'Later Listing',
      'Rangmanch Studios',
      'Samprit Home Finance',
      'Listed Lately',
      'Listed Long Ago',
    ]);
    // Whatever order they arrive in.
    expect([...companies].reverse().sort(byNearestListing)).toEqual([...companies].sort(byNearestListing));
  });

  it('breaks a tie on the same day by name', () => {
    const a = company('Alpha', [{ kind: 'listing_date', on: '2026-12-26' }]);
    const b = company('Beta', [{ kind: 'listing_date', on: '2026-12-26' }]);
    expect([b, a].sort(byNearestListing)).toEqual([a, b]);
  });

  it('reads the listing day from the listing, else the expected listing date', () => {
    expect(listingDayOf(company('A', [{ kind: 'drhp_filed', on: '2026-01-01' }]))).toBeNull();
    expect(listingDayOf(company('B', [{ kind: 'listing_date', on: '2026-12-26' }]))).toBe('2026-12-26');
    expect(
      listingDayOf(
        company('C', [
          { kind: 'listing_date', on: '2026-12-26' },
          { kind: 'listed', on: '2026-12-27' },
        ]),
      ),
    ).toBe('2026-12-27');
  });
});
