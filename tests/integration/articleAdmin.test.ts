// The news desk: operators find published articles and correct their title, summary and text through
// the console's API. Every field is checked (400 per field, nothing written), an unchanged save writes
// nothing, each correction is audited with what changed, and readers get the corrected article.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { articles, auditLog } from '@/lib/server/db/schema';
import { articlePages } from '@/lib/server/pageCache';
import { articleBySlug } from '@/lib/server/services/content';
import * as article from '@/pages/api/v1/admin/articles/[id]';
import * as list from '@/pages/api/v1/admin/articles';

import { uniqueTag } from './factories';
import { call } from './http';
import { newOperator } from './orderFixtures';

// One database serves the whole run, and the seed's tests count its articles: these go when the file ends.
const written: number[] = [];
afterAll(async () => {
  await (await getDb()).delete(articles).where(inArray(articles.id, written));
});

async function publishedArticle(category: 'private-equity' | 'real-estate' = 'private-equity') {
  const tag = uniqueTag();
  const [row] = await (
    await getDb()
  )
    .insert(articles)
    .values({
      slug: `desk-${tag}`,
      title: `Pre-IPO demand rises ${tag}`,
      category,
      summary: 'Secondary demand for pre-IPO shares rose this quarter.',
      body: '## Demand\n\nBuyers asked for **more** pre-IPO shares than sellers offered.',
      author: 'News desk',
      publishedAt: new Date('2026-11-01T09:00:00Z'),
    })
    .returning();
  written.push(row!.id);
  return row!;
}

const edit = {
  title: 'Pre-IPO demand rose sharply',
  summary: 'Secondary demand for pre-IPO shares rose by a third.',
  body: '## Demand\n\nUp by a **third**.',
};

const auditsOf = async (id: number) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(id))));

describe('GET /api/v1/admin/articles', () => {
  it('lists articles newest first and finds one by title or slug', async () => {
    const operator = await newOperator();
    const row = await publishedArticle();
    const found = await call(list.default, { headers: operator.headers, query: { q: row.slug } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ total: 1, page: 1, result: [{ id: row.id, slug: row.slug, title: row.title }] });
    const byTitle = await call(list.default, { headers: operator.headers, query: { q: row.title.toUpperCase() } });
    expect((byTitle.body.data as { result: { id: number }[] }).result.map((item) => item.id)).toEqual([row.id]);
    const paged = await call(list.default, { headers: operator.headers, query: { limit: '1', page: '1' } });
    expect((paged.body.data as { result: unknown[]; total: number }).result).toHaveLength(1);
    expect((await call(list.default, { headers: operator.headers, query: { limit: '500' } })).status).toBe(400);
    const longQuery = await call(list.default, { headers: operator.headers, query: { q: 'x'.repeat(101) } });
    expect(longQuery.status).toBe(400);
    expect(longQuery.body.errors?.q).toBe('q must be at most 100 characters.');
    expect((await call(list.default, { headers: operator.headers, query: { q: '%_%' } })).status).toBe(200);
  });
});

describe('GET and PATCH /api/v1/admin/articles/{id}', () => {
  it('corrects an article readers then read, and audits what changed', async () => {
    const operator = await newOperator();
    const row = await publishedArticle();
    const query = { id: String(row.id) };
    const read = await call(article.default, { headers: operator.headers, query });
    expect(read.body.data).toMatchObject({ slug: row.slug, title: row.title, body: row.body });

    const saved = await call(article.default, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { ...edit, summary: row.summary },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'The article is saved.',
      data: { title: edit.title, slug: row.slug, category: row.category },
    });
    const published = await articleBySlug(await getDb(), row.slug);
    expect(published).toMatchObject({ title: edit.title, summary: row.summary, body: edit.body });

    const audits = await auditsOf(row.id);
    expect(audits.map((audit) => audit.action)).toEqual(['article.update']);
    // The summary did not change, so it is not in the log; the body is logged by its length only.
    expect(audits[0]?.before).toEqual({ title: row.title, body: `${row.body.length} characters` });
    expect(audits[0]?.after).toEqual({ title: edit.title, body: `${edit.body.length} characters` });

    // Saving the same text again changes nothing and logs nothing.
    const again = await call(article.default, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { ...edit, summary: row.summary },
    });
    expect(again.status).toBe(200);
    expect(await auditsOf(row.id)).toHaveLength(1);
  });

  it.each([
    ['title', { title: '' }, 'Title is required.'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    ['summary', { summary: 'short' }, 'Summary must be at least 10 characters.'],
    ['body', { body: 42 }, 'Body must be text.'],
    ['body', { body: null }, 'Body is required.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator();
    const row = await publishedArticle();
    const result = await call(article.default, {
      method: 'PATCH',
      headers: operator.headers,
      query: { id: String(row.id) },
      body: { ...edit, ...change },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await articleBySlug(await getDb(), row.slug)).toMatchObject({ title: row.title, summary: row.summary, body: row.body });
    expect(await auditsOf(row.id)).toHaveLength(0);
  });

  it('answers 404 for an article that does not exist or an id that cannot be one', async () => {
    const operator = await newOperator();
    for (const id of ['99999999', '0', 'abc', '-1']) {
      expect((await call(article.default, { headers: operator.headers, query: { id } })).status, id).toBe(404);
      expect((await call(article.default, { method: 'PATCH', headers: operator.headers, query: { id }, body: edit })).status, id).toBe(404);
    }
  });
});

describe('articlePages', () => {
  it('names the article, the home page, the news list and a category list that is a page of its own', () => {
    expect(articlePages({ slug: 'a', category: 'private-equity' })).toEqual(['/', '/articles', '/articles/a']);
    expect(articlePages({ slug: 'b', category: 'real-estate' })).toEqual(['/', '/articles', '/articles/b', '/articles/Real-Estate']);
    expect(articlePages({ slug: 'c', category: 'in-the-news' })).toEqual(['/', '/articles', '/articles/c', '/in-the-news']);
  });
});
