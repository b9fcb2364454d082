import type { GetServerSidePropsContext } from 'next';

import { serializeDates } from '@/lib/serialize';
import { getDb, type Db } from '@/lib/server/db/client';
import type { ArticleCategory } from '@/lib/server/db/schema';
import { publicLoader, staticLoader } from '@/lib/server/loaders/wrappers';
import { listArticles, secondsToNextScheduled } from '@/lib/server/services/content';
import { ARTICLES_PER_PAGE, parseArticleListQuery } from '@/lib/validations/content';

/** Props for an article list page from its URL query; `fixedCategory` pins pages that show one category. */
export async function articleListPageProps(db: Db, query: GetServerSidePropsContext['query'], fixedCategory?: ArticleCategory) {
  const parsed = parseArticleListQuery(query);
  const category = fixedCategory ?? parsed.category;
  const list = await listArticles(db, { category, q: parsed.q, page: parsed.page, perPage: ARTICLES_PER_PAGE });
  return {
    ...list,
    items: list.items.map(serializeDates),
    category: fixedCategory ? null : (parsed.category ?? null),
    q: parsed.q,
  };
}

/** The loader of every article list (/articles, /in-the-news, /articles/Real-Estate). */
export const articleListLoader = (fixedCategory?: ArticleCategory) =>
  publicLoader({ cacheSeconds: 60 }, async ({ query }) => ({ props: await articleListPageProps(await getDb(), query, fixedCategory) }));

// The plain news list, rendered once and reused for five minutes (articles are published by the
// content pipeline, not from a request here). Categories, searches and pages: /filtered/articles.
// A scheduled article joins it at its time: the list is rendered again by then.
export const getStaticProps = staticLoader({ revalidateSeconds: 300 }, async () => {
  const db = await getDb();
  return { props: await articleListPageProps(db, {}), revalidate: await secondsToNextScheduled(db) };
});
