// The article categories, their labels and list pages: plain values the article pages show (no zod here,
// so they add nothing to a page's JavaScript; the URL schemas live in lib/validations/content.ts).
import type { ArticleCategory } from '@/lib/server/db/schema';

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
