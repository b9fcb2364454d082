// A KYC record's statuses. not_started has no row: it is what an investor without one reads.
import { z } from '../zod';

import { labelled } from './labels';

export const KYC_STATUSES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const kycStatusEnum = z.enum(KYC_STATUSES);
/** The statuses a kyc_records row can hold (the database check). */
export const KYC_RECORD_STATUSES = ['submitted', 'verified', 'rejected'] as const satisfies readonly KycStatus[];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = labelled(KYC_STATUSES);

/** The documents of a KYC (lib/validations/kycDocuments.ts): every one is required before it can be submitted. */
export const KYC_DOCUMENT_KINDS = ['pan_card', 'demat_proof', 'bank_proof'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** What a reviewer checks against the documents; a rejection names the items that failed. */
export const KYC_CHECKLIST = ['name_matches_pan', 'pan_matches', 'demat_matches', 'bank_matches'] as const;
export type KycChecklistItem = (typeof KYC_CHECKLIST)[number];
