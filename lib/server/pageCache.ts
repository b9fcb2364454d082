// The public pages rendered once and reused (incremental static regeneration, staticLoader in
// lib/server/loaders/wrappers.ts) are rendered again the moment the data they show changes: the
// service that changes it names the pages, and they are refreshed before its API call answers, so
// the next visitor already sees the change. Next refreshes a page only from an API route
// (res.revalidate), so defineHandler runs every route inside withPageRefresh.
import { AsyncLocalStorage } from 'node:async_hooks';

import type { NextApiResponse } from 'next';

import { articleCategoryPath } from '@/lib/articleCategories';
import type { ArticleCategory } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/logger';

type Revalidate = NextApiResponse['revalidate'];

const refresher = new AsyncLocalStorage<Revalidate>();

/** Runs an API route where refreshPublicPages can reach Next's res.revalidate. */
export function withPageRefresh<T>(res: NextApiResponse, run: () => T): T {
  return typeof res.revalidate === 'function' ? refresher.run(res.revalidate.bind(res), run) : run();
}

/** The public fee schedule, rendered from the platform settings. */
export const FEES_PAGE = '/fees';

/** The public list of companies on the road to listing, with their IPO milestones. */
export const IPO_PIPELINE_PAGE = '/ipo-pipeline';

/** The public pages that show a company's price or status: its own page, the home page and the plain list. */
export const companyPages = (slug: string) => ['/', '/indian-stocks', `/indian-stocks/${slug}`];

/**
 * The reused pages that show an article's title or text: its own page, the home page's latest news, the
 * plain news list and its category's own list where it has one (a filtered list is rendered per request).
 * Other articles list it as related and take it in at their own revalidate time.
 */
export function articlePages(article: { slug: string; category: ArticleCategory }): string[] {
  const categoryList = articleCategoryPath(article.category);
  return ['/', '/articles', `/articles/${article.slug}`, ...(categoryList.includes('?') ? [] : [categoryList])];
}

/**
 * Renders these pages again now, where they have been rendered before (a page never visited stays
 * unrendered). With REDIS_URL every instance shares the refreshed page (lib/server/cache/cacheHandler.mjs);
 * a reverse proxy in front keeps a page no longer than its s-maxage (docs/nginx.conf). Outside an API route
 * (a CLI, a test) there is nothing to refresh: each page then expires by its own revalidate time. A failure is
 * logged, never thrown: the change is committed, and the page still expires by itself.
 */
export async function refreshPublicPages(paths: readonly string[]): Promise<void> {
  const revalidate = refresher.getStore();
  if (!revalidate) return;
  const unique = [...new Set(paths)];
  await Promise.all(
    unique.map(async (path) => {
      try {
        await revalidate(path, { unstable_onlyGenerated: true });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Next's resolver run without its server (the integration tests) has nothing to refresh.
        if (message.includes('missing internal router-server-methods')) logger.debug('no page cache to refresh', { path });
        else logger.warn('public page refresh failed', { path, error: message });
      }
    }),
  );
}
