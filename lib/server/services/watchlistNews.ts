// News for the dashboards: the newest articles about companies on an investor's watch list (an
// article names its companies by slug in related_companies).
import { and, arrayOverlaps, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { articles, companies, watchlistItems } from '@/lib/server/db/schema';
import { cardColumns, publicArticle } from '@/lib/server/services/content';

/** The newest articles naming a company the investor watches, with the names of those companies. */
export async function watchlistArticles(db: Db, userId: number, limit = 6) {
  const watched = await db
    .select({ slug: companies.slug, name: companies.name })
    .from(watchlistItems)
    .innerJoin(companies, eq(companies.id, watchlistItems.companyId))
    .where(eq(watchlistItems.userId, userId));
  if (watched.length === 0) return { watching: 0, items: [] };
  const slugs = watched.map((company) => company.slug);
  const names = new Map(watched.map((company) => [company.slug, company.name]));
  const rows = await db
    .select({ ...cardColumns, relatedCompanies: articles.relatedCompanies })
    .from(articles)
    .where(and(arrayOverlaps(articles.relatedCompanies, slugs), publicArticle()))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  const items = rows.map(({ relatedCompanies, ...article }) => ({
    ...article,
    watched: relatedCompanies.flatMap((slug) => {
      const name = names.get(slug);
      return name === undefined ? [] : [name];
    }),
  }));
  return { watching: watched.length, items };
}
