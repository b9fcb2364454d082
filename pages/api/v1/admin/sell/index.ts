// Operators: every sell request, filtered by status or desk queue and searched by reference or investor;
// `format=csv` answers every matching request as a CSV download.
import { adminSellListApi } from '@/lib/contracts/sales';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { listQueueWhere } from '@/lib/server/services/queues';
import { ADMIN_SALES_CSV, listAdminSellRequests } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('sales:read', async (req, res) => {
    const query = parseQuery(adminSellListApi.input, req);
    const db = await getDb();
    const where = listQueueWhere(query);
    return replyList(res, query, (paged) => listAdminSellRequests(db, { ...paged, where }), ADMIN_SALES_CSV, 'Sell requests fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminSellListApi>;
