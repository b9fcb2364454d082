import { describe, expect, it } from 'vitest';

import {
  defaultFilters,
  hasActiveFilters,
  parseBoundedNumber,
  parseScreenerQuery,
  RANGE_FIELDS,
  SCREENER_MAX_PAGE,
  screenerHref,
  screenerQueryString,
  sortedBy,
  valuationPaise,
} from '@/lib/screener';

const SECTORS = ['Energy', 'Financial Services', 'Technology'];
const parse = (query: Record<string, string | string[] | undefined>) => parseScreenerQuery(query, SECTORS);

describe('parseScreenerQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse({})).toEqual(defaultFilters());
    expect(defaultFilters()).toMatchObject({ sort: 'valuation', dir: 'desc', page: 1, sector: null });
  });

  it('reads every filter', () => {
    const filters = parse({
      sector: 'Technology',
      category: 'pre-ipo',
      status: 'Sold Out',
      priceMin: '100',
      priceMax: '2500.5',
      valuationMin: '50',
      peMax: '40',
      pbMin: '0.5',
      roeMin: '-10',
      growthMax: '35',
      sort: 'pe',
      dir: 'asc',
      page: '3',
      q: 'ROE > 10',
    });
    expect(filters).toEqual({
      q: 'ROE > 10',
      sector: 'Technology',
      category: 'pre-ipo',
      status: 'Sold Out',
      ranges: {
        price: { min: 100, max: 2500.5 },
        valuation: { min: 50, max: null },
        pe: { min: null, max: 40 },
        pb: { min: 0.5, max: null },
        roe: { min: -10, max: null },
        growth: { min: null, max: 35 },
      },
      sort: 'pe',
      dir: 'asc',
      page: 3,
    });
  });

  it.each(['Unknown', 'technology', "' OR 1=1 --", '<script>', ''])('ignores the unknown sector %j', (sector) => {
    expect(parse({ sector }).sector).toBeNull();
  });

  it('ignores an unknown category, status, sort and direction', () => {
    const filters = parse({ category: 'bonds', status: 'sold', sort: 'price; drop table', dir: 'up' });
    expect(filters).toMatchObject({ category: null, status: null, sort: 'valuation', dir: 'desc' });
  });

  it('gives a new sort column its natural direction when none is given', () => {
    expect(parse({ sort: 'name' }).dir).toBe('asc');
    expect(parse({ sort: 'roe' }).dir).toBe('desc');
  });

  it.each(['abc', '12abc', '1e5', 'NaN', 'Infinity', '-', '.5', '5.', '0x10', '1.2.3', '９９'])(
    'ignores %j where a number belongs',
    (value) => {
      expect(parse({ priceMin: value, peMax: value }).ranges).toEqual(defaultFilters().ranges);
    },
  );

  it('accepts grouping commas and spaces, and rounds to 2 decimals', () => {
    expect(parse({ priceMin: '1,00,000', priceMax: ' 2 00 000.456 ' }).ranges.price).toEqual({ min: 100000, max: 200000.46 });
  });

  it('clamps numbers to the bounds of the field', () => {
    const filters = parse({ priceMin: '-50', peMax: '99999999999', roeMin: '-99999999999' });
    expect(filters.ranges.price.min).toBe(0);
    expect(filters.ranges.pe.max).toBe(RANGE_FIELDS.pe.max);
    expect(filters.ranges.roe.min).toBe(RANGE_FIELDS.roe.min);
  });

  it('drops a range whose min is above its max, keeping the others', () => {
    const filters = parse({ priceMin: '500', priceMax: '100', peMin: '5', peMax: '5' });
    expect(filters.ranges.price).toEqual({ min: null, max: null });
    expect(filters.ranges.pe).toEqual({ min: 5, max: 5 });
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['7', 7],
    ['99999999999999999999', SCREENER_MAX_PAGE],
    ['123456789012345678901234', 1],
  ])('reads page %j as %i', (page, expected) => {
    expect(parse({ page }).page).toBe(expected);
  });

  it('takes the first of a repeated parameter', () => {
    expect(parse({ sector: ['Energy', 'Technology'], page: ['4', '9'] })).toMatchObject({ sector: 'Energy', page: 4 });
  });

  it('ignores absent and empty values', () => {
    expect(parse({ sector: undefined, priceMin: '', page: '' })).toEqual(defaultFilters());
  });
});

describe('parseBoundedNumber', () => {
  it('reads negative and decimal numbers within bounds', () => {
    expect(parseBoundedNumber('-12.346', -100, 100)).toBe(-12.35);
    expect(parseBoundedNumber('150', -100, 100)).toBe(100);
    expect(parseBoundedNumber(undefined, 0, 1)).toBeNull();
  });
});

describe('screenerQueryString and screenerHref', () => {
  it('leaves out the defaults', () => {
    expect(screenerHref(defaultFilters())).toBe('/screener');
  });

  it('round-trips through the parser in a fixed order', () => {
    const query = 'sector=Financial+Services&category=startup&priceMin=10&peMax=30.5&roeMin=-5&sort=name&dir=asc&page=2';
    const filters = parse(Object.fromEntries(new URLSearchParams(query)));
    expect(screenerQueryString(filters)).toBe(query);
    expect(parse(Object.fromEntries(new URLSearchParams(screenerQueryString(filters))))).toEqual(filters);
  });

  it('drops what the parser ignored', () => {
    expect(screenerHref(parse({ sector: 'Nope', priceMin: 'abc', page: '1' }))).toBe('/screener');
  });
});

describe('sortedBy', () => {
  it('flips the current column and resets the page', () => {
    const filters = { ...defaultFilters(), page: 4 };
    expect(sortedBy(filters, 'valuation')).toMatchObject({ sort: 'valuation', dir: 'asc', page: 1 });
  });

  it('starts a new column at its natural direction', () => {
    expect(sortedBy(defaultFilters(), 'name')).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(sortedBy(sortedBy(defaultFilters(), 'name'), 'growth')).toMatchObject({ sort: 'growth', dir: 'desc' });
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a sort, true for any filter', () => {
    expect(hasActiveFilters(defaultFilters())).toBe(false);
    expect(hasActiveFilters(sortedBy(defaultFilters(), 'pe'))).toBe(false);
    expect(hasActiveFilters(parse({ status: 'Available' }))).toBe(true);
    expect(hasActiveFilters(parse({ growthMax: '0' }))).toBe(true);
  });
});

describe('valuationPaise', () => {
  it('is exact above 2^53 and null without a share count', () => {
    expect(valuationPaise({ pricePaise: 987_654_321, sharesOutstanding: 123_456_789_012 })).toBe(121_932_631_124_487_120_852n);
    expect(valuationPaise({ pricePaise: 100, sharesOutstanding: null })).toBeNull();
  });
});
