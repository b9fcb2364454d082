// Holdings elsewhere and the net-worth view (issue 24), and the portfolio's numbers that add up (issue 25):
// invested with the charges paid, realised P&L from the capital-gains statement's FIFO, the value at the
// buy-back quote; and nothing held elsewhere reaching orders, statements or tax reports.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { externalHoldings, orders } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { istDate } from '@/lib/reports/dates';
import { financialYear, financialYearOf } from '@/lib/reports/financialYear';
import { capitalGainsParts } from '@/lib/server/services/reports';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';
import externalOne from '@/pages/api/v1/user/portfolio/external/[id]';
import externalImport from '@/pages/api/v1/user/portfolio/external/import';
import external from '@/pages/api/v1/user/portfolio/external/index';
import portfolio from '@/pages/api/v1/user/portfolio/index';
import reports from '@/pages/api/v1/user/reports/[kind]';

import { call, csvLines, download, HIDDEN_IN_CELLS, sendForm } from './http';
import { buy, newCompany, newInvestor, newOperator, sellShares, type TestCompany, type TestInvestor } from './orderFixtures';

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

type Portfolio = {
  holdings: {
    slug: string;
    quantity: number;
    investedPaise: number;
    chargesPaise: number;
    valuePaise: number;
    buybackValuePaise: number | null;
    realisedPaise: number;
    realisedFyPaise: number;
  }[];
  totals: { investedPaise: number; valuePaise: number; buybackValuePaise: number };
  realised: { financialYear: string; totalPaise: number; fyToDatePaise: number };
  netWorth: {
    totalPaise: number;
    costPaise: number;
    gainPaise: number;
    byAssetClass: { assetClass: string; label: string; valuePaise: number; costPaise: number; share: number }[];
    byCompany: { company: string; valuePaise: number; share: number }[];
    xirr: number | null;
    cashFlows: { on: string; amountPaise: number; label: string }[];
  };
};

async function portfolioOf(investor: TestInvestor): Promise<Portfolio> {
  const res = await call(portfolio, { headers: investor.headers });
  expect(res.status).toBe(200);
  return res.body.data as Portfolio;
}

const fund = {
  assetClass: 'fund',
  name: 'Nifty 50 index fund',
  isin: 'INF204K01XZ7',
  quantity: '125.50',
  costPaise: 25_000_000,
  acquiredOn: '2022-06-01',
  valuePaise: 31_200_000,
  valueAsOf: '2026-11-01',
  valueSource: 'Fund statement',
};
const flat = {
  assetClass: 'real_estate',
  name: 'Flat in Pune',
  costPaise: 500_000_000,
  acquiredOn: '2019-01-15',
  valuePaise: 650_000_000,
  valueAsOf: '2026-10-01',
};

const add = (investor: TestInvestor, body: unknown, headers: Record<string, string> = {}) =>
  call(external, { method: 'POST', headers: { ...investor.headers, ...headers }, body });

describe('holdings elsewhere: the API', () => {
  let investor: TestInvestor;
  let other: TestInvestor;
  beforeAll(async () => {
    investor = await newInvestor();
    other = await newInvestor();
  });

  it('adds a holding (201) with its quantity as a decimal string, lists only the owner’s, and replays an Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await add(investor, fund, { 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const created = first.body.data as { id: number; quantity: string; isin: string; assetClassLabel: string; gainPaise: number };
    expect(created).toMatchObject({
      quantity: '125.5',
      isin: 'INF204K01XZ7',
      assetClassLabel: 'Mutual funds and ETFs',
      gainPaise: 6_200_000,
    });
    const again = await add(investor, fund, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.data as { id: number }).id).toBe(created.id);

    const mine = await call(external, { headers: investor.headers });
    expect((mine.body.data as { result: { id: number }[] }).result.map((row) => row.id)).toEqual([created.id]);
    const theirs = await call(external, { headers: other.headers });
    expect((theirs.body.data as { result: unknown[] }).result).toEqual([]);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fund, assetClass: 'crypto' }, 'assetClass'],
      [{ ...fund, name: '' }, 'name'],
      [{ ...fund, isin: 'INF204K01XZ8' }, 'isin'],
      [{ ...fund, quantity: '-3' }, 'quantity'],
      [{ ...fund, quantity: '1.23456' }, 'quantity'],
      [{ ...fund, costPaise: -1 }, 'costPaise'],
      [{ ...fund, costPaise: 12.5 }, 'costPaise'],
      [{ ...fund, acquiredOn: '2099-01-01' }, 'acquiredOn'],
      [{ ...fund, acquiredOn: '2024-02-30' }, 'acquiredOn'],
      [{ ...fund, valueAsOf: '2022-05-01' }, 'valueAsOf'],
      [{ ...fund, companyId: 1 }, 'companyId'],
      [{ ...fund, assetClass: 'unlisted', companyId: 2_000_000_000 }, 'companyId'],
    ];
    for (const [body, field] of cases) {
      const res = await add(investor, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
  });

  it('changes and deletes only the owner’s holding: another investor’s id is a 404', async () => {
    const created = (await add(investor, flat)).body.data as { id: number };
    const query = { id: String(created.id) };
    expect((await call(externalOne, { method: 'PATCH', headers: other.headers, query, body: { valuePaise: 1 } })).status).toBe(404);
    expect((await call(externalOne, { method: 'DELETE', headers: other.headers, query })).status).toBe(404);

    const refused = await call(externalOne, { method: 'PATCH', headers: investor.headers, query, body: { valueAsOf: '2018-01-01' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('valueAsOf');

    const changed = await call(externalOne, { method: 'PATCH', headers: investor.headers, query, body: { valuePaise: 700_000_000 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ valuePaise: 700_000_000, valueSource: 'Your estimate', name: 'Flat in Pune' });

    expect((await call(externalOne, { method: 'DELETE', headers: investor.headers, query })).status).toBe(200);
    expect((await call(externalOne, { method: 'DELETE', headers: investor.headers, query })).status).toBe(404);
  });

  it('a change sends null to clear an optional field; a field left out or blank stays as it was', async () => {
    const created = (await add(investor, fund)).body.data as { id: number };
    const query = { id: String(created.id) };
    const patch = (body: unknown) => call(externalOne, { method: 'PATCH', headers: investor.headers, query, body });
    const kept = await patch({ isin: '', name: 'Nifty 50 index fund (direct)' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ isin: 'INF204K01XZ7', quantity: '125.5', valueSource: 'Fund statement' });
    const cleared = await patch({ isin: null, quantity: null, valueSource: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({
      isin: null,
      quantity: null,
      valueSource: 'Your estimate',
      name: 'Nifty 50 index fund (direct)',
    });
    expect((await patch({ name: null })).status).toBe(400);
  });
});

describe('holdings elsewhere: CSV import and export', () => {
  const header = 'assetClass,name,isin,companySlug,quantity,costRupees,acquiredOn,valueRupees,valueAsOf,valueSource';
  const upload = (investor: TestInvestor, text: string) =>
    sendForm(externalImport, {
      headers: investor.headers,
      files: [{ field: 'file', data: Buffer.from(text), fileName: 'h.csv', type: 'text/csv' }],
    });

  it('adds no row of a file with a bad line, and names each bad line', async () => {
    const investor = await newInvestor();
    const text = [
      header,
      'listed,Infosys,INE009A01021,,10,15000,2021-04-01,18500.50,2026-11-20,Broker statement',
      'luxury,Watch,,,,"2,00,000",2099-01-01,250000,2026-11-20,',
      'listed,Bad,INE009A01022,,10,100,2021-04-01,100,2026-11-20,',
      'unlisted,Unknown co,,no-such-company,5,100,2021-04-01,100,2026-11-20,',
    ].join('\r\n');
    const res = await upload(investor, text);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['line 3', 'line 4', 'line 5']);
    expect(res.body.errors?.['line 3']).toMatch(/^acquiredOn:/);
    expect(res.body.errors?.['line 4']).toMatch(/^isin:/);
    const db = await getDb();
    expect(await db.select().from(externalHoldings).where(eq(externalHoldings.userId, investor.id))).toEqual([]);
  });

  it.each(HIDDEN_IN_CELLS)('refuses a file with %s in a cell: 400 naming its line and column, no row added', async (_name, char) => {
    const investor = await newInvestor();
    const text = [
      header,
      'listed,Infosys,INE009A01021,,10,15000,2021-04-01,18500.50,2026-11-20,Broker statement',
      `listed,TCS,,,5,100,2021-04-01,100,2026-11-20,Broker ${char}note`,
    ].join('\r\n');
    const res = await upload(investor, text);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual({ 'line 3': `valueSource: the cell ${CELL_CHARACTER_REASON}` });
    const db = await getDb();
    expect(await db.select().from(externalHoldings).where(eq(externalHoldings.userId, investor.id))).toEqual([]);
  });

  it('imports every row of a good file, and its export imports again to the same holdings', async () => {
    const investor = await newInvestor();
    const company = await newCompany();
    const text = [
      header,
      'listed,Infosys,INE009A01021,,10,15000,2021-04-01,18500.50,2026-11-20,Broker statement',
      `unlisted,Shares bought off-platform,,${company.slug},5,"1,000",2023-04-01,1200,2026-11-20,`,
    ].join('\r\n');
    const res = await upload(investor, text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ imported: 2 });

    const exported = await download(external, { format: 'csv' }, investor.headers);
    expect(exported.status).toBe(200);
    const lines = csvLines(exported.data);
    expect(lines[0]).toBe(header);
    expect(lines).toContain('listed,Infosys,INE009A01021,,10,15000.00,2021-04-01,18500.50,2026-11-20,Broker statement');
    expect(lines).toContain(`unlisted,Shares bought off-platform,,${company.slug},5,1000.00,2023-04-01,1200.00,2026-11-20,Your estimate`);

    const twin = await newInvestor();
    expect((await upload(twin, exported.data.toString('utf8'))).status).toBe(201);
    const again = await download(external, { format: 'csv' }, twin.headers);
    expect(csvLines(again.data)).toEqual(lines);
  });
});

describe('the portfolio: invested with charges, realised P&L, buy-back value and net worth', () => {
  let investor: TestInvestor;
  let company: TestCompany;
  const fy = financialYearOf(istDate(new Date()));
  const lastFy = financialYear(Number(fy.start.slice(0, 4)) - 1);

  beforeAll(async () => {
    investor = await newInvestor();
    const operator = await newOperator();
    company = await newCompany({ available: 1000, pricePaise: 10_000, minQuantity: 10, buybackPricePaise: 9_200 });
    await buy(investor, operator, company, 100, '2024-05-02');
    await buy(investor, operator, company, 50, '2024-08-20');
    // One sale last financial year, one this year: the FY-to-date figure holds the second only.
    await sellShares(investor, operator, company, 30, lastFy.start);
    await sellShares(investor, operator, company, 40, fy.start);
  });

  it('counts the charges paid on the shares still held in "Invested", first in first out', async () => {
    const db = await getDb();
    const bought = await db.select().from(orders).where(eq(orders.userId, investor.id)).orderBy(orders.id);
    const [first, second] = bought;
    if (!first || !second) throw new Error('two orders expected');
    const charges = (order: typeof first) => order.stampDutyPaise + order.feePaise + order.gstPaise;
    expect(charges(first)).toBeGreaterThan(0);
    // 70 of the first lot are sold: 30 of its 100 stay, and all 50 of the second.
    const expected =
      Math.round((first.considerationPaise * 30) / 100) +
      Math.round((charges(first) * 30) / 100) +
      second.considerationPaise +
      charges(second);
    const { holdings, totals } = await portfolioOf(investor);
    const holding = holdings.find((h) => h.slug === company.slug);
    expect(holding).toMatchObject({ quantity: 80, investedPaise: expected });
    expect(holding?.chargesPaise).toBe(Math.round((charges(first) * 30) / 100) + charges(second));
    expect(totals.investedPaise).toBe(expected);
  });

  it('shows realised P&L per holding and in all, in all and this financial year, as the capital-gains statement has it', async () => {
    const db = await getDb();
    const thisYear = await capitalGainsParts(db, investor.id, fy);
    const previous = await capitalGainsParts(db, investor.id, lastFy);
    const gain = (parts: { gainPaise: number }[]) => parts.reduce((sum, part) => sum + part.gainPaise, 0);
    expect(thisYear.length).toBeGreaterThan(0);
    const { holdings, realised } = await portfolioOf(investor);
    const holding = holdings.find((h) => h.slug === company.slug);
    expect(holding?.realisedFyPaise).toBe(gain(thisYear));
    expect(holding?.realisedPaise).toBe(gain(thisYear) + gain(previous));
    expect(realised).toMatchObject({ financialYear: fy.label, fyToDatePaise: gain(thisYear), totalPaise: gain(thisYear) + gain(previous) });
  });

  it('values each holding at the selling price and at the buy-back quote', async () => {
    const { holdings, totals } = await portfolioOf(investor);
    const holding = holdings.find((h) => h.slug === company.slug);
    expect(holding).toMatchObject({ valuePaise: 80 * 10_000, buybackValuePaise: 80 * 9_200 });
    expect(totals.buybackValuePaise).toBe(80 * 9_200);
  });

  it('adds what is held elsewhere to the net worth: totals, asset classes, companies and cash flows add up', async () => {
    const before = await portfolioOf(investor);
    expect(before.netWorth.totalPaise).toBe(before.totals.valuePaise);
    expect(before.netWorth.byAssetClass.map((c) => c.assetClass)).toEqual(['unlisted']);

    expect((await add(investor, fund)).status).toBe(201);
    expect((await add(investor, flat)).status).toBe(201);
    const offPlatform = {
      assetClass: 'unlisted',
      companyId: company.id,
      name: 'Bought from a dealer',
      costPaise: 90_000,
      acquiredOn: '2023-01-10',
      valuePaise: 100_000,
      valueAsOf: '2026-11-01',
    };
    expect((await add(investor, offPlatform)).status).toBe(201);

    const { netWorth, totals } = await portfolioOf(investor);
    const here = totals.valuePaise;
    expect(netWorth.totalPaise).toBe(here + fund.valuePaise + flat.valuePaise + offPlatform.valuePaise);
    expect(netWorth.costPaise).toBe(totals.investedPaise + fund.costPaise + flat.costPaise + offPlatform.costPaise);
    expect(netWorth.gainPaise).toBe(netWorth.totalPaise - netWorth.costPaise);
    expect(netWorth.byAssetClass).toEqual([
      expect.objectContaining({ assetClass: 'real_estate', label: 'Real estate', valuePaise: flat.valuePaise, costPaise: flat.costPaise }),
      expect.objectContaining({ assetClass: 'fund', valuePaise: fund.valuePaise }),
      expect.objectContaining({ assetClass: 'unlisted', valuePaise: here + offPlatform.valuePaise }),
    ]);
    expect(netWorth.byAssetClass.reduce((sum, c) => sum + c.valuePaise, 0)).toBe(netWorth.totalPaise);
    expect(netWorth.byAssetClass.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(100, 1);
    // Shares of the same company, bought here and elsewhere, are one company.
    expect(netWorth.byCompany.find((c) => c.company === company.name)?.valuePaise).toBe(here + offPlatform.valuePaise);

    const flows = netWorth.cashFlows;
    expect(flows.filter((f) => f.label.includes('held elsewhere')).map((f) => [f.on, f.amountPaise])).toEqual([
      [flat.acquiredOn, -flat.costPaise],
      [fund.acquiredOn, -fund.costPaise],
      [offPlatform.acquiredOn, -offPlatform.costPaise],
    ]);
    expect(flows.at(-1)).toMatchObject({ on: istDate(new Date()), amountPaise: netWorth.totalPaise });
    expect(flows.filter((f) => /^Bought .* here /.test(f.label)).length).toBe(2);
    expect(flows.filter((f) => /^Sold .* here /.test(f.label)).length).toBe(2);
    expect(netWorth.xirr).not.toBeNull();
  });
});

describe('nothing held elsewhere reaches statements or tax reports', () => {
  it('leaves the holdings, capital-gains and transactions statements byte for byte as they were', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const company = await newCompany({ pricePaise: 10_000, minQuantity: 10 });
    await buy(investor, operator, company, 20, '2025-01-10');
    await sellShares(investor, operator, company, 10, '2025-06-10');
    const statements: Record<string, string>[] = [
      { kind: 'holdings', format: 'csv', date: istDate(new Date()) },
      { kind: 'capital-gains', format: 'csv', fy: '2025-26' },
      { kind: 'transactions', format: 'csv' },
    ];
    const read = () => Promise.all(statements.map((query) => download(reports, query, investor.headers)));
    const before = await read();
    for (const res of before) expect(res.status).toBe(200);
    expect((await add(investor, { ...fund, assetClass: 'unlisted', companyId: company.id, isin: undefined })).status).toBe(201);
    expect((await add(investor, flat)).status).toBe(201);
    const after = await read();
    expect(after.map((res) => res.data.toString('utf8'))).toEqual(before.map((res) => res.data.toString('utf8')));
  });
});
