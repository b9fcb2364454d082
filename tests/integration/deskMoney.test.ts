// The desk works from the money: the console's orders and sales are found by any reference the money
// carries (a payment's PB-P-… reference, the UTR, the order's or sale's reference, the investor's code, the
// PAN's last four), through indexes; a payment of several orders is confirmed once, on its own page, and
// moves every order it pays; the desk's payment queues show one item per payment.
import { randomUUID } from 'node:crypto';

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentPath } from '@/lib/routes';
import { getDb } from '@/lib/server/db/client';
import { auditLog, kycRecords, notifications, orderEvents, orders, sellRequests, users } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { expireOverdueOrders, investorsNamed, ordersNamed } from '@/lib/server/services/orders';
import { deskQueueItems, deskQueues } from '@/lib/server/services/queues';
import { ORDER_MESSAGES } from '@/lib/validations/orders';
import adminOrderDetail from '@/pages/api/v1/admin/orders/[id]/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminOrders from '@/pages/api/v1/admin/orders/index';
import adminPayment from '@/pages/api/v1/admin/orders/payments/[reference]/index';
import paymentConfirm from '@/pages/api/v1/admin/orders/payments/[reference]/confirm';
import adminSales from '@/pages/api/v1/admin/sell/index';
import place from '@/pages/api/v1/user/checkOut/place';
import cancel from '@/pages/api/v1/user/orders/[id]/cancel';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import placeOne from '@/pages/api/v1/user/orders/index';

import { uniqueUtr } from './factories';
import { call, download } from './http';
import { companyStock, newCompany, newInvestor, newOperator, requestedSale, type TestCompany } from './orderFixtures';

type Investor = Awaited<ReturnType<typeof newInvestor>>;
type Operator = Awaited<ReturnType<typeof newOperator>>;
interface Placed {
  id: number;
  reference: string;
  totalPaise: number;
}
interface Checkout {
  payment: { id: number; reference: string; totalPaise: number };
  orders: Placed[];
}

const HOUR = 3_600_000;
let desk: Operator;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  desk = await newOperator(['desk']);
});
afterAll(() => useRateStore(undefined));

async function checkout(investor: Investor, companies: TestCompany[]): Promise<Checkout> {
  const placed = await call(place, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { lines: companies.map((company) => ({ slug: company.slug, quantity: 10, pricePaise: company.pricePaise })) },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as Checkout;
}

async function lone(investor: Investor, company: TestCompany): Promise<Placed> {
  const placed = await call(placeOne, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data as Placed;
}

async function report(investor: Investor, orderId: number, utr: string) {
  const reported = await call(payment, { method: 'POST', headers: investor.headers, query: { id: String(orderId) }, body: { utr } });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  return reported.body.data as { paymentReportedAt: string };
}

/** The references of the orders the console's list finds for q (every page of it). */
async function found(q: string, headers: Record<string, string> = desk.headers) {
  const listed = await call(adminOrders, { headers, query: { q, limit: '50' } });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return (listed.body.data as { result: { reference: string }[] }).result.map((order) => order.reference).sort();
}

const references = (placed: readonly Placed[]) => placed.map((order) => order.reference).sort();

const panOf = async (userId: number) =>
  (await (await getDb()).select({ pan: kycRecords.pan }).from(kycRecords).where(eq(kycRecords.userId, userId)))[0]!.pan;

const confirm = (reference: string, body: unknown, operator: Operator = desk) =>
  call(paymentConfirm, { method: 'POST', headers: operator.headers, query: { reference }, body });

const statusesOf = async (placed: readonly Placed[]) =>
  (
    await (
      await getDb()
    )
      .select({ status: orders.status, paymentReference: orders.paymentReference })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      )
      .orderBy(asc(orders.id))
  ).map((row) => [row.status, row.paymentReference]);

/** An investor with a checkout of three companies whose UTR is reported, and a lone order with a UTR of its own. */
async function moneyOnTheDesk() {
  const investor = await newInvestor();
  const group = await checkout(investor, [await newCompany(), await newCompany(), await newCompany()]);
  const utr = uniqueUtr();
  await report(investor, group.orders[1]!.id, utr);
  const single = await lone(investor, await newCompany());
  const singleUtr = uniqueUtr();
  await report(investor, single.id, singleUtr);
  const [account] = await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, investor.id));
  return { investor, group, utr, single, singleUtr, email: account!.email, pan: await panOf(investor.id) };
}

describe('GET /api/v1/admin/orders?q=: the orders the money names', () => {
  it('a UTR and a payment reference list the orders that money pays; an order reference, the investor the rest', async () => {
    const money = await moneyOnTheDesk();
    const someoneElse = await newInvestor();
    await checkout(someoneElse, [await newCompany(), await newCompany()]);

    expect(await found(money.utr)).toEqual(references(money.group.orders));
    expect(await found(money.group.payment.reference)).toEqual(references(money.group.orders));
    // As a person types it: lower case, with spaces.
    expect(await found(` ${money.group.payment.reference.toLowerCase().replace('-p-', '-p- ')} `)).toEqual(references(money.group.orders));
    expect(await found(money.utr.toLowerCase())).toEqual(references(money.group.orders));
    expect(await found(money.singleUtr)).toEqual([money.single.reference]);
    expect(await found(money.group.orders[2]!.reference)).toEqual([money.group.orders[2]!.reference]);
    const everything = references([...money.group.orders, money.single]);
    expect(await found(money.investor.userUniqueCode)).toEqual(everything);
    expect(await found(money.investor.userUniqueCode.toLowerCase())).toEqual(everything);
    expect(await found(money.email)).toEqual(everything);
    expect(await found(money.email.slice(2, 12).toUpperCase())).toEqual(everything);
    // The PAN's last four: this investor's orders, and only orders of investors whose PAN ends so.
    const tail = money.pan.slice(-4);
    const byPan = await found(tail);
    expect(byPan).toEqual(expect.arrayContaining(everything));
    const holders = await (
      await getDb()
    )
      .select({ reference: orders.reference, pan: kycRecords.pan })
      .from(orders)
      .innerJoin(kycRecords, eq(kycRecords.userId, orders.userId))
      .where(inArray(orders.reference, byPan));
    expect(holders.every((holder) => holder.pan.endsWith(tail))).toBe(true);

    expect(await found(uniqueUtr())).toEqual([]);
    expect(await found('PB-P-NOSUCHPY')).toEqual([]);
    // The payment's column names it, so the desk opens it from the list.
    const listed = await call(adminOrders, { headers: desk.headers, query: { q: money.utr } });
    expect((listed.body.data as { result: { payment: { reference: string } | null }[] }).result).toEqual(
      money.group.orders.map(() => expect.objectContaining({ payment: { reference: money.group.payment.reference } })),
    );
    const single = await call(adminOrders, { headers: desk.headers, query: { q: money.single.reference } });
    expect((single.body.data as { result: { payment: unknown }[] }).result).toEqual([expect.objectContaining({ payment: null })]);
  });

  it('filters and the CSV keep the search: a status narrows it; the CSV names each order’s payment', async () => {
    const money = await moneyOnTheDesk();
    const narrowed = await call(adminOrders, { headers: desk.headers, query: { q: money.utr, status: 'completed' } });
    expect(narrowed.body.data).toMatchObject({ result: [], total: 0 });
    const queue = await call(adminOrders, { headers: desk.headers, query: { q: money.utr, queue: 'paymentsToConfirm' } });
    expect(queue.body.data).toMatchObject({ total: 3 });
    const csv = await download(adminOrders, { format: 'csv', q: money.group.payment.reference }, desk.headers);
    const lines = csv.data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line).toContain(`,${money.utr},${money.group.payment.reference},`);
  });

  it('text that looks like SQL or a LIKE pattern is only text', async () => {
    for (const q of ["' or 1=1 --", '%', '_', '\\', 'PB-P-%']) {
      const listed = await call(adminOrders, { headers: desk.headers, query: { q } });
      expect(listed.status, q).toBe(200);
      // A lone % or _ would match every order were it a pattern; as text no investor's name or email holds it.
      if (q !== '\\') expect((listed.body.data as { total: number }).total, q).toBe(0);
    }
  });
});

describe('GET /api/v1/admin/sell?q=: the sales the search names', () => {
  it('by the sale’s reference, the investor’s code or the PAN’s last four; not by a UTR', async () => {
    const investor = await newInvestor();
    const sale = await requestedSale(investor);
    const sales = async (q: string) =>
      (
        (await call(adminSales, { headers: desk.headers, query: { q, limit: '50' } })).body.data as { result: { reference: string }[] }
      ).result.map((row) => row.reference);
    expect(await sales(sale.reference)).toEqual([sale.reference]);
    expect(await sales(sale.reference.toLowerCase())).toEqual([sale.reference]);
    expect(await sales(investor.userUniqueCode)).toEqual([sale.reference]);
    expect(await sales((await panOf(investor.id)).slice(-4))).toContain(sale.reference);
    expect(await sales(uniqueUtr())).toEqual([]);
  });
});

describe('the search reads indexes, not every order or sale', () => {
  /** The plan of a query with sequential scans priced out: a table still scanned whole has no index for it. */
  async function planOf(query: SQL) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<Record<string, string>>(sql`explain ${query}`);
      return rows.map((row) => Object.values(row).join('')).join('\n');
    });
  }

  it.each(['UTR1234567890ABCDEF', 'PB-P-7K3Q9X2M', 'PB-B-7K3Q9X2M', 'INV7K3Q9X', '234K', 'someone@example.test'])(
    'q=%s: orders and sales by their indexes',
    async (q) => {
      const orderPlan = await planOf(sql`select ${orders.id} from ${orders} where ${ordersNamed(q)}`);
      expect(orderPlan).not.toMatch(/Seq Scan on orders/);
      expect(orderPlan).not.toMatch(/Seq Scan on payment_groups/);
      const salePlan = await planOf(
        sql`select ${sellRequests.id} from ${sellRequests} where ${sellRequests.reference} = ${q} or ${sellRequests.userId} = any(${investorsNamed(q)})`,
      );
      expect(salePlan).not.toMatch(/Seq Scan on sell_requests/);
    },
  );
});

describe('a payment of several orders, confirmed once on its page', () => {
  it('GET /api/v1/admin/orders/payments/{reference}: the money, the investor and every order it pays; 404 for another', async () => {
    const money = await moneyOnTheDesk();
    const shown = await call(adminPayment, { headers: desk.headers, query: { reference: money.group.payment.reference.toLowerCase() } });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toMatchObject({
      reference: money.group.payment.reference,
      totalPaise: money.group.payment.totalPaise,
      utr: money.utr,
      paymentReference: null,
      investor: { id: money.investor.id, userUniqueCode: money.investor.userUniqueCode },
      orders: money.group.orders.map((order) => ({ id: order.id, reference: order.reference, status: 'awaiting_payment', utr: money.utr })),
      toConfirm: { orders: 3, totalPaise: money.group.payment.totalPaise },
    });
    for (const reference of ['PB-P-NOSUCHPY', money.single.reference, 'UM P', 'x'.repeat(41)]) {
      expect((await call(adminPayment, { headers: desk.headers, query: { reference } })).status, reference).toBe(404);
    }
  });

  it('confirming moves every order to payment received in one go: events, audit, one notice; a second confirmation is 409', async () => {
    const db = await getDb();
    const money = await moneyOnTheDesk();
    const ids = money.group.orders.map((order) => order.id);
    const reference = money.group.payment.reference;
    const told = () =>
      db
        .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientKind, 'user'),
            eq(notifications.recipientId, money.investor.id),
            eq(notifications.kind, 'order.payment_received'),
          ),
        );
    const audited = () =>
      db
        .select({ action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.operatorId, desk.id))
        .orderBy(asc(auditLog.id));
    const auditsBefore = (await audited()).length;

    const confirmed = await confirm(reference, { paymentReference: money.utr });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(
      `Payment ${reference} received: 3 orders moved to payment received (${money.group.orders.map((order) => order.reference).join(', ')}). Next, start each share transfer.`,
    );
    expect(confirmed.body.data).toMatchObject({
      confirmed: money.group.orders.map((order) => order.reference),
      paymentReference: money.utr,
      toConfirm: { orders: 0, totalPaise: 0 },
    });
    expect(await statusesOf(money.group.orders)).toEqual(ids.map(() => ['payment_received', money.utr]));
    const events = await db
      .select({ orderId: orderEvents.orderId, note: orderEvents.note, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.event, 'payment_received')));
    expect(events.map((event) => event.orderId).sort()).toEqual([...ids].sort());
    expect(events.every((event) => event.note === `Payment reference ${money.utr}` && event.actorId === desk.id)).toBe(true);
    const audits = (await audited()).slice(auditsBefore);
    expect(audits.map((entry) => entry.action)).toEqual([
      'order.payment_received',
      'order.payment_received',
      'order.payment_received',
      'payment.payment_received',
    ]);
    expect(audits[3]).toMatchObject({
      entity: 'payment_group',
      entityId: reference,
      after: {
        paymentReference: money.utr,
        orders: money.group.orders.map((order) => order.reference),
        totalPaise: money.group.payment.totalPaise,
      },
    });
    // The investor is told once, of the payment, not three times.
    const messages = await told();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toBe(`Payment received for ${reference}`);
    for (const order of money.group.orders) expect(messages[0]!.body).toContain(order.reference);
    // The lone order is not part of it.
    expect(await statusesOf([money.single])).toEqual([['awaiting_payment', null]]);

    const again = await confirm(reference, { paymentReference: money.utr });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'invalid_transition',
      message: ORDER_MESSAGES.nothingToConfirm(reference, ['payment_received', 'payment_received', 'payment_received']),
    });
    expect((await audited()).length).toBe(auditsBefore + 4);
    expect(await told()).toHaveLength(1);
  });

  it('two desks confirming the same payment at once: one moves its orders, the other is told 409; each order moves once', async () => {
    const money = await moneyOnTheDesk();
    const other = await newOperator(['desk']);
    const answers = await Promise.all([
      confirm(money.group.payment.reference, { paymentReference: money.utr }),
      confirm(money.group.payment.reference, { paymentReference: money.utr }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await (
      await getDb()
    )
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            money.group.orders.map((order) => order.id),
          ),
          eq(orderEvents.event, 'payment_received'),
        ),
      );
    expect(events).toHaveLength(3);
  });

  // Only PostgreSQL has concurrent transactions (the embedded database runs one at a time).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'an investor correcting the UTR of a checkout’s last order while the desk holds its first: no deadlock, both go through',
    async () => {
      const db = await getDb();
      const money = await moneyOnTheDesk();
      const first = money.group.orders[0]!;
      const last = money.group.orders.at(-1)!;
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The desk's order of locks: the payment's first order, then (once the investor waits) the last.
      const deskWork = db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, first.id)).for('update');
        await released;
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, last.id)).for('update');
      });
      const corrected = call(payment, {
        method: 'POST',
        headers: money.investor.headers,
        query: { id: String(last.id) },
        body: { utr: uniqueUtr() },
      });
      const waiting = async () =>
        Number((await db.execute<{ n: string }>(sql`select count(*) as n from pg_locks where not granted`)).rows[0]?.n ?? 0);
      for (let i = 0; i < 200 && (await waiting()) === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      release();
      await expect(deskWork).resolves.toBeUndefined();
      expect((await corrected).status).toBe(200);
    },
  );

  it('refuses a missing or malformed reference per field, a payment with nothing unpaid, a reference used elsewhere; changes nothing', async () => {
    const money = await moneyOnTheDesk();
    const reference = money.group.payment.reference;
    for (const body of [{}, { paymentReference: '' }, { paymentReference: 'has space' }, { paymentReference: 'X'.repeat(65) }]) {
      const refused = await confirm(reference, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(body)).toHaveProperty('paymentReference');
    }
    // The lone order's UTR is another transfer's: refused on the field unless the desk says it is right.
    const used = await confirm(reference, { paymentReference: money.singleUtr });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({
      code: 'duplicate_utr',
      errors: { paymentReference: ORDER_MESSAGES.usedPaymentReference(money.single.reference) },
    });
    expect(await statusesOf(money.group.orders)).toEqual(money.group.orders.map(() => ['awaiting_payment', null]));
    expect((await confirm(reference, { paymentReference: money.singleUtr, allowUsedReference: true })).status).toBe(200);

    // A checkout the investor cancelled has nothing to confirm.
    const investor = await newInvestor();
    const cancelled = await checkout(investor, [await newCompany(), await newCompany()]);
    expect((await call(cancel, { method: 'POST', headers: investor.headers, query: { id: String(cancelled.orders[0]!.id) } })).status).toBe(
      200,
    );
    const closed = await confirm(cancelled.payment.reference, { paymentReference: uniqueUtr() });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(ORDER_MESSAGES.nothingToConfirm(cancelled.payment.reference, ['cancelled', 'cancelled']));
    expect((await confirm('PB-P-NOSUCHPY', { paymentReference: uniqueUtr() })).status).toBe(404);
  });

  it('a payment left to check is confirmed with its shares reserved again, company by company', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const companies = [await newCompany({ available: 100 }), await newCompany({ available: 100 })];
    const group = await checkout(investor, companies);
    const { paymentReportedAt } = await report(investor, group.orders[0]!.id, uniqueUtr());
    await expireOverdueOrders(db, new Date(Date.parse(paymentReportedAt) + 24 * HOUR + 1000));
    expect((await statusesOf(group.orders)).map(([status]) => status)).toEqual(['payment_to_check', 'payment_to_check']);
    for (const company of companies) expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
    const confirmed = await confirm(group.payment.reference, { paymentReference: 'NEFT-CHECKED-1' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await statusesOf(group.orders)).toEqual([
      ['payment_received', 'NEFT-CHECKED-1'],
      ['payment_received', 'NEFT-CHECKED-1'],
    ]);
    for (const company of companies) expect(await companyStock(company.id)).toMatchObject({ available: 90, reserved: 10 });
  });

  it('one order of a payment is not confirmed alone: its page sends the desk to the payment (409 naming it)', async () => {
    const money = await moneyOnTheDesk();
    const [first] = money.group.orders;
    const shown = await call(adminOrderDetail, { headers: desk.headers, query: { id: String(first!.id) } });
    expect(shown.body.data).toMatchObject({
      nextSteps: ['rejected'],
      confirmOnPayment: true,
      payment: { reference: money.group.payment.reference },
    });
    const alone = await call(adminTransition, {
      method: 'POST',
      headers: desk.headers,
      query: { id: String(first!.id) },
      body: { to: 'payment_received', paymentReference: money.utr },
    });
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({
      code: 'invalid_transition',
      message: ORDER_MESSAGES.paidTogether(first!.reference, money.group.payment.reference),
      data: { payment: money.group.payment.reference },
    });
    expect(await statusesOf(money.group.orders)).toEqual(money.group.orders.map(() => ['awaiting_payment', null]));
    // A lone order is confirmed on its own page, as before.
    const single = await call(adminOrderDetail, { headers: desk.headers, query: { id: String(money.single.id) } });
    expect(single.body.data).toMatchObject({ nextSteps: ['payment_received', 'rejected'], confirmOnPayment: false, payment: null });
  });

  it.each([
    ['support', 200, 403],
    ['finance', 200, 403],
    ['auditor', 200, 403],
    ['kyc', 403, 403],
  ] as const)('staff with the %s role: GET %i, confirm %i', async (role, read, write) => {
    const money = await moneyOnTheDesk();
    const someone = await newOperator([role]);
    const reference = money.group.payment.reference;
    expect((await call(adminPayment, { headers: someone.headers, query: { reference } })).status).toBe(read);
    expect((await confirm(reference, { paymentReference: money.utr }, someone)).status).toBe(write);
    expect(await statusesOf(money.group.orders)).toEqual(money.group.orders.map(() => ['awaiting_payment', null]));
  });
});

describe('the desk’s payment queues: one item per payment', () => {
  it('a checkout is one item linking to its payment, a lone order one of its own; the count is of payments', async () => {
    const db = await getDb();
    const before = (await deskQueues(db, ['desk'])).paymentsToConfirm!.count;
    const money = await moneyOnTheDesk();
    expect((await deskQueues(db, ['desk'])).paymentsToConfirm!.count).toBe(before + 2);
    const items = (await deskQueueItems(db, ['desk'], 10_000)).paymentsToConfirm!;
    const mine = items.filter((item) => [money.group.payment.reference, money.single.reference].includes(item.reference));
    expect(mine).toEqual([
      {
        href: paymentPath(money.group.payment.reference),
        reference: money.group.payment.reference,
        investor: 'Order Tester',
        subject: expect.stringMatching(/^3 orders: Test Company .+, Test Company .+, Test Company .+$/),
        since: expect.any(String),
        overdue: false,
      },
      {
        href: `/admin/orders/${String(money.single.id)}`,
        reference: money.single.reference,
        investor: 'Order Tester',
        subject: expect.stringMatching(/^10 × Test Company /),
        since: expect.any(String),
        overdue: false,
      },
    ]);
    for (const order of money.group.orders) expect(items.map((item) => item.reference)).not.toContain(order.reference);
    expect((await confirm(money.group.payment.reference, { paymentReference: money.utr })).status).toBe(200);
    expect((await deskQueues(db, ['desk'])).paymentsToConfirm!.count).toBe(before + 1);
  });
});
