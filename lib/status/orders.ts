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

/** The reasons the platform itself writes on an order it closes (lib/server/services/orders.ts); pages read them as sentences (lib/orderTracker.ts). */
export const ORDER_REASONS = {
  investorCancelled: 'Cancelled by the investor',
  expired: 'Expired: payment was not received in time',
} as const;

/** The console's notice once an operator moved an order: what happened and, where there is one, the next step. */
export function orderMovedNotice(reference: string, status: OrderStatus): string {
  const said: Partial<Record<OrderStatus, string>> = {
    payment_received: `Order ${reference}: payment received. Next, start the share transfer.`,
    transfer_initiated: `Order ${reference}: share transfer started. Complete it once the shares reach the investor’s demat account.`,
    completed: `Order ${reference} is completed: the shares are in the investor’s portfolio.`,
  };
  return said[status] ?? `Order ${reference} is ${ORDER_STATUS_LABELS[status].toLowerCase()}.`;
}

/** The console's notice once a payment of several orders is confirmed: every order it pays moved at once. */
export const paymentConfirmedNotice = (reference: string, orders: readonly string[]) =>
  `Payment ${reference} received: ${String(orders.length)} order${orders.length === 1 ? '' : 's'} moved to payment received (${orders.join(', ')}). Next, start each share transfer.`;
