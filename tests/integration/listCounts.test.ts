// Company Records, the screener and the article lists take their totals from company_counts and
// article_counts, kept by triggers: every insert, status change and delete shows in the next total.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultFilters } from '@/lib/screener';
import { getDb } from '@/lib/server/db/client';
import { articles, companies, type ArticleCategory } from '@/lib/server/db/schema';
import { updateAdminCompany } from '@/lib/server/services/companies';
import { listCompanyRecords } from '@/lib/server/services/companies';
import { listArticles } from '@/lib/server/services/content';
import { screenCompanies } from '@/lib/server/services/screener';

import { createCompany, uniqueTag } from './factories';
import { newOperator } from './orderFixtures';

// A sector of this file's own: its totals hold only this file's companies.
const sector = `List Counts ${uniqueTag()}`;
const ids: number[] = [];
const records = async (state: { status?: 'Available' | 'Sold Out' | 'Coming Soon'; category?: 'unlisted' | 'startup' } = {}) =>
  (
    await listCompanyRecords(
      await getDb(),
      { page: 1, sort: 'name-asc', sector, category: state.category ?? null, status: state.status ?? null },
      24,
    )
  ).total;

beforeAll(async () => {
  for (const status of ['Available', 'Available', 'Sold Out'] as const) ids.push((await createCompany({ sector, status })).id);
  ids.push((await createCompany({ sector, category: 'startup' })).id);
});

afterAll(async () => {
  await (await getDb()).delete(companies).where(inArray(companies.id, ids));
});

describe('company totals (company_counts)', () => {
  it('counts by sector, category and status, as the rows say', async () => {
    expect(await records()).toBe(4);
    expect(await records({ status: 'Available' })).toBe(3);
    expect(await records({ status: 'Sold Out' })).toBe(1);
    expect(await records({ category: 'startup' })).toBe(1);
    expect((await screenCompanies(await getDb(), { ...defaultFilters(), sector })).total).toBe(4);
  });

  it("follows an operator's status change and a deleted company", async () => {
    const db = await getDb();
    const [company] = await db.select().from(companies).where(eq(companies.id, ids[0]!));
    await updateAdminCompany(db, (await newOperator()).id, company!.slug, { status: 'coming_soon' });
    expect(await records({ status: 'Available' })).toBe(2);
    expect(await records({ status: 'Coming Soon' })).toBe(1);
    // A write that leaves the group alone (stock) changes no total.
    await updateAdminCompany(db, (await newOperator()).id, company!.slug, { availableQuantity: 5 });
    expect(await records()).toBe(4);

    await db.delete(companies).where(eq(companies.id, ids.pop()!));
    expect(await records()).toBe(3);
    expect(await records({ category: 'startup' })).toBe(0);
  });
});

describe('article totals (article_counts)', () => {
  it('equal the public rows, and follow an insert, a category change, a status change and a delete in the same transaction', async () => {
    const db = await getDb();
    const category: ArticleCategory = 'startups';
    // Repeatable read: other files' articles, written meanwhile, stay out of both sides of each comparison.
    await db
      .transaction(
        async (tx) => {
          const total = async (c?: ArticleCategory) => (await listArticles(tx, { category: c, page: 1, perPage: 9 })).total;
          const rows = async (c?: ArticleCategory) =>
            Number(
              (
                await tx.execute(
                  sql`select count(*) as n from ${articles} where status = 'published' and published_at <= now() ${c ? sql`and category = ${c}` : sql``}`,
                )
              ).rows[0]!.n,
            );
          expect(await total()).toBe(await rows());
          expect(await total(category)).toBe(await rows(category));
          const before = { all: await total(), startups: await total(category), news: await total('in-the-news') };

          const slug = `list-counts-${uniqueTag()}`;
          await tx.insert(articles).values({
            slug,
            title: 'Counted',
            category,
            summary: 'A counted article.',
            body: 'Body.',
            author: 'Test',
            // A minute ago: now() is the transaction's start, so a time taken here would be a little ahead.
            publishedAt: new Date(Date.now() - 60_000),
          });
          expect(await total()).toBe(before.all + 1);
          expect(await total(category)).toBe(before.startups + 1);

          await tx.update(articles).set({ category: 'in-the-news' }).where(eq(articles.slug, slug));
          expect(await total(category)).toBe(before.startups);
          expect(await total('in-the-news')).toBe(before.news + 1);

          // Unpublished, back to draft, scheduled: out of the totals; published again: back in.
          await tx.update(articles).set({ status: 'unpublished' }).where(eq(articles.slug, slug));
          expect(await total('in-the-news')).toBe(before.news);
          await tx.update(articles).set({ status: 'draft' }).where(eq(articles.slug, slug));
          expect(await total()).toBe(before.all);
          await tx
            .update(articles)
            .set({ status: 'published', publishedAt: new Date(Date.now() + 3_600_000) })
            .where(eq(articles.slug, slug));
          expect(await total('in-the-news')).toBe(before.news);
          expect(await total()).toBe(await rows());
          await tx
            .update(articles)
            .set({ publishedAt: new Date(Date.now() - 60_000) })
            .where(eq(articles.slug, slug));
          expect(await total('in-the-news')).toBe(before.news + 1);

          await tx.delete(articles).where(eq(articles.slug, slug));
          expect(await total()).toBe(before.all);
          expect(await total('in-the-news')).toBe(before.news);
          await tx.insert(articles).values({
            slug,
            title: 'Draft',
            category,
            summary: 'A draft.',
            body: 'Body.',
            author: 'Test',
            publishedAt: new Date(),
            status: 'draft',
          });
          expect(await total(category)).toBe(before.startups);
          await tx.delete(articles).where(eq(articles.slug, slug));
          expect(await total(category)).toBe(before.startups);
          throw new RolledBack();
        },
        { isolationLevel: 'repeatable read' },
      )
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  });
});

class RolledBack extends Error {}
