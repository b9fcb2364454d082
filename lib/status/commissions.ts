// A partner's commission: accrued when the order completes, paid with a payout.
import { z } from '../zod';

import { labelled } from './labels';

export const COMMISSION_STATUSES = ['accrued', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const commissionStatusEnum = z.enum(COMMISSION_STATUSES);

export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = labelled(COMMISSION_STATUSES);
