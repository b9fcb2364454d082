// Operators move an order to its next status, with the reference that step needs (audited). Rejecting a
// paid order (a refund) above the four-eyes threshold waits for a second person (202).
import { orderTransitionApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { transitionOrder } from '@/lib/server/services/orders';
import { orderMovedNotice } from '@/lib/status/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('orders:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such order.');
    const input = parseBody(orderTransitionApi.input, req);
    const order = await transitionOrder(await getDb(), operator.id, id, input);
    // A refund above the four-eyes threshold waits: 202 with the approval another person decides.
    if (order.approval)
      return reply(order, `The refund of order ${order.reference} waits for another person’s approval: nothing has changed yet.`, 202);
    return reply(order, orderMovedNotice(order.reference, order.status));
  }),
});
export default handler satisfies Serves<typeof handler, typeof orderTransitionApi>;
