import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { companySlug } from '@/lib/slug';
import { verifyPassword } from '@/lib/server/auth/password';
import { getDb, type Db } from '@/lib/server/db/client';
import { ensureDemoAccounts } from '@/lib/server/db/demoAccounts';
import {
  articles,
  careerOpenings,
  cartItems,
  companies,
  companyFundamentals,
  companyPrices,
  glossaryTerms,
  kycRecords,
  operators,
  partners,
  realEstateListings,
  users,
} from '@/lib/server/db/schema';
import { buildCompanies } from '@/lib/server/db/seedData/companies';
import { ILLUSTRATIVE_INR_RATES, type ListingCurrency } from '@/lib/server/db/seedData/realEstate';
import { countSeededRows, seedIfEmpty, seedPublicContent } from '@/lib/server/db/seed';

let db: Db;

beforeAll(async () => {
  db = await getDb();
  // The app seeds on open (SEED_ON_START defaults to 'true', and setup.ts sets DEMO_ACCOUNTS=true); make sure of it either way.
  await seedIfEmpty(db);
  await ensureDemoAccounts(db);
});

// A start without DEMO_ACCOUNTS creates no account at all: demoAccounts.test.ts starts the server on a database of its own.
describe('public content and demo accounts seed', () => {
  it('seeds the expected amount of data', async () => {
    const counts = await countSeededRows(db);
    expect(counts.companies).toBeGreaterThanOrEqual(60);
    expect(counts.companyPrices).toBeGreaterThanOrEqual(counts.companies * 105);
    expect(counts.companyFundamentals).toBeGreaterThanOrEqual(counts.companies * 3);
    expect(counts.articles).toBe(40);
    expect(counts.glossaryTerms).toBe(60);
    expect(counts.faqs).toBe(20);
    expect(counts.webcasts).toBe(8);
    expect(counts.realEstateListings).toBe(24);
    expect(counts.careerOpenings).toBe(6);

    const perCategory = await db.select({ category: articles.category }).from(articles);
    for (const category of ['private-equity', 'startups', 'real-estate', 'in-the-news']) {
      expect(perCategory.filter((a) => a.category === category)).toHaveLength(10);
    }
  });

  it('is idempotent: a second run neither fails nor changes any count, accounts included', async () => {
    const before = await countSeededRows(db);
    await expect(seedPublicContent(db)).resolves.toBeUndefined();
    await expect(ensureDemoAccounts(db)).resolves.toBeUndefined();
    expect(await countSeededRows(db)).toEqual(before);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('derives every company slug from its urlName with the spec rule, and slugs are unique', async () => {
    const rows = await db.select({ urlName: companies.urlName, slug: companies.slug }).from(companies);
    for (const row of rows) expect(row.slug).toBe(companySlug(row.urlName));
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const character of [' ', '&', '.', '(']) {
      expect(
        rows.some((r) => r.urlName.includes(character)),
        `a urlName containing '${character}'`,
      ).toBe(true);
    }
  });

  it('keeps prices in integer paise with the partner price 2–6% below the investor price', async () => {
    // Only the seeded companies: other files running at the same time add companies of their own.
    const seeded = new Set(buildCompanies('2026-01-05', new Date()).map((seed) => seed.company.slug));
    const rows = (await db.select().from(companies)).filter((row) => seeded.has(row.slug));
    expect(rows).toHaveLength(seeded.size);
    for (const c of rows) {
      expect(Number.isInteger(c.pricePaise)).toBe(true);
      expect(c.pricePaise).toBeGreaterThanOrEqual(2_000);
      expect(c.pricePaise).toBeLessThanOrEqual(500_000);
      const discount = 1 - c.brokerPricePaise / c.pricePaise;
      expect(discount).toBeGreaterThanOrEqual(0.02);
      expect(discount).toBeLessThanOrEqual(0.06);
      expect(c.isin).toMatch(/^INE[0-9A-Z]{9}$/);
      expect(c.shareholding.reduce((sum, slice) => sum + slice.percent, 0)).toBe(100);
    }
    const ranked = rows.flatMap((c) => (c.rank === null ? [] : [c.rank])).sort((a, b) => a - b);
    expect(ranked).toEqual(Array.from({ length: ranked.length }, (_, i) => i + 1));
  });

  it('ends each weekly price series at the quoted price, on a recent Monday', async () => {
    const company = itemAt(await db.select().from(companies).orderBy(asc(companies.id)).limit(1), 0);
    const prices = await db.select().from(companyPrices).where(eq(companyPrices.companyId, company.id)).orderBy(asc(companyPrices.day));
    const last = itemAt(prices, prices.length - 1);
    expect(last.pricePaise).toBe(company.pricePaise);
    expect(new Date(`${last.day}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.now() - Date.parse(`${last.day}T00:00:00Z`)).toBeLessThan(8 * 24 * 60 * 60 * 1000);
    expect(company.previousPricePaise).toBe(itemAt(prices, prices.length - 2).pricePaise);

    const years = await db
      .select({ fiscalYear: companyFundamentals.fiscalYear })
      .from(companyFundamentals)
      .where(eq(companyFundamentals.companyId, company.id));
    expect(years.map((y) => y.fiscalYear)).toEqual(expect.arrayContaining(['FY2023', 'FY2024', 'FY2025']));
  });

  it('never gives an article the slug of the real-estate category page', async () => {
    const rows = await db.select({ slug: articles.slug }).from(articles);
    expect(rows.filter((r) => r.slug.toLowerCase() === 'real-estate')).toEqual([]);
    const glossary = await db.select({ slug: glossaryTerms.slug }).from(glossaryTerms);
    for (const { slug } of [...rows, ...glossary]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('creates the README demo accounts whose passwords verify, with the investor linked to the partner and KYC verified', async () => {
    const partner = itemAt(await db.select().from(partners).where(eq(partners.email, 'partner@example.com')), 0);
    const investor = itemAt(await db.select().from(users).where(eq(users.email, 'investor@example.com')), 0);
    const operator = itemAt(await db.select().from(operators).where(eq(operators.email, 'operator@example.com')), 0);
    expect(partner.partnershipCode).toBe('CPDEMO01');
    expect(investor.userUniqueCode).toBe('INVDEMO01');
    expect(investor.partnerId).toBe(partner.id);
    expect(await verifyPassword('Partner@123', partner.passwordHash)).toBe(true);
    expect(await verifyPassword('Investor@123', investor.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', investor.passwordHash)).toBe(false);
    expect(await verifyPassword('Operator@123', operator.passwordHash)).toBe(true);
    expect(operator.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    const [kyc] = await db.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, investor.id));
    expect(kyc?.status).toBe('verified');

    const cart = await db
      .select({ quantity: cartItems.quantity, minQuantity: companies.minQuantity, status: companies.status })
      .from(cartItems)
      .innerJoin(companies, eq(companies.id, cartItems.companyId))
      .where(eq(cartItems.userId, investor.id));
    expect(cart).toHaveLength(3);
    for (const item of cart) {
      expect(item.status).toBe('Available');
      expect(item.quantity).toBeGreaterThanOrEqual(item.minQuantity);
    }
  });

  it('gives every start-up a stage, an amount raised and a minimum ticket of whole shares; others none', async () => {
    const rows = await db.select().from(companies);
    const startups = rows.filter((c) => c.category === 'startup');
    expect(startups.length).toBeGreaterThanOrEqual(10);
    for (const c of startups) {
      expect(['Seed', 'Pre-Series A', 'Series A', 'Series B', 'Series C', 'Pre-IPO']).toContain(c.stage);
      expect(c.amountRaisedPaise).toBeGreaterThan(0);
      expect(c.minInvestmentPaise).toBeGreaterThanOrEqual(2_500_000);
      expect(c.minInvestmentPaise).toBeLessThanOrEqual(50_000_000);
      expect((c.minInvestmentPaise ?? 0) % c.pricePaise).toBe(0);
    }
    for (const c of rows.filter((row) => row.category !== 'startup')) {
      expect([c.stage, c.amountRaisedPaise, c.minInvestmentPaise]).toEqual([null, null, null]);
    }
  });

  it('prices real-estate listings in their local currency with the documented INR rate', async () => {
    const rows = await db.select().from(realEstateListings);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      const rate = ILLUSTRATIVE_INR_RATES[row.currency as ListingCurrency];
      expect(rate, row.currency).toBeDefined();
      expect(row.priceInrPaise).toBe(Math.round(row.priceMinor * rate));
      expect(row.areaSqft).toBeGreaterThan(0);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('seeds career openings with exactly one closed', async () => {
    const rows = await db.select().from(careerOpenings);
    expect(rows.filter((r) => !r.open)).toHaveLength(1);
    for (const row of rows) expect(row.postedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
