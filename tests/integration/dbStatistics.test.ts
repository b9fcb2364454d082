// The planner's statistics (lib/server/db/client.ts): PGlite runs no autovacuum, so the server gathers
// them when it opens an embedded database none were gathered for, and the seed commands after their bulk load.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { analyzeTables, getDb, getDbHandle } from '@/lib/server/db/client';

async function hasStatistics(table: string) {
  const db = await getDb();
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from pg_stats where schemaname = 'public' and tablename = ${table}) as found`,
  );
  return rows[0]?.found === true;
}

/** The planner's row estimate for a scan of the table (0 or -1: it has never been told). */
async function estimatedRows(table: string) {
  const db = await getDb();
  const { rows } = await db.execute<{ reltuples: number }>(sql`select reltuples from pg_class where relname = ${table}`);
  return Number(rows[0]?.reltuples);
}

describe('planner statistics', () => {
  it('an embedded database has them once opened (seeded on start)', async () => {
    if ((await getDbHandle()).kind !== 'pglite') return; // PostgreSQL: autovacuum's work
    expect(await hasStatistics('companies')).toBe(true);
    expect(await estimatedRows('companies')).toBeGreaterThan(0);
  });

  it('analyzeTables gathers them for every table', async () => {
    await analyzeTables(await getDb());
    for (const table of ['companies', 'company_prices', 'articles']) expect(await hasStatistics(table), table).toBe(true);
    expect(await estimatedRows('company_prices')).toBeGreaterThan(0);
  });
});
