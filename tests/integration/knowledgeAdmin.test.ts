// Operators write knowledge-base articles: created and edited through the console's API with every
// field checked, one article per slug (409 on slug), a preview sanitised as published articles are,
// every change audited; nobody but an operator gets in.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, knowledgeArticles } from '@/lib/server/db/schema';
import { findKnowledgeArticle } from '@/lib/server/services/knowledge';
import { KNOWLEDGE_ADMIN_MESSAGES } from '@/lib/validations/knowledgeAdmin';
import * as article from '@/pages/api/v1/admin/knowledge/[id]';
import * as articles from '@/pages/api/v1/admin/knowledge';
import * as preview from '@/pages/api/v1/admin/knowledge/preview';

import { createInvestor, createPartner, uniqueTag } from './factories';
import { call, expectFieldRefused } from './http';
import { newOperator } from './orderFixtures';

const draft = (slug: string) => ({
  title: 'How a DIS works',
  slug,
  audience: 'investor',
  category: 'Transfers',
  summary: 'The delivery instruction slip, step by step.',
  body: '## What it is\n\nA **DIS** tells your depository participant to move shares out of your demat account.',
  published: true,
});

const articleCount = async () => (await getDb()).$count(knowledgeArticles);

describe('POST /api/v1/admin/knowledge', () => {
  it('creates an article readers then see, and audits it', async () => {
    const operator = await newOperator();
    const slug = `dis-${uniqueTag()}`;
    const { status, body } = await call(articles.default, { method: 'POST', headers: operator.headers, body: draft(slug) });
    expect(status, JSON.stringify(body)).toBe(201);
    const created = body.data as { id: number; slug: string };
    expect(created.slug).toBe(slug);
    const read = await findKnowledgeArticle(await getDb(), 'investor', slug);
    expect(read?.html).toContain('<strong>DIS</strong>');
    const audits = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'knowledge_article'), eq(auditLog.entityId, String(created.id))));
    expect(audits.map((row) => row.action)).toEqual(['knowledge.create']);
  });

  it('refuses a slug another article has (409 on slug) and a malformed one (400), writing nothing', async () => {
    const operator = await newOperator();
    const slug = `taken-${uniqueTag()}`;
    expect((await call(articles.default, { method: 'POST', headers: operator.headers, body: draft(slug) })).status).toBe(201);
    await expectFieldRefused(() => call(articles.default, { method: 'POST', headers: operator.headers, body: draft(slug) }), {
      field: 'slug',
      message: KNOWLEDGE_ADMIN_MESSAGES.slugTaken,
      rows: articleCount,
      status: 409,
    });
    for (const bad of ['Has Spaces', 'double--hyphen', '-leading', 'ünïcode']) {
      await expectFieldRefused(() => call(articles.default, { method: 'POST', headers: operator.headers, body: draft(bad) }), {
        field: 'slug',
        message: KNOWLEDGE_ADMIN_MESSAGES.slugFormat,
        rows: articleCount,
      });
    }
  });

  it.each([
    ['title', { title: '' }, 'Title is required.'],
    ['audience', { audience: 'everyone' }, 'Please choose who reads this article.'],
    ['summary', { summary: 'short' }, 'Summary must be at least 10 characters.'],
    ['published', { published: 'yes' }, 'Published must be true or false.'],
  ])('refuses a bad %s', async (field, change, message) => {
    const operator = await newOperator();
    await expectFieldRefused(
      () => call(articles.default, { method: 'POST', headers: operator.headers, body: { ...draft(`x-${uniqueTag()}`), ...change } }),
      { field, message, rows: articleCount },
    );
  });
});

describe('GET and PATCH /api/v1/admin/knowledge/{id}', () => {
  it('edits an article, refuses another article’s slug, and audits what changed', async () => {
    const operator = await newOperator();
    const one = (await call(articles.default, { method: 'POST', headers: operator.headers, body: draft(`one-${uniqueTag()}`) })).body
      .data as { id: number; slug: string };
    const two = (await call(articles.default, { method: 'POST', headers: operator.headers, body: draft(`two-${uniqueTag()}`) })).body
      .data as { id: number; slug: string };
    const query = { id: String(one.id) };
    const changed = await call(article.default, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { title: 'A new title', published: false },
    });
    expect(changed.body.data).toMatchObject({ title: 'A new title', published: false });
    expect(await findKnowledgeArticle(await getDb(), 'investor', one.slug)).toBeNull();
    const clash = await call(article.default, { method: 'PATCH', headers: operator.headers, query, body: { slug: two.slug } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors?.slug).toBe(KNOWLEDGE_ADMIN_MESSAGES.slugTaken);
    const read = await call(article.default, { headers: operator.headers, query });
    expect(read.body.data).toMatchObject({ slug: one.slug, title: 'A new title' });
    expect((await call(article.default, { headers: operator.headers, query: { id: '99999999' } })).status).toBe(404);
    const audits = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'knowledge_article'), eq(auditLog.entityId, String(one.id)), eq(auditLog.action, 'knowledge.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ title: 'A new title', published: false });
  });
});

describe('POST /api/v1/admin/knowledge/preview', () => {
  it('renders Markdown and drops scripts and event handlers', async () => {
    const operator = await newOperator();
    const { status, body } = await call(preview.default, {
      method: 'POST',
      headers: operator.headers,
      body: { body: '# Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[link](javascript:alert(3))' },
    });
    expect(status).toBe(200);
    const html = (body.data as { html: string }).html;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });

  it('refuses investors, partners and anonymous callers', async () => {
    const investor = await createInvestor();
    const partner = await createPartner();
    for (const headers of [{}, investor.headers, partner.headers]) {
      expect((await call(preview.default, { method: 'POST', headers, body: { body: '# x' } })).status).toBe(401);
      expect((await call(articles.default, { method: 'POST', headers, body: draft(`n-${uniqueTag()}`) })).status).toBe(401);
    }
  });
});
