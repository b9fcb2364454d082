import { describe, expect, it } from 'vitest';

import { humanize, labelled } from '@/lib/status/labels';
import { ORDER_STATUS_LABELS } from '@/lib/status/orders';
import { SELL_STATUS_LABELS } from '@/lib/status/sales';
import { TICKET_STATUS_OPERATOR_LABELS } from '@/lib/status/tickets';

describe('status labels', () => {
  it('reads a value as words, sentence-cased', () => {
    expect(humanize('payment_received')).toBe('Payment received');
    expect(humanize('paid')).toBe('Paid');
  });

  it('labels every value, a special label where one is named', () => {
    expect(labelled(['open', 'awaiting_you'] as const, { awaiting_you: 'Awaiting customer' })).toEqual({
      open: 'Open',
      awaiting_you: 'Awaiting customer',
    });
  });

  it('keeps the labels the product shows', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      awaiting_payment: 'Awaiting payment',
      payment_to_check: 'Payment being checked',
      payment_received: 'Payment received',
      transfer_initiated: 'Transfer initiated',
      completed: 'Completed',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
    });
    expect(SELL_STATUS_LABELS.requested).toBe('Awaiting your shares');
    expect(TICKET_STATUS_OPERATOR_LABELS.awaiting_you).toBe('Awaiting customer');
  });
});
