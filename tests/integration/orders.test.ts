// Placing, paying, cancelling, expiring and moving orders, over HTTP against the real database.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { holdings, orders } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { expireOverdueOrders } from '@/lib/server/services/orders';
import { getPlatformSettings, setPlatformSettings } from '@/lib/server/services/settings';
import listPlace from '@/pages/api/v1/user/orders/index';
import orderDetail from '@/pages/api/v1/user/orders/[id]/index';
import cancel from '@/pages/api/v1/user/orders/[id]/cancel';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminList from '@/pages/api/v1/admin/orders/index';
import adminDetail from '@/pages/api/v1/admin/orders/[id]/index';

import { uniqueUtr } from './factories';
import { approvedBy } from './approvalFixtures';
import { call, INJECTION_STRINGS } from './http';
import { checkInvariants, companyStock, newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

interface Order {
  id: number;
  reference: string;
  slug: string;
  companyName: string;
  quantity: number;
  pricePaise: number;
  totalPaise: number;
  stampDutyPaise: number;
  status: string;
  createdAt: string;
  events?: { event: string; toStatus: string; actor: string }[];
}

const key = () => randomUUID();

async function place(
  investor: { headers: Record<string, string> },
  company: TestCompany,
  quantity: number,
  idempotencyKey = key(),
  pricePaise = company.pricePaise,
) {
  return call(listPlace, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': idempotencyKey },
    body: { slug: company.slug, quantity, pricePaise },
  });
}

const withId = (handler: NextApiHandler, id: number | string) => async (options: Parameters<typeof call>[1]) =>
  call(handler, { ...options, query: { ...(options?.query ?? {}), id: String(id) } });

// These tests follow orders through their life on small stocks, where one investor's order is often more
// than the quarter of the shares on sale one investor may hold unpaid: that rule has its own tests
// (hoarding.test.ts), and is lifted here.
let stockShareBefore = 25;
beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  stockShareBefore = (await getPlatformSettings(await getDb())).maxStockSharePercent;
  await setPlatformSettings(await getDb(), { maxStockSharePercent: 100 });
});
afterAll(async () => {
  useRateStore(undefined);
  await setPlatformSettings(await getDb(), { maxStockSharePercent: stockShareBefore });
});

describe('POST /api/v1/user/orders', () => {
  it('places an order: 201, awaiting payment, charges computed, shares reserved, a placed event', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100, pricePaise: 33_333, minQuantity: 10 });
    const { status, body } = await place(investor, company, 30);
    expect(status, JSON.stringify(body)).toBe(201);
    const order = body.data as Order;
    expect(order).toMatchObject({
      id: expect.any(Number),
      reference: expect.stringMatching(/^PB-B-[2-9A-Z]{8}$/),
      slug: company.slug,
      companyName: company.name,
      quantity: 30,
      pricePaise: 33_333,
      status: 'awaiting_payment',
      createdAt: expect.any(String),
    });
    // 9,99,990 paise × 0.015% = 149.9985 → 150 paise.
    expect(order.stampDutyPaise).toBe(150);
    expect(order.totalPaise).toBe(999_990 + 150);
    expect(await companyStock(company.id)).toEqual({ available: 70, reserved: 30, delivered: 0, added: 100 });
    const detail = await withId(orderDetail, order.id)({ headers: investor.headers });
    expect(detail.status).toBe(200);
    expect((detail.body.data as Order).events).toEqual([
      expect.objectContaining({ event: 'placed', toStatus: 'awaiting_payment', actor: 'user' }),
    ]);
  });

  it('charges the configured fee and 18% GST on it', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ pricePaise: 10_000, minQuantity: 1 });
    await setPlatformSettings(await getDb(), { feeRateBps: 50 });
    try {
      const { status, body } = await place(investor, company, 3);
      expect(status).toBe(201);
      // 30,000 paise: stamp 4.5 → 5, fee 0.5% = 150, GST 27.
      expect(body.data).toMatchObject({ stampDutyPaise: 5, feePaise: 150, gstPaise: 27, totalPaise: 30_182 });
    } finally {
      await setPlatformSettings(await getDb(), { feeRateBps: 0 });
    }
  });

  it('replays the same key and body without a new order; the same key with another body is a 422', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const k = key();
    const first = await place(investor, company, 10, k);
    const again = await place(investor, company, 10, k);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const different = await place(investor, company, 20, k);
    expect(different.status).toBe(422);
    expect(different.body.code).toBe('idempotency_mismatch');
    const db = await getDb();
    expect(await db.$count(orders, eq(orders.companyId, company.id))).toBe(1);
    expect((await companyStock(company.id)).reserved).toBe(10);
    // Another investor may use the same key for their own order.
    const other = await newInvestor();
    expect((await place(other, company, 10, k)).status).toBe(201);
  });

  it('requires the Idempotency-Key header', async () => {
    const investor = await newInvestor();
    const company = await newCompany();
    const { status, body } = await call(listPlace, {
      method: 'POST',
      headers: investor.headers,
      body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
    });
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('idempotencyKey');
  });

  it('answers 409 with the current price when the price differs, and places nothing', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const { status, body } = await place(investor, company, 10, key(), company.pricePaise - 1);
    expect(status).toBe(409);
    expect(body.code).toBe('price_changed');
    expect(body.data).toMatchObject({ pricePaise: company.pricePaise });
    expect((await companyStock(company.id)).reserved).toBe(0);
  });

  it('refuses an unverified investor with the KYC message (403)', async () => {
    const investor = await newInvestor(false);
    const company = await newCompany();
    const { status, body } = await place(investor, company, 10);
    expect(status).toBe(403);
    expect(body.code).toBe('kyc_required');
    expect(body.message).toMatch(/KYC/);
  });

  it('refuses a quantity below the lot, above the stock, Sold Out and Coming Soon companies', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 25, minQuantity: 10 });
    const low = await place(investor, company, 5);
    expect(low.status).toBe(400);
    expect(low.body.errors).toHaveProperty('quantity');
    const tooMany = await place(investor, company, 30);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('insufficient_stock');
    expect(tooMany.body.errors?.quantity).toMatch(/25/);
    for (const status of ['Sold Out', 'Coming Soon'] as const) {
      const closed = await newCompany({ status });
      const { status: code } = await place(investor, closed, 10);
      expect(code).toBe(409);
    }
    const missing = await place(investor, { ...company, slug: 'no-such-company-slug' }, 10);
    expect(missing.status).toBe(404);
  });

  it('answers bad input with a 4xx and writes nothing', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const bodies: unknown[] = [
      {},
      { slug: company.slug },
      { slug: company.slug, quantity: '10', pricePaise: company.pricePaise },
      { slug: company.slug, quantity: 10.5, pricePaise: company.pricePaise },
      { slug: company.slug, quantity: -10, pricePaise: company.pricePaise },
      { slug: company.slug, quantity: 1e12, pricePaise: company.pricePaise },
      { slug: company.slug, quantity: 10, pricePaise: 1.5 },
      { slug: company.slug, quantity: 10, pricePaise: null },
      { slug: ['a'], quantity: 10, pricePaise: 1 },
      { slug: 'x'.repeat(100_000), quantity: 10, pricePaise: 1 },
      ...INJECTION_STRINGS.map((slug) => ({ slug, quantity: 10, pricePaise: 100 })),
      [],
      null,
      'text',
      42,
    ];
    for (const body of bodies) {
      const { status } = await call(listPlace, { method: 'POST', headers: { ...investor.headers, 'idempotency-key': key() }, body });
      expect(status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    const longKey = await call(listPlace, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': 'k'.repeat(500) },
      body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
    });
    expect(longKey.status).toBe(400);
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
  });

  it('never oversells: 50 concurrent orders for the last 20 lots give exactly 20 orders', async () => {
    const company = await newCompany({ available: 200, minQuantity: 10 });
    // Five orders each: within the default limit of unpaid orders per investor, so only the stock refuses.
    const investors = await Promise.all(Array.from({ length: 10 }, () => newInvestor()));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(investors[i % 10]!, company, 10)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await companyStock(company.id)).toEqual({ available: 0, reserved: 200, delivered: 0, added: 200 });
    expect((await checkInvariants(company.id)).reservedByOrders).toBe(200);
  });
});

describe('the investor’s orders', () => {
  it('lists only the caller’s orders with filters, and another investor’s order is a 404', async () => {
    const a = await newInvestor();
    const b = await newInvestor();
    const company = await newCompany({ available: 1000 });
    const placed = (await place(a, company, 10)).body.data as Order;
    await place(a, company, 20);
    await place(b, company, 30);
    const list = await call(listPlace, { headers: a.headers, query: { status: 'awaiting_payment', page: '1' } });
    expect(list.status).toBe(200);
    const data = list.body.data as { result: Order[]; total: number; page: number };
    expect(data.total).toBe(2);
    expect(data.page).toBe(1);
    expect(data.result.map((o) => o.quantity).sort()).toEqual([10, 20]);
    expect((await call(listPlace, { headers: a.headers, query: { status: 'completed' } })).body.data).toMatchObject({ total: 0 });
    expect((await call(listPlace, { headers: a.headers, query: { status: 'bogus' } })).status).toBe(400);
    expect((await call(listPlace, { headers: a.headers, query: { page: ['1', '2'] } })).status).toBe(400);
    expect((await withId(orderDetail, placed.id)({ headers: b.headers })).status).toBe(404);
    expect((await withId(cancel, placed.id)({ method: 'POST', headers: b.headers })).status).toBe(404);
    expect((await withId(payment, placed.id)({ method: 'POST', headers: b.headers, body: { utr: 'HDFC12345678901' } })).status).toBe(404);
    expect((await withId(orderDetail, 'abc')({ headers: a.headers })).status).toBe(404);
    expect((await withId(orderDetail, '99999999999999')({ headers: a.headers })).status).toBe(404);
  });

  it('cancels while awaiting payment (shares back on sale), and not twice', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const order = (await place(investor, company, 40)).body.data as Order;
    const first = await withId(cancel, order.id)({ method: 'POST', headers: investor.headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'cancelled' });
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
    expect((await withId(cancel, order.id)({ method: 'POST', headers: investor.headers })).status).toBe(409);
  });

  it('records a reported UTR (12–22 letters and digits) and refuses a malformed one', async () => {
    const investor = await newInvestor();
    const company = await newCompany();
    const order = (await place(investor, company, 10)).body.data as Order;
    for (const utr of ['', 'short', 'x'.repeat(23), 'HDFC-1234-5678', null, 42, ['HDFC12345678901']]) {
      const { status, body } = await withId(payment, order.id)({ method: 'POST', headers: investor.headers, body: { utr } });
      expect(status, JSON.stringify(utr)).toBe(400);
      expect(body.errors).toHaveProperty('utr');
    }
    const utr = uniqueUtr();
    const typed = `${utr.slice(0, 4).toLowerCase()} ${utr.slice(4, 10)} ${utr.slice(10).toLowerCase()}`;
    const ok = await withId(payment, order.id)({ method: 'POST', headers: investor.headers, body: { utr: typed } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ utr, status: 'awaiting_payment' });
    expect((ok.body.data as Order).events?.map((e) => e.event)).toEqual(['placed', 'payment_reported']);
  });
});

describe('expiry', () => {
  it('cancels an unpaid order past its deadline exactly once, releasing its shares; a reported payment goes to the check instead', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const unpaid = (await place(investor, company, 10)).body.data as Order;
    const reported = (await place(investor, company, 20)).body.data as Order;
    await withId(payment, reported.id)({ method: 'POST', headers: investor.headers, body: { utr: uniqueUtr() } });
    const later = new Date(Date.now() + 49 * 3_600_000);
    const db = await getDb();
    const counts = await Promise.all([expireOverdueOrders(db, later), expireOverdueOrders(db, later), expireOverdueOrders(db, later)]);
    const mine = await db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.companyId, company.id));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(mine.find((o) => o.id === unpaid.id)?.status).toBe('cancelled');
    // Not confirmed within 24 hours of its report: the desk checks it, and its shares are back on sale too.
    expect(mine.find((o) => o.id === reported.id)?.status).toBe('payment_to_check');
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
    const detail = await withId(orderDetail, unpaid.id)({ headers: investor.headers });
    expect((detail.body.data as Order).events?.filter((e) => e.event === 'expired')).toHaveLength(1);
  });
});

describe('operator transitions', () => {
  it('moves an order through payment, transfer and completion into a holding, each step needing its reference', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const company = await newCompany({ available: 100 });
    const order = (await place(investor, company, 30)).body.data as Order;
    const move = (body: unknown) => withId(adminTransition, order.id)({ method: 'POST', headers: operator.headers, body });

    const noRef = await move({ to: 'payment_received' });
    expect(noRef.status).toBe(400);
    expect(noRef.body.errors).toHaveProperty('paymentReference');
    const skipping = await move({ to: 'completed' });
    expect(skipping.status).toBe(409);
    expect(skipping.body.code).toBe('invalid_transition');
    expect((await move({ to: 'payment_received', paymentReference: 'NEFT-889' })).status).toBe(200);
    expect((await withId(cancel, order.id)({ method: 'POST', headers: investor.headers })).status).toBe(409);
    expect((await move({ to: 'transfer_initiated' })).body.errors).toHaveProperty('transferReference');
    expect((await move({ to: 'transfer_initiated', transferReference: 'IN3012-55' })).status).toBe(200);
    const done = await move({ to: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', nextSteps: [] });
    expect((await move({ to: 'rejected', reason: 'late' })).status).toBe(409);
    expect(await companyStock(company.id)).toEqual({ available: 70, reserved: 0, delivered: 30, added: 100 });
    const [held] = await (await getDb()).select().from(holdings).where(eq(holdings.userId, investor.id));
    expect(held).toMatchObject({ companyId: company.id, quantity: 30, costPaise: 30 * company.pricePaise });
    const detail = await withId(orderDetail, order.id)({ headers: investor.headers });
    expect((detail.body.data as Order).events?.map((e) => e.event)).toEqual([
      'placed',
      'payment_received',
      'transfer_initiated',
      'completed',
    ]);
  });

  it('rejects with a reason, and with a refund reference once paid, releasing the shares', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const company = await newCompany({ available: 100 });
    const unpaid = (await place(investor, company, 10)).body.data as Order;
    const paid = (await place(investor, company, 20)).body.data as Order;
    const move = (id: number, body: unknown) => withId(adminTransition, id)({ method: 'POST', headers: operator.headers, body });
    expect((await move(unpaid.id, { to: 'rejected' })).body.errors).toHaveProperty('reason');
    expect((await move(unpaid.id, { to: 'rejected', reason: 'Payment from a third-party account' })).status).toBe(200);
    await move(paid.id, { to: 'payment_received', paymentReference: 'IMPS-1' });
    expect((await move(paid.id, { to: 'rejected', reason: 'Stock issue' })).body.errors).toHaveProperty('refundReference');
    // The refund waits for a second person (four eyes): the shares stay reserved until it is approved.
    const refunding = await move(paid.id, { to: 'rejected', reason: 'Stock issue', refundReference: 'RF-77' });
    expect(refunding.status).toBe(202);
    expect(await companyStock(company.id)).toEqual({ available: 80, reserved: 20, delivered: 0, added: 100 });
    expect((await approvedBy(refunding, await newOperator(['desk']))).status).toBe(200);
    expect(await companyStock(company.id)).toEqual({ available: 100, reserved: 0, delivered: 0, added: 100 });
  });

  it('lists and finds orders for operators, and refuses bad transition input', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const company = await newCompany({ available: 100 });
    const order = (await place(investor, company, 10)).body.data as Order;
    const list = await call(adminList, { headers: operator.headers, query: { q: order.reference, status: 'awaiting_payment' } });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      total: 1,
      result: [expect.objectContaining({ id: order.id, investor: expect.objectContaining({ id: investor.id }) })],
    });
    for (const q of INJECTION_STRINGS) expect((await call(adminList, { headers: operator.headers, query: { q } })).status).toBe(200);
    const detail = await withId(adminDetail, order.id)({ headers: operator.headers });
    expect(detail.body.data).toMatchObject({
      id: order.id,
      investor: { ifsc: 'HDFC0001234' },
      nextSteps: ['payment_received', 'rejected'],
    });
    for (const body of [
      {},
      { to: 'flying' },
      { to: 'payment_received', paymentReference: 'x'.repeat(1000) },
      { to: 'payment_received', paymentReference: "' OR 1=1" },
      [],
      null,
    ]) {
      const { status } = await withId(adminTransition, order.id)({ method: 'POST', headers: operator.headers, body });
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(
      (await withId(adminTransition, 99_999_999)({ method: 'POST', headers: operator.headers, body: { to: 'completed' } })).status,
    ).toBe(404);
  });
});
