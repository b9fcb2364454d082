import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { SCREENER_PER_PAGE, type ScreenerFilters, type ScreenerResult, type ScreenerRow } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { companies, companyFundamentals } from '@/lib/server/db/schema';
import { CSV_HEADER } from '@/lib/server/services/screener';
import screener from '@/pages/api/v1/common/screener/index';

import { call, INJECTION_STRINGS } from './http';
import { download, parseCsv } from './screenerCsv';

type Data = ScreenerResult & { filters: ScreenerFilters };

async function screen(query: Record<string, string | string[]> = {}) {
  const { status, body } = await call(screener, { query });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Data;
}

const numbers = (rows: ScreenerRow[], pick: (row: ScreenerRow) => number | null) =>
  rows.map(pick).filter((value): value is number => value !== null);

function expectSorted(values: (number | string)[], dir: 'asc' | 'desc') {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
}

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('GET /api/v1/common/screener', () => {
  it('lists a first page of every company, largest valuation first', async () => {
    const data = await screen();
    expect(data.total).toBeGreaterThanOrEqual(60);
    expect(data.rows).toHaveLength(SCREENER_PER_PAGE);
    expect(data.page).toBe(1);
    expect(data.totalPages).toBe(Math.ceil(data.total / SCREENER_PER_PAGE));
    expectSorted(
      data.rows.map((row) => row.pricePaise * (row.sharesOutstanding ?? 0)),
      'desc',
    );
  });

  it('computes P/E, P/B, ROE and revenue growth from the price and the latest financial year', async () => {
    const db = await getDb();
    // The first seeded company: other files running at the same time create and reprice companies of their own.
    const [company] = await db.select().from(companies).where(eq(companies.category, 'unlisted')).orderBy(companies.id).limit(1);
    const years = await db
      .select()
      .from(companyFundamentals)
      .where(eq(companyFundamentals.companyId, company!.id))
      .orderBy(desc(companyFundamentals.fiscalYear));
    const [latest, previous] = years;
    const { rows } = await screen({
      sector: company!.sector,
      category: 'unlisted',
      priceMin: String(company!.pricePaise / 100),
      priceMax: String(company!.pricePaise / 100),
    });
    const row = rows.find((r) => r.id === company!.id)!;
    expect(row.fiscalYear).toBe(latest!.fiscalYear);
    const price = company!.pricePaise;
    expect(row.pe).toBe(latest!.epsPaise > 0 ? round2(price / latest!.epsPaise) : null);
    expect(row.pb).toBe(latest!.bookValuePerSharePaise > 0 ? round2(price / latest!.bookValuePerSharePaise) : null);
    expect(row.roe).toBe(latest!.netWorthPaise > 0 ? round2((latest!.netProfitPaise * 100) / latest!.netWorthPaise) : null);
    expect(row.growth).toBe(round2(((latest!.revenuePaise - previous!.revenuePaise) * 100) / previous!.revenuePaise));
  });

  it('filters by sector, category and status together', async () => {
    const all = await screen();
    const sector = all.rows[0]!.sector;
    const data = await screen({ sector, category: all.rows[0]!.category, status: all.rows[0]!.status });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.rows)
      expect([row.sector, row.category, row.status]).toEqual([sector, all.rows[0]!.category, all.rows[0]!.status]);
  });

  it.each([
    ['price', (row: ScreenerRow) => row.pricePaise / 100, '100', '2000'],
    ['pe', (row: ScreenerRow) => row.pe, '5', '40'],
    ['pb', (row: ScreenerRow) => row.pb, '1', '6'],
    ['roe', (row: ScreenerRow) => row.roe, '5', '30'],
    ['growth', (row: ScreenerRow) => row.growth, '-5', '40'],
  ] as const)('keeps %s within [min, max] and leaves out companies without the figure', async (key, pick, min, max) => {
    const data = await screen({ [`${key}Min`]: min, [`${key}Max`]: max, sort: key === 'price' ? 'price' : key, dir: 'asc' });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.rows) {
      const value = pick(row);
      expect(value).not.toBeNull();
      expect(value!).toBeGreaterThanOrEqual(Number(min));
      expect(value!).toBeLessThanOrEqual(Number(max));
    }
    expectSorted(numbers(data.rows, pick), 'asc');
  });

  it('filters by valuation in crore', async () => {
    const data = await screen({ valuationMin: '500', valuationMax: '5000' });
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.rows) {
      const crore = (row.pricePaise * row.sharesOutstanding!) / 1e9;
      expect(crore).toBeGreaterThanOrEqual(500 - 0.01);
      expect(crore).toBeLessThanOrEqual(5000 + 0.01);
    }
  });

  it.each(['name', 'sector', 'price', 'change', 'pe', 'roe', 'growth'] as const)(
    'sorts by %s both ways, missing figures last',
    async (sort) => {
      for (const dir of ['asc', 'desc'] as const) {
        const { rows } = await screen({ sort, dir });
        const values = rows.map((row) =>
          sort === 'name'
            ? row.name
            : sort === 'sector'
              ? row.sector
              : sort === 'price'
                ? row.pricePaise
                : sort === 'change'
                  ? row.changePercent
                  : row[sort],
        );
        const present = values.filter((value) => value !== null);
        expect(values.slice(0, present.length)).toEqual(present);
        expectSorted(present, dir);
      }
    },
  );

  it('pages without overlap, and a page past the end shows the last page', async () => {
    const one = await screen();
    const two = await screen({ page: '2' });
    expect(two.page).toBe(2);
    expect(two.rows.filter((row) => one.rows.some((r) => r.id === row.id))).toEqual([]);
    const last = await screen({ page: '999999999999' });
    expect(last.page).toBe(one.totalPages);
    expect(last.rows.length).toBeGreaterThan(0);
  });

  it('shows nothing, not an error, when no company matches', async () => {
    const data = await screen({ priceMin: '9999999' });
    expect(data).toMatchObject({ rows: [], total: 0, page: 1, totalPages: 1 });
  });

  it.each([
    { priceMin: 'abc' },
    { peMax: '1e5' },
    { roeMin: 'NaN', roeMax: 'Infinity' },
    { priceMin: '5000', priceMax: '10' },
    { sector: 'No Such Sector' },
    { category: 'bonds', status: 'sold' },
    { sort: 'price; drop table companies', dir: 'sideways' },
    { page: '-3' },
    { page: ['2', '3'] },
    { sector: ['Technology', 'Energy'] },
  ] as Record<string, string | string[]>[])('ignores bad filters %j and answers 200', async (query) => {
    const data = await screen(query);
    expect(data.total).toBeGreaterThan(0);
  });

  it('ignores injection strings in every parameter', async () => {
    const baseline = await screen();
    for (const text of INJECTION_STRINGS) {
      const query = Object.fromEntries(
        ['sector', 'category', 'status', 'priceMin', 'peMax', 'sort', 'dir', 'page'].map((key) => [key, text]),
      );
      const data = await screen(query);
      expect(data.total).toBe(baseline.total);
    }
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { status, headers } = await call(screener, { method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/v1/common/screener/export', () => {
  it('downloads every match as UTF-8 CSV with a header row', async () => {
    const { status, bytes, text, headers } = await download();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="screener-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(CSV_HEADER);
    expect(rows.length).toBe((await screen()).total);
    for (const row of rows) {
      expect(row).toHaveLength(CSV_HEADER.length);
      expect(row[4]).toMatch(/^\d+\.\d{2}$/);
      expect(row[6]).toMatch(/^(\d+\.\d{2})?$/);
    }
  });

  it('applies the same filters and order as the page', async () => {
    const query = { sector: 'Technology', roeMin: '0', sort: 'pe', dir: 'asc' };
    const page = await screen(query);
    const [, ...rows] = parseCsv((await download(query)).text);
    expect(rows.map((row) => row[0])).toEqual(page.rows.map((row) => row.name));
    for (const row of rows) {
      expect(row[1]).toBe('Technology');
      expect(Number(row[9])).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers 200 with the filters ignored for bad values and injection strings', async () => {
    const all = parseCsv((await download()).text).length;
    for (const text of [...INJECTION_STRINGS, '=HYPERLINK("http://x")']) {
      const { status, text: csv } = await download({ sector: text, priceMin: text, sort: text, page: text });
      expect(status).toBe(200);
      expect(parseCsv(csv).length).toBe(all);
    }
  });
});
