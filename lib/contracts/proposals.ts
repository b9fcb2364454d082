// proposals: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  acceptProposal,
  createProposal,
  declineProposal,
  listClientProposals,
  listPartnerProposals,
  withdrawProposal,
} from '@/lib/server/services/proposals';
import { proposalCreateSchema, proposalListQuery } from '@/lib/validations/proposals';

/** GET /api/v1/cp/proposals */
export type PartnerProposalListData = Answer<typeof listPartnerProposals>;
export const partnerProposalListApi = contract<PartnerProposalListData>()({
  client: 'cp',
  method: 'GET',
  path: 'proposals',
  input: proposalListQuery,
});

/** POST /api/v1/cp/proposals */
export type ProposalCreatedData = StoredAnswerOf<typeof createProposal>;
export const proposalCreatedApi = contract<ProposalCreatedData>()({
  client: 'cp',
  method: 'POST',
  path: 'proposals',
  input: proposalCreateSchema,
});

/** POST /api/v1/cp/proposals/{id}/withdraw */
export type ProposalWithdrawData = Answer<typeof withdrawProposal>;
export const proposalWithdrawApi = contract<ProposalWithdrawData>()({ client: 'cp', method: 'POST', path: 'proposals/{id}/withdraw' });

/** GET /api/v1/user/proposals */
export type ProposalListData = Answer<typeof listClientProposals>;
export const proposalListApi = contract<ProposalListData>()({ client: 'user', method: 'GET', path: 'proposals', input: proposalListQuery });

/** POST /api/v1/user/proposals/{id}/accept */
export type ProposalAcceptData = StoredAnswerOf<typeof acceptProposal>;
export const proposalAcceptApi = contract<ProposalAcceptData>()({ client: 'user', method: 'POST', path: 'proposals/{id}/accept' });

/** POST /api/v1/user/proposals/{id}/decline */
export type ProposalDeclineData = Answer<typeof declineProposal>;
export const proposalDeclineApi = contract<ProposalDeclineData>()({ client: 'user', method: 'POST', path: 'proposals/{id}/decline' });
