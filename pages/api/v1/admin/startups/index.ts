// Content: the console's startups (GET: search, stage, sector, draft or published, paging; format=csv) and a
// new one (POST, 201, as a draft; an optional Idempotency-Key answers the same startup again). Audited.
import { adminStartupCreatedApi, adminStartupListApi } from '@/lib/contracts/startups';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { optionalIdempotencyKey, replyStored } from '@/lib/server/http/idempotency';
import { replyList } from '@/lib/server/http/listCsv';
import { createStartup, listStartupsAdmin, STARTUP_CSV } from '@/lib/server/services/startupDesk';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req, res) => {
    const db = await getDb();
    return replyList(
      res,
      parseQuery(adminStartupListApi.input, req),
      (query) => listStartupsAdmin(db, query),
      STARTUP_CSV,
      'Startups fetched.',
    );
  }),
  POST: withOperator('content:write', async (req, res, operator) => {
    const idempotencyKey = optionalIdempotencyKey(req);
    const input = parseBody(adminStartupCreatedApi.input, req);
    return replyStored(res, await createStartup(await getDb(), operator.id, input, { idempotencyKey }));
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminStartupListApi, typeof adminStartupCreatedApi]>;
