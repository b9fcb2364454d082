// Startups: companies in the 'startup' category with their funding stage, amount raised and ticket size.
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';

import { oneOf, pageNumber, type RawQuery } from '@/lib/query';
import type { Db } from '@/lib/server/db/client';
import { companies, contactMessages } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/httpError';
import { publishedCompany } from '@/lib/server/services/companies';
import { STARTUP_ENQUIRY_SUBJECT_PREFIX, STARTUP_GONE_MESSAGE, type StartupEnquiryInput } from '@/lib/validations/startupEnquiry';

export const STARTUPS_PER_PAGE = 12;
const MAX_PAGE = 1000;

export interface StartupFilters {
  stage: string | null;
  sector: string | null;
  page: number;
}

export const isStartup = eq(companies.category, 'startup');
/** A startup the public pages show (drafts wait in the console, lib/server/services/startupDesk.ts). */
const listedStartup = () => and(isStartup, publishedCompany());

/** The stages and sectors startups actually have, for the filter lists. */
export async function startupFilterOptions(db: Db) {
  const [stages, sectors] = await Promise.all([
    db
      .selectDistinct({ value: companies.stage })
      .from(companies)
      .where(and(listedStartup(), isNotNull(companies.stage)))
      .orderBy(asc(companies.stage)),
    db.selectDistinct({ value: companies.sector }).from(companies).where(listedStartup()).orderBy(asc(companies.sector)),
  ]);
  return { stages: stages.flatMap((row) => (row.value === null ? [] : [row.value])), sectors: sectors.map((row) => row.value) };
}

/** Filters from the URL; anything unknown is ignored and the page is clamped, as on the screener. */
export function parseStartupFilters(query: RawQuery, options: { stages: string[]; sectors: string[] }): StartupFilters {
  return {
    stage: oneOf(options.stages, query.stage),
    sector: oneOf(options.sectors, query.sector),
    page: pageNumber(query.page, { max: MAX_PAGE, maxDigits: 20 }),
  };
}

/** The columns a startup card shows (home page, startups list). */
export const startupCardColumns = {
  slug: companies.slug,
  name: companies.name,
  logo: companies.logo,
  sector: companies.sector,
  stage: companies.stage,
  minInvestmentPaise: companies.minInvestmentPaise,
};

export async function listStartups(db: Db, filters: StartupFilters) {
  const where = and(
    listedStartup(),
    filters.stage ? eq(companies.stage, filters.stage) : undefined,
    filters.sector ? eq(companies.sector, filters.sector) : undefined,
  ) as SQL;
  const total = await db.$count(companies, where);
  const totalPages = Math.max(1, Math.ceil(total / STARTUPS_PER_PAGE));
  const page = Math.min(filters.page, totalPages);
  const rows = await db
    .select({ ...startupCardColumns, amountRaisedPaise: companies.amountRaisedPaise })
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
    .where(and(eq(companies.slug, slug), listedStartup()))
    .limit(1);
  return row ?? null;
}

/**
 * An enquiry about one startup. It goes to the contact inbox the team already reads, with the
 * startup named in the subject; the startup must still be listed.
 */
export async function saveStartupEnquiry(db: Db, input: StartupEnquiryInput) {
  const [startup] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(and(eq(companies.slug, input.startup.toLowerCase()), listedStartup()))
    .limit(1);
  if (!startup) throw badRequest(STARTUP_GONE_MESSAGE, { startup: STARTUP_GONE_MESSAGE });
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      subject: `${STARTUP_ENQUIRY_SUBJECT_PREFIX}${startup.name} (${startup.slug})`,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('The enquiry was not stored.');
  return { id: row.id };
}
