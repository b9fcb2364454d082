// News for the dashboards: the newest articles about companies on an investor's watch list (an
// article names its companies by slug in related_companies).
import { and, arrayOverlaps, desc, eq, inArray, notExists, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { articles, companies, notifications, watchlistItems } from '@/lib/server/db/schema';
import { cardColumns, publicArticle } from '@/lib/server/services/content';
import { notify } from '@/lib/server/services/notifications';
import type { Tx } from '@/lib/server/services/operators';

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

/**
 * When an article goes public: each investor watching a company it names is told once (panel), and
 * emailed unless they withdrew marketing email (notify() asks the consent ledger).
 */
export async function notifyWatchlistNews(tx: Tx, article: { id: number; title: string; slug: string; relatedCompanies: string[] }) {
  if (article.relatedCompanies.length === 0) return;
  const entityId = String(article.id);
  const watchers = await tx
    .selectDistinct({ userId: watchlistItems.userId })
    .from(watchlistItems)
    .innerJoin(companies, eq(companies.id, watchlistItems.companyId))
    .where(
      and(
        inArray(companies.slug, article.relatedCompanies),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.recipientKind, 'user'),
                eq(notifications.recipientId, watchlistItems.userId),
                eq(notifications.entityType, 'article'),
                eq(notifications.entityId, entityId),
              ),
            ),
        ),
      ),
    );
  for (const { userId } of watchers) {
    const title = `News on your watch list: ${article.title}`;
    const body = 'A new article names a company on your watch list.';
    await notify(tx, {
      userId,
      kind: 'watch.news',
      title,
      body,
      link: `/articles/${article.slug}`,
      entity: { type: 'article', id: article.id },
      email: { subject: title, text: body, purpose: 'marketing_email' },
    });
  }
}
