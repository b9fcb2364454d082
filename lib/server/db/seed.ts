// Demo data: fictional companies with price history, fundamentals and platform inventory, articles,
// glossary, FAQs, webcasts, real-estate listings, career openings, knowledge-base articles and the demo accounts (investor, partner,
// operator; not with APP_ENV=production). Idempotent: rows that already exist (by their unique keys) are
// left alone, and per-company history is only written for companies inserted in the same run.
import { count, eq, getTableName, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { itemAt } from '@/lib/arrays';
import { hashPassword } from '@/lib/server/auth/password';
import { isProduction } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

import type { Db } from './client';
import {
  articles,
  careerOpenings,
  cartItems,
  companies,
  companyFundamentals,
  companyPrices,
  faqs,
  glossaryTerms,
  knowledgeArticles,
  kycRecords,
  operators,
  partners,
  realEstateListings,
  users,
  webcasts,
} from './schema';
import { DEMO_CART_LOTS, DEMO_INVESTOR, DEMO_INVESTOR_KYC, DEMO_OPERATOR, DEMO_PARTNER } from './seedData/accounts';
import { buildArticles } from './seedData/articles';
import { buildCareerOpenings } from './seedData/careers';
import { buildCompanies, type CompanySeed } from './seedData/companies';
import { buildFaqs, buildGlossary, buildWebcasts } from './seedData/content';
import { KNOWLEDGE_ARTICLES } from './seedData/knowledge';
import { mondayOnOrBefore } from './seedData/random';
import { buildRealEstateListings } from './seedData/realEstate';

// The demo accounts start with email and mobile number confirmed, as an account in use would be.
const DEMO_VERIFIED = { emailVerifiedAt: new Date('2025-01-01T00:00:00Z'), phoneVerifiedAt: new Date('2025-01-01T00:00:00Z') };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Well under PostgreSQL's 65,535 bind-parameter limit for the widest table seeded in bulk.
const BATCH_SIZE = 1000;

function chunks<T>(rows: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Seeds the demo data when there are no companies yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing) return false;
  const started = Date.now();
  await seedDemoData(db);
  logger.info('demo data seeded', { ms: Date.now() - started });
  return true;
}

/**
 * Inserts whatever demo data is missing, in one transaction. `now` anchors dates: the latest weekly
 * price falls on the Monday on or before it, and articles and webcasts are spread over the year before.
 * The demo accounts (investor, partner, operator: public passwords) are left out with APP_ENV=production.
 */
export async function seedDemoData(db: Db, options: { now?: Date; accounts?: boolean } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const withAccounts = options.accounts ?? !isProduction();
  const companySeeds = buildCompanies(mondayOnOrBefore(now), now);
  const articleRows = buildArticles(
    companySeeds.map(({ company }) => ({ slug: company.slug, sector: company.sector, category: company.category })),
    now,
  );

  await db.transaction(async (tx) => {
    await seedCompanies(tx, companySeeds);
    for (const batch of chunks(articleRows)) await tx.insert(articles).values(batch).onConflictDoNothing();
    await tx.insert(glossaryTerms).values(buildGlossary()).onConflictDoNothing();
    await tx.insert(webcasts).values(buildWebcasts(now)).onConflictDoNothing();
    await seedFaqs(tx);
    await tx.insert(realEstateListings).values(buildRealEstateListings()).onConflictDoNothing({ target: realEstateListings.slug });
    await tx.insert(careerOpenings).values(buildCareerOpenings(now)).onConflictDoNothing({ target: careerOpenings.slug });
    // Help articles are product content, not demo data: every environment gets them.
    await tx.insert(knowledgeArticles).values(KNOWLEDGE_ARTICLES).onConflictDoNothing({ target: knowledgeArticles.slug });
    if (withAccounts) {
      await seedAccounts(tx, companySeeds);
      await seedOperator(tx);
    }
  });
}

async function seedCompanies(tx: Tx, seeds: CompanySeed[]) {
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

async function seedAccounts(tx: Tx, seeds: CompanySeed[]) {
  let [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.email, DEMO_PARTNER.email));
  if (!partner) {
    const { password, ...profile } = DEMO_PARTNER;
    [partner] = await tx
      .insert(partners)
      .values({ ...profile, passwordHash: await hashPassword(password), ...DEMO_VERIFIED })
      .onConflictDoNothing()
      .returning({ id: partners.id });
  }

  const [existingInvestor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_INVESTOR.email));
  if (existingInvestor) {
    // Databases seeded before KYC existed get the demo KYC too; one already there (perhaps reviewed since) stays.
    await seedDemoKyc(tx, existingInvestor.id);
    return;
  }
  const { password, ...profile } = DEMO_INVESTOR;
  const [investor] = await tx
    .insert(users)
    .values({ ...profile, passwordHash: await hashPassword(password), partnerId: partner?.id ?? null, ...DEMO_VERIFIED })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another account already holds the demo phone or code: leave the database as it is.
  if (!investor) return;
  await seedDemoKyc(tx, investor.id);

  // The cart is filled once, when the investor is created, so a re-run never restores removed items.
  const picks = seeds
    .filter(({ company }) => company.status === 'Available' && company.rank !== null)
    .sort((a, b) => (a.company.rank ?? 0) - (b.company.rank ?? 0))
    .slice(0, DEMO_CART_LOTS.length);
  const rows = await tx
    .select({ id: companies.id, slug: companies.slug, minQuantity: companies.minQuantity, status: companies.status })
    .from(companies)
    .where(
      inArray(
        companies.slug,
        picks.map(({ company }) => company.slug),
      ),
    );
  const available = rows.filter((row) => row.status === 'Available');
  if (available.length === 0) return;
  await tx
    .insert(cartItems)
    .values(
      available.map((row, i) => ({
        userId: investor.id,
        companyId: row.id,
        quantity: row.minQuantity * itemAt(DEMO_CART_LOTS, i % DEMO_CART_LOTS.length),
      })),
    )
    .onConflictDoNothing();
}

async function seedOperator(tx: Tx) {
  const { password, ...profile } = DEMO_OPERATOR;
  const [existing] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.email, profile.email));
  if (existing) return;
  await tx
    .insert(operators)
    .values({ ...profile, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}

/** The demo investor's KYC, verified, so the demo can buy at once. */
async function seedDemoKyc(tx: Tx, investorId: number) {
  await tx
    .insert(kycRecords)
    .values({ userId: investorId, ...DEMO_INVESTOR_KYC, status: 'verified', reviewedAt: new Date() })
    .onConflictDoNothing({ target: kycRecords.userId });
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
  cartItems,
  kycRecords,
} satisfies Record<string, PgTable>;

export type SeedCounts = Record<keyof typeof COUNTED_TABLES, number>;

/** Row counts of every table the seed writes (for the CLI summary and tests). */
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
