// The one database client: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
// Opened lazily, migrated on open, and cached as a Promise on globalThis (Next loads server modules
// more than once per process; caching the instance instead let concurrent first requests open many).
import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { keepPrivate } from '@/lib/server/privateFiles';

import * as schema from './schema';
import type { Db, DbHandle } from './types';

export type { Db, DbHandle } from './types';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/server/db/migrations');
// Any fixed number shared by every instance: serialises migration and first seed across app instances.
const MIGRATION_LOCK_KEY = 727_001;

export class DatabaseInUseError extends Error {}

const memo = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  memo.__dbHandle ??= openDatabase().catch((error: unknown) => {
    memo.__dbHandle = undefined;
    throw error;
  });
  return memo.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the cached connection (scripts and tests); the next getDb() opens a new one. */
export async function closeDb() {
  const pending = memo.__dbHandle;
  memo.__dbHandle = undefined;
  if (pending) await (await pending).close();
}

async function openDatabase(): Promise<DbHandle> {
  const config = env();
  const handle = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.PGLITE_DIR);
  try {
    const started = Date.now();
    await handle.exclusive(async () => {
      await migrateDatabase(handle);
      if (config.SEED_ON_START === 'true') {
        const { seedIfEmpty } = await import('./seed');
        await seedIfEmpty(handle.db);
        // On every start, not only the first: a database seeded earlier without them gets them too.
        if (config.DEMO_ACCOUNTS === 'true') {
          const { ensureDemoAccounts } = await import('./demoAccounts');
          await ensureDemoAccounts(handle.db);
        }
      }
      // PGlite runs no autovacuum: a database no ANALYZE has seen leaves its planner guessing.
      if (handle.kind === 'pglite') await analyzeIfNeverAnalyzed(handle.db);
    });
    logger.info('database ready', { kind: handle.kind, ms: Date.now() - started });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export async function migrateDatabase(handle: DbHandle) {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * Gathers the planner's statistics for every table (after a bulk load: the seeds). Without them the
 * planner knows no table's size: on the embedded database it scanned all 10,000 companies for a
 * three-letter header search instead of using the trigram index (9 ms a query instead of 1.5 ms).
 * PostgreSQL's autovacuum does this by itself in time; PGlite has no autovacuum.
 */
export async function analyzeTables(db: Db) {
  await db.execute(sql`analyze`);
}

/** ANALYZE once for a database whose tables have no statistics yet (a new or older embedded database). */
async function analyzeIfNeverAnalyzed(db: Db) {
  const { rows } = await db.execute<{ analyzed: boolean }>(
    sql`select exists (select 1 from pg_stats where schemaname = 'public' and tablename = 'companies') as analyzed`,
  );
  if (rows[0]?.analyzed) return;
  const started = Date.now();
  await analyzeTables(db);
  logger.info('database statistics gathered', { ms: Date.now() - started });
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A server that does not answer (restarting, unreachable) fails a request after 5 s instead of holding it
  // forever: the API then answers 503 with Retry-After (lib/server/db/errors.ts databaseUnavailable).
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => logger.error('postgres pool error', { error: error.message }));
  // A connection the server ends while a request holds it (a restart) reports on the client itself:
  // without a listener that would be an uncaught exception. The request's own query fails (a 503).
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn('postgres connection lost', { error: error.message }));
  });
  return {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    // Session-level advisory locks belong to a connection, so hold one client for the duration.
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<DbHandle> {
  const { PgliteWorkerClient } = await import('./pgliteClient');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dir.startsWith('memory://');
  const folder = inMemory ? dir : path.resolve(dir);
  if (!inMemory) fs.mkdirSync(path.dirname(folder), { recursive: true });
  const release = inMemory ? () => undefined : acquireFolderLock(folder);
  try {
    if (!inMemory) keepPrivate(folder);
    // On a thread of its own (pgliteWorker.mjs, with pg_trgm for the header search's trigram index):
    // statements no longer hold up the main thread that serves pages.
    const client = new PgliteWorkerClient(folder);
    await client.waitReady;
    // A new database's first files are copied from PGlite's template with its modes (0666).
    if (!inMemory) keepPrivate(folder);
    return {
      db: drizzle(client as never, { schema }) as unknown as Db,
      kind: 'pglite',
      exclusive: (fn) => fn(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// PGlite has no lock of its own: two processes on one folder corrupt it. A lock file holding the
// owner's pid makes the second process fail clearly; a lock left by a dead process is taken over.
function acquireFolderLock(folder: string): () => void {
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner === process.pid) return () => undefined;
      if (isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database at ${folder} is in use by process ${owner}. ` +
            'Stop that process (or set PGLITE_DIR to another folder) and try again.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database at ${folder}.`);
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
