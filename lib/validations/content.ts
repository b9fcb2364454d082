// List state for the article pages lives in the URL (?category=&q=&page=). Bad values are
// ignored or clamped rather than refused: a mistyped link still shows a useful list.
import { z } from 'zod';

import { firstValue, pageNumber } from '@/lib/query';
import type { ArticleCategory } from '@/lib/server/db/schema';

import { MAX_PAGE } from './pagination';

export const ARTICLE_CATEGORIES = [
  'private-equity',
  'startups',
  'real-estate',
  'in-the-news',
] as const satisfies readonly ArticleCategory[];

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  'private-equity': 'Private Equity',
  startups: 'Startups',
  'real-estate': 'Real Estate',
  'in-the-news': 'In the News',
};

/** Where a category's own list lives: two categories have pages of their own. */
export function articleCategoryPath(category: ArticleCategory): string {
  if (category === 'real-estate') return '/articles/Real-Estate';
  if (category === 'in-the-news') return '/in-the-news';
  return `/articles?category=${category}`;
}

export const MAX_SEARCH_LENGTH = 100;
export const ARTICLES_PER_PAGE = 9;

/** A page number from the URL: anything but a whole number is page 1; large numbers are capped. */
const pageParam = z.preprocess((value) => pageNumber(value, { max: MAX_PAGE }), z.number().int()).catch(1);

export const parsePageParam = (value: unknown): number => pageNumber(value, { max: MAX_PAGE });

export const articleListQuery = z.object({
  category: z.preprocess((value) => firstValue(value).toLowerCase() || undefined, z.enum(ARTICLE_CATEGORIES).optional()).catch(undefined),
  q: z
    .preprocess(
      (value) => firstValue(value),
      z.string().transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)),
    )
    .catch(''),
  page: pageParam,
});

export type ArticleListQuery = z.infer<typeof articleListQuery>;

/** Parses a page's query; never throws. */
export const parseArticleListQuery = (query: Record<string, unknown>): ArticleListQuery => articleListQuery.parse(query);
