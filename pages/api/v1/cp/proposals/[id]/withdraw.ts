// The partner withdraws an open proposal; another partner's id is a 404.
import { type proposalWithdrawApi } from '@/lib/contracts/proposals';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { withdrawProposal } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withPartner(async (req, _res, partner) =>
    reply(await withdrawProposal(await getDb(), partner.id, pathId(req.query.id, 'No such proposal.')), 'Proposal withdrawn.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof proposalWithdrawApi>;
