// The investor's orders: GET lists them (status and page filters), POST places one (Idempotency-Key required).
import { orderListApi, orderPlacedApi } from '@/lib/contracts/orders';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { listOrders, placeOrder } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listOrders(await getDb(), user.id, parseQuery(orderListApi.input, req)), 'Orders fetched.'),
  ),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(orderPlacedApi.input, req);
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => placeOrder(db, user.id, input, { idempotencyKey }));
  }),
});
export default handler satisfies Serves<typeof handler, [typeof orderListApi, typeof orderPlacedApi]>;
