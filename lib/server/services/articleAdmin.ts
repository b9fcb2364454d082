// The news desk: operators find a published article and correct its title, summary or text. Each
// change is audited in its transaction, and the public pages that show the article are rendered again
// before the call answers (lib/server/pageCache.ts), so the next reader sees the correction.
import { asc, desc, eq, ilike, or } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { articles } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/httpError';
import { articlePages, refreshPublicPages } from '@/lib/server/pageCache';
import { escapeLike } from '@/lib/server/services/companies';
import { audit } from '@/lib/server/services/operators';
import type { AdminArticleListQuery, ArticleEdit } from '@/lib/validations/articleAdmin';

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  category: articles.category,
  author: articles.author,
  publishedAt: articles.publishedAt,
};

/** Published articles, newest first; q matches the title or the slug. */
export async function listArticlesAdmin(db: Db, query: AdminArticleListQuery) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = pattern ? or(ilike(articles.title, pattern), ilike(articles.slug, pattern)) : undefined;
  return pagedQuery(
    db.select(listColumns).from(articles).where(where).orderBy(desc(articles.publishedAt), asc(articles.id)),
    db.$count(articles, where),
    query,
    (row) => row,
  );
}

export async function getArticleAdmin(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound('No such article.');
  return row;
}

const FIELDS = ['title', 'summary', 'body'] as const satisfies readonly (keyof ArticleEdit)[];

/** What the audit log keeps of a field: the text, or for the body only its length. */
const audited = (field: (typeof FIELDS)[number], value: string) => (field === 'body' ? `${value.length} characters` : value);

export async function updateArticle(db: Db, operatorId: number, id: number, edit: ArticleEdit) {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1).for('update');
    if (!before) throw notFound('No such article.');
    const changed = FIELDS.filter((field) => edit[field] !== before[field]);
    if (changed.length === 0) return { after: before, changed };
    const [after] = await tx.update(articles).set(edit).where(eq(articles.id, id)).returning();
    if (!after) throw notFound('No such article.');
    await audit(tx, operatorId, {
      action: 'article.update',
      entity: 'article',
      entityId: before.slug,
      before: Object.fromEntries(changed.map((field) => [field, audited(field, before[field])])),
      after: Object.fromEntries(changed.map((field) => [field, audited(field, after[field])])),
    });
    return { after, changed };
  });
  if (saved.changed.length > 0) await refreshPublicPages(articlePages(saved.after));
  return saved.after;
}
