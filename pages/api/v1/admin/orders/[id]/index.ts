// Operators: one order with the investor's KYC accounts, its events and the allowed next steps.
import { type adminOrderApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getAdminOrder } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('orders:read', async (req) =>
    reply(await getAdminOrder(await getDb(), pathId(req.query.id, 'No such order.')), 'Order fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminOrderApi>;
