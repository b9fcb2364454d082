// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  closedOrderSentence,
  closedSaleSentence,
  orderNextAction,
  orderSteps,
  parseTransactionId,
  sellNextAction,
  sellSteps,
  transactionHref,
  transactionStatusLabel,
} from '@/lib/orderTracker';
import { ORDER_REASONS } from '@/lib/status/orders';

const event = (toStatus: string, at: string, name = toStatus, note: string | null = null) => ({ event: name, toStatus, note, at });
const placed = event('awaiting_payment', '2026-01-01T10:00:00.000Z', 'placed');
const reported = event('awaiting_payment', '2026-01-01T11:00:00.000Z', 'payment_reported', 'UTR ABCDEFGH12345');
const paid = event('payment_received', '2026-01-02T09:00:00.000Z', 'payment_received', 'Payment reference P1');

describe('orderSteps', () => {
  it('marks the steps reached done, the next one current and the rest upcoming, with each step’s time', () => {
    expect(orderSteps('payment_received', [placed, reported, paid]).map((s) => [s.key, s.state, s.at])).toEqual([
      ['awaiting_payment', 'done', placed.at],
      ['payment_received', 'done', paid.at],
      ['transfer_initiated', 'current', null],
      ['completed', 'upcoming', null],
    ]);
  });

  it('never says a payment is received before it is: the next step says what is awaited, in the notifications’ words', () => {
    const waiting = (steps: { state: string; waiting: string | null }[]) => steps.find((s) => s.state === 'current')?.waiting;
    expect(waiting(orderSteps('awaiting_payment', [placed]))).toBe('Waiting for your payment');
    expect(waiting(orderSteps('awaiting_payment', [placed, reported]))).toBe('Payment reported: we confirm it once the money arrives');
    expect(waiting(orderSteps('payment_received', [placed, reported, paid]))).toBe('We start the share transfer next');
    expect(
      orderSteps('payment_received', [placed, reported, paid])
        .filter((s) => s.state !== 'current')
        .map((s) => s.waiting),
    ).toEqual([null, null, null]);
    expect(waiting(sellSteps('requested', [event('requested', '2026-01-01T10:00:00.000Z')]))).toBe(
      'Waiting for your shares in our demat account',
    );
  });

  it('shows a completed order as all done', () => {
    const steps = orderSteps('completed', [
      placed,
      paid,
      event('transfer_initiated', '2026-01-02T10:00:00.000Z'),
      event('completed', '2026-01-03T10:00:00.000Z'),
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(steps[3]?.at).toBe('2026-01-03T10:00:00.000Z');
  });

  it('ends a cancelled order after the last step it reached, with the cancellation’s time and note', () => {
    const steps = orderSteps('cancelled', [
      placed,
      event('cancelled', '2026-01-01T12:00:00.000Z', 'expired', 'Payment was not received in time.'),
    ]);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['cancelled', 'failed'],
    ]);
    expect(steps[1]).toMatchObject({ label: 'Cancelled', at: '2026-01-01T12:00:00.000Z', note: 'Payment was not received in time.' });
  });

  it('ends a rejected order after the payment it received', () => {
    const steps = orderSteps('rejected', [placed, paid, event('rejected', '2026-01-02T12:00:00.000Z')]);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['payment_received', 'done'],
      ['rejected', 'failed'],
    ]);
  });
});

describe('orderSteps with a payment left to check', () => {
  const toCheck = event(
    'payment_to_check',
    '2026-01-02T11:00:00.000Z',
    'payment_to_check',
    'The payment was not confirmed within 24 hours.',
  );

  it('leaves the detour out while an order does not take it', () => {
    expect(orderSteps('awaiting_payment', [placed, reported]).map((s) => s.key)).not.toContain('payment_to_check');
  });

  it('shows the desk checking the payment as the step in progress, with its time and note', () => {
    const steps = orderSteps('payment_to_check', [placed, reported, toCheck]);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['payment_to_check', 'current'],
      ['payment_received', 'upcoming'],
      ['transfer_initiated', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    expect(steps[1]).toMatchObject({ label: 'Payment being checked by our desk', at: toCheck.at, note: toCheck.note });
  });

  it('keeps the check in the history once the payment is confirmed, or the order rejected', () => {
    const confirmed = event('payment_received', '2026-01-03T09:00:00.000Z');
    expect(orderSteps('payment_received', [placed, reported, toCheck, confirmed]).map((s) => [s.key, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['payment_to_check', 'done'],
      ['payment_received', 'done'],
      ['transfer_initiated', 'current'],
      ['completed', 'upcoming'],
    ]);
    const rejected = event('rejected', '2026-01-03T09:00:00.000Z');
    expect(orderSteps('rejected', [placed, reported, toCheck, rejected]).map((s) => [s.key, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['payment_to_check', 'done'],
      ['rejected', 'failed'],
    ]);
  });
});

describe('sellSteps', () => {
  it('shows a new request as placed, waiting for the shares', () => {
    expect(sellSteps('requested', [event('requested', '2026-01-01T10:00:00.000Z')]).map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
    ]);
  });

  it('follows requested → shares received → completed', () => {
    const steps = sellSteps('shares_received', [
      event('requested', '2026-01-01T10:00:00.000Z'),
      event('shares_received', '2026-01-02T10:00:00.000Z'),
    ]);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['requested', 'done'],
      ['shares_received', 'done'],
      ['completed', 'current'],
    ]);
  });
});

describe('next actions', () => {
  it('asks for the payment until a UTR is reported, then waits', () => {
    expect(orderNextAction('awaiting_payment', null)).toBe('pay');
    expect(orderNextAction('awaiting_payment', 'ABCDEFGH12345')).toBe('await_confirmation');
    expect(orderNextAction('payment_to_check', 'ABCDEFGH12345')).toBe('desk_checking');
    expect(orderNextAction('payment_received', 'X')).toBe('await_transfer');
    expect(orderNextAction('transfer_initiated', 'X')).toBe('await_credit');
    expect(orderNextAction('completed', 'X')).toBe('none');
    expect(sellNextAction('requested')).toBe('send_shares');
    expect(sellNextAction('shares_received')).toBe('await_payment');
    expect(sellNextAction('cancelled')).toBe('none');
  });
});

describe('tracker paths', () => {
  it('round-trips an order’s and a sell request’s path segment', () => {
    expect(transactionHref('buy', 12)).toBe('/dashboard/transactions/12');
    expect(transactionHref('sell', 3)).toBe('/dashboard/transactions/S-3');
    expect(parseTransactionId('12')).toEqual({ kind: 'buy', id: 12 });
    expect(parseTransactionId('S-3')).toEqual({ kind: 'sell', id: 3 });
  });
  it.each(['', '0', '-1', 'S-', 's-3', '12a', '2147483648', 'S-2147483648', 'S-0'])('refuses %j', (text) => {
    expect(parseTransactionId(text)).toBeNull();
  });
});

describe('transactionStatusLabel', () => {
  it('says a reported payment is being checked, not still awaited', () => {
    expect(transactionStatusLabel('awaiting_payment', null)).toBe('Awaiting payment');
    expect(transactionStatusLabel('awaiting_payment', 'UTR123456789012')).toBe('Payment reported — being checked');
    expect(transactionStatusLabel('payment_received', 'UTR123456789012')).toBe('Payment received');
  });
});

describe('closed orders and sales in words', () => {
  it('says who ended an order and why, as a person would', () => {
    expect(closedOrderSentence('cancelled', ORDER_REASONS.investorCancelled)).toBe('You cancelled this order. Nothing is due.');
    expect(closedOrderSentence('cancelled', ORDER_REASONS.expired)).toMatch(/^This order expired: we did not receive the payment in time/);
    expect(closedOrderSentence('rejected', 'Shares not available')).toBe('We could not complete this order: Shares not available.');
    expect(closedSaleSentence('completed', null)).toMatch(/^This sale is complete/);
    expect(closedSaleSentence('rejected', null)).toBe('We could not buy these shares.');
  });
});
