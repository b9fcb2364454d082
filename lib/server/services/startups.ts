// Startups: companies in the 'startup' category with their funding stage, amount raised and ticket size.
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

export const STARTUPS_PER_PAGE = 12;
const MAX_PAGE = 1000;

export interface StartupFilters {
  stage: string | null;
  sector: string | null;
  page: number;
}

const isStartup = eq(companies.category, 'startup');

/** The stages and sectors startups actually have, for the filter lists. */
export async function startupFilterOptions(db: Db) {
  const [stages, sectors] = await Promise.all([
    db.selectDistinct({ value: companies.stage }).from(companies).where(and(isStartup, isNotNull(companies.stage))).orderBy(asc(companies.stage)),
    db.selectDistinct({ value: companies.sector }).from(companies).where(isStartup).orderBy(asc(companies.sector)),
  ]);
  return { stages: stages.flatMap((row) => (row.value === null ? [] : [row.value])), sectors: sectors.map((row) => row.value) };
}

type Query = Partial<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Filters from the URL; anything unknown is ignored and the page is clamped, as on the screener. */
export function parseStartupFilters(query: Query, options: { stages: string[]; sectors: string[] }): StartupFilters {
  const stage = first(query.stage);
  const sector = first(query.sector);
  const page = first(query.page);
  return {
    stage: options.stages.includes(stage) ? stage : null,
    sector: options.sectors.includes(sector) ? sector : null,
    page: /^\d{1,20}$/.test(page) ? Math.min(MAX_PAGE, Math.max(1, Number(page))) : 1,
  };
}

export async function listStartups(db: Db, filters: StartupFilters) {
  const where = and(
    isStartup,
    filters.stage ? eq(companies.stage, filters.stage) : undefined,
    filters.sector ? eq(companies.sector, filters.sector) : undefined,
  ) as SQL;
  const total = await db.$count(companies, where);
  const totalPages = Math.max(1, Math.ceil(total / STARTUPS_PER_PAGE));
  const page = Math.min(filters.page, totalPages);
  const rows = await db
    .select({
      slug: companies.slug,
      name: companies.name,
      logo: companies.logo,
      sector: companies.sector,
      stage: companies.stage,
      amountRaisedPaise: companies.amountRaisedPaise,
      minInvestmentPaise: companies.minInvestmentPaise,
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(STARTUPS_PER_PAGE)
    .offset((page - 1) * STARTUPS_PER_PAGE);
  return { rows, total, page, totalPages };
}

export async function startupBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: companies.slug,
      name: companies.name,
      logo: companies.logo,
      sector: companies.sector,
      status: companies.status,
      about: companies.about,
      founded: companies.founded,
      headquarters: companies.headquarters,
      management: companies.management,
      stage: companies.stage,
      amountRaisedPaise: companies.amountRaisedPaise,
      minInvestmentPaise: companies.minInvestmentPaise,
      pricePaise: companies.pricePaise,
      minQuantity: companies.minQuantity,
    })
    .from(companies)
    .where(and(eq(companies.slug, slug), isStartup))
    .limit(1);
  return row ?? null;
}
