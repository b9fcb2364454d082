// The screener's query language on the server: a parsed query (lib/screenerQuery) compiled to a drizzle
// `sql` condition on company_screener. User text and numbers only ever travel as parameters; the SQL of
// each column comes from COLUMN_SQL below, keyed by the catalogue's keys (the type makes it exhaustive).
import { and, sql, type SQL } from 'drizzle-orm';

import { badRequest } from '@/lib/server/http/httpError';
import type { Db } from '@/lib/server/db/client';
import { inputFault } from '@/lib/server/db/errors';
import { companyScreener as s } from '@/lib/server/db/schema';
import { notDraftCompany } from '@/lib/server/services/companies';
import {
  parseScreenerQueryText,
  ScreenerQueryError,
  textEqualities,
  unknownValueMessage,
  type ConditionNode,
  type QueryColumnKey,
  type ValueNode,
} from '@/lib/screenerQuery';

const price = sql`(${s.pricePaise}::double precision / 100)`;

/** Each catalogue column's SQL; a ratio's denominator is guarded so a zero gives no figure, not an error. */
const COLUMN_SQL: Record<QueryColumnKey, SQL> = {
  name: sql`${s.name}`,
  sector: sql`${s.sector}`,
  category: sql`${s.category}`,
  status: sql`${s.status}`,
  fiscalYear: sql`${s.fiscalYear}`,
  price,
  change: sql`${s.changePercent}`,
  valuation: sql`${s.valuationCrore}`,
  shares: sql`${s.sharesOutstanding}::double precision`,
  pe: sql`${s.pe}`,
  pb: sql`${s.pb}`,
  roe: sql`${s.roe}`,
  growth: sql`${s.growth}`,
  eps: sql`(${price} / nullif(${s.pe}, 0))`,
  bookValue: sql`(${price} / nullif(${s.pb}, 0))`,
};

function value(node: ValueNode): SQL {
  switch (node.kind) {
    case 'number':
      return sql`${node.value}::double precision`;
    case 'string':
      return sql`${node.value}::text`;
    case 'column':
      return COLUMN_SQL[node.key];
    case 'negate':
      return sql`(-${value(node.operand)})`;
    case 'arithmetic': {
      const left = value(node.left);
      const right = value(node.right);
      if (node.op === '/') return sql`(${left} / nullif(${right}, 0))`;
      return sql`(${left} ${sql.raw(node.op)} ${right})`;
    }
  }
}

const COMPARISON_SQL = { '<': '<', '<=': '<=', '>': '>', '>=': '>=', '=': '=', '!=': '<>' } as const;

function condition(node: ConditionNode): SQL {
  switch (node.kind) {
    case 'and':
    case 'or':
      return sql`(${sql.join(node.operands.map(condition), sql.raw(node.kind === 'and' ? ' and ' : ' or '))})`;
    // A company without the figure fails a comparison on it; NOT turns that into a match, not an unknown.
    case 'not':
      return sql`(not coalesce(${condition(node.operand)}, false))`;
    case 'contains':
      return sql`(strpos(lower(${value(node.left)}), lower(${value(node.right)})) > 0)`;
    case 'compare': {
      const op = sql.raw(COMPARISON_SQL[node.op]);
      // Text compares regardless of case: Sector = "fintech" finds Fintech.
      if (node.text) return sql`(lower(${value(node.left)}) ${op} lower(${value(node.right)}))`;
      return sql`(${value(node.left)} ${op} ${value(node.right)})`;
    }
  }
}

const queryError = (message: string) => badRequest(`The screener query cannot run: ${message}`, { q: message });

/** A query as a condition on company_screener; a 400 with `errors.q` (naming line:column) when it does not parse. */
export function compileScreenerQuery(q: string): { condition: SQL } {
  try {
    return { condition: condition(parseScreenerQueryText(q)) };
  } catch (error) {
    if (error instanceof ScreenerQueryError) throw queryError(error.message);
    throw error;
  }
}

/**
 * Refuses (400 on `errors.q`) a query comparing a text column with `=` to a text no published company has
 * (`Sector = "Fintech"`), naming the nearest values companies do have; it would only ever find nothing.
 * Case does not count (`Sector = "technology"` is fine). Costs one indexed look-up per such comparison, and
 * the column's distinct values only when the text is missing. A query that does not parse passes here (the
 * compiler names its mistake).
 */
export async function assertKnownValues(db: Db, q: string | null | undefined): Promise<void> {
  if (!q?.trim()) return;
  let tree: ConditionNode;
  try {
    tree = parseScreenerQueryText(q);
  } catch {
    return;
  }
  for (const { key, value: typed } of textEqualities(tree)) {
    const column = COLUMN_SQL[key];
    const published = notDraftCompany(s.companyId);
    const [found] = await db
      .select({ one: sql<number>`1` })
      .from(s)
      .where(and(published, sql`lower(${column}) = lower(${typed}::text)`))
      .limit(1);
    if (found) continue;
    const rows = await db
      .selectDistinct({ value: sql<string | null>`${column}` })
      .from(s)
      .where(published);
    const known = rows.flatMap(({ value }) => (value === null ? [] : [value]));
    throw queryError(unknownValueMessage(key, typed, known));
  }
}

/** The query's condition, or none for a blank one (the screener then shows every company). */
export function screenerQueryCondition(q: string | null | undefined): SQL | undefined {
  return q?.trim() ? compileScreenerQuery(q).condition : undefined;
}

/** Runs a query that holds a compiled screener condition: arithmetic out of range is the query's fault, a 400. */
export async function runningQuery<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (inputFault(error)?.sqlState === '22003')
      throw queryError('a number in the arithmetic is out of range at 1:1 — use smaller numbers');
    throw error;
  }
}

/** Ids of the published companies the query matches, in id order: what saved screens compare. */
export async function companiesMatching(db: Db, q: string): Promise<number[]> {
  const { condition: matches } = compileScreenerQuery(q);
  const rows = await runningQuery(() =>
    db
      .select({ id: s.companyId })
      .from(s)
      .where(and(notDraftCompany(s.companyId), matches))
      .orderBy(s.companyId),
  );
  return rows.map((row) => row.id);
}
