import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listAdminSellRequests } from '@/lib/server/services/sales';
import { adminSellListQuery } from '@/lib/validations/orders';

export default defineHandler({
  GET: withOperator(async (req, res) => {
    sendOk(res, await listAdminSellRequests(await getDb(), parseQuery(adminSellListQuery, req)), 'Sell requests fetched.');
  }),
});
