// Moves the investor to another partner (or to none) with a reason; past orders keep their partner and commission.
import { investorMoveApi } from '@/lib/contracts/people';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { moveInvestorToPartner } from '@/lib/server/services/people';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('people:write', async (req, _res, operator) => {
    const id = pathId(req.query.id, 'No investor has this id.');
    const moved = await moveInvestorToPartner(await getDb(), operator.id, id, parseBody(investorMoveApi.input, req));
    return reply(moved, moved.partner ? `Moved to ${moved.partner.fullName}.` : 'The investor now has no partner.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof investorMoveApi>;
