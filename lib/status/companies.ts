// A company's listing status. The database, the public pages, the screener and the filters hold the
// status as people read it ('Sold Out'); the operator and partner APIs send it as a code ('sold_out').
// Both come from this one list, so they cannot disagree.
import { z } from '../zod';

export const COMPANY_STATUSES = ['Available', 'Sold Out', 'Coming Soon'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const companyStatusEnum = z.enum(COMPANY_STATUSES);

/** The label is the status itself. */
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  Available: 'Available',
  'Sold Out': 'Sold Out',
  'Coming Soon': 'Coming Soon',
};

export const COMPANY_STATUS_CODES = ['available', 'sold_out', 'coming_soon'] as const;
export type CompanyStatusCode = (typeof COMPANY_STATUS_CODES)[number];
export const companyStatusCodeEnum = z.enum(COMPANY_STATUS_CODES);

export const companyStatusCode = (status: CompanyStatus): CompanyStatusCode =>
  COMPANY_STATUS_CODES[COMPANY_STATUSES.indexOf(status)] as CompanyStatusCode;
export const companyStatusFromCode = (code: CompanyStatusCode): CompanyStatus =>
  COMPANY_STATUSES[COMPANY_STATUS_CODES.indexOf(code)] as CompanyStatus;

export const COMPANY_STATUS_CODE_LABELS: Record<CompanyStatusCode, string> = {
  available: COMPANY_STATUS_LABELS.Available,
  sold_out: COMPANY_STATUS_LABELS['Sold Out'],
  coming_soon: COMPANY_STATUS_LABELS['Coming Soon'],
};
