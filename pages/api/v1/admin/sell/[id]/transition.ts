// Operators move a sell request: shares received, completed (with the payment reference) or rejected (with a reason). Audited.
import { sellTransitionApi } from '@/lib/contracts/sales';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { transitionSellRequest } from '@/lib/server/services/sales';
import { saleMovedNotice } from '@/lib/status/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('sales:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No such sell request.');
    const input = parseBody(sellTransitionApi.input, req);
    const sell = await transitionSellRequest(await getDb(), operator.id, id, input);
    return reply(sell, saleMovedNotice(sell.reference, sell.status));
  }),
});
export default handler satisfies Serves<typeof handler, typeof sellTransitionApi>;
