// The investor's orders: GET lists them (status and page filters), POST places one (Idempotency-Key required).
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { withIdempotencyKey } from '@/lib/server/http/idempotency';
import { listOrders, placeOrder } from '@/lib/server/services/orders';
import { orderCreateSchema, orderListQuery } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listOrders(await getDb(), user.id, parseQuery(orderListQuery, req)), 'Orders fetched.'),
  ),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(orderCreateSchema, req);
    const db = await getDb();
    return withIdempotencyKey(req, res, (idempotencyKey) => placeOrder(db, user.id, input, { idempotencyKey }));
  }),
});
export default handler;
export type OrderListData = ApiData<typeof handler, 'GET'>;
export type OrderPlacedData = ApiData<typeof handler, 'POST'>;
