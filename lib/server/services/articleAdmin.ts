// The news desk: operators write articles (a draft, published now or scheduled for a time), correct
// them, publish and unpublish them, and move them to a new address (the old one then answers a
// permanent redirect, lib/server/loaders/articles/[slug].ts). Each change is audited in its
// transaction with the article row locked, and the public pages that show the article (under its old
// and its new address) are rendered again before the call answers (lib/server/pageCache.ts).
import type { ListExport } from '@/lib/reports/csv';
import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { pagedQuery } from '@/lib/server/db/paging';
import { articleRedirects, articles } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { articlePages, refreshPublicPages } from '@/lib/server/pageCache';
import { escapeLike } from '@/lib/server/services/companies';
import { isReservedArticleSlug, publicArticle } from '@/lib/server/services/content';
import { audit, type Tx } from '@/lib/server/services/operators';
import { notifyWatchlistNews } from '@/lib/server/services/watchlistNews';
import { articleStatusOf, type ArticleState, type ArticleStatus } from '@/lib/status/articles';
import { ARTICLE_ADMIN_MESSAGES, type AdminArticleListQuery, type ArticleCreate, type ArticleEdit } from '@/lib/validations/articleAdmin';

type Article = typeof articles.$inferSelect;

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  category: articles.category,
  author: articles.author,
  publishedAt: articles.publishedAt,
  status: articles.status,
};

/** The rows a console status filter stands for ("scheduled": published, its time to come). */
function statusFilter(status: ArticleStatus | undefined): SQL | undefined {
  if (status === 'published') return publicArticle();
  if (status === 'scheduled') return and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`));
  return status ? eq(articles.status, status) : undefined;
}

/** Every article, drafts and unpublished ones too, newest first; q matches the title or the slug. */
export async function listArticlesAdmin(db: Db, query: AdminArticleListQuery) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(pattern ? or(ilike(articles.title, pattern), ilike(articles.slug, pattern)) : undefined, statusFilter(query.status));
  const now = new Date();
  return pagedQuery(
    db.select(listColumns).from(articles).where(where).orderBy(desc(articles.publishedAt), asc(articles.id)),
    db.$count(articles, where),
    query,
    (row) => ({ ...row, status: articleStatusOf(row, now) }),
  );
}

/** The articles list as CSV. */
export const ARTICLES_CSV: ListExport<Awaited<ReturnType<typeof listArticlesAdmin>>['result'][number]> = {
  name: 'articles',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'title', value: (row) => row.title },
    { header: 'slug', value: (row) => row.slug },
    { header: 'status', value: (row) => row.status },
    { header: 'category', value: (row) => row.category },
    { header: 'author', value: (row) => row.author },
    { header: 'publishedAt', value: (row) => new Date(row.publishedAt).toISOString() },
  ],
};

/** One article as the console shows it: its status of now and the old addresses that redirect to it. */
export async function getArticleAdmin(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound('No such article.');
  const moved = await db
    .select({ slug: articleRedirects.slug })
    .from(articleRedirects)
    .where(eq(articleRedirects.articleId, id))
    .orderBy(asc(articleRedirects.createdAt), asc(articleRedirects.slug));
  return { ...shown(row), oldSlugs: moved.map((redirect) => redirect.slug) };
}

/** The article as the API answers it: the status of now (draft, scheduled, published, unpublished). */
const shown = (row: Article) => ({ ...row, status: articleStatusOf(row) });

const slugError = (message: string) => ({ slug: message });

/**
 * An address is free for this article when no other article has it and it does not redirect to another
 * article. Serialised per address (an advisory lock for the transaction), so a move and a new article
 * cannot both take it; the unique index stays the last word (slugSafe).
 */
async function assertSlugFree(tx: Tx, slug: string, articleId?: number) {
  if (isReservedArticleSlug(slug)) throw badRequest(ARTICLE_ADMIN_MESSAGES.slugReserved, slugError(ARTICLE_ADMIN_MESSAGES.slugReserved));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`article-slug:${slug}`}))`);
  const [taken] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
  if (taken && taken.id !== articleId) throw conflict(ARTICLE_ADMIN_MESSAGES.slugTaken, slugError(ARTICLE_ADMIN_MESSAGES.slugTaken));
  const [redirect] = await tx
    .select({ articleId: articleRedirects.articleId })
    .from(articleRedirects)
    .where(eq(articleRedirects.slug, slug))
    .limit(1);
  if (redirect && redirect.articleId !== articleId)
    throw conflict(ARTICLE_ADMIN_MESSAGES.slugRedirects, slugError(ARTICLE_ADMIN_MESSAGES.slugRedirects));
}

/** A slug taken by a concurrent writer between the check and the write is the same 409. */
async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'articles_slug_key' || constraint === 'article_redirects_pkey')
      throw conflict(ARTICLE_ADMIN_MESSAGES.slugTaken, slugError(ARTICLE_ADMIN_MESSAGES.slugTaken));
    throw error;
  }
}

/** What the audit log keeps of an article's state: its status and time. */
const stateOf = (row: Pick<Article, 'status' | 'publishedAt'>) => ({
  status: articleStatusOf(row),
  publishedAt: row.publishedAt.toISOString(),
});

export async function createArticle(db: Db, operatorId: number, input: ArticleCreate) {
  const { intent, publishAt, coverImage, ...fields } = input;
  const row = await slugSafe(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, fields.slug);
      const [created] = await tx
        .insert(articles)
        .values({
          ...fields,
          coverImage: coverImage || null,
          status: intent === 'draft' ? 'draft' : 'published',
          publishedAt: intent === 'schedule' && publishAt ? new Date(publishAt) : DATABASE_NOW,
        })
        .returning();
      if (!created) throw new Error('The article could not be written.');
      await audit(tx, operatorId, {
        action: 'article.create',
        entity: 'article',
        entityId: created.id,
        after: { slug: created.slug, title: created.title, category: created.category, ...stateOf(created) },
      });
      return created;
    }),
  );
  if (intent === 'publish') await refreshPublicPages(articlePages(row));
  return shown(row);
}

const TEXT_FIELDS = ['title', 'category', 'author', 'summary', 'body'] as const;

/** What the audit log keeps of a field: the text, or for the body only its length. */
const audited = (field: string, value: unknown) => (field === 'body' && typeof value === 'string' ? `${value.length} characters` : value);

// "Now" as the database reads it (the public queries compare published_at with now()), never the
// application server's clock, which may run a little ahead.
const DATABASE_NOW = sql`now()`;

/** When an article published now goes public: now, unless it had been public before (unpublished) at a past time. */
const publishTime = (before: Article, now: Date) =>
  before.status === 'unpublished' && before.publishedAt.getTime() <= now.getTime() ? before.publishedAt : DATABASE_NOW;

/** The changes of state an edit asks for: publish (now, or at publishAt: scheduled), back to draft, unpublish. */
function stateChange(before: Article, edit: Pick<ArticleEdit, 'status' | 'publishAt'>, now: Date) {
  if (edit.publishAt) {
    if (edit.status && edit.status !== 'published') {
      const message = 'Only an article to be published can be scheduled: leave the status out or make it published.';
      throw badRequest(message, { publishAt: message });
    }
    return { status: 'published' as ArticleState, publishedAt: new Date(edit.publishAt) };
  }
  if (!edit.status) return null;
  const scheduled = before.status === 'published' && before.publishedAt.getTime() > now.getTime();
  if (edit.status === before.status && !(edit.status === 'published' && scheduled)) return null;
  return { status: edit.status, publishedAt: edit.status === 'published' ? publishTime(before, now) : before.publishedAt };
}

/**
 * Applies an edit: text fields, a move to a new slug (the old one then redirects here, and an old
 * address of this article taken back stops redirecting), a change of state. One transaction, the row
 * locked; one audit entry per kind of change. Returns the article and the pages to render again.
 */
async function applyEdit(tx: Tx, operatorId: number, id: number, edit: ArticleEdit) {
  const [before] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1).for('update');
  if (!before) throw notFound('No such article.');
  const now = new Date();
  const changes: Partial<Omit<Article, 'publishedAt'>> & { publishedAt?: Date | SQL } = {};
  for (const field of TEXT_FIELDS) {
    const value = edit[field];
    if (value !== undefined && value !== before[field]) Object.assign(changes, { [field]: value });
  }
  if (edit.coverImage !== undefined && (edit.coverImage || null) !== before.coverImage) changes.coverImage = edit.coverImage || null;
  const changedText = Object.keys(changes);
  const moving = edit.slug !== undefined && edit.slug !== before.slug ? edit.slug : null;
  if (moving) {
    await assertSlugFree(tx, moving, id);
    changes.slug = moving;
  }
  const state = stateChange(before, edit, now);
  if (state) Object.assign(changes, state);
  if (Object.keys(changes).length === 0) return { after: before, before, changed: false };

  const [after] = await tx.update(articles).set(changes).where(eq(articles.id, id)).returning();
  if (!after) throw notFound('No such article.');
  const entry = { entity: 'article', entityId: id } as const;
  if (changedText.length > 0)
    await audit(tx, operatorId, {
      ...entry,
      action: 'article.update',
      before: Object.fromEntries(changedText.map((field) => [field, audited(field, before[field as keyof Article])])),
      after: Object.fromEntries(changedText.map((field) => [field, audited(field, after[field as keyof Article])])),
    });
  if (moving) {
    // A draft was never public: its old address is not kept. Any other leaves a permanent redirect.
    await tx.delete(articleRedirects).where(and(eq(articleRedirects.slug, moving), eq(articleRedirects.articleId, id)));
    if (before.status !== 'draft') await tx.insert(articleRedirects).values({ slug: before.slug, articleId: id });
    await audit(tx, operatorId, { ...entry, action: 'article.move', before: { slug: before.slug }, after: { slug: moving } });
  }
  if (state) {
    const status = articleStatusOf(after, now);
    const action = {
      scheduled: 'article.schedule',
      published: 'article.publish',
      unpublished: 'article.unpublish',
      draft: 'article.draft',
    }[status];
    await audit(tx, operatorId, { ...entry, action, before: stateOf(before), after: stateOf(after) });
    if (status === 'published' && articleStatusOf(before, now) !== 'published') await notifyWatchlistNews(tx, after);
  }
  return { after, before, changed: true };
}

async function edited(db: Db, operatorId: number, id: number, edit: ArticleEdit) {
  const saved = await slugSafe(() => db.transaction((tx) => applyEdit(tx, operatorId, id, edit)));
  if (saved.changed) {
    // Its address before and now, the lists and the home page, and every old address that redirects to it
    // (a redirect to an article now unpublished becomes a 404, and back): rendered again.
    const redirects = await db.select({ slug: articleRedirects.slug }).from(articleRedirects).where(eq(articleRedirects.articleId, id));
    await refreshPublicPages([
      ...articlePages(saved.before),
      ...articlePages(saved.after),
      ...redirects.map((redirect) => `/articles/${redirect.slug}`),
    ]);
  }
  return shown(saved.after);
}

/** PATCH: any fields, a new slug (a move), a status or a time to publish at (a schedule). */
export const updateArticle = (db: Db, operatorId: number, id: number, edit: ArticleEdit) => edited(db, operatorId, id, edit);

/** Publish now: a draft or scheduled article goes public at once; an unpublished one comes back. */
export const publishArticle = (db: Db, operatorId: number, id: number) => edited(db, operatorId, id, { status: 'published' });

/** Take an article off the site: its address answers 404; it stays in the console. */
export const unpublishArticle = (db: Db, operatorId: number, id: number) => edited(db, operatorId, id, { status: 'unpublished' });
