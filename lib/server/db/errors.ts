// Database errors recognised by what Postgres reports (SQLSTATE and constraint name), never by the
// message's wording. PGlite and node-postgres both put `code` and `constraint` on the error;
// drizzle wraps it in a DrizzleQueryError whose `cause` is that error.
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The name of the unique constraint (or unique index) the error broke; null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return typeof fields.constraint === 'string' ? fields.constraint : null;
    current = fields.cause;
  }
  return null;
}

/** The name of table's unique index on exactly this one column, as declared in schema.ts. */
export function uniqueIndexName(table: PgTable, column: AnyPgColumn): string {
  const { indexes, name } = getTableConfig(table);
  const index = indexes.find(({ config }) => {
    const [only, ...others] = config.columns as { name?: string }[];
    return config.unique && others.length === 0 && only?.name === column.name;
  });
  if (!index?.config.name) throw new Error(`No unique index on ${name}.${column.name}`);
  return index.config.name;
}
