// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { sharelistCsv, type PartnerShare } from '@/lib/server/services/partnerShares';
import {
  parseSharelistState,
  shareMargin,
  sharelistCsvHref,
  sharelistHref,
  sharelistQuery,
  type SharelistState,
} from '@/lib/validations/partnerShares';

const base: SharelistState = { q: '', sector: null, status: null, sort: 'name', order: 'asc', page: 1 };

describe('shareMargin', () => {
  it('is the investor price less the partner price, per share and per minimum lot, in whole paise', () => {
    expect(shareMargin(50_000, 48_500, 100)).toEqual({ marginPaise: 1_500, marginPerLotPaise: 150_000 });
    expect(shareMargin(12_345, 12_345, 7)).toEqual({ marginPaise: 0, marginPerLotPaise: 0 });
    // ₹1 crore a share, a lot of 10,000: still an exact integer
    expect(shareMargin(1_000_000_000, 999_999_999, 10_000)).toEqual({ marginPaise: 1, marginPerLotPaise: 10_000 });
  });
});

describe('sharelistQuery (the API: strict)', () => {
  it('defaults to names A to Z, and prices, margins and stock largest first', () => {
    expect(sharelistQuery.parse({})).toMatchObject({ sort: 'name', order: 'asc', page: 1, limit: 10, format: 'json' });
    expect(sharelistQuery.parse({ sort: 'margin' })).toMatchObject({ sort: 'margin', order: 'desc' });
    expect(sharelistQuery.parse({ sort: 'margin', order: 'asc' })).toMatchObject({ order: 'asc' });
    expect(sharelistQuery.parse({ q: '   ', sector: '' })).toMatchObject({ q: undefined, sector: undefined });
  });

  it.each([{ sort: 'Margin' }, { order: 'ascending' }, { status: 'Sold Out' }, { format: 'pdf' }, { page: '-1' }, { q: ['a', 'b'] }])(
    'refuses %j',
    (query) => {
      expect(sharelistQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('parseSharelistState (the page: lenient)', () => {
  it('keeps known values and ignores the rest', () => {
    expect(parseSharelistState({ q: ' Tata ', sector: 'Energy', status: 'sold_out', sort: 'price', page: '3' }, ['Energy'])).toEqual({
      q: 'Tata',
      sector: 'Energy',
      status: 'sold_out',
      sort: 'price',
      order: 'desc',
      page: 3,
    });
    expect(parseSharelistState({ sector: 'Mining', status: 'gone', sort: 'x', order: 'y', page: 'abc' }, ['Energy'])).toEqual(base);
    expect(parseSharelistState({ q: 'q'.repeat(300) }, []).q).toHaveLength(100);
  });
});

describe('sharelistHref and sharelistCsvHref', () => {
  it('leave defaults out and round-trip through the parser', () => {
    expect(sharelistHref(base)).toBe('/Cp/sharelist');
    const state: SharelistState = { q: 'a&b', sector: 'Energy', status: 'available', sort: 'margin', order: 'asc', page: 2 };
    const href = sharelistHref(state);
    expect(href).toBe('/Cp/sharelist?q=a%26b&sector=Energy&status=available&sort=margin&order=asc&page=2');
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseSharelistState(query, ['Energy'])).toEqual(state);
    expect(sharelistHref(state, { sort: 'margin', order: 'desc', page: 1 })).toBe(
      '/Cp/sharelist?q=a%26b&sector=Energy&status=available&sort=margin',
    );
  });

  it('sends the CSV link the same filters and order but no page', () => {
    expect(sharelistCsvHref({ ...base, q: 'tata', sort: 'price', order: 'desc', page: 4 })).toBe(
      '/api/v1/cp/sharelist?q=tata&sort=price&format=csv',
    );
  });
});

describe('sharelistCsv', () => {
  const share = (overrides: Partial<PartnerShare>): PartnerShare => ({
    slug: 'acme',
    name: 'Acme',
    sector: 'Industrials',
    status: 'available',
    pricePaise: 12_345,
    partnerPricePaise: 12_000,
    marginPaise: 345,
    marginPerLotPaise: 34_500,
    minQuantity: 100,
    availableQuantity: 2_500,
    priceAsOf: '2026-01-02T03:04:05.000Z',
    ...overrides,
  });

  it('writes rupees with two decimals, a BOM and CRLF lines', () => {
    const csv = sharelistCsv([share({})]);
    expect(csv.startsWith('\uFEFFCompany,Slug,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('Acme,acme,Industrials,Available,123.45,120.00,3.45,100,345.00,2500,2026-01-02T03:04:05.000Z');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-cmd', "'-cmd"],
    ['@A1', "'@A1"],
    ['Acme, "Ltd"', '"Acme, ""Ltd"""'],
  ])('defuses or quotes %s', (name, cell) => {
    expect(
      sharelistCsv([share({ name })])
        .split('\r\n')[1]
        ?.startsWith(`${cell},`),
    ).toBe(true);
  });

  it('keeps a negative margin a plain number', () => {
    const line = sharelistCsv([share({ marginPaise: -150, marginPerLotPaise: -15_000 })]).split('\r\n')[1];
    expect(line).toContain(',-1.50,100,-150.00,');
  });
});
