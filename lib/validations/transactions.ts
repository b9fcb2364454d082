// The investor's transactions list (buys and sells together): its filters, shared by the page and the CSV export.
import { z } from '@/lib/zod';

import { ORDER_STATUSES, SELL_STATUSES } from './orders';

export const TRANSACTION_KINDS = ['buy', 'sell'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TRANSACTION_STATUSES = [...new Set([...ORDER_STATUSES, ...SELL_STATUSES])] as (
  (typeof ORDER_STATUSES)[number] | (typeof SELL_STATUSES)[number]
)[];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const transactionFilterQuery = z.object({
  kind: z.enum(TRANSACTION_KINDS, 'kind must be buy or sell.').optional(),
  status: z.enum(TRANSACTION_STATUSES, `status must be one of: ${TRANSACTION_STATUSES.join(', ')}.`).optional(),
});
export type TransactionFilter = z.output<typeof transactionFilterQuery>;

export const TRANSACTIONS_PAGE_SIZE = 20;
