// The screener's query language against the real database: results agree with the same condition worked
// out in JavaScript and with the range filters; bad, huge and hostile queries get a 400 naming the position.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { defaultFilters, RANGE_FIELDS, RANGE_KEYS, SCREENER_PER_PAGE, type ScreenerFilters, type ScreenerRow } from '@/lib/screener';
import { rangesToQuery } from '@/lib/screenerQuery';
import { getDb } from '@/lib/server/db/client';
import { screenAll } from '@/lib/server/services/screener';
import { companiesMatching } from '@/lib/server/services/screenerQuery';
import screener from '@/pages/api/v1/common/screener/index';

import { call } from './http';
import { download, parseCsv } from './screenerCsv';

async function everyCompany(): Promise<ScreenerRow[]> {
  return screenAll(await getDb(), defaultFilters());
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const price = (row: ScreenerRow) => row.pricePaise / 100;

async function refusal(q: string) {
  const { status, body } = await call(screener, { query: { q } });
  expect(status, JSON.stringify(body)).toBe(400);
  return { code: body.code, errors: { q: body.errors?.q ?? '' } };
}

describe('GET /api/v1/common/screener?q=', () => {
  it('answers the companies the query matches, the same ones JavaScript finds', async () => {
    const all = await everyCompany();
    const cases: [string, (row: ScreenerRow) => boolean][] = [
      ['P/E < 20 AND ROE > 10', (r) => r.pe !== null && r.pe < 20 && r.roe !== null && r.roe > 10],
      ['Price to earning < 15 OR Revenue growth >= 30', (r) => (r.pe !== null && r.pe < 15) || (r.growth !== null && r.growth >= 30)],
      ['NOT (P/E > 25)', (r) => !(r.pe !== null && r.pe > 25)],
      ['Price / Book value < 3', (r) => r.pb !== null && r.pb !== 0 && price(r) / (price(r) / r.pb) < 3],
      ['Price * 2 - 100 > 500', (r) => price(r) * 2 - 100 > 500],
      ['Category = "PRE-IPO" OR Status != "Available"', (r) => r.category === 'pre-ipo' || r.status !== 'Available'],
      ['Name CONTAINS "tech"', (r) => r.name.toLowerCase().includes('tech')],
      ['Price / 0 > 1 OR ROE = -1', (r) => r.roe === -1],
    ];
    for (const [q, keep] of cases) {
      const expected = ids(all.filter(keep));
      expect(ids(await screenAll(await getDb(), { ...defaultFilters(), q })), q).toEqual(expected);
      expect(await companiesMatching(await getDb(), q), q).toEqual(expected);
    }
    expect(all.filter((r) => r.pe !== null && r.pe < 20 && r.roe !== null && r.roe > 10).length).toBeGreaterThan(0);
  });

  it('pages and counts a query with the other filters ANDed', async () => {
    const all = await everyCompany();
    const sector = all[0]!.sector;
    const { status, body } = await call(screener, { query: { q: 'Price > 0', sector, sort: 'name', dir: 'asc' } });
    expect(status).toBe(200);
    const data = body.data as { rows: ScreenerRow[]; total: number; filters: ScreenerFilters };
    const expected = all.filter((r) => r.sector === sector && r.pricePaise > 0);
    expect(data.total).toBe(expected.length);
    expect(data.rows.map((r) => r.name)).toEqual(
      expected
        .map((r) => r.name)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, SCREENER_PER_PAGE),
    );
    expect(data.filters.q).toBe('Price > 0');
  });

  it('agrees with the range filters on the same conditions (random filters, written as a query)', async () => {
    const db = await getDb();
    const all = await everyCompany();
    let seed = 24;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const figure = (row: ScreenerRow, key: (typeof RANGE_KEYS)[number]) =>
      key === 'price' ? price(row) : key === 'valuation' ? null : { pe: row.pe, pb: row.pb, roe: row.roe, growth: row.growth }[key];
    for (let round = 0; round < 25; round++) {
      const filters = defaultFilters();
      if (random() < 0.3) filters.sector = all[Math.floor(random() * all.length)]!.sector;
      if (random() < 0.2) filters.status = 'Available';
      for (const key of RANGE_KEYS) {
        if (random() < 0.6) continue;
        // Bounds at figures that exist, so equality at a bound is tested too.
        const values = all.map((row) => figure(row, key)).filter((value): value is number => value !== null);
        const pick = () => (values.length && random() < 0.7 ? values[Math.floor(random() * values.length)]! : Math.round(random() * 100));
        const [a, b] = [pick(), pick()].sort((x, y) => x - y);
        const { min, max } = RANGE_FIELDS[key];
        filters.ranges[key] = { min: random() < 0.8 ? Math.max(min, a!) : null, max: random() < 0.8 ? Math.min(max, b!) : null };
      }
      if (random() < 0.3) filters.ranges.valuation = { min: Math.round(random() * 500), max: null };
      const q = rangesToQuery(filters);
      if (!q) continue;
      const byRanges = ids(await screenAll(db, filters));
      expect(await companiesMatching(db, q), q).toEqual(byRanges);
    }
  });

  it.each([
    ['Revnue growth > 10', "unknown column 'Revnue growth' at 1:1 — did you mean 'Revenue growth'?"],
    ['Price >', 'unexpected end of query at 1:8 — expected a column, a number, a quoted text, NOT or ('],
    ['Sector > "A"', "text cannot be compared with '>' at 1:8 — expected =, != or CONTAINS"],
    ['(P/E < 5 AND (ROE > 1', "unexpected end of query at 1:22 — expected AND, OR or ')' to close the '(' at 1:14"],
  ])('refuses %j with 400 and the position on errors.q', async (q, message) => {
    const body = await refusal(q);
    expect(body.code).toBe('validation');
    expect(body.errors.q).toBe(message);
  });

  it('refuses huge and deeply nested queries with 400, never a 500', async () => {
    expect((await refusal(`${'('.repeat(300)}Price > 1${')'.repeat(300)}`)).errors.q).toMatch(
      /^query too long \(609 characters\) at 1:501/,
    );
    expect((await refusal(`${'('.repeat(40)}Price > 1${')'.repeat(40)}`)).errors.q).toMatch(/^query nested too deeply at 1:13/);
    expect((await refusal(`Price${' * 999999999999999'.repeat(24)} > 1`)).errors.q).toMatch(/out of range at 1:1/);
  });

  it('treats SQL in strings as text to compare, and the tables are still there', async () => {
    const db = await getDb();
    const before = await db.execute(sql`select count(*)::int as n from companies`);
    for (const q of [`Sector CONTAINS "%' OR '1'='1"`, `Name CONTAINS 'a"); delete from companies; --'`]) {
      const { status, body } = await call(screener, { query: { q } });
      expect(status, q).toBe(200);
      expect((body.data as { total: number }).total).toBe(0);
    }
    // With `=`, a name no company has is refused, and the text comes back as it was typed.
    for (const name of [`x'; DROP TABLE companies; --`, `a"); delete from companies; --`]) {
      const q = name.includes('"') ? `Name = '${name}'` : `Name = "${name}"`;
      expect((await refusal(q)).errors.q, q).toMatch(new RegExp(`^no company has Name "${name.replace(/[()]/g, '\\$&')}" — `));
    }
    expect(await db.execute(sql`select count(*)::int as n from companies`)).toMatchObject({ rows: before.rows });
  });
});

describe('GET /api/v1/common/screener?q= with a text no company has', () => {
  it('refuses Sector = "Fintech" with 400, naming the nearest sectors companies have', async () => {
    const { status, body } = await call(screener, { query: { q: 'Sector = "Fintech"' } });
    expect(status).toBe(400);
    expect(body.code).toBe('validation');
    expect(body.errors?.q).toBe('no company has Sector "Fintech" — did you mean "Financial Services", "Technology"?');
    expect(body.message).toBe(`The screener query cannot run: ${body.errors?.q}`);
  });

  it('checks = under AND, OR and NOT, either way round, on every text column', async () => {
    expect((await refusal('P/E < 30 AND (Status = "Available" OR NOT "Helthcare" = Sector)')).errors.q).toBe(
      'no company has Sector "Helthcare" — did you mean "Healthcare"?',
    );
    expect((await refusal('Category = "preipo"')).errors.q).toBe('no company has Category "preipo" — did you mean "pre-ipo"?');
    expect((await refusal('Status = "Sold"')).errors.q).toBe('no company has Status "Sold" — did you mean "Sold Out"?');
    expect((await refusal('Financial year = "FY1990"')).errors.q).toMatch(/^no company has Financial year "FY1990" — .*"FY2025"/);
  });

  it('still matches a known text in any case, and CONTAINS of an unknown text is an empty result', async () => {
    const all = await everyCompany();
    const technology = all.filter((r) => r.sector === 'Technology');
    expect(technology.length).toBeGreaterThan(0);
    for (const q of ['Sector = "technology"', 'Sector = "TECHNOLOGY"']) {
      const { status, body } = await call(screener, { query: { q } });
      expect(status, q).toBe(200);
      expect((body.data as { total: number }).total, q).toBe(technology.length);
    }
    const { status, body } = await call(screener, { query: { q: 'Sector CONTAINS "Fintech"' } });
    expect(status).toBe(200);
    expect((body.data as { total: number }).total).toBe(0);
    // != of an unknown text is every company with the column: not refused.
    expect((await call(screener, { query: { q: 'Sector != "Fintech"' } })).status).toBe(200);
  });

  it('refuses the CSV export of such a query too', async () => {
    expect((await download({ q: 'Sector = "Fintech"' })).status).toBe(400);
  });
});

describe('GET /api/v1/common/screener/export?q=', () => {
  it('downloads exactly the companies the query matches', async () => {
    const q = 'ROE > 5 AND NOT Category = "startup"';
    const { status, text } = await download({ q, sort: 'name', dir: 'asc' });
    expect(status).toBe(200);
    const [, ...rows] = parseCsv(text);
    const all = await everyCompany();
    const expected = all.filter((r) => r.roe !== null && r.roe > 5 && r.category !== 'startup').map((r) => r.name);
    // A name that starts like a formula is written behind an apostrophe (the CSV's guard against formula injection).
    const names = rows.map((row) => (row[0] ?? '').replace(/^'(?=[=+\-@])/, ''));
    expect(names.sort()).toEqual(expected.sort());
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a bad query with 400', async () => {
    expect((await download({ q: 'Prce > 1' })).status).toBe(400);
  });
});
