// reports: the routes' contracts (lib/contracts/contract.ts).
import { contract } from '@/lib/contracts/contract';
import { transactionFilterQuery } from '@/lib/validations/transactions';
import { researchReportQuery } from '@/lib/validations/researchReports';

export const transactionsExportApi = contract<TransactionsExportData>()('user', 'GET', 'transactions/export', transactionFilterQuery);
export const userReportApi = contract<UserReportData>()('user', 'GET', 'reports/{kind}');
export const clientHoldingsReportApi = contract<ClientHoldingsReportData>()('cp', 'GET', 'reports/client-holdings');
export const researchReportPdfApi = contract<ResearchReportPdfData>()('cp', 'GET', 'research-reports/{slug}', researchReportQuery);

export type TransactionsExportData = never;
export type UserReportData = never;
export type ClientHoldingsReportData = never;
export type ResearchReportPdfData = never;
