// The console's routes for a simple kind of entry the content desk keeps (FAQs, glossary terms): a list
// and a new one (content:read / content:write), and one entry changed or removed (content:write). The
// route files name their contracts and prove them with Serves, as every route does.
import type { ZodType, z } from 'zod';

import { withOperator } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { pathId } from '@/lib/server/http/pathParams';
import type { Paged, Paging } from '@/lib/server/db/paging';
import type { ListExport } from '@/lib/reports/csv';

interface Desk<Q extends ZodType<Paging & { format?: 'json' | 'csv' }>, I extends ZodType, Row, L extends Paged<Row>, R> {
  listQuery: Q;
  input: I;
  list: (db: Db, query: z.output<Q>) => Promise<L>;
  /** The list as CSV (`format=csv`): every entry the search matches. */
  csv: ListExport<Row>;
  create: (db: Db, operatorId: number, input: z.output<I>) => Promise<R>;
  update: (db: Db, operatorId: number, id: number, input: z.output<I>) => Promise<R>;
  remove: (db: Db, operatorId: number, id: number) => Promise<R>;
  /** What each answer says: ["FAQs fetched.", "The question is added.", "… saved.", "… removed.", "No such question."]. */
  messages: readonly [listed: string, added: string, saved: string, removed: string, missing: string];
}

export const entryListRoutes = <Q extends ZodType<Paging & { format?: 'json' | 'csv' }>, I extends ZodType, Row, L extends Paged<Row>, R>(
  desk: Desk<Q, I, Row, L, R>,
) =>
  defineHandler({
    GET: withOperator('content:read', async (req, res) => {
      const db = await getDb();
      return replyList(res, parseQuery(desk.listQuery, req), (query) => desk.list(db, query), desk.csv, desk.messages[0]);
    }),
    POST: withOperator('content:write', async (req, _res, operator) =>
      reply(await desk.create(await getDb(), operator.id, parseBody(desk.input, req)), desk.messages[1], 201),
    ),
  });

export const entryRoutes = <Q extends ZodType<Paging & { format?: 'json' | 'csv' }>, I extends ZodType, Row, L extends Paged<Row>, R>(
  desk: Desk<Q, I, Row, L, R>,
) => {
  const id = (value: unknown) => pathId(value, desk.messages[4]);
  return defineHandler({
    PATCH: withOperator('content:write', async (req, _res, operator) =>
      reply(await desk.update(await getDb(), operator.id, id(req.query.id), parseBody(desk.input, req)), desk.messages[2]),
    ),
    DELETE: withOperator('content:write', async (req, _res, operator) =>
      reply(await desk.remove(await getDb(), operator.id, id(req.query.id)), desk.messages[3]),
    ),
  });
};
