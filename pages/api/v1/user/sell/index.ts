// The investor's sell requests: GET lists them, POST asks to sell at the buy-back quote (Idempotency-Key required).
import { sellListApi, sellRequestedApi } from '@/lib/contracts/sales';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { createSellRequest, listSellRequests } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listSellRequests(await getDb(), user.id, parseQuery(sellListApi.input, req)), 'Sell requests fetched.'),
  ),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(sellRequestedApi.input, req);
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => createSellRequest(db, user.id, input, idempotencyKey));
  }),
});
export default handler satisfies Serves<typeof handler, [typeof sellListApi, typeof sellRequestedApi]>;
