// The investor's sell requests: GET lists them, POST asks to sell at the buy-back quote (Idempotency-Key required).
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { createSellRequest, listSellRequests } from '@/lib/server/services/sales';
import { sellCreateSchema, sellListQuery } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listSellRequests(await getDb(), user.id, parseQuery(sellListQuery, req)), 'Sell requests fetched.'),
  ),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(sellCreateSchema, req);
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => createSellRequest(db, user.id, input, idempotencyKey));
  }),
});
export default handler;
export type SellListData = ApiData<typeof handler, 'GET'>;
export type SellRequestedData = ApiData<typeof handler, 'POST'>;
