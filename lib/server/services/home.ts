// Everything the home page shows, in a handful of small indexed queries.
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { memoized } from '@/lib/server/memo';
import { articles, companies, webcasts } from '@/lib/server/db/schema';
import { publishedCompany, topCompanies } from '@/lib/server/services/companies';
import { publicArticle, publishedWebcast } from '@/lib/server/services/content';
import { startupCardColumns } from '@/lib/server/services/startups';

export const HOME_LIMITS = { companies: 8, news: 4, webcasts: 3, startups: 4 } as const;

// Counting 10,000 companies and 100,000 articles took ~56 ms of an 84 ms home page on the
// embedded database; the figures change slowly, so each process keeps them for a few minutes.
const FACTS_TTL_MS = 5 * 60_000;
const trustFacts = (db: Db) => memoized('home:trust-facts', FACTS_TTL_MS, () => countTrustFacts(db));

/** Facts derived from the data itself: nothing here is a claim we could not show. */
async function countTrustFacts(db: Db) {
  const [row] = await db
    .select({
      companies: sql<number>`count(*)`.mapWith(Number),
      sectors: sql<number>`count(distinct ${companies.sector})`.mapWith(Number),
      startups: sql<number>`count(*) filter (where ${companies.category} = 'startup')`.mapWith(Number),
      preIpo: sql<number>`count(*) filter (where ${companies.category} = 'pre-ipo')`.mapWith(Number),
      articles: sql<number>`(select count(*) from ${articles} where ${publicArticle()})`.mapWith(Number),
    })
    .from(companies)
    .where(publishedCompany());
  return row ?? { companies: 0, sectors: 0, startups: 0, preIpo: 0, articles: 0 };
}

export async function loadHome(db: Db) {
  const [top, news, latestWebcasts, startups, facts] = await Promise.all([
    topCompanies(db, HOME_LIMITS.companies),
    db
      .select(pickColumns(articles, 'slug', 'title', 'summary', 'category', 'publishedAt'))
      .from(articles)
      .where(publicArticle())
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(HOME_LIMITS.news),
    db
      .select(pickColumns(webcasts, 'slug', 'title', 'description', 'durationSeconds', 'publishedAt'))
      .from(webcasts)
      .where(publishedWebcast)
      .orderBy(desc(webcasts.publishedAt), desc(webcasts.id))
      .limit(HOME_LIMITS.webcasts),
    db
      .select(startupCardColumns)
      .from(companies)
      .where(and(eq(companies.category, 'startup'), publishedCompany()))
      .orderBy(asc(companies.name))
      .limit(HOME_LIMITS.startups),
    trustFacts(db),
  ]);
  return { top, news, webcasts: latestWebcasts, startups, facts };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
