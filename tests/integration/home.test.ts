// The home page's and the startups pages' loaders against the seeded database.
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { clearMemo } from '@/lib/server/memo';
import { HOME_LIMITS, loadHome } from '@/lib/server/services/home';
import { listStartups, startupBySlug, startupFilterOptions, STARTUPS_PER_PAGE } from '@/lib/server/services/startups';

describe('loadHome', () => {
  it('loads ranked companies, the newest news and webcasts, startups and honest counts', async () => {
    const db = await getDb();
    // Other test files add and remove companies meanwhile (on PostgreSQL, in parallel): the counts are
    // checked between what the database held just before and just after the home page was loaded.
    const counts = async () => ({
      companies: await db.$count(companies),
      startups: await db.$count(companies, eq(companies.category, 'startup')),
      sectors: new Set((await db.select({ s: companies.sector }).from(companies)).map((r) => r.s)).size,
    });
    clearMemo();
    const before = await counts();
    const home = await loadHome(db);
    const after = await counts();
    expect(home.top).toHaveLength(HOME_LIMITS.companies);
    expect(home.news.length).toBeGreaterThan(0);
    const dates = home.news.map((item) => item.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(home.startups.length).toBeGreaterThan(0);
    for (const fact of ['companies', 'startups', 'sectors'] as const) {
      expect(home.facts[fact], fact).toBeGreaterThanOrEqual(Math.min(before[fact], after[fact]));
      expect(home.facts[fact], fact).toBeLessThanOrEqual(Math.max(before[fact], after[fact]));
    }
  });
});

describe('startups', () => {
  it('lists only startups, filters by stage and sector, and clamps the page', async () => {
    const db = await getDb();
    const options = await startupFilterOptions(db);
    const all = await listStartups(db, { stage: null, sector: null, page: 1 });
    expect(all.total).toBe(await db.$count(companies, eq(companies.category, 'startup')));
    expect(all.rows.length).toBe(Math.min(STARTUPS_PER_PAGE, all.total));
    const stage = options.stages[0]!;
    const byStage = await listStartups(db, { stage, sector: null, page: 1 });
    expect(byStage.rows.every((row) => row.stage === stage)).toBe(true);
    const sector = options.sectors[0]!;
    const bySector = await listStartups(db, { stage: null, sector, page: 999 });
    expect(bySector.page).toBe(bySector.totalPages);
    expect(bySector.rows.every((row) => row.sector === sector)).toBe(true);
  });

  it('finds a startup by slug, but not another kind of company', async () => {
    const db = await getDb();
    const [startup] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.category, 'startup')).limit(1);
    const [other] = await db.select({ slug: companies.slug }).from(companies).where(ne(companies.category, 'startup')).limit(1);
    expect(await startupBySlug(db, startup!.slug)).toMatchObject({ slug: startup!.slug });
    expect(await startupBySlug(db, other!.slug)).toBeNull();
    expect(await startupBySlug(db, "' OR '1'='1")).toBeNull();
  });
});
