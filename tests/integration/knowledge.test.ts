// The knowledge base: the seeded articles, the investor and partner APIs (audience isolation,
// search, categories, paging, bad input) and the pages' loaders.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { inArray } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { knowledgeArticles } from '@/lib/server/db/schema';
import { KNOWLEDGE_ARTICLES } from '@/lib/server/db/seedData/knowledge';
import { getServerSideProps as partnerArticlePage } from '@/lib/server/loaders/Cp/knowledge/[slug]';
import { getServerSideProps as partnerListPage } from '@/lib/server/loaders/Cp/knowledge/index';
import { getServerSideProps as investorArticlePage } from '@/lib/server/loaders/dashboard/UserKnowledgebase/[slug]';
import { getServerSideProps as investorListPage } from '@/lib/server/loaders/dashboard/UserKnowledgebase/index';
import partnerArticle from '@/pages/api/v1/cp/knowledge/[slug]';
import partnerList from '@/pages/api/v1/cp/knowledge/index';
import investorArticle from '@/pages/api/v1/user/knowledge/[slug]';
import investorList from '@/pages/api/v1/user/knowledge/index';

import { createInvestor, createPartner, uniqueTag } from './factories';
import { call, cookieFor } from './http';

interface Card {
  slug: string;
  category: string;
  title: string;
  summary: string;
}
interface List {
  result: Card[];
  total: number;
  page: number;
  categories: { name: string; count: number }[];
}

const tag = uniqueTag();
const slugs = {
  investor: `investor-only-${tag}`,
  partner: `partner-only-${tag}`,
  both: `for-everyone-${tag}`,
  draft: `draft-${tag}`,
  hostile: `hostile-${tag}`,
};
let investor: Record<string, string>;
let partner: Record<string, string>;

beforeAll(async () => {
  investor = (await createInvestor()).headers;
  partner = (await createPartner()).headers;
  const row = (slug: string, audience: 'investor' | 'partner' | 'both', extra: Partial<typeof knowledgeArticles.$inferInsert> = {}) => ({
    slug,
    audience,
    category: `Test ${tag}`,
    title: `Guide ${slug}`,
    summary: `Summary of ${slug}`,
    body: `Body of ${slug} with the word zebra${tag}.`,
    ...extra,
  });
  await (await getDb()).insert(knowledgeArticles).values([
    row(slugs.investor, 'investor', { position: 1 }),
    row(slugs.partner, 'partner', { position: 2 }),
    row(slugs.both, 'both', { position: 3 }),
    row(slugs.draft, 'both', { published: false }),
    row(slugs.hostile, 'both', {
      position: 4,
      body: `# Heading\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[link](javascript:alert(3)) **bold** ${tag}`,
    }),
  ]);
});

afterAll(async () => {
  await (await getDb()).delete(knowledgeArticles).where(inArray(knowledgeArticles.slug, Object.values(slugs)));
});

const listAs = async (handler: typeof investorList, headers: Record<string, string>, query: Record<string, string> = {}) => {
  const response = await call(handler, { headers, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as List;
};

describe('the seeded knowledge base', () => {
  it('has at least 10 published articles, with guides for investors and for partners', async () => {
    expect(KNOWLEDGE_ARTICLES.length).toBeGreaterThanOrEqual(10);
    const rows = await (
      await getDb()
    )
      .select({ slug: knowledgeArticles.slug, audience: knowledgeArticles.audience })
      .from(knowledgeArticles)
      .where(
        inArray(
          knowledgeArticles.slug,
          KNOWLEDGE_ARTICLES.map((article) => article.slug),
        ),
      );
    expect(rows).toHaveLength(KNOWLEDGE_ARTICLES.length);
    for (const slug of ['what-is-a-cmr-copy', 'what-is-a-dis-and-how-to-fill-it', 'lock-in-after-an-ipo', 'tax-on-unlisted-shares']) {
      expect(rows.map((r) => r.slug)).toContain(slug);
    }
    expect(rows.filter((r) => r.audience === 'partner').length).toBeGreaterThanOrEqual(3);
  });

  it('states the rules as they are: 12.5% LTCG after 24 months, 2% TDS under 194H, 6 months lock-in', () => {
    const body = (slug: string) => KNOWLEDGE_ARTICLES.find((article) => article.slug === slug)?.body ?? '';
    expect(body('tax-on-unlisted-shares')).toMatch(/12\.5%[\s\S]*without indexation/);
    expect(body('tax-on-unlisted-shares')).toContain('23 July 2024');
    expect(body('tax-on-unlisted-shares')).toContain('more than 24 months');
    expect(body('tax-on-unlisted-shares')).toContain('consult a tax adviser');
    expect(body('partner-payouts-and-tds')).toMatch(/\*\*2%\*\*[\s\S]*1 October 2024/);
    expect(body('lock-in-after-an-ipo')).toContain('six months from the date of allotment');
  });
});

describe('GET /api/v1/{user,cp}/knowledge', () => {
  it("lists each reader's audience and the shared articles, never the other audience's or a draft", async () => {
    const mine = await listAs(investorList, investor, { category: `Test ${tag}`, limit: '50' });
    expect(mine.result.map((card) => card.slug)).toEqual([slugs.investor, slugs.both, slugs.hostile]);
    const theirs = await listAs(partnerList, partner, { category: `Test ${tag}`, limit: '50' });
    expect(theirs.result.map((card) => card.slug)).toEqual([slugs.partner, slugs.both, slugs.hostile]);
    const all = await listAs(investorList, investor, { limit: '50' });
    expect(all.result.map((card) => card.slug)).not.toContain('how-partner-commissions-are-calculated');
    expect(all.categories.map((category) => category.name)).not.toContain('Commissions and payouts');
    expect(all.categories.find((category) => category.name === `Test ${tag}`)?.count).toBe(3);
  });

  it('searches titles, summaries and bodies (any case), titles first', async () => {
    const found = await listAs(partnerList, partner, { q: `ZEBRA${tag}` });
    expect(found.result.map((card) => card.slug)).toEqual([slugs.partner, slugs.both]);
    const tds = await listAs(partnerList, partner, { q: 'tds' });
    expect(tds.result[0]?.slug).toBe('partner-payouts-and-tds');
    expect((await listAs(investorList, investor, { q: 'section 194H' })).result.map((card) => card.slug)).not.toContain(
      'partner-payouts-and-tds',
    );
    expect((await listAs(investorList, investor, { q: 'zz%zz' })).total).toBe(0);
  });

  it('pages with the total on every page', async () => {
    const one = await listAs(investorList, investor, { category: `Test ${tag}`, limit: '2' });
    const two = await listAs(investorList, investor, { category: `Test ${tag}`, limit: '2', page: '2' });
    expect([one.total, two.total, two.page]).toEqual([3, 3, 2]);
    expect([...one.result, ...two.result].map((card) => card.slug)).toEqual([slugs.investor, slugs.both, slugs.hostile]);
  });

  it.each([
    [{ category: 'Commissions and payouts' }, 'category', /^category must be one of: .*Buying/],
    [{ q: 'x'.repeat(101) }, 'q', /^q must be at most 100 characters\.$/],
    [{ page: 'two' }, 'page', /^page must be a whole number\.$/],
    [{ limit: '51' }, 'limit', /^limit must be at most 50\.$/],
  ])('refuses %j to an investor with a message on the field', async (query, field, message) => {
    const { status, body } = await call(investorList, { headers: investor, query });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toMatch(message);
  });
});

describe('GET /api/v1/{user,cp}/knowledge/{slug}', () => {
  const get = (handler: typeof investorArticle, headers: Record<string, string>, slug: string) =>
    call(handler, { headers, query: { slug } });

  it("answers the reader's articles and 404 for the other audience's, a draft or a missing one", async () => {
    expect((await get(investorArticle, investor, slugs.investor)).status).toBe(200);
    expect((await get(investorArticle, investor, 'what-is-a-cmr-copy')).status).toBe(200);
    expect((await get(partnerArticle, partner, 'how-partner-commissions-are-calculated')).status).toBe(200);
    expect((await get(partnerArticle, partner, 'tax-on-unlisted-shares')).status).toBe(200);
    for (const [handler, headers, slug] of [
      [investorArticle, investor, slugs.partner],
      [investorArticle, investor, 'partner-payouts-and-tds'],
      [partnerArticle, partner, slugs.investor],
      [partnerArticle, partner, 'what-is-a-cmr-copy'],
      [investorArticle, investor, slugs.draft],
      [partnerArticle, partner, 'no-such-article'],
      [investorArticle, investor, '../etc/passwd'],
      [investorArticle, investor, 'UPPER-case'],
    ] as const) {
      const { status, body } = await get(handler, headers, slug);
      expect(status, slug).toBe(404);
      expect(body).toMatchObject({ success: false, message: 'No help article has this address.' });
    }
  });

  it('renders the Markdown as sanitised HTML with the others of its category', async () => {
    const { body } = await get(investorArticle, investor, slugs.hostile);
    const data = body.data as { html: string; related: Card[]; title: string };
    expect(data.title).toBe(`Guide ${slugs.hostile}`);
    expect(data.html).toContain('<h2>Heading</h2>');
    expect(data.html).toContain('<strong>bold</strong>');
    expect(data.html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(data.related.map((card) => card.slug)).toEqual([slugs.investor, slugs.both]);
    expect(data).not.toHaveProperty('body');
  });

  it('answers 401 to the other role and to anonymous callers', async () => {
    expect((await get(investorArticle, partner, slugs.both)).status).toBe(401);
    expect((await get(partnerArticle, investor, slugs.both)).status).toBe(401);
    expect((await get(partnerArticle, {}, slugs.both)).status).toBe(401);
  });
});

describe('the knowledge-base pages', () => {
  async function context(headers: Record<string, string>, query: Record<string, string> = {}, params?: Record<string, string>) {
    const req = new IncomingMessage(new Socket());
    req.url = '/';
    req.headers = { host: 'localhost:3000', ...headers };
    return { req, res: new ServerResponse(req), resolvedUrl: '/', query, params } as unknown as GetServerSidePropsContext;
  }
  let investorCookie: Record<string, string>;
  let partnerCookie: Record<string, string>;
  beforeAll(async () => {
    investorCookie = await cookieFor('user', (await createInvestor()).user.id);
    partnerCookie = await cookieFor('partner', (await createPartner()).partner.id);
  });

  it('list from the URL, ignoring a bad category, and send a page past the end back to the last', async () => {
    const page = await investorListPage(await context(investorCookie, { category: 'nope', q: 'cmr' }));
    expect(page).toHaveProperty('props.state', { q: 'cmr', category: null, page: 1 });
    expect(page).toHaveProperty('props.articles.0.slug', 'what-is-a-cmr-copy');
    const past = await partnerListPage(await context(partnerCookie, { category: 'Commissions and payouts', page: '9' }));
    expect(past).toEqual({ redirect: { destination: '/Cp/knowledge?category=Commissions+and+payouts', permanent: false } });
  });

  it("show the reader's article and 404 the other audience's", async () => {
    const mine = await partnerArticlePage(await context(partnerCookie, {}, { slug: 'how-proposals-work' }));
    expect(mine).toHaveProperty('props.article.title', 'How proposals work');
    expect(await investorArticlePage(await context(investorCookie, {}, { slug: 'how-proposals-work' }))).toEqual({ notFound: true });
    expect(await partnerArticlePage(await context(partnerCookie, {}, { slug: 'kyc-documents' }))).toEqual({ notFound: true });
    expect(await investorArticlePage(await context(partnerCookie, {}, { slug: 'kyc-documents' }))).toHaveProperty('redirect');
  });
});
