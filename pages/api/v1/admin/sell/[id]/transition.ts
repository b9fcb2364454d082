// Operators move a sell request: shares received, completed (with the payment reference) or rejected (with a reason). Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { transitionSellRequest } from '@/lib/server/services/sales';
import { sellTransitionSchema } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator(async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such sell request.');
    const input = parseBody(sellTransitionSchema, req);
    const sell = await transitionSellRequest(await getDb(), operator.id, id, input);
    return reply(sell, `Sell request ${sell.reference} is now ${sell.status.replace(/_/g, ' ')}.`);
  }),
});
export default handler;
export type SellTransitionData = ApiData<typeof handler, 'POST'>;
