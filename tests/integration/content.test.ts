import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb, type Db } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema';
import { articlePageProps } from '@/lib/server/loaders/articles/[slug]';
import { articleListPageProps } from '@/lib/server/loaders/articles/index';
import {
  articleBySlug,
  companiesBySlugs,
  listArticles,
  listFaqs,
  listGlossaryTerms,
  listWebcasts,
  relatedArticles,
  webcastEmbedUrl,
} from '@/lib/server/services/content';

import { INJECTION_STRINGS } from './http';

let db: Db;
// A word no seeded article uses, so search assertions do not depend on other test files' data.
const MARKER = `zephyrquill${randomUUID().slice(0, 8)}`;
const mine = `content-test-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  db = await getDb();
  await db.insert(articles).values({
    slug: mine,
    title: `Quarterly ${MARKER} outlook for unlisted lenders`,
    category: 'startups',
    summary: 'A test article for the content service.',
    body: '# Heading\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).',
    author: 'Test Author',
    publishedAt: new Date('2020-01-01T00:00:00Z'),
    tags: ['content-test-only-tag'],
    relatedCompanies: ['no-such-company'],
  });
});

// Other files share this database: leave it as we found it.
afterAll(async () => {
  await db.delete(articles).where(eq(articles.slug, mine));
});

describe('listArticles', () => {
  it('lists every category newest first with a total that matches the table', async () => {
    const list = await listArticles(db, { page: 1, perPage: 9 });
    expect(list.total).toBe(await db.$count(articles));
    expect(list.total).toBeGreaterThanOrEqual(40);
    expect(list.items).toHaveLength(9);
    const dates = list.items.map((a) => a.publishedAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(list.items.map((a) => a.category)).size).toBeGreaterThan(1);
  });

  it('filters by category with matching totals and pages without overlap', async () => {
    const expected = await db.$count(articles, eq(articles.category, 'real-estate'));
    const one = await listArticles(db, { category: 'real-estate', page: 1, perPage: 4 });
    const two = await listArticles(db, { category: 'real-estate', page: 2, perPage: 4 });
    expect(one.total).toBe(expected);
    expect(one.totalPages).toBe(Math.ceil(expected / 4));
    expect([...one.items, ...two.items].every((a) => a.category === 'real-estate')).toBe(true);
    expect(one.items.filter((a) => two.items.some((b) => b.slug === a.slug))).toEqual([]);
  });

  it('clamps a page past the end to the last page', async () => {
    const list = await listArticles(db, { category: 'in-the-news', page: 999, perPage: 4 });
    expect(list.page).toBe(list.totalPages);
    expect(list.items.length).toBeGreaterThan(0);
  });

  it('finds an article by a word of its title, in any case', async () => {
    for (const q of [MARKER, MARKER.toUpperCase(), `${MARKER} lenders`]) {
      const list = await listArticles(db, { q, page: 1, perPage: 9 });
      expect(list.items.map((a) => a.slug)).toEqual([mine]);
      expect(list.total).toBe(1);
    }
  });

  it('matches stemmed words in title and summary of seeded articles', async () => {
    const list = await listArticles(db, { q: 'IPOs', page: 1, perPage: 50 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((a) => /ipo/i.test(`${a.title} ${a.summary}`))).toBe(true);
  });

  it('combines search and category', async () => {
    expect((await listArticles(db, { q: MARKER, category: 'real-estate', page: 1, perPage: 9 })).total).toBe(0);
    expect((await listArticles(db, { q: MARKER, category: 'startups', page: 1, perPage: 9 })).total).toBe(1);
  });

  it('answers a miss with an empty page, not an error', async () => {
    const list = await listArticles(db, { q: 'qwxzvbnm nothing-like-this', page: 1, perPage: 9 });
    expect(list).toEqual({ items: [], total: 0, page: 1, totalPages: 1 });
  });

  it.each([...INJECTION_STRINGS, "'; drop table articles;--", '<script>', '"unterminated', 'OR -', '&|!():*', 'ünïcødé ₹ निवेश'])(
    'treats %j as plain search text',
    async (q) => {
      const before = await db.$count(articles);
      const list = await listArticles(db, { q, page: 1, perPage: 9 });
      expect(list.total).toBe(list.items.length);
      expect(await db.$count(articles)).toBe(before);
    },
  );

  it('uses the full-text expression the GIN index is built on', async () => {
    // With 40 rows the planner rightly prefers a scan; switching scans off shows the index can serve the query.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from articles where to_tsvector('english', title || ' ' || summary) @@ websearch_to_tsquery('english', 'ipo')`,
      );
    });
    expect(JSON.stringify(plan)).toContain('articles_search_idx');
  });
});

describe('articleListPageProps', () => {
  it('ignores bad query values and pins fixed categories', async () => {
    const props = await articleListPageProps(db, { category: 'bogus', page: '-3', q: ['  '] });
    expect(props).toMatchObject({ category: null, q: '', page: 1 });
    const fixed = await articleListPageProps(db, { category: 'startups' }, 'real-estate');
    expect(fixed.category).toBeNull();
    expect(fixed.items.every((a) => a.category === 'real-estate')).toBe(true);
    expect(typeof fixed.items[0]!.publishedAt).toBe('string');
  });
});

describe('articles by slug', () => {
  it('refuses the reserved real-estate slug in any case', async () => {
    for (const slug of ['real-estate', 'Real-Estate', 'REAL-ESTATE']) expect(await articleBySlug(db, slug)).toBeNull();
  });

  it('answers null for an unknown slug', async () => {
    expect(await articlePageProps(db, 'no-such-article')).toBeNull();
  });

  it('renders the body sanitised, with reading time, and drops unknown companies', async () => {
    const props = (await articlePageProps(db, mine))!;
    expect(props.article.bodyHtml).toContain('<h2>Heading</h2>');
    expect(props.article.bodyHtml).not.toMatch(/script|javascript/i);
    expect(props.article.readingMinutes).toBe(1);
    expect(props.relatedCompanies).toEqual([]);
    expect(props.related.map((a) => a.slug)).not.toContain(mine);
  });

  it('relates articles by category or shared tag, never the article itself', async () => {
    const seeded = (await listArticles(db, { category: 'private-equity', page: 1, perPage: 1 })).items[0]!;
    const article = (await articleBySlug(db, seeded.slug))!;
    const related = await relatedArticles(db, article, 10);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((a) => a.id)).not.toContain(article.id);
    for (const other of related) {
      expect(other.category === article.category || other.tags.some((t) => article.tags.includes(t))).toBe(true);
    }
  });

  it('finds articles in another category that share a tag', async () => {
    const seeded = (await listArticles(db, { category: 'real-estate', page: 1, perPage: 1 })).items[0]!;
    const related = await relatedArticles(db, { id: -1, category: 'in-the-news', tags: [seeded.tags[0]!] }, 50);
    expect(related.map((a) => a.slug)).toContain(seeded.slug);
  });

  it('names related companies from the companies table, in the article order', async () => {
    const withCompanies = await db
      .select()
      .from(articles)
      .where(sql`cardinality(${articles.relatedCompanies}) > 0`)
      .limit(1);
    const slugs = withCompanies[0]!.relatedCompanies;
    const companies = await companiesBySlugs(db, [...slugs, 'no-such-company']);
    expect(companies.map((c) => c.slug)).toEqual(slugs);
    expect(companies.every((c) => c.name.length > 0)).toBe(true);
  });
});

describe('glossary, FAQs and webcasts', () => {
  it('lists glossary terms alphabetically', async () => {
    const terms = await listGlossaryTerms(db);
    expect(terms.length).toBeGreaterThanOrEqual(60);
    const names = terms.map((t) => t.term.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('lists FAQs in their order with categories', async () => {
    const faqs = await listFaqs(db);
    expect(faqs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(faqs.map((f) => f.category)).size).toBeGreaterThan(1);
  });

  it('pages webcasts newest first', async () => {
    const list = await listWebcasts(db, { page: 1, perPage: 5 });
    expect(list.total).toBeGreaterThanOrEqual(8);
    expect(list.items).toHaveLength(5);
    expect(list.items[0]!.publishedAt.getTime()).toBeGreaterThanOrEqual(list.items[4]!.publishedAt.getTime());
    expect((await listWebcasts(db, { page: 99, perPage: 5 })).page).toBe(list.totalPages);
  });

  it('embeds only known https players, with autoplay', () => {
    expect(webcastEmbedUrl('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(webcastEmbedUrl('http://www.youtube-nocookie.com/embed/abc')).toBeNull();
    expect(webcastEmbedUrl('https://evil.example/embed/abc')).toBeNull();
    expect(webcastEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(webcastEmbedUrl('not a url')).toBeNull();
  });
});
