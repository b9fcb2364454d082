// The knowledge base: help articles for investors, for partners, or for both. Each reader sees only
// their audience's published articles; any other slug is a 404, as a missing one is.
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { knowledgeArticles, type KnowledgeAudience } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/httpError';
import { renderMarkdown } from '@/lib/server/markdown';
import { escapeLike } from '@/lib/server/services/companies';
import type { RawQuery } from '@/lib/query';
import { KNOWLEDGE_PAGE_SIZE, parseKnowledgeState, type KnowledgeListQuery, type KnowledgeReader } from '@/lib/validations/knowledge';

const AUDIENCES: Record<KnowledgeReader, KnowledgeAudience[]> = { investor: ['investor', 'both'], partner: ['partner', 'both'] };

const visibleTo = (reader: KnowledgeReader) =>
  and(eq(knowledgeArticles.published, true), inArray(knowledgeArticles.audience, AUDIENCES[reader]));

const cardColumns = {
  slug: knowledgeArticles.slug,
  category: knowledgeArticles.category,
  title: knowledgeArticles.title,
  summary: knowledgeArticles.summary,
  updatedAt: knowledgeArticles.updatedAt,
};

/** The reader's categories with how many articles each has, A to Z. */
export async function knowledgeCategories(db: Db, reader: KnowledgeReader) {
  return db
    .select({ name: knowledgeArticles.category, count: count() })
    .from(knowledgeArticles)
    .where(visibleTo(reader))
    .groupBy(knowledgeArticles.category)
    .orderBy(asc(knowledgeArticles.category));
}

/**
 * One page of the reader's articles, by category and position; a search matches title, summary or
 * body (any case), titles first. An unknown category is refused (400) with the ones that exist.
 */
export async function listKnowledge(db: Db, reader: KnowledgeReader, query: KnowledgeListQuery) {
  const categories = await knowledgeCategories(db, reader);
  if (query.category && !categories.some((category) => category.name === query.category)) {
    const names = categories.map((category) => category.name).join(', ');
    throw badRequest(`category must be one of: ${names}.`, { category: `category must be one of: ${names}.` });
  }
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    visibleTo(reader),
    query.category ? eq(knowledgeArticles.category, query.category) : undefined,
    pattern
      ? or(ilike(knowledgeArticles.title, pattern), ilike(knowledgeArticles.summary, pattern), ilike(knowledgeArticles.body, pattern))
      : undefined,
  );
  const titleFirst = pattern ? [sql`case when ${knowledgeArticles.title} ilike ${pattern} then 0 else 1 end`] : [];
  const page = await pagedQuery(
    db
      .select(cardColumns)
      .from(knowledgeArticles)
      .where(where)
      .orderBy(...titleFirst, asc(knowledgeArticles.category), asc(knowledgeArticles.position), asc(knowledgeArticles.title)),
    db.$count(knowledgeArticles, where),
    query,
    (row) => row,
  );
  return { ...page, categories };
}

export type KnowledgeCard = Awaited<ReturnType<typeof listKnowledge>>['result'][number];

/** One of the reader's articles with its body as sanitised HTML, and others of its category; null if none. */
export async function findKnowledgeArticle(db: Db, reader: KnowledgeReader, slug: string) {
  const [row] = await db
    .select({ ...cardColumns, body: knowledgeArticles.body })
    .from(knowledgeArticles)
    .where(and(visibleTo(reader), eq(knowledgeArticles.slug, slug)))
    .limit(1);
  if (!row) return null;
  const related = await db
    .select(cardColumns)
    .from(knowledgeArticles)
    .where(and(visibleTo(reader), eq(knowledgeArticles.category, row.category), ne(knowledgeArticles.slug, slug)))
    .orderBy(asc(knowledgeArticles.position), asc(knowledgeArticles.title))
    .limit(5);
  const { body, ...article } = row;
  return { ...article, html: renderMarkdown(body), related };
}

/** findKnowledgeArticle for the API: none is a 404. */
export async function getKnowledgeArticle(db: Db, reader: KnowledgeReader, slug: string) {
  const article = await findKnowledgeArticle(db, reader, slug);
  if (!article) throw notFound('No help article has this address.');
  return article;
}

/** What a knowledge-base page lists for its URL query (a bad value in it is ignored, never an error). */
export async function knowledgeListPage(db: Db, reader: KnowledgeReader, query: RawQuery) {
  const categories = await knowledgeCategories(db, reader);
  const state = parseKnowledgeState(
    query,
    categories.map((category) => category.name),
  );
  const list = await listKnowledge(db, reader, {
    q: state.q || undefined,
    category: state.category ?? undefined,
    page: state.page,
    limit: KNOWLEDGE_PAGE_SIZE,
  });
  return { state, categories, articles: list.result, total: list.total, perPage: KNOWLEDGE_PAGE_SIZE };
}
