// Operators: every sell request, filtered by status and searched by reference or investor.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listAdminSellRequests } from '@/lib/server/services/sales';
import { adminSellListQuery } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) =>
    reply(await listAdminSellRequests(await getDb(), parseQuery(adminSellListQuery, req)), 'Sell requests fetched.'),
  ),
});
export default handler;
export type AdminSellListData = ApiData<typeof handler, 'GET'>;
