// A company's price history as of a day.
import { and, desc, inArray, lte } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companyPrices } from '@/lib/server/db/schema';

/** Each company's latest price history row on or before `day` (YYYY-MM-DD); companies with none are absent. */
export function latestPricesOn(db: Db, companyIds: number[], day: string) {
  return db
    .selectDistinctOn([companyPrices.companyId], {
      companyId: companyPrices.companyId,
      day: companyPrices.day,
      pricePaise: companyPrices.pricePaise,
    })
    .from(companyPrices)
    .where(and(inArray(companyPrices.companyId, companyIds), lte(companyPrices.day, day)))
    .orderBy(companyPrices.companyId, desc(companyPrices.day));
}
