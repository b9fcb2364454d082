// The public content every site starts with: fictional companies with price history, fundamentals and
// platform inventory, articles, glossary, FAQs, webcasts, real-estate listings, career openings and
// knowledge-base articles. No account of any role: the demo accounts are demoAccounts.ts's, only when
// asked. Idempotent: rows that already exist (by their unique keys) are left alone, and per-company
// history is only written for companies inserted in the same run.
import { count, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { logger } from '@/lib/server/logger';

import type { Db } from './types';
import {
  articles,
  careerOpenings,
  cartItems,
  companies,
  companyFundamentals,
  companyPrices,
  faqs,
  glossaryTerms,
  ipoMilestones,
  knowledgeArticles,
  kycRecords,
  operators,
  partners,
  realEstateListings,
  users,
  webcasts,
} from './schema';
import { buildArticles } from './seedData/articles';
import { buildCareerOpenings } from './seedData/careers';
import { buildCompanies, type CompanySeed } from './seedData/companies';
import { buildFaqs, buildGlossary, buildWebcasts } from './seedData/content';
import { buildIpoMilestones } from './seedData/ipo';
import { KNOWLEDGE_ARTICLES } from './seedData/knowledge';
import { mondayOnOrBefore } from './seedData/random';
import { buildRealEstateListings } from './seedData/realEstate';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Well under PostgreSQL's 65,535 bind-parameter limit for the widest table seeded in bulk.
const BATCH_SIZE = 1000;

function chunks<T>(rows: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Seeds the public content when there are no companies yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing) return false;
  const started = Date.now();
  await seedPublicContent(db);
  logger.info('public content seeded', { ms: Date.now() - started });
  return true;
}

/**
 * Inserts whatever public content is missing, in one transaction. `now` anchors dates: the latest weekly
 * price falls on the Monday on or before it, and articles and webcasts are spread over the year before.
 */
export async function seedPublicContent(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const companySeeds = buildCompanies(mondayOnOrBefore(now), now);
  const articleRows = buildArticles(
    companySeeds.map(({ company }) => ({ slug: company.slug, sector: company.sector, category: company.category })),
    now,
  );

  await db.transaction(async (tx) => {
    await seedCompanies(tx, companySeeds, now);
    for (const batch of chunks(articleRows)) await tx.insert(articles).values(batch).onConflictDoNothing();
    await tx.insert(glossaryTerms).values(buildGlossary()).onConflictDoNothing();
    await tx.insert(webcasts).values(buildWebcasts(now)).onConflictDoNothing();
    await seedFaqs(tx);
    await tx.insert(realEstateListings).values(buildRealEstateListings()).onConflictDoNothing({ target: realEstateListings.slug });
    await tx.insert(careerOpenings).values(buildCareerOpenings(now)).onConflictDoNothing({ target: careerOpenings.slug });
    await tx.insert(knowledgeArticles).values(KNOWLEDGE_ARTICLES).onConflictDoNothing({ target: knowledgeArticles.slug });
  });
}

async function seedCompanies(tx: Tx, seeds: CompanySeed[], now: Date) {
  const inserted: { id: number; slug: string }[] = [];
  for (const batch of chunks(seeds.map((s) => s.company))) {
    inserted.push(
      ...(await tx.insert(companies).values(batch).onConflictDoNothing().returning({ id: companies.id, slug: companies.slug })),
    );
  }
  // History belongs to the run that created the company: a later run (with a later date anchor)
  // must not graft a second, differently anchored price series onto it.
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const fresh = seeds.flatMap((seed) => {
    const companyId = idBySlug.get(seed.company.slug);
    return companyId === undefined ? [] : [{ seed, companyId }];
  });
  const prices = fresh.flatMap(({ seed, companyId }) => seed.prices.map((p) => ({ ...p, companyId })));
  const fundamentals = fresh.flatMap(({ seed, companyId }) => seed.fundamentals.map((f) => ({ ...f, companyId })));
  const roads = buildIpoMilestones(now);
  const milestones = fresh.flatMap(({ seed, companyId }) => (roads.get(seed.company.slug) ?? []).map((m) => ({ ...m, companyId })));
  if (milestones.length) await tx.insert(ipoMilestones).values(milestones).onConflictDoNothing();
  for (const batch of chunks(prices)) await tx.insert(companyPrices).values(batch).onConflictDoNothing();
  for (const batch of chunks(fundamentals)) await tx.insert(companyFundamentals).values(batch).onConflictDoNothing();
}

/** FAQs have no natural unique key in the schema, so existing ones are matched on category and question. */
async function seedFaqs(tx: Tx) {
  const existing = await tx.select({ category: faqs.category, question: faqs.question }).from(faqs);
  const seen = new Set(existing.map((row) => `${row.category}\u0000${row.question}`));
  const missing = buildFaqs().filter((row) => !seen.has(`${row.category}\u0000${row.question}`));
  if (missing.length > 0) await tx.insert(faqs).values(missing);
}

const COUNTED_TABLES = {
  companies,
  companyPrices,
  companyFundamentals,
  articles,
  glossaryTerms,
  faqs,
  webcasts,
  realEstateListings,
  careerOpenings,
  partners,
  users,
  operators,
  cartItems,
  kycRecords,
} satisfies Record<string, PgTable>;

export type SeedCounts = Record<keyof typeof COUNTED_TABLES, number>;

/** Row counts of every table the seeds write, accounts included (for the CLI summary and tests). */
export async function countSeededRows(db: Db): Promise<SeedCounts> {
  const entries = await Promise.all(
    Object.entries(COUNTED_TABLES).map(async ([key, table]) => {
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table);
      return [key, total] as const;
    }),
  );
  return Object.fromEntries(entries) as SeedCounts;
}

/** "companies=66 company_prices=…" in table order, for logs. */
export function formatSeedCounts(counts: SeedCounts): string {
  return (Object.keys(COUNTED_TABLES) as (keyof SeedCounts)[])
    .map((key) => `${getTableName(COUNTED_TABLES[key])}=${counts[key]}`)
    .join(' ');
}
