// List state for the article pages lives in the URL (?category=&q=&page=). Bad values are
// ignored or clamped rather than refused: a mistyped link still shows a useful list.
import { z } from '@/lib/zod';

import { firstValue, pageNumber } from '@/lib/query';
import { ARTICLE_CATEGORIES, MAX_SEARCH_LENGTH } from '@/lib/articleCategories';

import { MAX_PAGE } from './pagination';

export {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  articleCategoryPath,
  ARTICLES_PER_PAGE,
  MAX_SEARCH_LENGTH,
} from '@/lib/articleCategories';

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
