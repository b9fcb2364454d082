// Operators move an order to its next status, with the reference that step needs (audited).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { transitionOrder } from '@/lib/server/services/orders';
import { orderTransitionSchema } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator(async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such order.');
    const input = parseBody(orderTransitionSchema, req);
    const order = await transitionOrder(await getDb(), operator.id, id, input);
    return reply(order, `Order ${order.reference} is now ${order.status.replace(/_/g, ' ')}.`);
  }),
});
export default handler;
export type OrderTransitionData = ApiData<typeof handler, 'POST'>;
