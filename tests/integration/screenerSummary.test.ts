// The screener reads company_screener, a row per company kept by triggers in the writer's transaction:
// an operator's price change, and new or removed fundamentals, show in the next screener answer.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ScreenerResult } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { companies, companyFundamentals } from '@/lib/server/db/schema';
import { approve } from '@/lib/server/services/approvalActions';
import { updateAdminCompany } from '@/lib/server/services/companies';
import screener from '@/pages/api/v1/common/screener/index';

import { createCompany, uniqueTag } from './factories';
import { call } from './http';
import { newOperator, threeYears } from './orderFixtures';

// A sector of this file's own, so the answers hold only its companies.
const sector = `Screener Summary ${uniqueTag()}`;
const ids: number[] = [];
let operatorId: number;

beforeAll(async () => {
  operatorId = (await newOperator()).id;
});

afterAll(async () => {
  if (ids.length) await (await getDb()).delete(companies).where(inArray(companies.id, ids));
});

async function screen(query: Record<string, string> = {}) {
  const { status, body } = await call(screener, { query: { sector, ...query } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ScreenerResult;
}

async function company(pricePaise: number, sharesOutstanding = 1_000_000) {
  const row = await createCompany({ sector, pricePaise, brokerPricePaise: pricePaise - 100, sharesOutstanding });
  ids.push(row.id);
  return row;
}

describe('screener summary (company_screener)', () => {
  it("shows an operator's new price at once: price, change, valuation, ratios and the order", async () => {
    const db = await getDb();
    const cheap = await company(20_000);
    const dear = await company(30_000);
    await db.insert(companyFundamentals).values([...threeYears(cheap.id), ...threeYears(dear.id)]);
    let { rows } = await screen({ sort: 'price', dir: 'desc' });
    expect(rows.map((row) => row.id)).toEqual([dear.id, cheap.id]);
    // threeYears: EPS ₹10, book value ₹100 a share.
    expect(rows[1]).toMatchObject({ pricePaise: 20_000, pe: 20, pb: 2, changePercent: null });

    // +100%: beyond the four-eyes threshold, so a second operator approves it and it applies then.
    const proposed = await updateAdminCompany(db, operatorId, cheap.slug, { pricePaise: 40_000, partnerPricePaise: 39_900 });
    expect((await screen({ sort: 'price', dir: 'desc' })).rows[1]).toMatchObject({ id: cheap.id, pricePaise: 20_000 });
    await approve(db, await newOperator(['prices']), proposed.approval!.id);

    ({ rows } = await screen({ sort: 'price', dir: 'desc' }));
    expect(rows.map((row) => row.id)).toEqual([cheap.id, dear.id]);
    expect(rows[0]).toMatchObject({ pricePaise: 40_000, previousPricePaise: 20_000, changePercent: 100, pe: 40, pb: 4 });
    // Filters read the same summary: only the repriced company is above ₹350 now.
    expect((await screen({ priceMin: '350' })).rows.map((row) => row.id)).toEqual([cheap.id]);
    expect((await screen({ peMin: '35', sort: 'pe' })).rows.map((row) => row.id)).toEqual([cheap.id]);
    expect((await screen({ sort: 'valuation', dir: 'desc' })).rows.map((row) => row.id)).toEqual([cheap.id, dear.id]);
    expect((await screen({ sort: 'change', dir: 'desc' })).rows.map((row) => row.id)).toEqual([cheap.id, dear.id]);
  });

  it('follows fundamentals as they are added, changed and removed', async () => {
    const db = await getDb();
    const plain = await company(50_000);
    let [row] = (await screen({ priceMin: '500', priceMax: '500' })).rows;
    expect(row).toMatchObject({ id: plain.id, fiscalYear: null, pe: null, growth: null });

    await db.insert(companyFundamentals).values(threeYears(plain.id));
    [row] = (await screen({ priceMin: '500', priceMax: '500' })).rows;
    expect(row).toMatchObject({ id: plain.id, fiscalYear: 'FY2025', pe: 50, roe: 20, growth: 0 });

    await db
      .update(companyFundamentals)
      .set({ revenuePaise: 1.25e12 })
      .where(and(eq(companyFundamentals.companyId, plain.id), eq(companyFundamentals.fiscalYear, 'FY2025')));
    [row] = (await screen({ priceMin: '500', priceMax: '500' })).rows;
    expect(row!.growth).toBe(25);

    await db.delete(companyFundamentals).where(eq(companyFundamentals.companyId, plain.id));
    [row] = (await screen({ priceMin: '500', priceMax: '500' })).rows;
    expect(row).toMatchObject({ id: plain.id, fiscalYear: null, pe: null, pb: null, roe: null, growth: null });
  });

  it('drops a deleted company from the screener', async () => {
    const gone = await company(60_000);
    expect((await screen({ priceMin: '600', priceMax: '600' })).rows.map((row) => row.id)).toEqual([gone.id]);
    await (await getDb()).delete(companies).where(eq(companies.id, gone.id));
    expect((await screen({ priceMin: '600', priceMax: '600' })).total).toBe(0);
  });
});
