// The investor's orders: GET lists them (status and page filters), POST places one (Idempotency-Key required).
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { idempotencyKeyFrom, sendStored } from '@/lib/server/http/idempotency';
import { listOrders, placeOrder } from '@/lib/server/services/orders';
import { orderCreateSchema, orderListQuery } from '@/lib/validations/orders';

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    sendOk(res, await listOrders(await getDb(), user.id, parseQuery(orderListQuery, req)), 'Orders fetched.');
  }),
  POST: withUser(async (req, res, user) => {
    const input = parseBody(orderCreateSchema, req);
    const key = idempotencyKeyFrom(req);
    sendStored(res, await placeOrder(await getDb(), user.id, input, { idempotencyKey: key }));
  }),
});
