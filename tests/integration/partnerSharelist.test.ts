// GET /api/v1/cp/sharelist: partner prices and margins, search, filters, sort, paging and the CSV;
// and partner prices never leaving the partner area (public APIs and page props).

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { getStaticProps as companyPage } from '@/lib/server/loaders/indian-stocks/[indian_stocks_details]';
import { clearMemo } from '@/lib/server/memo';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import getCompanyList from '@/pages/api/v1/admin/getCompanyList';
import screener from '@/pages/api/v1/common/screener/index';
import sharelist from '@/pages/api/v1/cp/sharelist/index';

import { createCompany, createInvestor, createPartner, uniqueTag } from './factories';
import { call, cookieFor } from './http';

interface Share {
  slug: string;
  name: string;
  sector: string;
  status: string;
  pricePaise: number;
  partnerPricePaise: number;
  marginPaise: number;
  marginPerLotPaise: number;
  minQuantity: number;
  availableQuantity: number;
  priceAsOf: string;
}
interface List {
  result: Share[];
  total: number;
  page: number;
}

const tag = uniqueTag();
const sector = `Sharelist ${tag}`;
const ids: number[] = [];
let partnerHeaders: Record<string, string>;

const stock = (available: number) => ({ availableQuantity: available, addedQuantity: available });

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  partnerHeaders = (await createPartner()).headers;
  const rows = [
    // margin 1,500 paise per share, lot 100: 1,50,000 paise per lot
    { urlName: `Alpha ${tag} Delta Labs`, pricePaise: 50_000, brokerPricePaise: 48_500, minQuantity: 100, ...stock(1_000) },
    { urlName: `Zeta ${tag} Foods`, pricePaise: 20_000, brokerPricePaise: 19_900, minQuantity: 25, ...stock(40) },
    { urlName: `Gamma ${tag} Motors`, status: 'Sold Out' as const, pricePaise: 90_000, brokerPricePaise: 87_000, minQuantity: 10 },
    { urlName: `Delta ${tag} Power`, status: 'Coming Soon' as const, pricePaise: 10_000, brokerPricePaise: 9_000, minQuantity: 500 },
    // formula-like and comma-holding names, for the CSV
    { urlName: `=HYPERLINK("x") ${tag}`, pricePaise: 30_000, brokerPricePaise: 29_000, minQuantity: 1, ...stock(5) },
  ];
  for (const row of rows) ids.push((await createCompany({ ...row, sector })).id);
});

afterAll(async () => {
  useRateStore(undefined);
  await (await getDb()).delete(companies).where(inArray(companies.id, ids));
});

const list = async (query: Record<string, string>) => {
  const response = await call(sharelist, { query: { sector, ...query }, headers: partnerHeaders });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as List;
};

describe('GET /api/v1/cp/sharelist', () => {
  it('lists each company with both prices, stock, status and the margin per share and per lot in paise', async () => {
    const data = await list({ limit: '50' });
    expect(data.total).toBe(5);
    expect(data.page).toBe(1);
    const alpha = data.result.find((share) => share.name === `Alpha ${tag} Delta Labs`);
    expect(alpha).toMatchObject({
      status: 'available',
      pricePaise: 50_000,
      partnerPricePaise: 48_500,
      marginPaise: 1_500,
      marginPerLotPaise: 150_000,
      minQuantity: 100,
      availableQuantity: 1_000,
      priceAsOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const statuses = Object.fromEntries(data.result.map((share) => [share.name.split(' ')[0], share.status]));
    expect(statuses).toMatchObject({ Gamma: 'sold_out', Delta: 'coming_soon', Alpha: 'available' });
  });

  it('filters by status and searches names, names starting with the words first', async () => {
    const soldOut = await list({ status: 'sold_out' });
    expect(soldOut.result.map((share) => share.name)).toEqual([`Gamma ${tag} Motors`]);
    expect((await list({ q: tag.toUpperCase() })).total).toBe(5);
    const delta = await list({ q: 'delta' });
    expect(delta.result.map((share) => share.name)).toEqual([`Delta ${tag} Power`, `Alpha ${tag} Delta Labs`]);
    const motors = await list({ q: 'motors' });
    expect(motors.result.map((share) => share.name)).toEqual([`Gamma ${tag} Motors`]);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('sorts by margin, price and stock either way; names A to Z by default', async () => {
    const names = async (query: Record<string, string>) => (await list(query)).result.map((share) => share.name.split(' ')[0]);
    // Equal margins (Delta and the formula-like name) keep name order either way.
    expect(await names({ sort: 'margin' })).toEqual(['Gamma', 'Alpha', '=HYPERLINK("x")', 'Delta', 'Zeta']);
    expect(await names({ sort: 'margin', order: 'asc' })).toEqual(['Zeta', '=HYPERLINK("x")', 'Delta', 'Alpha', 'Gamma']);
    expect(await names({ sort: 'price', order: 'asc' })).toEqual(['Delta', 'Zeta', '=HYPERLINK("x")', 'Alpha', 'Gamma']);
    expect((await names({ sort: 'available' })).slice(0, 3)).toEqual(['Alpha', 'Zeta', '=HYPERLINK("x")']);
    expect(await names({})).toEqual(['=HYPERLINK("x")', 'Alpha', 'Delta', 'Gamma', 'Zeta']);
    expect(await names({ order: 'desc' })).toEqual(['Zeta', 'Gamma', 'Delta', 'Alpha', '=HYPERLINK("x")']);
  });

  it('pages through the matches with the total on every page', async () => {
    const one = await list({ limit: '2', page: '1' });
    const three = await list({ limit: '2', page: '3' });
    expect(one.total).toBe(5);
    expect(one.result).toHaveLength(2);
    expect(three).toMatchObject({ total: 5, page: 3 });
    expect(three.result).toHaveLength(1);
    expect((await list({ limit: '2', page: '4' })).result).toEqual([]);
  });

  it.each([
    [{ sort: 'profit' }, 'sort', 'sort must be one of: name, price, margin, available.'],
    [{ order: 'up' }, 'order', 'order must be one of: asc, desc.'],
    [{ status: 'Available' }, 'status', 'status must be one of: available, sold_out, coming_soon.'],
    [{ format: 'xlsx' }, 'format', 'format must be one of: json, csv.'],
    [{ page: '0' }, 'page', 'page must be at least 1.'],
    [{ limit: '500' }, 'limit', 'limit must be at most 50.'],
    [{ q: 'x'.repeat(101) }, 'q', 'q must be at most 100 characters.'],
    [{ q: ['a', 'b'] }, 'q', 'q must be a single value.'],
  ])('refuses %j with a message on the field', async (query, field, message) => {
    const { status, body } = await call(sharelist, { query, headers: partnerHeaders });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'validation' });
    expect(body.errors?.[field]).toBe(message);
  });

  it('answers 401 to investors and anonymous callers, in JSON and CSV alike', async () => {
    const investor = await createInvestor();
    for (const headers of [{}, investor.headers, await cookieFor('user', investor.user.id)]) {
      for (const format of ['json', 'csv']) {
        const { status, body } = await call(sharelist, { query: { format }, headers });
        expect(status).toBe(401);
        expect(JSON.stringify(body)).not.toContain('partnerPricePaise');
      }
    }
  });
});

describe('GET /api/v1/cp/sharelist?format=csv', () => {
  const csv = async (query: Record<string, string>) => {
    let text = '';
    let headers: Headers | undefined;
    const { testApiHandler } = await import('next-test-api-route-handler');
    await testApiHandler({
      pagesHandler: sharelist,
      url: `/api/test?${new URLSearchParams({ sector, ...query })}`,
      test: async ({ fetch }) => {
        const response = await fetch({ headers: partnerHeaders });
        expect(response.status).toBe(200);
        headers = response.headers;
        text = await response.text();
      },
    });
    return { text, headers: headers! };
  };

  it('downloads every match (all pages) in the list order, with formula-like names defused', async () => {
    const { text, headers } = await csv({ format: 'csv', sort: 'margin', limit: '1' });
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="sharelist-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Company,Slug,Sector,Status,Investor price (INR),Partner price (INR),Margin per share (INR),Minimum lot (shares),Margin per lot (INR),Available (shares),Price as of',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(new RegExp(`^Gamma ${tag} Motors,[^,]+,${sector},Sold Out,900\\.00,870\\.00,30\\.00,10,300\\.00,0,`));
    expect(lines[2]).toMatch(/,Available,500\.00,485\.00,15\.00,100,1500\.00,1000,/);
    expect(text).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('applies the search and filters as the list does', async () => {
    const { text } = await csv({ format: 'csv', status: 'coming_soon' });
    const rows = text.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`Delta ${tag} Power`);
  });
});

describe('partner prices outside the partner area', () => {
  it('are in neither the public company search, the screener nor a company page', async () => {
    const search = await call(getCompanyList, { query: { name: tag } });
    expect(search.status).toBe(200);
    const screened = await call(screener, { query: { sector } });
    expect(screened.status).toBe(200);
    clearMemo();
    const alpha = (await list({ q: 'alpha' })).result[0]!;
    const page = await companyPage({ params: { indian_stocks_details: alpha.slug } });
    expect(page).toHaveProperty('props.company.slug', alpha.slug);
    for (const answer of [search.body, screened.body, page]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/partnerPrice|brokerPrice|broker_price/i);
    }
  });
});
