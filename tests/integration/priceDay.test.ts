// The price history is what every change is measured from (issue 25). A point's day is India's day: a
// change at 04:09 IST on 26 Nov (22:39 UTC on 25 Nov) is the point of 26 Nov, the day the company page's
// "Last updated" and the chart's axis say. A mistyped price that is corrected leaves no trace in the
// "1W" change: it is measured from the history's point a week back, and a correction replaces the
// mistaken point instead of adding one.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, companies, companyPrices } from '@/lib/server/db/schema';
import { approve } from '@/lib/server/services/approvalActions';
import { recordPricePoint, refreshWeeklyChanges, updateAdminCompany } from '@/lib/server/services/companies';
import { PRICE_CORRECTION_WITHOUT_PRICE } from '@/lib/validations/orders';
import companyRoute from '@/pages/api/v1/admin/companies/[slug]';

import { createCompany } from './factories';
import { call } from './http';
import { newCompany, newOperator } from './orderFixtures';

const figures = async (id: number) => {
  const db = await getDb();
  const [row] = await db
    .select({ pricePaise: companies.pricePaise, previousPricePaise: companies.previousPricePaise })
    .from(companies)
    .where(eq(companies.id, id));
  const [points] = await db.select({ n: count() }).from(companyPrices).where(eq(companyPrices.companyId, id));
  const [latest] = await db
    .select({ pricePaise: companyPrices.pricePaise, note: companyPrices.note })
    .from(companyPrices)
    .where(eq(companyPrices.companyId, id))
    .orderBy(desc(companyPrices.day))
    .limit(1);
  return { ...row, points: points?.n, latest };
};

/** A price change by an operator, approved by a second one where four eyes ask for it. */
async function setPrice(
  slug: string,
  body: { pricePaise: number; partnerPricePaise?: number; priceNote: string; priceCorrection?: boolean },
) {
  const db = await getDb();
  const proposed = await updateAdminCompany(db, (await newOperator(['prices'])).id, slug, body);
  if (proposed.approval) await approve(db, await newOperator(['prices']), proposed.approval.id);
}

describe('the price history', () => {
  it('files a change made after 18:30 UTC under the next day, India’s, and replaces that day’s point', async () => {
    const company = await newCompany();
    const db = await getDb();
    const point = (day: string) =>
      db
        .select({ pricePaise: companyPrices.pricePaise, note: companyPrices.note })
        .from(companyPrices)
        .where(and(eq(companyPrices.companyId, company.id), eq(companyPrices.day, day)));

    await db.transaction((tx) =>
      recordPricePoint(tx, company.id, new Date('2030-11-25T22:39:00Z'), { pricePaise: 1_359_000, source: 'dealer_quote', note: 'typo' }),
    );
    expect(await point('2030-11-25')).toEqual([]);
    expect(await point('2030-11-26')).toEqual([{ pricePaise: 1_359_000, note: 'typo' }]);

    await db.transaction((tx) =>
      recordPricePoint(tx, company.id, new Date('2030-11-26T18:29:00Z'), { pricePaise: 135_900, source: 'dealer_quote', note: 'fixed' }),
    );
    expect(await point('2030-11-26')).toEqual([{ pricePaise: 135_900, note: 'fixed' }]);
  });

  it('measures the weekly change from a week back; a corrected typo leaves no −90% behind', async () => {
    // Two years of weekly points at ₹1,400.
    const company = await newCompany({ pricePaise: 140_000 });
    const before = await figures(company.id);

    // The partner price typed with the same slip (alone, the investor price would fall foul of the partner price's floor).
    await setPrice(company.slug, { pricePaise: 1_359_000, partnerPricePaise: 1_300_000, priceNote: 'Typo: ₹13,590' });
    expect(await figures(company.id)).toMatchObject({ pricePaise: 1_359_000, previousPricePaise: 140_000 });

    await setPrice(company.slug, { pricePaise: 135_900, partnerPricePaise: 130_000, priceNote: 'Meant ₹1,359', priceCorrection: true });
    const corrected = await figures(company.id);
    // −2.93% over the week, not −90% from the mistake; the mistaken point is gone, not followed by another.
    expect(corrected).toMatchObject({
      pricePaise: 135_900,
      previousPricePaise: 140_000,
      latest: { pricePaise: 135_900, note: 'Meant ₹1,359' },
    });
    expect(corrected.points).toBe((before.points ?? 0) + 1);
    const actions = await (
      await getDb()
    )
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, company.slug)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('company.'))).toEqual([
      'company.update',
      'company.price_correct',
    ]);

    // Eight days on, today's point is more than a week old: the change is measured from it (0%).
    expect(await refreshWeeklyChanges(await getDb(), new Date(Date.now() + 8 * 86_400_000), [company.id])).toBe(1);
    expect(await figures(company.id)).toMatchObject({ pricePaise: 135_900, previousPricePaise: 135_900 });
    expect(await refreshWeeklyChanges(await getDb(), new Date(Date.now() + 8 * 86_400_000), [company.id])).toBe(0);
  });

  it('falls back to the price before the change where the history does not reach back a week', async () => {
    const company = await createCompany({ pricePaise: 20_000, brokerPricePaise: 19_000 });
    await setPrice(company.slug, { pricePaise: 21_000, priceNote: 'New quote' });
    expect(await figures(company.id)).toMatchObject({ pricePaise: 21_000, previousPricePaise: 20_000, points: 1 });
    await setPrice(company.slug, { pricePaise: 20_500, priceNote: 'Meant ₹205', priceCorrection: true });
    expect(await figures(company.id)).toMatchObject({ pricePaise: 20_500, previousPricePaise: 20_000, points: 1 });
  });

  it('refuses a correction without a price, per field', async () => {
    const company = await newCompany();
    const operator = await newOperator(['prices']);
    const response = await call(companyRoute, {
      method: 'PATCH',
      query: { slug: company.slug },
      headers: operator.headers,
      body: { status: 'sold_out', priceCorrection: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ priceCorrection: PRICE_CORRECTION_WITHOUT_PRICE });
  });
});
