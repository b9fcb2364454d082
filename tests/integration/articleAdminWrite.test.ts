// The news desk writes: a new article is a draft (invisible to readers), published now or scheduled
// for a time (public from that time, with no job to run); an article can be unpublished (its address
// 404s, it stays in the console) and moved (its old address answers a permanent redirect, chains
// collapse, and no other article may take an address that redirects). Every field is checked (400 or
// 409 per field, nothing written), and every change is audited.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { articleRedirects, articles, auditLog } from '@/lib/server/db/schema';
import { getStaticProps as articlePage } from '@/lib/server/loaders/articles/[slug]';
import { getStaticProps as newsList } from '@/lib/server/loaders/articles/index';
import { getStaticProps as homePage } from '@/lib/server/loaders/index';
import { articleBySlug, listArticles } from '@/lib/server/services/content';
import { sitemapUrls } from '@/lib/server/services/sitemap';
import { istLocalInput } from '@/lib/validations/articleAdmin';
import * as article from '@/pages/api/v1/admin/articles/[id]';
import * as publish from '@/pages/api/v1/admin/articles/[id]/publish';
import * as unpublish from '@/pages/api/v1/admin/articles/[id]/unpublish';
import * as list from '@/pages/api/v1/admin/articles';

import { uniqueTag } from './factories';
import { call } from './http';
import { newOperator } from './orderFixtures';

// One database serves the whole run, and other files count the articles: these go when the file ends.
const PREFIX = 'write-desk-';
afterAll(async () => {
  const db = await getDb();
  const ids = (
    await db
      .select({ id: articles.id })
      .from(articles)
      .where(like(articles.slug, `${PREFIX}%`))
  ).map((row) => row.id);
  if (ids.length) await db.delete(articles).where(inArray(articles.id, ids));
});

const draft = (tag = uniqueTag()) => ({
  title: `Pre-IPO demand rises ${tag}`,
  slug: `${PREFIX}${tag}`,
  category: 'private-equity',
  author: 'News desk',
  summary: 'Secondary demand for pre-IPO shares rose this quarter.',
  body: '## Demand\n\nBuyers asked for **more** pre-IPO shares than sellers offered.',
});

interface Written {
  id: number;
  slug: string;
  status: string;
  publishedAt: string;
}

async function write(operator: { headers: Record<string, string> }, body: Record<string, unknown>) {
  const created = await call(list.default, { method: 'POST', headers: operator.headers, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Written;
}

const pageOf = (slug: string) => articlePage({ params: { slug } });
const auditsOf = async (id: number) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((row) => row.action);
const total = async () => (await listArticles(await getDb(), { page: 1, perPage: 9 })).total;
const inSitemap = async (slug: string) =>
  (await sitemapUrls(await getDb(), { kind: 'articles', page: 1 })).some((url) => url.loc.endsWith(`/articles/${slug}`));
const consoleList = async (operator: { headers: Record<string, string> }, status: string, q: string) =>
  ((await call(list.default, { headers: operator.headers, query: { status, q } })).body.data as { result: Written[] }).result.map(
    (row) => row.id,
  );

describe('writing and publishing an article', () => {
  it('keeps a draft from readers until it is published, then shows it, counts it and lists it in the sitemap', async () => {
    const operator = await newOperator(['content']);
    const before = await total();
    const written = await write(operator, draft());
    expect(written).toMatchObject({ status: 'draft' });
    expect(await articleBySlug(await getDb(), written.slug)).toBeNull();
    expect(await pageOf(written.slug)).toMatchObject({ notFound: true });
    expect(await total()).toBe(before);
    expect(await inSitemap(written.slug)).toBe(false);
    expect(await consoleList(operator, 'draft', written.slug)).toEqual([written.id]);
    expect(await consoleList(operator, 'published', written.slug)).toEqual([]);

    const published = await call(publish.default, { method: 'POST', headers: operator.headers, query: { id: String(written.id) } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ message: 'The article is published.', data: { status: 'published' } });
    expect(await pageOf(written.slug)).toMatchObject({ props: { article: { slug: written.slug } } });
    expect(await total()).toBe(before + 1);
    expect(await inSitemap(written.slug)).toBe(true);
    expect(await consoleList(operator, 'published', written.slug)).toEqual([written.id]);
    expect(await auditsOf(written.id)).toEqual(['article.create', 'article.publish']);
  });

  it('publishes at once when asked', async () => {
    const operator = await newOperator(['content']);
    const written = await write(operator, { ...draft(), intent: 'publish', coverImage: 'https://images.example.com/a.jpg' });
    expect(written).toMatchObject({ status: 'published', coverImage: 'https://images.example.com/a.jpg' });
    expect(await articleBySlug(await getDb(), written.slug)).toMatchObject({ id: written.id });
  });

  it('schedules for a time given in IST: invisible until then, public from then with no job to run', async () => {
    const operator = await newOperator(['content']);
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCSeconds(0, 0);
    const before = await total();
    const written = await write(operator, { ...draft(), intent: 'schedule', publishAt: istLocalInput(at) });
    expect(written.status).toBe('scheduled');
    expect(new Date(written.publishedAt).toISOString()).toBe(at.toISOString());
    expect(await pageOf(written.slug)).toMatchObject({ notFound: true });
    expect(await total()).toBe(before);
    expect(await inSitemap(written.slug)).toBe(false);
    expect(await consoleList(operator, 'scheduled', written.slug)).toEqual([written.id]);
    expect(await auditsOf(written.id)).toEqual(['article.create']);

    // The reused pages that would show it are rendered again by its time: its own 404, the news list, the home page.
    await (
      await getDb()
    )
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 30_000) })
      .where(eq(articles.id, written.id));
    for (const answer of [await pageOf(written.slug), await newsList({}), await homePage({})]) {
      expect(answer.revalidate).toBeGreaterThan(20);
      expect(answer.revalidate).toBeLessThanOrEqual(30);
    }

    // Its time comes (moved into the past here instead of waiting): every public query now shows it.
    await (
      await getDb()
    )
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(articles.id, written.id));
    expect(await pageOf(written.slug)).toMatchObject({ props: { article: { slug: written.slug } } });
    expect(await total()).toBe(before + 1);
    expect(await inSitemap(written.slug)).toBe(true);
  });

  it('reschedules a draft through PATCH publishAt, and publishing now brings a scheduled article forward', async () => {
    const operator = await newOperator(['content']);
    const written = await write(operator, draft());
    const query = { id: String(written.id) };
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(article.default, { method: 'PATCH', headers: operator.headers, query, body: { publishAt: at } });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled' });
    const now = await call(publish.default, { method: 'POST', headers: operator.headers, query });
    expect(now.body.data).toMatchObject({ status: 'published' });
    expect(new Date((now.body.data as Written).publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditsOf(written.id)).toEqual(['article.create', 'article.schedule', 'article.publish']);
  });

  it('unpublishes: the page answers 404 and the article stays in the console; publishing brings it back', async () => {
    const operator = await newOperator(['content']);
    const written = await write(operator, { ...draft(), intent: 'publish' });
    const query = { id: String(written.id) };
    const before = await total();
    const gone = await call(unpublish.default, { method: 'POST', headers: operator.headers, query });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ message: 'The article is unpublished.', data: { status: 'unpublished' } });
    expect(await pageOf(written.slug)).toMatchObject({ notFound: true });
    expect(await total()).toBe(before - 1);
    expect(await inSitemap(written.slug)).toBe(false);
    expect((await call(article.default, { headers: operator.headers, query })).body.data).toMatchObject({ status: 'unpublished' });
    expect(await consoleList(operator, 'unpublished', written.slug)).toEqual([written.id]);

    const back = await call(publish.default, { method: 'POST', headers: operator.headers, query });
    expect(back.body.data).toMatchObject({ status: 'published', publishedAt: written.publishedAt });
    expect(await total()).toBe(before);
    expect(await auditsOf(written.id)).toEqual(['article.create', 'article.unpublish', 'article.publish']);
  });
});

describe('moving an article', () => {
  const move = (operator: { headers: Record<string, string> }, id: number, slug: string) =>
    call(article.default, { method: 'PATCH', headers: operator.headers, query: { id: String(id) }, body: { slug } });

  it('leaves a permanent redirect from the old address, collapses chains, and takes an old address back', async () => {
    const operator = await newOperator(['content']);
    const tag = uniqueTag();
    const [a, b, c] = ['a', 'b', 'c'].map((end) => `${PREFIX}${tag}-${end}`) as [string, string, string];
    const written = await write(operator, { ...draft(), slug: a, intent: 'publish' });

    const moved = await move(operator, written.id, b);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ slug: b, status: 'published' });
    expect(await pageOf(a)).toMatchObject({ redirect: { destination: `/articles/${b}`, permanent: true } });
    expect(await pageOf(b)).toMatchObject({ props: { article: { slug: b } } });

    expect((await move(operator, written.id, c)).status).toBe(200);
    // A → B → C: both old addresses go straight to C.
    expect(await pageOf(a)).toMatchObject({ redirect: { destination: `/articles/${c}`, permanent: true } });
    expect(await pageOf(b)).toMatchObject({ redirect: { destination: `/articles/${c}`, permanent: true } });
    expect((await call(article.default, { headers: operator.headers, query: { id: String(written.id) } })).body.data).toMatchObject({
      slug: c,
      oldSlugs: [a, b],
    });

    // Back to A: A is the article again, B and C redirect to it.
    expect((await move(operator, written.id, a)).status).toBe(200);
    expect(await pageOf(a)).toMatchObject({ props: { article: { slug: a } } });
    expect(await pageOf(c)).toMatchObject({ redirect: { destination: `/articles/${a}`, permanent: true } });
    const redirects = await (await getDb()).select().from(articleRedirects).where(eq(articleRedirects.articleId, written.id));
    expect(redirects.map((row) => row.slug).sort()).toEqual([b, c]);
    expect(await auditsOf(written.id)).toEqual(['article.create', 'article.move', 'article.move', 'article.move']);

    // Unpublished, its old addresses lead nowhere: 404, not a redirect to a 404.
    await call(unpublish.default, { method: 'POST', headers: operator.headers, query: { id: String(written.id) } });
    expect(await pageOf(b)).toMatchObject({ notFound: true });
  });

  it('keeps no redirect for a draft that was never public', async () => {
    const operator = await newOperator(['content']);
    const written = await write(operator, draft());
    const to = `${written.slug}-renamed`;
    expect((await move(operator, written.id, to)).status).toBe(200);
    expect(await (await getDb()).$count(articleRedirects, eq(articleRedirects.articleId, written.id))).toBe(0);
  });

  it('refuses an address another article has or redirects from, and the real-estate list, writing nothing', async () => {
    const operator = await newOperator(['content']);
    const first = await write(operator, { ...draft(), intent: 'publish' });
    const second = await write(operator, { ...draft(), intent: 'publish' });
    const oldAddress = first.slug;
    expect((await move(operator, first.id, `${oldAddress}-moved`)).status).toBe(200);

    const taken = await move(operator, second.id, `${oldAddress}-moved`);
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.slug).toBe('Another article already has this address.');
    const redirects = await move(operator, second.id, oldAddress);
    expect(redirects.status).toBe(409);
    expect(redirects.body.errors?.slug).toMatch(/redirects to another article/);
    const reserved = await move(operator, second.id, 'real-estate');
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors?.slug).toMatch(/real-estate news list/);
    expect(await articleBySlug(await getDb(), second.slug)).toMatchObject({ id: second.id });

    for (const slug of [`${oldAddress}-moved`, oldAddress]) {
      const created = await call(list.default, { method: 'POST', headers: operator.headers, body: { ...draft(), slug } });
      expect(created.status, slug).toBe(409);
      expect(created.body.errors?.slug).toBeTruthy();
    }
    expect(await auditsOf(second.id)).toEqual(['article.create']);
  });
});

describe('one address, two writers at once', () => {
  it('gives it to one of them: a new article and a move racing for it end with one 201 or 200 and one 409', async () => {
    const operator = await newOperator(['content']);
    const other = await write(operator, { ...draft(), intent: 'publish' });
    const contested = `${PREFIX}${uniqueTag()}-contested`;
    const [created, moved] = await Promise.all([
      call(list.default, { method: 'POST', headers: operator.headers, body: { ...draft(), slug: contested } }),
      call(article.default, { method: 'PATCH', headers: operator.headers, query: { id: String(other.id) }, body: { slug: contested } }),
    ]);
    expect([created.status, moved.status].sort()).toEqual(created.status === 201 ? [201, 409] : [200, 409]);
    const holders = await (await getDb()).select({ id: articles.id }).from(articles).where(eq(articles.slug, contested));
    expect(holders).toHaveLength(1);
  });
});

describe('bad input', () => {
  const inAnHour = new Date(Date.now() + 3_600_000);
  it.each([
    ['title', { title: 'ab' }, 'Title must be at least 3 characters.'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    [
      'slug',
      { slug: 'Bad slug!' },
      'Address may contain only lower-case letters, digits and single hyphens (like "pre-ipo-demand-rises").',
    ],
    ['slug', { slug: '' }, 'Address (slug) is required.'],
    ['category', { category: 'gossip' }, 'Please choose a category.'],
    ['summary', { summary: 'short' }, 'Summary must be at least 10 characters.'],
    ['body', { body: 42 }, 'Body must be text.'],
    ['coverImage', { coverImage: 'javascript:alert(1)' }, 'Image must be an https:// address or a path on this site (starting with /).'],
    ['publishAt', { intent: 'schedule', publishAt: '2020-01-01T10:00' }, 'Choose a time in the future to schedule the article.'],
    ['publishAt', { intent: 'schedule', publishAt: 'tomorrow' }, 'Please give the date and time to publish (IST).'],
    [
      'publishAt',
      { intent: 'schedule', publishAt: `${istLocalInput(inAnHour).slice(0, 8)}32T10:00` },
      'Please give the date and time to publish (IST).',
    ],
    ['publishAt', { intent: 'schedule' }, 'Please give the date and time to publish (IST).'],
    ['intent', { intent: 'later' }, 'Choose to save a draft, publish now or schedule.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator(['content']);
    const body = { ...draft(), ...change };
    const result = await call(list.default, { method: 'POST', headers: operator.headers, body });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(articles, sql`${articles.title} = ${body.title}`)).toBe(0);
  });

  it('refuses a schedule in the past on PATCH, and an id that is no article', async () => {
    const operator = await newOperator(['content']);
    const written = await write(operator, draft());
    const past = await call(article.default, {
      method: 'PATCH',
      headers: operator.headers,
      query: { id: String(written.id) },
      body: { publishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors?.publishAt).toBe('Choose a time in the future to schedule the article.');
    for (const handler of [publish.default, unpublish.default]) {
      expect((await call(handler, { method: 'POST', headers: operator.headers, query: { id: '99999999' } })).status).toBe(404);
    }
  });

  it('lets a read-only auditor read the list but not write', async () => {
    const auditor = await newOperator(['auditor']);
    expect((await call(list.default, { headers: auditor.headers, query: { status: 'draft' } })).status).toBe(200);
    expect((await call(list.default, { method: 'POST', headers: auditor.headers, body: draft() })).status).toBe(403);
    expect((await call(list.default, { headers: auditor.headers, query: { status: 'gone' } })).status).toBe(400);
  });
});
