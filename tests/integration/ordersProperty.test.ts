// Property test: random sequences of placing, paying (UTRs drawn from a small pool, so some repeat),
// cancelling, expiring, leaving payments unconfirmed until they go to "payment to check", transferring,
// completing, rejecting and selling, through the service functions, with the invariants checked after
// each step: per company, available + reserved + delivered = added, and reserved matches the orders
// holding shares; per investor, holding = completed buys − completed sales ≥ 0, never more unpaid
// orders than the limit, and no UTR on two orders.
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { orders, sellRequests } from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import {
  cancelOrder,
  expireOverdueOrders,
  placeOrder,
  reportPayment,
  transitionOrder,
  UNPAID_STATUSES,
} from '@/lib/server/services/orders';
import { cancelSellRequest, createSellRequest, transitionSellRequest } from '@/lib/server/services/sales';
import { DEFAULT_SETTINGS, getPlatformSettings, setPlatformSettings, type PlatformSettings } from '@/lib/server/services/settings';

import { uniqueUtr } from './factories';
import { checkInvariants, newCompany, newInvestor, newOperator } from './orderFixtures';

// A limit the random sequences reach often.
const MAX_OPEN_ORDERS = 3;
let before: PlatformSettings;
beforeAll(async () => {
  before = await getPlatformSettings(await getDb());
  await setPlatformSettings(await getDb(), { ...DEFAULT_SETTINGS, maxOpenOrders: MAX_OPEN_ORDERS });
});
afterAll(async () => {
  await setPlatformSettings(await getDb(), before);
});

type Step =
  | { kind: 'place'; who: number; lots: number }
  | { kind: 'pay'; pick: number; utr: number }
  | { kind: 'check' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'expire' }
  | { kind: 'move'; pick: number; to: 'payment_received' | 'transfer_initiated' | 'completed' | 'rejected' }
  | { kind: 'sell'; who: number; quantity: number }
  | { kind: 'sellMove'; pick: number; to: 'shares_received' | 'completed' | 'rejected' | 'cancelled' };

// Weighted towards the order's own path, so paying, the payment check and its confirmation are reached often.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), who: fc.nat(1), lots: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), utr: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('check' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      to: fc.constantFrom('payment_received' as const, 'transfer_initiated' as const, 'completed' as const, 'rejected' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sell' as const), who: fc.nat(1), quantity: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sellMove' as const),
      pick: fc.nat(),
      to: fc.constantFrom('shares_received' as const, 'completed' as const, 'rejected' as const, 'cancelled' as const),
    }),
  },
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
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        runs++;
        const company = await newCompany({ available: 100, minQuantity: 10 });
        // Investors of the run's own: unpaid orders of earlier runs would count against their limit.
        const investors = [await newInvestor(), await newInvestor()];
        const utrs = Array.from({ length: 4 }, () => uniqueUtr());
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
              if (order) await allowed(() => reportPayment(db, order.userId, order.id, utrs[s.utr] ?? utrs[0]!, new Date(clock)));
              break;
            case 'check':
              // Past the desk's time to confirm a reported payment, not the payment deadline.
              clock += (DEFAULT_SETTINGS.paymentCheckHours + 1) * 3_600_000;
              await expireOverdueOrders(db, new Date(clock));
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
                    transferReference: 'TRF-0001',
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
          const reported = await db
            .select({ utr: orders.utr })
            .from(orders)
            .where(and(eq(orders.companyId, company.id), isNotNull(orders.utr)));
          expect(new Set(reported.map((row) => row.utr)).size).toBe(reported.length);
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
            const unpaid = await db
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.userId, investor.id), inArray(orders.status, UNPAID_STATUSES)));
            expect(unpaid.length).toBeLessThanOrEqual(MAX_OPEN_ORDERS);
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
