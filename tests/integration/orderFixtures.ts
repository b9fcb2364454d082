// Fixtures for the order, sale and operator tests: a company of the test's own (so tests never
// share stock), verified investors and an operator with a known TOTP secret.
import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { StaffRole } from '@/lib/permissions';

import { getDb } from '@/lib/server/db/client';
import {
  companies,
  companyFundamentals,
  companyPrices,
  holdings,
  orderEvents,
  orders,
  sellRequestEvents,
  sellRequests,
} from '@/lib/server/db/schema';
import { createOperator } from '@/lib/server/services/operators';
import adminOrderTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminSellTransition from '@/pages/api/v1/admin/sell/[id]/transition';
import placeOrder from '@/pages/api/v1/user/orders/index';
import sell from '@/pages/api/v1/user/sell/index';

import { createCompany, createInvestor, verifyKyc } from './factories';
import { bearer, call } from './http';

export interface TestCompany {
  id: number;
  slug: string;
  name: string;
  pricePaise: number;
  minQuantity: number;
}

/** The buy-back quote of a test company: 8% under its price, as seeded, so never above its partner price (4% under). */
export const buybackFor = (pricePaise: number) => Math.round((pricePaise * 0.92) / 5) * 5;

export async function newCompany(
  options: {
    available?: number;
    pricePaise?: number;
    minQuantity?: number;
    status?: 'Available' | 'Sold Out' | 'Coming Soon';
    buybackPricePaise?: number | null;
  } = {},
): Promise<TestCompany> {
  const pricePaise = options.pricePaise ?? 12_345;
  const available = options.available ?? 1000;
  const { id, slug, name, minQuantity } = await createCompany({
    // Not the screener tests' sector: with fundamentals, these would join their one-page results.
    sector: 'Telecom',
    status: options.status ?? 'Available',
    minQuantity: options.minQuantity ?? 10,
    pricePaise,
    // Shaped like the seeded companies (partner price 4% under, a price history and fundamentals),
    // so tests that check every company in a shared database still pass.
    brokerPricePaise: Math.round((pricePaise * 0.96) / 5) * 5,
    buybackPricePaise: options.buybackPricePaise === undefined ? buybackFor(pricePaise) : options.buybackPricePaise,
    availableQuantity: available,
    addedQuantity: available,
  });
  await weeklyHistory(id, pricePaise);
  await (await getDb()).insert(companyFundamentals).values(threeYears(id));
  return { id, slug, name, pricePaise, minQuantity };
}

/**
 * A company's three prices moved together to `pricePaise`, shaped as newCompany makes them (partner 4% and
 * buy-back 8% under): a PATCH body for tests that move a price far and want the prices to stay in order.
 */
export const pricesAt = (pricePaise: number) => ({
  pricePaise,
  partnerPricePaise: Math.round((pricePaise * 0.96) / 5) * 5,
  buybackPricePaise: buybackFor(pricePaise),
});

/** Three years of (made-up) fundamentals, as seeded companies have. */
export const threeYears = (companyId: number) =>
  ['FY2023', 'FY2024', 'FY2025'].map((fiscalYear) => ({
    companyId,
    fiscalYear,
    revenuePaise: 1e12,
    ebitdaPaise: 2e11,
    netProfitPaise: 1e11,
    epsPaise: 1000,
    bookValuePerSharePaise: 10_000,
    debtPaise: 1e10,
    netWorthPaise: 5e11,
  }));

/** Two years of weekly prices ending on the latest Monday at the current price, as seeded companies have. */
export async function weeklyHistory(companyId: number, pricePaise: number, weeks = 110) {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const rows = Array.from({ length: weeks }, (_, i) => ({
    companyId,
    day: new Date(monday.getTime() - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
    pricePaise,
  }));
  await (await getDb()).insert(companyPrices).values(rows).onConflictDoNothing();
}

export async function newInvestor(verified = true) {
  const { user, headers } = await createInvestor({ fullName: 'Order Tester' });
  if (verified) await verifyKyc(user.id);
  return { id: user.id, userUniqueCode: user.userUniqueCode, headers };
}

export const TEST_OPERATOR_PASSWORD = 'Operator-pass-123';

/** A staff member with roles (an admin by default), their TOTP secret and bearer headers. */
export async function newOperator(roles: StaffRole[] = ['admin']) {
  const email = `op-${randomUUID().slice(0, 12)}@example.test`;
  const { operator, secret } = await createOperator(await getDb(), {
    email,
    fullName: 'Test Operator',
    password: TEST_OPERATOR_PASSWORD,
    roles,
  });
  return { ...operator, secret, headers: await bearer('operator', operator.id) };
}

export async function companyStock(companyId: number) {
  const [row] = await (
    await getDb()
  )
    .select({
      available: companies.availableQuantity,
      reserved: companies.reservedQuantity,
      delivered: companies.deliveredQuantity,
      added: companies.addedQuantity,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error('no such company');
  return row;
}

/** Both invariants of the issue for one company, from the rows themselves. */
export async function checkInvariants(companyId: number) {
  const db = await getDb();
  const stock = await companyStock(companyId);
  const [reserved] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    // The statuses that hold shares: an order left in payment_to_check gave them back.
    .where(sql`${orders.companyId} = ${companyId} and ${orders.status} in ('awaiting_payment', 'payment_received', 'transfer_initiated')`);
  const [delivered] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(sql`${orders.companyId} = ${companyId} and ${orders.status} = 'completed'`);
  const held = await db.select().from(holdings).where(eq(holdings.companyId, companyId));
  const sold = await db
    .select({ userId: sellRequests.userId, total: sql<string>`sum(${sellRequests.quantity})` })
    .from(sellRequests)
    .where(sql`${sellRequests.companyId} = ${companyId} and ${sellRequests.status} = 'completed'`)
    .groupBy(sellRequests.userId);
  const bought = await db
    .select({ userId: orders.userId, total: sql<string>`sum(${orders.quantity})` })
    .from(orders)
    .where(sql`${orders.companyId} = ${companyId} and ${orders.status} = 'completed'`)
    .groupBy(orders.userId);
  return { stock, reservedByOrders: Number(reserved?.total ?? 0), deliveredByOrders: Number(delivered?.total ?? 0), held, sold, bought };
}

// ---- Trades completed through the APIs, dated as the test needs ----

export type TestInvestor = Awaited<ReturnType<typeof newInvestor>>;
type Operator = Awaited<ReturnType<typeof newOperator>>;

/** Completed at 11:30 IST on the given day; placed a day earlier. */
export const istNoon = (date: string) => new Date(`${date}T06:00:00Z`);

export async function buy(investor: TestInvestor, operator: Operator, company: TestCompany, quantity: number, completedOn: string) {
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id, reference } = placed.body.data as { id: number; reference: string };
  const move = (body: unknown) =>
    call(adminOrderTransition, { method: 'POST', headers: operator.headers, query: { id: String(id) }, body });
  expect((await move({ to: 'payment_received', paymentReference: 'PAYREF1' })).status).toBe(200);
  expect((await move({ to: 'transfer_initiated', transferReference: 'TRFREF1' })).status).toBe(200);
  expect((await move({ to: 'completed' })).status).toBe(200);
  const db = await getDb();
  const at = istNoon(completedOn);
  await db
    .update(orders)
    .set({ createdAt: new Date(at.getTime() - 86_400_000), updatedAt: at })
    .where(eq(orders.id, id));
  await db
    .update(orderEvents)
    .set({ at })
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'completed')));
  return { id, reference };
}

/** A sell request just made: 20 of the 50 shares the investor holds of a company of the test's own. */
export async function requestedSale(investor: TestInvestor) {
  const company = await newCompany();
  await (await getDb()).insert(holdings).values({ userId: investor.id, companyId: company.id, quantity: 50, costPaise: 500_000 });
  const created = await call(sell, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity: 20 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; reference: string };
}

export async function sellShares(investor: TestInvestor, operator: Operator, company: TestCompany, quantity: number, completedOn: string) {
  const made = await call(sell, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { id, reference } = made.body.data as { id: number; reference: string };
  const move = (body: unknown) => call(adminSellTransition, { method: 'POST', headers: operator.headers, query: { id: String(id) }, body });
  expect((await move({ to: 'shares_received' })).status).toBe(200);
  expect((await move({ to: 'completed', paymentReference: 'SALEPAY1' })).status).toBe(200);
  const db = await getDb();
  const at = istNoon(completedOn);
  await db
    .update(sellRequests)
    .set({ createdAt: new Date(at.getTime() - 86_400_000), updatedAt: at })
    .where(eq(sellRequests.id, id));
  await db
    .update(sellRequestEvents)
    .set({ at })
    .where(and(eq(sellRequestEvents.sellRequestId, id), eq(sellRequestEvents.toStatus, 'completed')));
  return { id, reference };
}
