// Every console list's GET answers a page of JSON, or with `format=csv` every row its filters match as a
// CSV download (the same service, the same filters, the same permission): one way for every list.
import type { NextApiResponse } from 'next';

import type { Paged, Paging } from '@/lib/server/db/paging';
import { sendCsv } from '@/lib/server/http/download';
import { reply } from '@/lib/server/http/apiHandler';
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
