// Staff: reject a proposed change, with a reason; nothing changes. The proposer may not (403).
import { approvalRejectApi } from '@/lib/contracts/approvals';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { reject } from '@/lib/server/services/approvalActions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('staff', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No approval has this id.');
    const { reason } = parseBody(approvalRejectApi.input, req);
    return reply(await reject(await getDb(), operator, id, reason), 'Rejected: nothing changes.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof approvalRejectApi>;
