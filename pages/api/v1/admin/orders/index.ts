// Operators: every order, filtered by status and searched by reference or investor.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listAdminOrders } from '@/lib/server/services/orders';
import { adminOrderListQuery } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (req, res) => {
    sendOk(res, await listAdminOrders(await getDb(), parseQuery(adminOrderListQuery, req)), 'Orders fetched.');
  }),
});
