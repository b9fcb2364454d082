import { asc, eq, ilike, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

export interface CompanySearchResult {
  id: number;
  name: string;
  logo: string | null;
  urlName: string;
  slug: string;
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchCompanies(db: Db, options: { name?: string; page: number; limit: number }) {
  const where = options.name ? ilike(companies.name, `%${escapeLike(options.name)}%`) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, logo: companies.logo, urlName: companies.urlName, slug: companies.slug })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.$count(companies, where),
  ]);
  return { result: rows satisfies CompanySearchResult[], total, page: options.page, limit: options.limit };
}

const cardColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  logo: companies.logo,
  sector: companies.sector,
  status: companies.status,
  pricePaise: companies.pricePaise,
  previousPricePaise: companies.previousPricePaise,
  priceUpdatedAt: companies.priceUpdatedAt,
};

export type CompanyCard = Omit<Awaited<ReturnType<typeof topCompanies>>[number], 'priceUpdatedAt'> & {
  priceUpdatedAt: string;
};

/** The home page's ranked companies. */
export function topCompanies(db: Db, limit: number) {
  return db
    .select(cardColumns)
    .from(companies)
    .where(isNotNull(companies.rank))
    .orderBy(asc(companies.rank))
    .limit(limit);
}

export async function companyBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ?? null;
}
