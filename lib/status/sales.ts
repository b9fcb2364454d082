// A sell request's statuses: the one list the database check, the API's zod enum and the labels are built from.
import { z } from '../zod';

import { labelled } from './labels';

export const SELL_STATUSES = ['requested', 'shares_received', 'completed', 'cancelled', 'rejected'] as const;
export type SellStatus = (typeof SELL_STATUSES)[number];
export const sellStatusEnum = z.enum(SELL_STATUSES);

/** "Requested" reads to the investor as what it asks of them: to send the shares (the e2e and the tracker say so). */
export const SELL_STATUS_LABELS: Record<SellStatus, string> = labelled(SELL_STATUSES, { requested: 'Awaiting your shares' });
