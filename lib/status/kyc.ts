// A KYC record's statuses. not_started has no row: it is what an investor without one reads.
import { z } from '../zod';

export const KYC_STATUSES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const kycStatusEnum = z.enum(KYC_STATUSES);
/** The statuses a kyc_records row can hold (the database check). */
export const KYC_RECORD_STATUSES = ['submitted', 'verified', 'rejected'] as const satisfies readonly KycStatus[];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
};
