// Read-only queries for the public content pages: articles, glossary, FAQs and webcasts.
// Every list is bounded (LIMIT/OFFSET with a count) and walks an index.
import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import { totalPages } from '@/lib/pagination';
import type { Db } from '@/lib/server/db/client';
import {
  articleCounts,
  articleRedirects,
  articles,
  companies,
  faqs,
  glossaryTerms,
  webcasts,
  type ArticleCategory,
} from '@/lib/server/db/schema';
import { isEmbeddableVideo } from '@/lib/validations/contentDesk';
import { publishedCompany } from '@/lib/server/services/companies';

/** An article as its card shows it (lists here, the dashboards' news in watchlistNews.ts). */
export const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  category: articles.category,
  summary: articles.summary,
  coverImage: articles.coverImage,
  author: articles.author,
  publishedAt: articles.publishedAt,
  tags: articles.tags,
};

export interface ArticleListOptions {
  category?: ArticleCategory;
  q?: string;
  page: number;
  perPage: number;
}

/**
 * An article readers may see: published, and its time come. A scheduled article (published, a future
 * time) goes public at that time with no job to run; a draft or an unpublished one never shows.
 */
export const publicArticle = (): SQL => and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`)) as SQL;

/** Uses the GIN index on the same expression; websearch syntax never raises on odd input. */
const matchesSearch = (q: string) =>
  sql`to_tsvector('english', ${articles.title} || ' ' || ${articles.summary}) @@ websearch_to_tsquery('english', ${q})`;

/** article_counts counts published articles, scheduled ones too: those few (published_at index) come off. */
async function articleTotal(db: Db, category: ArticleCategory | undefined) {
  const [[row], scheduled] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${articleCounts.articles}), 0)`.mapWith(Number) })
      .from(articleCounts)
      .where(category ? eq(articleCounts.category, category) : undefined),
    db.$count(
      articles,
      and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`), category ? eq(articles.category, category) : undefined),
    ),
  ]);
  return Math.max(0, (row?.total ?? 0) - scheduled);
}

/** A page of articles, newest first; a page past the end is clamped to the last one. */
export async function listArticles(db: Db, options: ArticleListOptions) {
  const filters: SQL[] = [publicArticle()];
  if (options.category) filters.push(eq(articles.category, options.category));
  if (options.q) filters.push(matchesSearch(options.q));
  const where = and(...filters);
  // Without a search the total comes from article_counts (kept by triggers), not from counting every article.
  const total = options.q ? await db.$count(articles, where) : await articleTotal(db, options.category);
  const pages = totalPages(total, options.perPage);
  const page = Math.min(Math.max(1, options.page), pages);
  const items =
    total === 0
      ? []
      : await db
          .select(cardColumns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(options.perPage)
          .offset((page - 1) * options.perPage);
  return { items, total, page, totalPages: pages };
}

export type ArticleCardRow = Awaited<ReturnType<typeof listArticles>>['items'][number];

/** '/articles/Real-Estate' is the real-estate list, so that slug never names an article. */
export const isReservedArticleSlug = (slug: string) => slug.toLowerCase() === 'real-estate';

/** The public article at this address, or null (none, a draft, unpublished or not yet due). */
export async function articleBySlug(db: Db, slug: string) {
  if (isReservedArticleSlug(slug)) return null;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), publicArticle()))
    .limit(1);
  return row ?? null;
}

/**
 * Seconds until the next scheduled article goes public (of this slug, or of any), or undefined when
 * none waits: a reused page that would show it is rendered again by then (staticLoader's revalidate).
 */
export async function secondsToNextScheduled(db: Db, slug?: string): Promise<number | undefined> {
  const [row] = await db
    .select({ at: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`), slug ? eq(articles.slug, slug) : undefined))
    .orderBy(asc(articles.publishedAt))
    .limit(1);
  return row ? Math.max(1, Math.ceil((row.at.getTime() - Date.now()) / 1000)) : undefined;
}

/** Where an old address of a moved article points now (the article's slug today), when that article is public. */
export async function movedArticleSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articleRedirects)
    .innerJoin(articles, eq(articles.id, articleRedirects.articleId))
    .where(and(eq(articleRedirects.slug, slug), publicArticle()))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Newest articles in the same category or sharing a tag, never the article itself. Ordered by date
 * so the planner walks the published_at index and stops after `limit` matches.
 */
export function relatedArticles(db: Db, article: { id: number; category: ArticleCategory; tags: string[] }, limit = 3) {
  const sameTopic = article.tags.length
    ? or(eq(articles.category, article.category), sql`${articles.tags} && ${sql.param(article.tags)}::text[]`)
    : eq(articles.category, article.category);
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(ne(articles.id, article.id), sameTopic, publicArticle()))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** Names for an article's related company slugs, in the article's order; unknown slugs are dropped. */
export async function companiesBySlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: companies.slug, name: companies.name, logo: companies.logo })
    .from(companies)
    .where(and(inArray(companies.slug, slugs.slice(0, 20)), publishedCompany()));
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

// The glossary and FAQ pages show every entry on one page (an index and an instant filter need
// the whole list); the cap only guards against runaway data.
const MAX_REFERENCE_ROWS = 2000;

export function listGlossaryTerms(db: Db) {
  return db
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition })
    .from(glossaryTerms)
    .orderBy(asc(sql`lower(${glossaryTerms.term})`), asc(glossaryTerms.id))
    .limit(MAX_REFERENCE_ROWS);
}

export function listFaqs(db: Db) {
  return db
    .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(MAX_REFERENCE_ROWS);
}

/** A webcast the site shows: drafts wait in the console. */
export const publishedWebcast = eq(webcasts.status, 'published');

export async function listWebcasts(db: Db, options: { page: number; perPage: number }) {
  const total = await db.$count(webcasts, publishedWebcast);
  const pages = totalPages(total, options.perPage);
  const page = Math.min(Math.max(1, options.page), pages);
  const items = await db
    .select({
      slug: webcasts.slug,
      title: webcasts.title,
      description: webcasts.description,
      videoUrl: webcasts.videoUrl,
      thumbnail: webcasts.thumbnail,
      durationSeconds: webcasts.durationSeconds,
      speakers: webcasts.speakers,
      publishedAt: webcasts.publishedAt,
    })
    .from(webcasts)
    .where(publishedWebcast)
    .orderBy(desc(webcasts.publishedAt), desc(webcasts.id))
    .limit(options.perPage)
    .offset((page - 1) * options.perPage);
  return { items, total, page, totalPages: pages };
}

/** The player address for a webcast, with autoplay (it loads only on a click), or null when it is not a known embed host. */
export function webcastEmbedUrl(videoUrl: string): string | null {
  try {
    if (!isEmbeddableVideo(videoUrl)) return null;
    const url = new URL(videoUrl);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return null;
  }
}
