// The investor declines an open proposal; another investor's id is a 404.
import { type proposalDeclineApi } from '@/lib/contracts/proposals';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { declineProposal } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) =>
    reply(await declineProposal(await getDb(), user.id, pathId(req.query.id, 'No such proposal.')), 'Proposal declined.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof proposalDeclineApi>;
