// A price point's day is India's day: a change at 04:09 IST on 26 Nov (22:39 UTC on 25 Nov) is the
// point of 26 Nov, the day the company page's "Last updated" and the chart's axis say (issue 25).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companyPrices } from '@/lib/server/db/schema';
import { recordPricePoint } from '@/lib/server/services/companies';

import { newCompany } from './orderFixtures';

describe('recordPricePoint', () => {
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
});
