// Operators: every order, filtered by status and searched by reference or investor.
import { adminOrderListApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listAdminOrders } from '@/lib/server/services/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('orders:read', async (req) =>
    reply(await listAdminOrders(await getDb(), parseQuery(adminOrderListApi.input, req)), 'Orders fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminOrderListApi>;
