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

export const partnerProposalListApi = contract<PartnerProposalListData>()('cp', 'GET', 'proposals', proposalListQuery);
export const proposalCreatedApi = contract<ProposalCreatedData>()('cp', 'POST', 'proposals', proposalCreateSchema);
export const proposalWithdrawApi = contract<ProposalWithdrawData>()('cp', 'POST', 'proposals/{id}/withdraw');
export const proposalListApi = contract<ProposalListData>()('user', 'GET', 'proposals', proposalListQuery);
export const proposalAcceptApi = contract<ProposalAcceptData>()('user', 'POST', 'proposals/{id}/accept');
export const proposalDeclineApi = contract<ProposalDeclineData>()('user', 'POST', 'proposals/{id}/decline');

export type PartnerProposalListData = Answer<typeof listPartnerProposals>;
export type ProposalCreatedData = StoredAnswerOf<typeof createProposal>;
export type ProposalWithdrawData = Answer<typeof withdrawProposal>;
export type ProposalListData = Answer<typeof listClientProposals>;
export type ProposalAcceptData = StoredAnswerOf<typeof acceptProposal>;
export type ProposalDeclineData = Answer<typeof declineProposal>;
