// Stock cannot be hoarded (issue 20): limits on an investor's unpaid orders (count and value, from the
// platform settings), one UTR per order, and a reported payment the desk has not confirmed in time goes
// to "payment to check" with its shares back on sale. Over HTTP against the real database.
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, emailOutbox, notifications, orderEvents, orders } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { deskQueueItems } from '@/lib/server/services/queues';
import { expireOverdueOrders } from '@/lib/server/services/orders';
import { DEFAULT_SETTINGS, getPlatformSettings, setPlatformSettings, type PlatformSettings } from '@/lib/server/services/settings';
import { openOrderLimitMessage, ORDER_MESSAGES } from '@/lib/validations/orders';
import adminOrderDetail from '@/pages/api/v1/admin/orders/[id]/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminOrders from '@/pages/api/v1/admin/orders/index';
import adminQueues from '@/pages/api/v1/admin/queues';
import adminSettings from '@/pages/api/v1/admin/settings';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import orderDetail from '@/pages/api/v1/user/orders/[id]/index';
import cancel from '@/pages/api/v1/user/orders/[id]/cancel';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import listPlace from '@/pages/api/v1/user/orders/index';
import acceptProposal from '@/pages/api/v1/user/proposals/[id]/accept';

import { createInvestor, createPartner, uniqueUtr, verifyKyc } from './factories';
import { approvedBy } from './approvalFixtures';
import { call } from './http';
import { checkInvariants, companyStock, newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

interface Order {
  id: number;
  reference: string;
  status: string;
  totalPaise: number;
  utr: string | null;
  paymentReportedAt: string | null;
  events?: { event: string; toStatus: string; actor: string }[];
}

type Investor = { id: number; headers: Record<string, string> };

const HOUR = 3_600_000;
const place = (investor: Investor, company: TestCompany, quantity: number) =>
  call(listPlace, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
const withId =
  (handler: NextApiHandler, id: number) =>
  (options: Parameters<typeof call>[1] = {}) =>
    call(handler, { ...options, query: { ...(options.query ?? {}), id: String(id) } });
const report = (investor: Investor, orderId: number, utr: string) =>
  withId(payment, orderId)({ method: 'POST', headers: investor.headers, body: { utr } });
const detail = async (investor: Investor, orderId: number) =>
  (await withId(orderDetail, orderId)({ headers: investor.headers })).body.data as Order;
const placed = async (investor: Investor, company: TestCompany, quantity: number) => {
  const answer = await place(investor, company, quantity);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Order;
};

/** Reports a payment, then runs the sweep just after the time the desk had to confirm it. */
async function leftUnconfirmed(investor: Investor, orderId: number) {
  const reported = await report(investor, orderId, uniqueUtr());
  expect(reported.status).toBe(200);
  const at = Date.parse((reported.body.data as Order).paymentReportedAt ?? '');
  await expireOverdueOrders(await getDb(), new Date(at + DEFAULT_SETTINGS.paymentCheckHours * HOUR));
  expect((await detail(investor, orderId)).status).toBe('payment_to_check');
}

let before: PlatformSettings;
beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  before = await getPlatformSettings(await getDb());
  await setPlatformSettings(await getDb(), DEFAULT_SETTINGS);
});
afterEach(async () => {
  await setPlatformSettings(await getDb(), DEFAULT_SETTINGS);
});
afterAll(async () => {
  await setPlatformSettings(await getDb(), before);
  useRateStore(undefined);
});

describe('the finding: one investor, unpaid orders for every share of a company', () => {
  it('reserves at most a quarter of a company’s shares on sale, and only until the payment deadline or the payment check', async () => {
    const db = await getDb();
    const hoarder = await newInvestor();
    const buyer = await newInvestor();
    // Like seeded companies with 2,000 shares on sale: 200 lots of 10 shares at ₹3,000 each. Each whole
    // stock (₹60 lakh) is within the ₹1 crore value limit, so that limit alone let four orders take four
    // companies off sale.
    const companies = await Promise.all(
      Array.from({ length: 4 }, () => newCompany({ available: 2000, minQuantity: 10, pricePaise: 300_000 })),
    );
    for (const company of companies) {
      const whole = await place(hoarder, company, 2000);
      expect(whole.status).toBe(409);
      expect(whole.body.code).toBe('open_order_limit');
      expect(whole.body.errors?.quantity).toBe(
        openOrderLimitMessage.stockShare(company.name, DEFAULT_SETTINGS.maxStockSharePercent, 500, 0),
      );
      expect(await companyStock(company.id)).toMatchObject({ available: 2000, reserved: 0 });
    }
    const [first, second] = companies as [TestCompany, TestCompany];

    // A quarter is a large buyer's order: taken. More of the same company, even in small orders, is not.
    const order = await placed(hoarder, first, 500);
    expect(order.totalPaise).toBe(150_022_500);
    const more = await place(hoarder, first, 10);
    expect(more.status).toBe(409);
    expect(more.body.errors?.quantity).toBe(openOrderLimitMessage.stockShare(first.name, 25, 500, 500));
    // Everyone else still buys.
    expect((await place(buyer, first, 10)).status).toBe(201);

    // A well-formed UTR no transfer ever carried is taken once, and never on another investor's order.
    const utr = uniqueUtr();
    const reported = await report(hoarder, order.id, utr);
    expect(reported.status).toBe(200);
    const buyerOrder = await placed(buyer, second, 10);
    const reused = await report(buyer, buyerOrder.id, utr);
    expect(reused.status).toBe(409);
    expect(reused.body.errors?.utr).toBe(ORDER_MESSAGES.duplicateUtr);

    // The desk has 24 hours from the report to confirm it; until then the shares stay reserved...
    const reportedAt = Date.parse((reported.body.data as Order).paymentReportedAt ?? '');
    await expireOverdueOrders(db, new Date(reportedAt + 23 * HOUR));
    expect((await detail(hoarder, order.id)).status).toBe('awaiting_payment');
    expect(await companyStock(first.id)).toMatchObject({ available: 1490, reserved: 510 });

    // ...then the order waits in "payment to check", its shares back on sale for everyone else.
    await expireOverdueOrders(db, new Date(reportedAt + 24 * HOUR));
    const checked = await detail(hoarder, order.id);
    expect(checked.status).toBe('payment_to_check');
    expect(checked.events?.at(-1)).toMatchObject({ event: 'payment_to_check', toStatus: 'payment_to_check', actor: 'system' });
    expect(await companyStock(first.id)).toMatchObject({ available: 1990, reserved: 10 });
    expect((await place(buyer, first, 10)).status).toBe(201);

    // The investor is told, in the panel and by email.
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, hoarder.id), eq(notifications.kind, 'order.payment_to_check')));
    expect(note?.body).toMatch(/not yet matched your payment.*desk is checking it/);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `notification:${note?.id}`));
    expect(mail).toEqual([expect.objectContaining({ subject: `Payment for ${order.reference} not matched yet` })]);

    // An order left to check still counts as unpaid: it still holds its quarter of the company's shares.
    const still = await place(hoarder, first, 10);
    expect(still.status).toBe(409);
    expect(still.body.code).toBe('open_order_limit');
  });

  it('keeps the payment-to-check clock from the first report: reporting the UTR again does not reset it', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const company = await newCompany({ available: 1000 });
    const order = await placed(investor, company, 100);
    const first = await report(investor, order.id, uniqueUtr());
    const reportedAt = (first.body.data as Order).paymentReportedAt;
    expect(reportedAt).toEqual(expect.any(String));
    // The same UTR again, then a corrected one: the time of the report stays the first one.
    expect((await report(investor, order.id, (first.body.data as Order).utr ?? '')).status).toBe(200);
    const corrected = await report(investor, order.id, uniqueUtr());
    expect(corrected.status).toBe(200);
    expect((corrected.body.data as Order).paymentReportedAt).toBe(reportedAt);
    expect((await detail(investor, order.id)).paymentReportedAt).toBe(reportedAt);

    // The finding, replayed: first reported 121 hours ago, reported again every day since. The shares go
    // back on sale, and the desk still sees the order.
    await db
      .update(orders)
      .set({ paymentReportedAt: new Date(Date.now() - 121 * HOUR) })
      .where(eq(orders.id, order.id));
    expect((await report(investor, order.id, uniqueUtr())).status).toBe(200);
    await expireOverdueOrders(db);
    expect((await detail(investor, order.id)).status).toBe('payment_to_check');
    expect(await companyStock(company.id)).toMatchObject({ available: 1000, reserved: 0 });
    const operator = await newOperator();
    const listed = await call(adminOrders, { headers: operator.headers, query: { status: 'payment_to_check', q: order.reference } });
    expect((listed.body.data as { result: Order[] }).result.map((one) => one.id)).toEqual([order.id]);
  });
});

describe('limits on unpaid orders', () => {
  it('refuses an order past the count, saying what to do; a cancelled or confirmed order frees its place', async () => {
    const db = await getDb();
    const operator = await newOperator();
    await setPlatformSettings(db, { maxOpenOrders: 2 });
    const investor = await newInvestor();
    const company = await newCompany({ available: 1000 });
    const one = await placed(investor, company, 10);
    const two = await placed(investor, company, 10);
    const third = await place(investor, company, 10);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'open_order_limit', message: openOrderLimitMessage.count(2) });
    expect(third.body.message).toMatch(/pay for one.*or cancel one/);
    expect(await companyStock(company.id)).toMatchObject({ available: 980, reserved: 20 });

    // Another investor has their own limit.
    expect((await place(await newInvestor(), company, 10)).status).toBe(201);

    expect((await withId(cancel, one.id)({ method: 'POST', headers: investor.headers })).status).toBe(200);
    const three = await placed(investor, company, 10);
    // A reported payment is still unpaid until the desk confirms it.
    expect((await report(investor, two.id, uniqueUtr())).status).toBe(200);
    expect((await place(investor, company, 10)).status).toBe(409);
    const confirmed = await withId(
      adminTransition,
      two.id,
    )({
      method: 'POST',
      headers: operator.headers,
      body: { to: 'payment_received', paymentReference: 'LIMIT-PAY-1' },
    });
    expect(confirmed.status).toBe(200);
    expect((await place(investor, company, 10)).status).toBe(201);
    expect((await detail(investor, three.id)).status).toBe('awaiting_payment');
  });

  it('refuses an order that takes the unpaid total past the value limit, on the quantity', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { maxOpenOrderValuePaise: 300_000 });
    const investor = await newInvestor();
    const company = await newCompany({ available: 1000, pricePaise: 12_345, minQuantity: 1 });
    const first = await placed(investor, company, 20);
    expect(first.totalPaise).toBe(246_937);
    const over = await place(investor, company, 10);
    expect(over.status).toBe(409);
    expect(over.body.errors?.quantity).toBe(openOrderLimitMessage.value(300_000, 246_937));
    expect(over.body.errors?.quantity).toBe(
      'Your unpaid orders would come to more than ₹3,000.00, the most one investor can have open at a time (₹2,469.37 is open now). Please order fewer shares, or pay for (or cancel) an open order first.',
    );
    // Up to the limit exactly is allowed (4 shares: ₹493.80 + ₹0.07 stamp duty).
    expect((await place(investor, company, 4)).status).toBe(201);
  });

  it('holds when one investor places many orders at once: never more than the limit', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { maxOpenOrders: 3 });
    const investor = await newInvestor();
    // Different companies, so no company's lock lines the orders up: only the investor's does.
    const companies = await Promise.all(Array.from({ length: 6 }, () => newCompany({ available: 1000 })));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => place(investor, companies[i % 6]!, 10)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.code === 'open_order_limit')).toBe(true);
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, investor.id));
    expect(mine).toHaveLength(3);
    const stock = await Promise.all(companies.map((company) => companyStock(company.id)));
    expect(stock.reduce((sum, row) => sum + row.reserved, 0)).toBe(30);

    // The value limit, in parallel too: room for exactly two orders of ₹1,234.69.
    await setPlatformSettings(db, { maxOpenOrders: 100, maxOpenOrderValuePaise: 250_000 });
    const other = await newInvestor();
    const byValue = await Promise.all(Array.from({ length: 12 }, (_, i) => place(other, companies[i % 6]!, 10)));
    expect(byValue.filter((answer) => answer.status === 201)).toHaveLength(2);
  });

  it('applies to accepting a partner’s proposal, which places an order', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { maxOpenOrders: 1 });
    const partner = await createPartner();
    const client = await createInvestor({ partnershipCode: partner.partner.partnershipCode });
    await verifyKyc(client.user.id);
    const company = await newCompany({ available: 100 });
    await placed({ id: client.user.id, headers: client.headers }, company, 10);
    const proposal = await call(cpProposals, {
      method: 'POST',
      headers: partner.headers,
      body: { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: 10, pricePaise: company.pricePaise - 100 },
    });
    expect(proposal.status).toBe(201);
    const accepted = await call(acceptProposal, {
      method: 'POST',
      query: { id: String((proposal.body.data as { id: number }).id) },
      headers: { ...client.headers, 'idempotency-key': randomUUID() },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject({ code: 'open_order_limit', message: openOrderLimitMessage.count(1) });
    expect(await companyStock(company.id)).toMatchObject({ available: 90, reserved: 10 });
  });
});

describe('one UTR, one order', () => {
  it('refuses a UTR reported on another investor’s order (409 on utr); correcting one’s own still works', async () => {
    const company = await newCompany({ available: 1000 });
    const [a, b] = [await newInvestor(), await newInvestor()];
    const [ordA, ordB, ordA2] = [await placed(a, company, 10), await placed(b, company, 10), await placed(a, company, 10)];
    const utr = uniqueUtr();
    expect((await report(a, ordA.id, utr)).status).toBe(200);
    // Typed differently, it is the same transfer.
    const typed = await report(b, ordB.id, ` ${utr.toLowerCase().slice(0, 8)} ${utr.toLowerCase().slice(8)} `);
    expect(typed.status).toBe(409);
    expect(typed.body).toMatchObject({ code: 'duplicate_utr', errors: { utr: ORDER_MESSAGES.duplicateUtr } });
    expect(typed.body.message).toBe(
      'This UTR is already reported on another order. Each bank transfer pays for one order: please check the UTR of the transfer for this order.',
    );
    expect((await detail(b, ordB.id)).utr).toBeNull();
    // Nor on the same investor's other order.
    expect((await report(a, ordA2.id, utr)).status).toBe(409);
    // The same UTR again on its own order, then a correction: both fine, and the old UTR is free again.
    expect((await report(a, ordA.id, utr)).status).toBe(200);
    const corrected = uniqueUtr();
    const again = await report(a, ordA.id, corrected);
    expect(again.status).toBe(200);
    expect((again.body.data as Order).events?.filter((e) => e.event === 'payment_reported')).toHaveLength(3);
    expect((await report(b, ordB.id, utr)).status).toBe(200);
  });

  it('takes one UTR reported on several orders at once exactly once', async () => {
    const company = await newCompany({ available: 1000 });
    const investors = await Promise.all(Array.from({ length: 5 }, () => newInvestor()));
    const placedOrders = await Promise.all(investors.map((investor) => placed(investor, company, 10)));
    const utr = uniqueUtr();
    const answers = await Promise.all(investors.map((investor, i) => report(investor, placedOrders[i]!.id, utr)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.errors?.utr).toBe(ORDER_MESSAGES.duplicateUtr);
    expect(await (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.utr, utr))).toHaveLength(1);
  });
});

describe('payment to check', () => {
  it('moves once, from every instance at once; the investor may correct the UTR but not cancel', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const order = await placed(investor, company, 20);
    const reported = await report(investor, order.id, uniqueUtr());
    const at = Date.parse((reported.body.data as Order).paymentReportedAt ?? '');
    const sweepAt = new Date(at + 24 * HOUR);
    await Promise.all([expireOverdueOrders(db, sweepAt), expireOverdueOrders(db, sweepAt), expireOverdueOrders(db, sweepAt)]);
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, 'payment_to_check')));
    expect(events).toHaveLength(1);
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });

    const corrected = uniqueUtr();
    const correction = await report(investor, order.id, corrected);
    expect(correction.status).toBe(200);
    expect(correction.body.data).toMatchObject({ status: 'payment_to_check', utr: corrected });
    expect(Date.parse((correction.body.data as Order).paymentReportedAt ?? '')).toBe(at);
    expect((await withId(cancel, order.id)({ method: 'POST', headers: investor.headers })).status).toBe(409);
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
  });

  it('counts an order reported before the report time was kept from its last change', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const order = await placed(investor, company, 10);
    await report(investor, order.id, uniqueUtr());
    const [row] = await db.update(orders).set({ paymentReportedAt: null }).where(eq(orders.id, order.id)).returning();
    await expireOverdueOrders(db, new Date(row!.updatedAt.getTime() + 23 * HOUR));
    expect((await detail(investor, order.id)).status).toBe('awaiting_payment');
    // A second more: the database keeps microseconds, a JavaScript date only milliseconds.
    await expireOverdueOrders(db, new Date(row!.updatedAt.getTime() + 24 * HOUR + 1000));
    expect((await detail(investor, order.id)).status).toBe('payment_to_check');
  });

  it('is a desk queue: counted, listed, confirmed with the shares reserved again, or rejected when they are gone', async () => {
    const db = await getDb();
    const operator = await newOperator();
    const investor = await newInvestor();
    const buyer = await newInvestor();
    // This queue is about the desk's moves: one investor may hold a large share of this small stock.
    await setPlatformSettings(db, { maxStockSharePercent: 100 });
    const company = await newCompany({ available: 100 });
    const move = (id: number, body: Record<string, string>) =>
      withId(adminTransition, id)({ method: 'POST', headers: operator.headers, body });

    const x = await placed(investor, company, 30);
    await leftUnconfirmed(investor, x.id);
    const queues = (await call(adminQueues, { headers: operator.headers })).body.data as Record<
      string,
      { count: number; oldestSince: string | null }
    >;
    expect(queues.paymentsToCheck?.count).toBeGreaterThanOrEqual(1);
    expect(queues.paymentsToCheck?.oldestSince).toEqual(expect.any(String));
    const listed = await call(adminOrders, { headers: operator.headers, query: { status: 'payment_to_check', q: x.reference } });
    expect((listed.body.data as { result: Order[] }).result.map((o) => o.id)).toEqual([x.id]);
    expect((await deskQueueItems(db, ['admin'], 10_000)).paymentsToCheck!.map((item) => item.reference)).toContain(x.reference);
    const shown = (await withId(adminOrderDetail, x.id)({ headers: operator.headers })).body.data as { nextSteps: string[] };
    expect(shown.nextSteps).toEqual(['payment_received', 'rejected']);

    // Confirmed: paid, with its 30 shares reserved again.
    expect((await move(x.id, { to: 'payment_received', paymentReference: 'CHECK-PAY-1' })).status).toBe(200);
    expect(await companyStock(company.id)).toMatchObject({ available: 70, reserved: 30 });

    // A payment that never arrived: rejected without a refund reference, releasing nothing twice.
    const z = await placed(investor, company, 10);
    await leftUnconfirmed(investor, z.id);
    const unpaid = await move(z.id, { to: 'rejected', reason: 'No such transfer reached our account' });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data).toMatchObject({ status: 'rejected', refundReference: null });
    expect(await companyStock(company.id)).toMatchObject({ available: 70, reserved: 30 });

    // Sold meanwhile: the desk is told to reject and refund, and nothing changes until it does.
    const y = await placed(investor, company, 30);
    await leftUnconfirmed(investor, y.id);
    await placed(buyer, company, 70);
    const late = await move(y.id, { to: 'payment_received', paymentReference: 'CHECK-PAY-2' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Only 0 shares of .* Please reject the order and refund the investor\.$/);
    expect((await detail(investor, y.id)).status).toBe('payment_to_check');
    expect(await companyStock(company.id)).toMatchObject({ available: 0, reserved: 100 });
    // A refund waits for a second person (four eyes); approved, the order is rejected with it.
    const refunding = await move(y.id, { to: 'rejected', reason: 'Sold out before the payment was matched', refundReference: 'REFUND-1' });
    expect(refunding.status).toBe(202);
    expect((await detail(investor, y.id)).status).toBe('payment_to_check');
    expect((await approvedBy(refunding, await newOperator(['desk']))).status).toBe(200);
    expect(await detail(investor, y.id)).toMatchObject({ status: 'rejected', refundReference: 'REFUND-1' });
    expect(await companyStock(company.id)).toMatchObject({ available: 0, reserved: 100 });
    const invariants = await checkInvariants(company.id);
    expect(invariants.stock.reserved).toBe(invariants.reservedByOrders);
    expect(invariants.stock.available + invariants.stock.reserved + invariants.stock.delivered).toBe(invariants.stock.added);
  });
});

describe('the console edits the limits', () => {
  it('changes them within bounds through a second admin, audited', async () => {
    const [operator, approver] = await Promise.all([newOperator(), newOperator()]);
    const shown = await call(adminSettings, { headers: operator.headers });
    expect(shown.body.data).toMatchObject(DEFAULT_SETTINGS);
    const body = { maxOpenOrders: 3, maxOpenOrderValuePaise: 50_000_000, paymentCheckHours: 12, maxStockSharePercent: 10 };
    const proposed = await call(adminSettings, { method: 'PATCH', headers: operator.headers, body });
    expect(proposed.status).toBe(202);
    expect(await getPlatformSettings(await getDb())).toMatchObject(DEFAULT_SETTINGS);
    expect((await approvedBy(proposed, approver)).status).toBe(200);
    expect(await getPlatformSettings(await getDb())).toMatchObject(body);
    for (const bad of [
      { maxOpenOrders: 0 },
      { maxOpenOrders: 101 },
      { maxOpenOrders: 2.5 },
      { maxOpenOrderValuePaise: 99_999 },
      { maxOpenOrderValuePaise: 1e14 },
      { maxOpenOrderValuePaise: '1000000' },
      { paymentCheckHours: 0 },
      { paymentCheckHours: 721 },
      { maxStockSharePercent: 0 },
      { maxStockSharePercent: 101 },
      { partnerPriceFloorPercent: 49 },
      { partnerPriceFloorPercent: 100 },
    ]) {
      const refused = await call(adminSettings, { method: 'PATCH', headers: operator.headers, body: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(bad)).toEqual(Object.keys(bad));
    }
    // Other files' pending proposals this change made stale are set aside in the approver's name: not counted here.
    const audits = (await (await getDb()).select().from(auditLog).where(eq(auditLog.operatorId, approver.id)).orderBy(auditLog.id)).filter(
      (entry) => entry.action !== 'approval.stale',
    );
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'settings.update',
        before: expect.objectContaining({ maxOpenOrders: 5 }),
        after: expect.objectContaining(body),
      }),
      expect.objectContaining({ action: 'approval.approve' }),
    ]);
  });
});
