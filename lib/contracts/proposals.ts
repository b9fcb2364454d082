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

export const partnerProposalListApi = contract<Answer<typeof listPartnerProposals>>()('cp', 'GET', 'proposals', proposalListQuery);
export const proposalCreatedApi = contract<StoredAnswerOf<typeof createProposal>>()('cp', 'POST', 'proposals', proposalCreateSchema);
export const proposalWithdrawApi = contract<Answer<typeof withdrawProposal>>()('cp', 'POST', 'proposals/{id}/withdraw');
export const proposalListApi = contract<Answer<typeof listClientProposals>>()('user', 'GET', 'proposals', proposalListQuery);
export const proposalAcceptApi = contract<StoredAnswerOf<typeof acceptProposal>>()('user', 'POST', 'proposals/{id}/accept');
export const proposalDeclineApi = contract<Answer<typeof declineProposal>>()('user', 'POST', 'proposals/{id}/decline');
