// Operators move an order to its next status, with the reference that step needs (audited).
import { orderTransitionApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { transitionOrder } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('orders:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such order.');
    const input = parseBody(orderTransitionApi.input, req);
    const order = await transitionOrder(await getDb(), operator.id, id, input);
    return reply(order, `Order ${order.reference} is now ${order.status.replace(/_/g, ' ')}.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof orderTransitionApi>;
