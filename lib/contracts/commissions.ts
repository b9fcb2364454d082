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

export const commissionListApi = contract<Answer<typeof listCommissions>>()('cp', 'GET', 'commissions', commissionListQuery);
export const commissionStatementApi = contract<CommissionStatementData>()('cp', 'GET', 'commissions/statement', statementQuery);
export const partnerPayoutListApi = contract<Answer<typeof listPartnerPayouts>>()('cp', 'GET', 'payouts', payoutListQuery);
export const adminPayoutListApi = contract<Answer<typeof adminPayouts>>()('admin', 'GET', 'payouts', adminPayoutListQuery);
export const payoutRecordedApi = contract<Answer<typeof recordPayout>>()('admin', 'POST', 'payouts', payoutCreateSchema);

export type CommissionStatementData = never;
