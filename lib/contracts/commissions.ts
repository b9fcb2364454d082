// commissions: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { adminPayouts, listCommissions, listPartnerPayouts, recordPayout } from '@/lib/server/services/commissions';
import {
  adminPayoutListQuery,
  commissionListQuery,
  payoutCreateSchema,
  payoutListQuery,
  statementQuery,
} from '@/lib/validations/proposals';

export const commissionListApi = contract<CommissionListData>()('cp', 'GET', 'commissions', commissionListQuery);
export const commissionStatementApi = contract<CommissionStatementData>()('cp', 'GET', 'commissions/statement', statementQuery);
export const partnerPayoutListApi = contract<PartnerPayoutListData>()('cp', 'GET', 'payouts', payoutListQuery);
export const adminPayoutListApi = contract<AdminPayoutListData>()('admin', 'GET', 'payouts', adminPayoutListQuery);
export const payoutRecordedApi = contract<PayoutRecordedData>()('admin', 'POST', 'payouts', payoutCreateSchema);

export type CommissionListData = Answer<typeof listCommissions>;
export type CommissionStatementData = never;
export type PartnerPayoutListData = Answer<typeof listPartnerPayouts>;
export type AdminPayoutListData = Answer<typeof adminPayouts>;
export type PayoutRecordedData = Answer<typeof recordPayout>;
