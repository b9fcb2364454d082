// reports: the routes' contracts (lib/contracts/contract.ts).
import { contract } from '@/lib/contracts/contract';
import { transactionFilterQuery } from '@/lib/validations/transactions';
import { researchReportQuery } from '@/lib/validations/researchReports';

/** GET /api/v1/user/transactions/export */
export type TransactionsExportData = never;
export const transactionsExportApi = contract<TransactionsExportData>()({
  client: 'user',
  method: 'GET',
  path: 'transactions/export',
  input: transactionFilterQuery,
});

/** GET /api/v1/user/reports/{kind} */
export type UserReportData = never;
export const userReportApi = contract<UserReportData>()({ client: 'user', method: 'GET', path: 'reports/{kind}' });

/** GET /api/v1/cp/reports/client-holdings */
export type ClientHoldingsReportData = never;
export const clientHoldingsReportApi = contract<ClientHoldingsReportData>()({
  client: 'cp',
  method: 'GET',
  path: 'reports/client-holdings',
});

/** GET /api/v1/cp/research-reports/{slug} */
export type ResearchReportPdfData = never;
export const researchReportPdfApi = contract<ResearchReportPdfData>()({
  client: 'cp',
  method: 'GET',
  path: 'research-reports/{slug}',
  input: researchReportQuery,
});
