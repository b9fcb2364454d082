// The partner's proposals: GET lists them (status and page filters), POST proposes a purchase to one of
// the partner's own clients (someone else's client reads as an unknown client code); an optional
// Idempotency-Key answers the same proposal for the same key.
import { partnerProposalListApi, proposalCreatedApi } from '@/lib/contracts/proposals';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { optionalIdempotencyKey, replyStored } from '@/lib/server/http/idempotency';
import { createProposal, listPartnerProposals } from '@/lib/server/services/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) =>
    reply(await listPartnerProposals(await getDb(), partner.id, parseQuery(partnerProposalListApi.input, req)), 'Proposals fetched.'),
  ),
  POST: withPartner(async (req, res, partner) => {
    const idempotencyKey = optionalIdempotencyKey(req);
    const input = parseBody(proposalCreatedApi.input, req);
    return replyStored(res, await createProposal(await getDb(), partner.id, input, { idempotencyKey }));
  }),
});
export default handler satisfies Serves<typeof handler, [typeof partnerProposalListApi, typeof proposalCreatedApi]>;
