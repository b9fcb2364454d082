import { statusLabel } from '@/lib/format';

const WAITING = 'bg-amber-50 text-amber-900 ring-amber-200';
const TO_CHECK = 'bg-orange-100 text-orange-900 ring-orange-300';
const MOVING = 'bg-sky-50 text-sky-900 ring-sky-200';
const SENT = 'bg-indigo-50 text-indigo-900 ring-indigo-200';
const DONE = 'bg-green-50 text-green-900 ring-green-200';
const STOPPED = 'bg-slate-100 text-slate-800 ring-slate-200';
const REFUSED = 'bg-red-50 text-red-900 ring-red-200';

// Keyed by the status in snake case: "Sold Out" and "sold_out" are the same status.
const TONES: Record<string, string> = {
  awaiting_payment: WAITING,
  requested: WAITING,
  submitted: WAITING,
  awaiting_you: WAITING,
  coming_soon: WAITING,
  invited: WAITING,
  draft: WAITING,
  scheduled: SENT,
  open: MOVING,
  payment_to_check: TO_CHECK,
  payment_received: MOVING,
  shares_received: MOVING,
  transfer_initiated: SENT,
  completed: DONE,
  verified: DONE,
  available: DONE,
  resolved: DONE,
  active: DONE,
  paid: DONE,
  ready: DONE,
  published: DONE,
  cancelled: STOPPED,
  not_started: STOPPED,
  withdrawn: STOPPED,
  expired: STOPPED,
  disabled: STOPPED,
  unpublished: STOPPED,
  rejected: REFUSED,
  refused: REFUSED,
  ok: DONE,
  applied: DONE,
  awaiting_approval: WAITING,
  pending: WAITING,
  sold_out: REFUSED,
  // A bank statement line against the orders (lib/status/bankStatements.ts).
  matched: MOVING,
  confirmed: DONE,
  already_recorded: DONE,
  amount_differs: TO_CHECK,
  utr_unknown: WAITING,
  paid_twice: REFUSED,
  order_closed: REFUSED,
  // An inbox's message (lib/status/inbox.ts); a newsletter subscriber.
  new: WAITING,
  handled: DONE,
  archived: STOPPED,
  subscribed: DONE,
  unsubscribed: STOPPED,
};

interface Props {
  status: string;
  /** The words to show; by default the status itself ("payment_received" → "Payment received"). */
  label?: string;
}

/** The one status badge: any record's status in words, coloured by how far along it is. */
export default function StatusBadge({ status, label }: Props) {
  const tone = TONES[status.toLowerCase().replace(/ /g, '_')] ?? STOPPED;
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{label ?? statusLabel(status)}</span>
  );
}
