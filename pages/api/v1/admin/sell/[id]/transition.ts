// Operators move a sell request: shares received, completed (with the payment reference) or rejected (with a reason). Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { transitionSellRequest } from '@/lib/server/services/sales';
import { idParam, sellTransitionSchema } from '@/lib/validations/orders';

export default defineHandler({
  POST: withOperator(async (req, res, operator) => {
    const id = idParam.safeParse(req.query.id);
    if (!id.success) throw notFound('No such sell request.');
    const input = parseBody(sellTransitionSchema, req);
    const sell = await transitionSellRequest(await getDb(), operator.id, id.data, input);
    sendOk(res, sell, `Sell request ${sell.reference} is now ${sell.status.replace(/_/g, ' ')}.`);
  }),
});
