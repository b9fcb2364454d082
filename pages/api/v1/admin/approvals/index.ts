// Staff: the changes waiting for a second person (four eyes) that the caller's roles may decide, oldest first.
import { approvalListApi } from '@/lib/contracts/approvals';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listPendingApprovals } from '@/lib/server/services/approvals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('staff', async (req, _res, operator) =>
    reply(await listPendingApprovals(await getDb(), operator.roles, parseQuery(approvalListApi.input, req)), 'Approvals fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof approvalListApi>;
