// Operators move an order to its next status, with the reference that step needs (audited).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { transitionOrder } from '@/lib/server/services/orders';
import { idParam, orderTransitionSchema } from '@/lib/validations/orders';

export default defineHandler({
  POST: withOperator(async (req, res, operator) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such order.');
    const input = parseBody(orderTransitionSchema, req);
    const order = await transitionOrder(await getDb(), operator.id, id.data, input);
    sendOk(res, order, `Order ${order.reference} is now ${order.status.replace(/_/g, ' ')}.`);
  }),
});
