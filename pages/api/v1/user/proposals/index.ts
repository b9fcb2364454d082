// The investor's proposals from their partner (status and page filters); partner prices never appear here.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listClientProposals } from '@/lib/server/services/proposals';
import { proposalListQuery } from '@/lib/validations/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listClientProposals(await getDb(), user.id, parseQuery(proposalListQuery, req)), 'Proposals fetched.'),
  ),
});
export default handler;
export type ProposalListData = ApiData<typeof handler, 'GET'>;
