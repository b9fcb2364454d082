// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { startupsHref } from '@/components/startups/startupsHref';
import { parseStartupFilters } from '@/lib/server/services/startups';

const options = { stages: ['Seed', 'Series A'], sectors: ['Energy', 'Technology'] };

describe('parseStartupFilters', () => {
  it('reads a known stage, sector and page', () => {
    expect(parseStartupFilters({ stage: 'Series A', sector: 'Energy', page: '2' }, options)).toEqual({
      stage: 'Series A',
      sector: 'Energy',
      page: 2,
    });
  });

  it.each([
    [
      { stage: 'Series Z', sector: "' OR 1=1", page: 'abc' },
      { stage: null, sector: null, page: 1 },
    ],
    [{ page: '0' }, { stage: null, sector: null, page: 1 }],
    [{ page: '99999999999' }, { stage: null, sector: null, page: 1000 }],
    [{ stage: ['Seed', 'Series A'] }, { stage: 'Seed', sector: null, page: 1 }],
  ])('ignores or clamps %j', (query, expected) => {
    expect(parseStartupFilters(query, options)).toEqual(expected);
  });
});

describe('startupsHref', () => {
  it('leaves out the defaults and encodes the rest', () => {
    expect(startupsHref(null, null, 1)).toBe('/Startups');
    expect(startupsHref('Series A', 'Real Estate', 3)).toBe('/Startups?stage=Series+A&sector=Real+Estate&page=3');
  });
});
