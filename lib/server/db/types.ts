// The database's types, apart from the client that opens it: what the client prepares on open (the seed,
// the demo accounts) and what they call (sessions, the token secret) name these without importing it.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

import type * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a lock shared by every app instance on this database. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}
