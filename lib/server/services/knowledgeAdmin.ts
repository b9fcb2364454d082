// Operators write and edit the knowledge base in the console. Each change is audited in its
// transaction; a slug belongs to one article only (409 errors.slug).
import { asc, desc, eq, ilike, or } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { knowledgeArticles } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { renderMarkdown } from '@/lib/server/markdown';
import { fieldsCsv } from '@/lib/reports/csv';
import { escapeLike } from '@/lib/server/services/companies';
import { audit, type Tx } from '@/lib/server/services/operators';
import {
  KNOWLEDGE_ADMIN_MESSAGES,
  type AdminKnowledgeListQuery,
  type KnowledgeArticleInput,
  type KnowledgeArticlePatch,
} from '@/lib/validations/knowledgeAdmin';

type Conn = Db | Tx;

const listColumns = pickColumns(knowledgeArticles, 'id', 'slug', 'title', 'audience', 'category', 'published', 'updatedAt');

/** Every article, published or not, most recently changed first; q matches title, slug or category. */
export async function listKnowledgeAdmin(db: Db, query: AdminKnowledgeListQuery) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = pattern
    ? or(ilike(knowledgeArticles.title, pattern), ilike(knowledgeArticles.slug, pattern), ilike(knowledgeArticles.category, pattern))
    : undefined;
  return pagedQuery(
    db.select(listColumns).from(knowledgeArticles).where(where).orderBy(desc(knowledgeArticles.updatedAt), asc(knowledgeArticles.id)),
    db.$count(knowledgeArticles, where),
    query,
    (row) => row,
  );
}

/** The knowledge base as CSV (`format=csv`): every article the search matches. */
export const KNOWLEDGE_CSV = fieldsCsv<Awaited<ReturnType<typeof listKnowledgeAdmin>>['result'][number]>('knowledge', [
  'id',
  'slug',
  'title',
  'audience',
  'category',
  'published',
  'updatedAt',
]);

export async function getKnowledgeAdmin(db: Conn, id: number) {
  const [row] = await db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id)).limit(1);
  if (!row) throw notFound('No such article.');
  return row;
}
export type KnowledgeAdminArticle = Awaited<ReturnType<typeof getKnowledgeAdmin>>;

async function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx.select({ id: knowledgeArticles.id }).from(knowledgeArticles).where(eq(knowledgeArticles.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(KNOWLEDGE_ADMIN_MESSAGES.slugTaken, { slug: KNOWLEDGE_ADMIN_MESSAGES.slugTaken });
}

/** A slug taken by a concurrent writer between the check and the insert is the same 409. */
async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'knowledge_articles_slug_key')
      throw conflict(KNOWLEDGE_ADMIN_MESSAGES.slugTaken, { slug: KNOWLEDGE_ADMIN_MESSAGES.slugTaken });
    throw error;
  }
}

export async function createKnowledgeArticle(db: Db, operatorId: number, input: KnowledgeArticleInput) {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const [row] = await tx.insert(knowledgeArticles).values(input).returning();
      if (!row) throw new Error('The article could not be written.');
      await audit(tx, operatorId, {
        action: 'knowledge.create',
        entity: 'knowledge_article',
        entityId: row.id,
        after: { slug: row.slug, title: row.title, audience: row.audience, published: row.published },
      });
      return row;
    }),
  );
}

export async function updateKnowledgeArticle(db: Db, operatorId: number, id: number, patch: KnowledgeArticlePatch) {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id)).limit(1).for('update');
      if (!before) throw notFound('No such article.');
      if (patch.slug !== undefined) await assertSlugFree(tx, patch.slug, id);
      const [row] = await tx
        .update(knowledgeArticles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(knowledgeArticles.id, id))
        .returning();
      if (!row) throw notFound('No such article.');
      const changed = (Object.keys(patch) as (keyof KnowledgeArticlePatch)[]).filter((key) => patch[key] !== before[key]);
      if (changed.length > 0) {
        await audit(tx, operatorId, {
          action: 'knowledge.update',
          entity: 'knowledge_article',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, key === 'body' ? `${before.body.length} characters` : before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, key === 'body' ? `${row.body.length} characters` : row[key]])),
        });
      }
      return row;
    }),
  );
}

/** The Markdown as readers will see it: rendered and sanitised exactly as published articles are. */
export const previewKnowledge = (body: string) => ({ html: renderMarkdown(body) });
