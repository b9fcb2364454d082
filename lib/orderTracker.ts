// The tracker of an order or a sell request: its steps with their times (from the events), and what the
// investor has to do next. Browser-safe and pure, so the tracker page and its tests share it.
import { parseId } from '@/lib/validations/ids';
import { ORDER_REASONS, ORDER_STATUS_LABELS } from '@/lib/status/orders';
import { SELL_STATUS_LABELS } from '@/lib/status/sales';
import type { OrderStatusName, SellStatusName } from '@/lib/validations/orders';

export interface TrackerEvent {
  event: string;
  toStatus: string;
  note: string | null;
  at: string;
}

export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

export interface TrackerStep {
  key: string;
  label: string;
  /** When the step was reached (its first event), or null while it is not. */
  at: string | null;
  state: StepState;
  note: string | null;
  /** While the step is the one in progress: what is happening, in the words the notifications use. */
  waiting: string | null;
}

interface PathStep<K extends string> {
  key: K;
  label: string;
  /** A step only some requests take: shown once reached. */
  detour?: boolean;
  /** What is happening while this step is the next one, once the investor reported a payment or not. */
  waiting?: (paymentReported: boolean) => string;
}

const ORDER_PATH: PathStep<OrderStatusName>[] = [
  { key: 'awaiting_payment', label: 'Order placed' },
  { key: 'payment_to_check', label: 'Payment being checked by our desk', detour: true },
  {
    key: 'payment_received',
    label: 'Payment received',
    waiting: (reported) => (reported ? 'Payment reported: we confirm it once the money arrives' : 'Waiting for your payment'),
  },
  { key: 'transfer_initiated', label: 'Share transfer initiated', waiting: () => 'We start the share transfer next' },
  { key: 'completed', label: 'Shares credited to your demat account', waiting: () => 'Shares on their way to your demat account' },
];

const SELL_PATH: PathStep<SellStatusName>[] = [
  { key: 'requested', label: 'Sell request placed' },
  { key: 'shares_received', label: 'Shares received', waiting: () => 'Waiting for your shares in our demat account' },
  { key: 'completed', label: 'Paid to your bank account', waiting: () => 'We pay you next' },
];

const ENDINGS: Record<string, string> = { cancelled: 'Cancelled', rejected: 'Rejected' };

function steps(fullPath: PathStep<string>[], status: string, events: TrackerEvent[]): TrackerStep[] {
  const firstEvent = (key: string) => events.find((event) => event.toStatus === key && event.event !== 'payment_reported');
  const path = fullPath.filter((step) => !step.detour || step.key === status || firstEvent(step.key));
  const ended = status in ENDINGS;
  const current = path.findIndex((step) => step.key === status);
  // How far the request got: the current status (a detour is itself in progress), or for an ended one
  // the last step an event reached.
  const reachedIndex = ended
    ? path.reduce((last, step, index) => (firstEvent(step.key) ? index : last), 0)
    : path[current]?.detour
      ? current - 1
      : current;
  const result: TrackerStep[] = [];
  path.forEach((step, index) => {
    if (ended && index > reachedIndex) return;
    const event = firstEvent(step.key);
    // Every step reached is done; the one after the last reached is what is in progress now.
    const state: StepState = index <= reachedIndex ? 'done' : index === reachedIndex + 1 && !ended ? 'current' : 'upcoming';
    const waiting = state === 'current' ? (step.waiting?.(events.some((e) => e.event === 'payment_reported')) ?? 'In progress') : null;
    result.push({ key: step.key, label: step.label, at: event?.at ?? null, state, note: event?.note ?? null, waiting });
  });
  if (ended) {
    const event = firstEvent(status);
    result.push({
      key: status,
      label: ENDINGS[status] ?? status,
      at: event?.at ?? null,
      state: 'failed',
      note: event?.note ?? null,
      waiting: null,
    });
  }
  return result;
}

export const orderSteps = (status: OrderStatusName, events: TrackerEvent[]) => steps(ORDER_PATH, status, events);
export const sellSteps = (status: SellStatusName, events: TrackerEvent[]) => steps(SELL_PATH, status, events);

export type OrderNextAction = 'pay' | 'await_confirmation' | 'desk_checking' | 'await_transfer' | 'await_credit' | 'none';
export type SellNextAction = 'send_shares' | 'await_payment' | 'none';

/** What the investor must do now: pay (and report the UTR), or wait for the platform. */
export function orderNextAction(status: OrderStatusName, utr: string | null): OrderNextAction {
  if (status === 'awaiting_payment') return utr ? 'await_confirmation' : 'pay';
  if (status === 'payment_to_check') return 'desk_checking';
  if (status === 'payment_received') return 'await_transfer';
  if (status === 'transfer_initiated') return 'await_credit';
  return 'none';
}

export function sellNextAction(status: SellStatusName): SellNextAction {
  if (status === 'requested') return 'send_shares';
  if (status === 'shares_received') return 'await_payment';
  return 'none';
}

/** The tracker's path segment: an order by its id ("12"), a sell request as "S-3". */
export function transactionHref(kind: 'buy' | 'sell', id: number): string {
  return `/dashboard/transactions/${kind === 'sell' ? `S-${id}` : String(id)}`;
}

/** Reads a tracker path segment back; null for anything else (the page answers 404). */
export function parseTransactionId(value: string): { kind: 'buy' | 'sell'; id: number } | null {
  const sell = value.startsWith('S-');
  const id = parseId(sell ? value.slice(2) : value);
  return id === null ? null : { kind: sell ? 'sell' : 'buy', id };
}

export const STATUS_LABELS: Record<OrderStatusName | SellStatusName, string> = { ...ORDER_STATUS_LABELS, ...SELL_STATUS_LABELS };

const withReason = (sentence: string, reason: string | null) => (reason ? `${sentence}: ${reason}.` : `${sentence}.`);

/** What the investor reads on an order that ended without its shares, as a person would say it. */
export function closedOrderSentence(status: OrderStatusName, reason: string | null): string {
  if (status === 'cancelled' && reason === ORDER_REASONS.investorCancelled) return 'You cancelled this order. Nothing is due.';
  if (status === 'cancelled' && reason === ORDER_REASONS.expired)
    return 'This order expired: we did not receive the payment in time, so the shares went back on sale.';
  if (status === 'cancelled') return withReason('This order was cancelled', reason);
  if (status === 'rejected') return withReason('We could not complete this order', reason);
  return `This order is ${STATUS_LABELS[status].toLowerCase()}.`;
}

/** What the investor reads on a sell request that has ended. */
export function closedSaleSentence(status: SellStatusName, reason: string | null): string {
  if (status === 'completed') return 'This sale is complete: we paid the proceeds to the bank account in your KYC.';
  if (status === 'cancelled') return 'You cancelled this sell request. Nothing more is needed.';
  if (status === 'rejected') return withReason('We could not buy these shares', reason);
  return `This sell request is ${STATUS_LABELS[status].toLowerCase()}.`;
}

export const PAYMENT_REPORTED_LABEL = 'Payment reported — being checked';

/** The investor's badge for a transaction: an order whose UTR they reported is no longer just "awaiting payment". */
export function transactionStatusLabel(status: OrderStatusName | SellStatusName, utr: string | null): string {
  return status === 'awaiting_payment' && utr ? PAYMENT_REPORTED_LABEL : STATUS_LABELS[status];
}
