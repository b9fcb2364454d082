// A partner's bank account and PAN: pending from the change (confirmed with a one-time code) until
// finance verifies or rejects it; a verified one is replaced when a newer one is verified.
import { z } from '../zod';

import { labelled } from './labels';

export const BANK_ACCOUNT_STATUSES = ['pending', 'verified', 'rejected', 'replaced'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];
export const bankAccountStatusEnum = z.enum(BANK_ACCOUNT_STATUSES);

export const BANK_ACCOUNT_STATUS_LABELS: Record<BankAccountStatus, string> = labelled(BANK_ACCOUNT_STATUSES, {
  pending: 'Waiting for verification',
});
