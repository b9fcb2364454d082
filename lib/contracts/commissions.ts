// commissions: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { adminPayouts, listCommissions, listPartnerPayouts, recordPayout } from '@/lib/server/services/commissions';
import { commissionListQuery, payoutCreateSchema, payoutListQuery, statementQuery } from '@/lib/validations/proposals';

/** GET /api/v1/cp/commissions */
export type CommissionListData = Answer<typeof listCommissions>;
export const commissionListApi = contract<CommissionListData>()({
  client: 'cp',
  method: 'GET',
  path: 'commissions',
  input: commissionListQuery,
});

/** GET /api/v1/cp/commissions/statement */
export type CommissionStatementData = never;
export const commissionStatementApi = contract<CommissionStatementData>()({
  client: 'cp',
  method: 'GET',
  path: 'commissions/statement',
  input: statementQuery,
});

/** GET /api/v1/cp/payouts */
export type PartnerPayoutListData = Answer<typeof listPartnerPayouts>;
export const partnerPayoutListApi = contract<PartnerPayoutListData>()({
  client: 'cp',
  method: 'GET',
  path: 'payouts',
  input: payoutListQuery,
});

/** GET /api/v1/admin/payouts */
export type AdminPayoutListData = Answer<typeof adminPayouts>;
export const adminPayoutListApi = contract<AdminPayoutListData>()({
  client: 'admin',
  method: 'GET',
  path: 'payouts',
  input: payoutListQuery,
});

/** POST /api/v1/admin/payouts */
export type PayoutRecordedData = Answer<typeof recordPayout>;
export const payoutRecordedApi = contract<PayoutRecordedData>()({
  client: 'admin',
  method: 'POST',
  path: 'payouts',
  input: payoutCreateSchema,
});
