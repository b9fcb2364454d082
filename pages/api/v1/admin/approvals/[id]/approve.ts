// Staff: approve a proposed change; it applies at once. The proposer may not (403), nor anyone whose roles
// do not allow the change itself (403).
import { type approvalApproveApi } from '@/lib/contracts/approvals';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { approve } from '@/lib/server/services/approvalActions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('staff', async (req, _res, operator) =>
    reply(await approve(await getDb(), operator, pathId(req.query.id, 'No approval has this id.')), 'Approved: the change is made.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof approvalApproveApi>;
