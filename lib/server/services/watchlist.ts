// The investor's watch list: companies they follow. Every call is scoped to one user id.
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies, watchlistItems } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/httpError';
import { companyCardColumns, publishedCompany } from '@/lib/server/services/companies';

/** Adds a company; adding it again changes nothing. Answers whether it was newly added. */
export async function addToWatchlist(db: Db, userId: number, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), publishedCompany()))
    .limit(1);
  if (!company) throw notFound('No company has this id.');
  const inserted = await db
    .insert(watchlistItems)
    .values({ userId, companyId })
    .onConflictDoNothing()
    .returning({ companyId: watchlistItems.companyId });
  return { companyId, companyName: company.name, added: inserted.length > 0, watching: true };
}

/** Removes a company; removing one that is not there changes nothing. */
export async function removeFromWatchlist(db: Db, userId: number, companyId: number) {
  const removed = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.companyId, companyId)))
    .returning({ companyId: watchlistItems.companyId });
  return { companyId, removed: removed.length > 0, watching: false };
}

// A watch-list entry names the company's id companyId, beside the entry's own fields.
const { id: companyId, ...cardColumns } = companyCardColumns;

export async function listWatchlist(db: Db, userId: number, options: { page: number; limit: number; companyId?: number }) {
  const where = and(eq(watchlistItems.userId, userId), options.companyId ? eq(watchlistItems.companyId, options.companyId) : undefined);
  return pagedQuery(
    db
      .select({ companyId, ...cardColumns, addedAt: watchlistItems.createdAt })
      .from(watchlistItems)
      .innerJoin(companies, eq(companies.id, watchlistItems.companyId))
      .where(where)
      .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.companyId)),
    db.$count(watchlistItems, where),
    options,
    (row) => ({ ...row, priceUpdatedAt: row.priceUpdatedAt.toISOString(), addedAt: row.addedAt.toISOString() }),
  );
}

export type WatchlistEntry = Awaited<ReturnType<typeof listWatchlist>>['result'][number];
