// An order's statuses: the one list the database check (lib/server/db/schema.ts), the API's zod enum
// and the labels people read are built from.
import { z } from '../zod';

import { labelled } from './labels';

// payment_to_check: a reported payment not confirmed in time; its shares went back on sale while the desk checks it.
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_to_check',
  'payment_received',
  'transfer_initiated',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusEnum = z.enum(ORDER_STATUSES);

/** Orders the investor still has open: not yet completed, cancelled or rejected. */
export const OPEN_ORDER_STATUSES = [
  'awaiting_payment',
  'payment_to_check',
  'payment_received',
  'transfer_initiated',
] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = labelled(ORDER_STATUSES, { payment_to_check: 'Payment being checked' });
