// Operators: every order, filtered by status and searched by reference or investor.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listAdminOrders } from '@/lib/server/services/orders';
import { adminOrderListQuery } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await listAdminOrders(await getDb(), parseQuery(adminOrderListQuery, req)), 'Orders fetched.')),
});
export default handler;
export type AdminOrderListData = ApiData<typeof handler, 'GET'>;
