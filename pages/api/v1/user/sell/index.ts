// The investor's sell requests: GET lists them, POST asks to sell at the buy-back quote (Idempotency-Key required).
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { idempotencyKeyFrom, sendStored } from '@/lib/server/http/idempotency';
import { createSellRequest, listSellRequests } from '@/lib/server/services/sales';
import { sellCreateSchema, sellListQuery } from '@/lib/validations/orders';

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    sendOk(res, await listSellRequests(await getDb(), user.id, parseQuery(sellListQuery, req)), 'Sell requests fetched.');
  }),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(sellCreateSchema, req);
    const key = idempotencyKeyFrom(req);
    sendStored(res, await createSellRequest(await getDb(), user.id, input, key));
  }),
});
