// Staff: the changes waiting for a second person (four eyes) that the caller's roles may decide, oldest first.
import { approvalListApi } from '@/lib/contracts/approvals';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { APPROVALS_CSV, listPendingApprovals } from '@/lib/server/services/approvals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('staff', async (req, res, operator) => {
    const db = await getDb();
    const query = parseQuery(approvalListApi.input, req);
    return replyList(res, query, (paged) => listPendingApprovals(db, operator.roles, paged), APPROVALS_CSV, 'Approvals fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof approvalListApi>;
