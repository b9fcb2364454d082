// A company's price history: as of a day (reports, partners' assets), and in full with each change's
// source and note (the public price-history API and CSV).
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, companyPrices } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/httpError';
import { paiseToRupees, toCsv } from '@/lib/reports/csv';
import { publishedCompany } from '@/lib/server/services/companies';

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

/** A company's whole price history, oldest first, each day with where its price came from (null before sources were kept). */
export async function priceHistory(db: Db, slug: string) {
  const [company] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(and(eq(companies.slug, slug.toLowerCase()), publishedCompany()))
    .limit(1);
  if (!company) throw notFound('No company has this address.');
  const prices = await db
    .select({ day: companyPrices.day, pricePaise: companyPrices.pricePaise, source: companyPrices.source, note: companyPrices.note })
    .from(companyPrices)
    .where(eq(companyPrices.companyId, company.id))
    .orderBy(asc(companyPrices.day));
  return { slug: company.slug, name: company.name, prices };
}

export const PRICE_HISTORY_CSV_HEADER = ['day', 'pricePaise', 'priceRupees', 'source', 'note'] as const;

export function priceHistoryCsv(history: Awaited<ReturnType<typeof priceHistory>>): string {
  return toCsv([
    PRICE_HISTORY_CSV_HEADER,
    ...history.prices.map((point) => [point.day, point.pricePaise, paiseToRupees(point.pricePaise), point.source, point.note]),
  ]);
}
