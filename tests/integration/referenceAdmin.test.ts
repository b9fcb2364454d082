// The site's FAQs and glossary kept from the console: added, changed and removed through the API, each
// change audited and on the public list at once; bad input refused per field with nothing written.
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { faqs, glossaryTerms } from '@/lib/server/db/schema';
import { listFaqs, listGlossaryTerms } from '@/lib/server/services/content';
import * as faq from '@/pages/api/v1/admin/faqs/[id]';
import * as faqList from '@/pages/api/v1/admin/faqs';
import * as term from '@/pages/api/v1/admin/glossary/[id]';
import * as termList from '@/pages/api/v1/admin/glossary';
import listingList from '@/pages/api/v1/admin/real-estate';
import webcastList from '@/pages/api/v1/admin/webcasts';

import { auditActionsOf, uniqueTag } from './factories';
import { call, download } from './http';
import { newOperator } from './orderFixtures';

const MARK = 'Reference desk';
afterAll(async () => {
  const db = await getDb();
  await db.delete(faqs).where(like(faqs.category, `${MARK}%`));
  await db.delete(glossaryTerms).where(like(glossaryTerms.term, `${MARK}%`));
});

describe('FAQs', () => {
  it('adds a question at the end of the page, changes it and removes it, each audited and public at once', async () => {
    const operator = await newOperator(['content']);
    const body = { category: `${MARK} ${uniqueTag()}`, question: 'Can I sell my shares back?', answer: 'Yes: from your dashboard.' };
    const added = await call(faqList.default, { method: 'POST', headers: operator.headers, body });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const row = added.body.data as { id: number; position: number };
    const page = await listFaqs(await getDb());
    expect(page.at(-1)).toMatchObject({ id: row.id, question: body.question });

    const query = { id: String(row.id) };
    const changed = await call(faq.default, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { ...body, answer: 'Yes, any day.' },
    });
    expect(changed.status).toBe(200);
    expect((await listFaqs(await getDb())).find((one) => one.id === row.id)?.answer).toBe('Yes, any day.');
    const found = await call(faqList.default, { headers: operator.headers, query: { q: body.category } });
    expect((found.body.data as { total: number }).total).toBe(1);

    expect((await call(faq.default, { method: 'DELETE', headers: operator.headers, query })).status).toBe(200);
    expect((await listFaqs(await getDb())).some((one) => one.id === row.id)).toBe(false);
    expect((await call(faq.default, { method: 'DELETE', headers: operator.headers, query })).status).toBe(404);
    expect(await auditActionsOf('faq', row.id)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });

  it.each([
    ['category', { category: 'x' }, 'Category must be at least 2 characters.'],
    ['question', { question: '' }, 'Question is required.'],
    ['answer', { answer: 42 }, 'Answer must be text.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator(['content']);
    const category = `${MARK} ${uniqueTag()}`;
    const result = await call(faqList.default, {
      method: 'POST',
      headers: operator.headers,
      body: { category, question: 'A fine question?', answer: 'A fine answer.', ...change },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(faqs, eq(faqs.category, category))).toBe(0);
  });
});

describe('glossary', () => {
  it('adds a term with its anchor, refuses one written the same way, changes and removes it', async () => {
    const operator = await newOperator(['content']);
    const name = `${MARK} ${uniqueTag()} DIS`;
    const added = await call(termList.default, {
      method: 'POST',
      headers: operator.headers,
      body: { term: name, definition: 'A delivery instruction slip.' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const row = added.body.data as { id: number; slug: string };
    expect(row.slug).toMatch(/^reference-desk-[a-z0-9-]+-dis$/);
    expect((await listGlossaryTerms(await getDb())).some((one) => one.slug === row.slug)).toBe(true);

    const twin = await call(termList.default, {
      method: 'POST',
      headers: operator.headers,
      body: { term: name.toUpperCase().replace(/ /g, '  '), definition: 'The same term again.' },
    });
    expect(twin.status).toBe(409);
    expect(twin.body.errors?.term).toBe('The glossary already has this term (or one written the same way).');

    const query = { id: String(row.id) };
    const renamed = await call(term.default, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { term: `${name} slip`, definition: 'A delivery instruction slip, signed by the seller.' },
    });
    expect(renamed.body.data).toMatchObject({ slug: `${row.slug}-slip` });
    expect((await call(term.default, { method: 'DELETE', headers: operator.headers, query })).status).toBe(200);
    expect(await auditActionsOf('glossary_term', row.id)).toEqual(['glossary_term.create', 'glossary_term.update', 'glossary_term.delete']);
  });

  it('refuses a term without a letter or digit and a short definition, per field', async () => {
    const operator = await newOperator(['content']);
    const noLetters = await call(termList.default, {
      method: 'POST',
      headers: operator.headers,
      body: { term: '—', definition: 'Some definition.' },
    });
    expect(noLetters.status).toBe(400);
    expect(noLetters.body.errors?.term).toBe('A term needs at least one letter or digit.');
    const short = await call(termList.default, {
      method: 'POST',
      headers: operator.headers,
      body: { term: `${MARK} x`, definition: 'abc' },
    });
    expect(short.body.errors?.definition).toBe('Definition must be at least 5 characters.');
    expect(await (await getDb()).$count(glossaryTerms, eq(glossaryTerms.term, `${MARK} x`))).toBe(0);
    expect((await call(term.default, { method: 'PATCH', headers: operator.headers, query: { id: 'abc' }, body: {} })).status).toBe(404);
  });
});

describe('the desks as CSV', () => {
  it('each content desk downloads every entry its search matches, for content staff only', async () => {
    const content = await newOperator(['content']);
    const support = await newOperator(['support']);
    const category = `${MARK} csv ${uniqueTag()}`;
    for (const question of ['First, "quoted"?', '=cmd|calc']) {
      const added = await call(faqList.default, {
        method: 'POST',
        headers: content.headers,
        body: { category, question, answer: 'An answer.' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const faqCsv = await download(faqList.default, { format: 'csv', q: category }, content.headers);
    expect(faqCsv.status).toBe(200);
    expect(faqCsv.type).toMatch(/^text\/csv/);
    const lines = faqCsv.data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('id,category,question,answer,position');
    expect(lines).toHaveLength(3);
    // Quotes doubled; a cell that a spreadsheet would run as a formula is defused.
    expect(lines[1]).toContain('"First, ""quoted""?"');
    expect(lines[2]).not.toMatch(/,=cmd/);

    for (const [handler, header] of [
      [termList.default, 'id,term,slug,definition'],
      [webcastList, 'id,title,slug,status,publishedAt,videoUrl,durationSeconds'],
      [listingList, 'id,title,slug,country,city,propertyType,currency,priceMinor,priceInrPaise,status'],
    ] as const) {
      const csv = await download(handler, { format: 'csv' }, content.headers);
      expect(csv.status).toBe(200);
      expect(
        csv.data
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0],
      ).toBe(header);
      expect((await download(handler, { format: 'csv' }, support.headers)).status).toBe(403);
    }
  });
});
