// A sell request's statuses: the one list the database check, the API's zod enum and the labels are built from.
import { z } from '../zod';

import { labelled } from './labels';

export const SELL_STATUSES = ['requested', 'shares_received', 'completed', 'cancelled', 'rejected'] as const;
export type SellStatus = (typeof SELL_STATUSES)[number];
export const sellStatusEnum = z.enum(SELL_STATUSES);

/** "Requested" reads to the investor as what it asks of them: to send the shares (the e2e and the tracker say so). */
export const SELL_STATUS_LABELS: Record<SellStatus, string> = labelled(SELL_STATUSES, { requested: 'Awaiting your shares' });

/** The console's notice once an operator moved a sell request: what happened and, where there is one, the next step. */
export function saleMovedNotice(reference: string, status: SellStatus): string {
  const said: Partial<Record<SellStatus, string>> = {
    shares_received: `Sell request ${reference}: shares received. Next, pay the investor.`,
    completed: `Sell request ${reference} is completed: the investor is paid.`,
  };
  return said[status] ?? `Sell request ${reference} is ${SELL_STATUS_LABELS[status].toLowerCase()}.`;
}
