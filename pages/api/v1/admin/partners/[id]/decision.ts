// Approves a partner applicant (they may propose from now on) or rejects them with a reason.
import { partnerDecisionApi } from '@/lib/contracts/people';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { decidePartner } from '@/lib/server/services/people';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('people:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No channel partner has this id.');
    const decided = await decidePartner(await getDb(), operator.id, id, parseBody(partnerDecisionApi.input, req));
    return reply(decided, decided.status === 'approved' ? 'Partner approved: they can propose to their clients.' : 'Partner rejected.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof partnerDecisionApi>;
