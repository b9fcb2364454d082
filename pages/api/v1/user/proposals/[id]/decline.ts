// The investor declines an open proposal; another investor's id is a 404.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { declineProposal } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) =>
    reply(await declineProposal(await getDb(), user.id, pathId(req.query.id, 'No such proposal.')), 'Proposal declined.'),
  ),
});
export default handler;
export type ProposalDeclineData = ApiData<typeof handler, 'POST'>;
