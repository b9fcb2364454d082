// The investor's proposals from their partner (status and page filters); partner prices never appear here.
import { proposalListApi } from '@/lib/contracts/proposals';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listClientProposals } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) =>
    reply(await listClientProposals(await getDb(), user.id, parseQuery(proposalListApi.input, req)), 'Proposals fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof proposalListApi>;
