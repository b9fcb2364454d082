// Property test: random sequences of placing, paying, cancelling, expiring, transferring, completing,
// rejecting and selling, through the service functions, with both invariants checked after each step:
// per company, available + reserved + delivered = added (and matches the orders themselves); per
// investor, holding = completed buys − completed sales ≥ 0.
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { orders, sellRequests } from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import { cancelOrder, expireOverdueOrders, placeOrder, reportPayment, transitionOrder } from '@/lib/server/services/orders';
import { cancelSellRequest, createSellRequest, transitionSellRequest } from '@/lib/server/services/sales';

import { checkInvariants, newCompany, newInvestor, newOperator } from './orderFixtures';

type Step =
  | { kind: 'place'; who: number; lots: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'expire' }
  | { kind: 'move'; pick: number; to: 'payment_received' | 'transfer_initiated' | 'completed' | 'rejected' }
  | { kind: 'sell'; who: number; quantity: number }
  | { kind: 'sellMove'; pick: number; to: 'shares_received' | 'completed' | 'rejected' | 'cancelled' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('place' as const), who: fc.nat(1), lots: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    to: fc.constantFrom('payment_received' as const, 'transfer_initiated' as const, 'completed' as const, 'rejected' as const),
  }),
  fc.record({ kind: fc.constant('sell' as const), who: fc.nat(1), quantity: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('sellMove' as const),
    pick: fc.nat(),
    to: fc.constantFrom('shares_received' as const, 'completed' as const, 'rejected' as const, 'cancelled' as const),
  }),
);

/** Refusals the rules allow (4xx); anything else fails the property. */
async function allowed(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) return;
    throw error;
  }
}

describe('order and sale invariants', () => {
  it('hold after every step of random sequences', async () => {
    const db = await getDb();
    const operator = await newOperator();
    const investors = [await newInvestor(), await newInvestor()];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        runs++;
        const company = await newCompany({ available: 100, minQuantity: 10 });
        let clock = Date.now();
        for (const s of steps) {
          const companyOrders = await db
            .select({ id: orders.id, userId: orders.userId })
            .from(orders)
            .where(eq(orders.companyId, company.id))
            .orderBy(orders.id);
          const companySales = await db
            .select({ id: sellRequests.id, userId: sellRequests.userId })
            .from(sellRequests)
            .where(eq(sellRequests.companyId, company.id))
            .orderBy(sellRequests.id);
          const order = 'pick' in s && companyOrders.length ? companyOrders[s.pick % companyOrders.length] : undefined;
          const sale = 'pick' in s && companySales.length ? companySales[s.pick % companySales.length] : undefined;
          switch (s.kind) {
            case 'place': {
              const investor = investors[s.who] ?? investors[0];
              if (investor) {
                await allowed(() =>
                  placeOrder(
                    db,
                    investor.id,
                    { slug: company.slug, quantity: s.lots * 10, pricePaise: company.pricePaise },
                    { idempotencyKey: randomUUID(), now: new Date(clock) },
                  ),
                );
              }
              break;
            }
            case 'pay':
              if (order) await allowed(() => reportPayment(db, order.userId, order.id, 'UTR000011112222'));
              break;
            case 'cancel':
              if (order) await allowed(() => cancelOrder(db, order.userId, order.id));
              break;
            case 'expire':
              clock += 49 * 3_600_000;
              await expireOverdueOrders(db, new Date(clock));
              break;
            case 'move':
              if (order) {
                await allowed(() =>
                  transitionOrder(db, operator.id, order.id, {
                    to: s.to,
                    paymentReference: 'P-1',
                    transferReference: 'T-1',
                    reason: 'Property test',
                    refundReference: 'R-1',
                  }),
                );
              }
              break;
            case 'sell': {
              const investor = investors[s.who] ?? investors[0];
              if (investor)
                await allowed(() => createSellRequest(db, investor.id, { slug: company.slug, quantity: s.quantity }, randomUUID()));
              break;
            }
            case 'sellMove':
              if (sale) {
                await allowed(() =>
                  s.to === 'cancelled'
                    ? cancelSellRequest(db, sale.userId, sale.id)
                    : transitionSellRequest(db, operator.id, sale.id, { to: s.to, paymentReference: 'PAY-1', reason: 'Property test' }),
                );
              }
              break;
          }
          const state = await checkInvariants(company.id);
          expect(state.stock.available + state.stock.reserved + state.stock.delivered).toBe(state.stock.added);
          expect(state.stock.available).toBeGreaterThanOrEqual(0);
          expect(state.stock.reserved).toBe(state.reservedByOrders);
          expect(state.stock.delivered).toBe(state.deliveredByOrders);
          for (const investor of investors) {
            const bought = Number(state.bought.find((b) => b.userId === investor.id)?.total ?? 0);
            const sold = Number(state.sold.find((b) => b.userId === investor.id)?.total ?? 0);
            const held = state.held.find((h) => h.userId === investor.id)?.quantity ?? 0;
            expect(held).toBe(bought - sold);
            expect(held).toBeGreaterThanOrEqual(0);
            // Open sell requests never exceed the holding.
            const open = await db
              .select({ quantity: sellRequests.quantity })
              .from(sellRequests)
              .where(
                and(
                  eq(sellRequests.companyId, company.id),
                  eq(sellRequests.userId, investor.id),
                  inArray(sellRequests.status, ['requested', 'shares_received']),
                ),
              );
            expect(open.reduce((sum, r) => sum + r.quantity, 0)).toBeLessThanOrEqual(held);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect(runs).toBe(25);
  });
});
