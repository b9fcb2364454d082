// Operators: every sell request, filtered by status and searched by reference or investor.
import { adminSellListApi } from '@/lib/contracts/sales';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listAdminSellRequests } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('sales:read', async (req) =>
    reply(await listAdminSellRequests(await getDb(), parseQuery(adminSellListApi.input, req)), 'Sell requests fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminSellListApi>;
