// The news inside the dashboards: the public list, with news about the investor's watch list first.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { inArray } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { articles, companies, watchlistItems } from '@/lib/server/db/schema';
import { getServerSideProps as partnerNews } from '@/lib/server/loaders/Cp/articles';
import { getServerSideProps as investorNews } from '@/lib/server/loaders/dashboard/articles';

import { createCompany, createInvestor, createPartner, uniqueTag } from './factories';
import { cookieFor } from './http';

const tag = uniqueTag();
const companyIds: number[] = [];
const articleSlugs = [`watched-news-${tag}`, `older-watched-news-${tag}`, `other-news-${tag}`];

function context(headers: Record<string, string>, query: Record<string, string> = {}) {
  const req = new IncomingMessage(new Socket());
  req.url = '/';
  req.headers = { host: 'localhost:3000', ...headers };
  return { req, res: new ServerResponse(req), resolvedUrl: '/', query } as unknown as GetServerSidePropsContext;
}

let watcher: number;
let watched: { id: number; slug: string; name: string };

beforeAll(async () => {
  const db = await getDb();
  const a = await createCompany({ urlName: `Watched ${tag} Ltd` });
  const b = await createCompany({ urlName: `Unwatched ${tag} Ltd` });
  companyIds.push(a.id, b.id);
  watched = a;
  watcher = (await createInvestor()).user.id;
  await db.insert(watchlistItems).values({ userId: watcher, companyId: a.id });
  const article = (slug: string, related: string[], publishedAt: Date) => ({
    slug,
    title: `Title ${slug}`,
    category: 'private-equity' as const,
    summary: `Summary ${slug}`,
    body: 'Body',
    author: 'Desk',
    publishedAt,
    relatedCompanies: related,
  });
  await db
    .insert(articles)
    .values([
      article(articleSlugs[0]!, [b.slug, a.slug], new Date('2020-01-02T00:00:00Z')),
      article(articleSlugs[1]!, [a.slug], new Date('2020-01-01T00:00:00Z')),
      article(articleSlugs[2]!, [b.slug], new Date('2020-01-03T00:00:00Z')),
    ]);
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(articles).where(inArray(articles.slug, articleSlugs));
  await db.delete(companies).where(inArray(companies.id, companyIds));
});

describe('/dashboard/articles', () => {
  it("puts the newest news about the investor's watched companies first, naming them", async () => {
    const result = await investorNews(context(await cookieFor('user', watcher)));
    expect(result).toHaveProperty('props.watchlist.watching', 1);
    const items = (result as { props: { watchlist: { items: { slug: string; watched: string[] }[] } } }).props.watchlist.items;
    expect(items.map((item) => item.slug)).toEqual([articleSlugs[0], articleSlugs[1]]);
    expect(items[0]?.watched).toEqual([watched.name]);
    expect(result).toHaveProperty('props.list.total', expect.any(Number));
  });

  it('shows no watch-list news to someone watching nothing, nor on a search or a later page', async () => {
    const other = (await createInvestor()).user.id;
    expect(await investorNews(context(await cookieFor('user', other)))).toHaveProperty('props.watchlist', { watching: 0, items: [] });
    const searched = await investorNews(context(await cookieFor('user', watcher), { q: 'unlisted' }));
    expect(searched).toHaveProperty('props.watchlist', null);
  });

  it('needs an investor; partners get the list without a watch list', async () => {
    const partner = (await createPartner()).partner.id;
    expect(await investorNews(context(await cookieFor('partner', partner)))).toHaveProperty('redirect');
    const news = await partnerNews(context(await cookieFor('partner', partner), { category: 'private-equity' }));
    expect(news).toHaveProperty('props.list.category', 'private-equity');
    expect(news).not.toHaveProperty('props.watchlist');
  });
});
