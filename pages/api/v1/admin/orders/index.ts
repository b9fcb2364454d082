// Operators: every order, filtered by status or desk queue (overdue transfers too) and searched by
// reference or investor; `format=csv` answers every matching order as a CSV download.
import { adminOrderListApi } from '@/lib/contracts/orders';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { ADMIN_ORDERS_CSV, listAdminOrders } from '@/lib/server/services/orders';
import { listQueueWhere } from '@/lib/server/services/queues';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('orders:read', async (req, res) => {
    const query = parseQuery(adminOrderListApi.input, req);
    const db = await getDb();
    const where = listQueueWhere(query, 'transfersToConfirm');
    return replyList(res, query, (paged) => listAdminOrders(db, { ...paged, where }), ADMIN_ORDERS_CSV, 'Orders fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminOrderListApi>;
