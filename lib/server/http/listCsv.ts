// Every console list's GET answers a page of JSON, or with `format=csv` every row its filters match as a
// CSV download (the same service, the same filters, the same permission): one way for every list.
import type { NextApiResponse } from 'next';
import type { ZodType, z } from 'zod';

import type { Permission } from '@/lib/permissions';
import { withOperator } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import type { Paged, Paging } from '@/lib/server/db/paging';
import { sendCsv } from '@/lib/server/http/download';
import { parseQuery, reply } from '@/lib/server/http/apiHandler';
import { rowsToCsv, type ListExport } from '@/lib/reports/csv';
import { indiaDay } from '@/lib/workingDays';

/** The most rows one export holds: a desk's list, not a database dump. */
export const CSV_ROW_LIMIT = 10_000;

/** The rows of every page at once (up to CSV_ROW_LIMIT), as CSV: the list's own service reads them with its filters. */
export async function listCsv<Q extends Paging, Row>(query: Q, list: (query: Q) => Promise<Paged<Row>>, csv: ListExport<Row>) {
  const { result } = await list({ ...query, page: 1, limit: CSV_ROW_LIMIT });
  return rowsToCsv(csv.columns, result);
}

/** GET of a console list: JSON, or the CSV download with `format=csv`. */
export async function replyList<Q extends Paging & { format?: 'json' | 'csv' }, Row, L extends Paged<Row>>(
  res: NextApiResponse,
  query: Q,
  list: (query: Q) => Promise<L>,
  csv: ListExport<Row>,
  message: string,
) {
  if (query.format === 'csv') {
    res.setHeader('Cache-Control', 'private, no-store');
    // Named by the day in India, as every date the desk reads.
    sendCsv(res, `${csv.name}-${indiaDay(new Date())}.csv`, await listCsv(query, list, csv));
    return undefined;
  }
  return reply(await list(query), message);
}

/**
 * A console list's whole GET: the caller's permission checked, the query parsed by the list's schema,
 * and the page as JSON or every matching row as CSV (`format=csv`).
 */
export function listGet<S extends ZodType<Paging & { format?: 'json' | 'csv' }>, Row, L extends Paged<Row>>(
  permission: Permission,
  schema: S,
  list: (db: Db, query: z.output<S>) => Promise<L>,
  csv: ListExport<Row>,
  message: string,
) {
  return withOperator(permission, async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(schema, req), (query) => list(db, query), csv, message);
  });
}
