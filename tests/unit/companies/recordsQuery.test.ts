import { describe, expect, it } from 'vitest';

import { companyRecordsHref, DEFAULT_COMPANY_SORT, parseCompanyRecordsQuery } from '@/lib/validations/companies';

const SECTORS = ['Technology', 'Financial Services'];
const DEFAULTS = { page: 1, sector: null, category: null, status: null, sort: DEFAULT_COMPANY_SORT, view: 'grid' };

describe('parseCompanyRecordsQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseCompanyRecordsQuery({}, SECTORS)).toEqual(DEFAULTS);
  });

  it('reads every valid value', () => {
    const state = parseCompanyRecordsQuery(
      { page: '3', sector: 'Technology', category: 'startup', status: 'Sold Out', sort: 'valuation-desc', view: 'table' },
      SECTORS,
    );
    expect(state).toEqual({
      page: 3,
      sector: 'Technology',
      category: 'startup',
      status: 'Sold Out',
      sort: 'valuation-desc',
      view: 'table',
    });
  });

  it.each([
    [{ page: '0' }, { page: 1 }],
    [{ page: '-4' }, { page: 1 }],
    [{ page: 'abc' }, { page: 1 }],
    [{ page: '2.5' }, { page: 1 }],
    [{ page: '9'.repeat(30) }, { page: 1 }],
    [{ page: ['4', '7'] }, { page: 4 }],
    [{ sector: 'Astrology' }, { sector: null }],
    [{ sector: "' OR 1=1 --" }, { sector: null }],
    [{ category: 'bonds' }, { category: null }],
    [{ status: 'available' }, { status: null }],
    [{ sort: 'price; DROP TABLE companies' }, { sort: DEFAULT_COMPANY_SORT }],
    [{ view: 'list' }, { view: 'grid' }],
  ])('ignores or clamps %j', (query, expected) => {
    expect(parseCompanyRecordsQuery(query, SECTORS)).toEqual({ ...DEFAULTS, ...expected });
  });

  it('trims values and takes the first of repeated parameters', () => {
    expect(parseCompanyRecordsQuery({ sector: [' Technology ', 'Financial Services'] }, SECTORS).sector).toBe('Technology');
  });
});

describe('companyRecordsHref', () => {
  const state = parseCompanyRecordsQuery({}, SECTORS);

  it('keeps the plain list at a plain address', () => {
    expect(companyRecordsHref(state)).toBe('/indian-stocks');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const href = companyRecordsHref(state, {
      sector: 'Financial Services',
      status: 'Coming Soon',
      page: 2,
      view: 'table',
      sort: 'change-asc',
    });
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(href.startsWith('/indian-stocks?')).toBe(true);
    expect(parseCompanyRecordsQuery(query, SECTORS)).toEqual({
      page: 2,
      sector: 'Financial Services',
      category: null,
      status: 'Coming Soon',
      sort: 'change-asc',
      view: 'table',
    });
  });
});
