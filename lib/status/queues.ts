// The desk's queues (lib/server/services/queues.ts defines what is in each): their names, and which lists
// take them in the URL (`queue=<name>`, with `overdue=1` for the part past its deadline).
export const DESK_QUEUE_NAMES = [
  'paymentsToConfirm',
  'paymentsToCheck',
  'transfersToMake',
  'transfersToConfirm',
  'salesToSettle',
  'kycToReview',
  'approvalsWaiting',
  'ticketsWaiting',
] as const;
export type DeskQueueName = (typeof DESK_QUEUE_NAMES)[number];

/** The queues of orders (the orders list takes them) and of sell requests (the sales list). */
export const ORDER_QUEUES = ['paymentsToConfirm', 'paymentsToCheck', 'transfersToMake', 'transfersToConfirm'] as const;
export const SALE_QUEUES = ['salesToSettle'] as const;

export const DESK_QUEUE_LABELS: Record<DeskQueueName, string> = {
  paymentsToConfirm: 'Payments to confirm',
  paymentsToCheck: 'Payments to check',
  transfersToMake: 'Transfers to make',
  transfersToConfirm: 'Transfers to confirm',
  salesToSettle: 'Sales to settle',
  kycToReview: 'KYC to review',
  approvalsWaiting: 'Approvals waiting',
  ticketsWaiting: 'Tickets waiting',
};
