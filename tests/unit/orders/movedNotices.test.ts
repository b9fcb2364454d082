// The console's notice after a move says what happened in words, not "is now transfer initiated" (issue 25).
import { describe, expect, it } from 'vitest';

import { orderMovedNotice } from '@/lib/status/orders';
import { saleMovedNotice } from '@/lib/status/sales';

describe('the console’s notice after a move', () => {
  it('says what happened to an order and the next step', () => {
    expect(orderMovedNotice('PB-B-1', 'payment_received')).toBe('Order PB-B-1: payment received. Next, start the share transfer.');
    expect(orderMovedNotice('PB-B-1', 'transfer_initiated')).toMatch(/^Order PB-B-1: share transfer started\./);
    expect(orderMovedNotice('PB-B-1', 'rejected')).toBe('Order PB-B-1 is rejected.');
  });

  it('says what happened to a sell request', () => {
    expect(saleMovedNotice('PB-S-1', 'shares_received')).toBe('Sell request PB-S-1: shares received. Next, pay the investor.');
    expect(saleMovedNotice('PB-S-1', 'completed')).toBe('Sell request PB-S-1 is completed: the investor is paid.');
  });
});
