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

/** The error Postgres reported (the error itself or one of its causes) when its SQLSTATE is one of codes. */
function postgresError(error: unknown, codes: readonly string[]): (PgErrorFields & { code: string }) | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && codes.includes(fields.code)) return { ...fields, code: fields.code };
    current = fields.cause;
  }
  return null;
}

/** The name of the unique constraint (or unique index) the error broke; null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const found = postgresError(error, [UNIQUE_VIOLATION]);
  return typeof found?.constraint === 'string' ? found.constraint : null;
}

// Errors a value from the request causes when no rule caught it first (the text rule and the id
// parser should): the client's fault, so a 400 with a plain message rather than a 500.
const INPUT_ERRORS: Record<string, string> = {
  '22021': 'The request holds a character that cannot be stored.', // invalid byte sequence, character not in repertoire
  '22003': 'A number in the request is out of range.', // numeric value out of range
  '22P02': 'A value in the request is not in the form expected.', // invalid text representation
  '22001': 'A value in the request is too long.', // string data right truncation
};

/** The SQLSTATE and plain message of a database error caused by the request's input; null for any other error. */
export function inputFault(error: unknown): { sqlState: string; message: string } | null {
  const found = postgresError(error, Object.keys(INPUT_ERRORS));
  const message = found && INPUT_ERRORS[found.code];
  return found && message ? { sqlState: found.code, message } : null;
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
