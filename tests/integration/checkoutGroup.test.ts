// One payment per checkout: a cart of several companies is ordered in one transaction with one payment
// group (one reference, one amount = the sum of the orders' totals), its UTR reported once for every
// order, cancelled together, matched by the bank statement as one credit; and the seller's DIS reference.
import { randomInt, randomUUID } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { cartItems, notifications, orderEvents, orders, paymentGroups, sellRequestEvents, sellRequests } from '@/lib/server/db/schema';
import { formatPaise } from '@/lib/format';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import place from '@/pages/api/v1/user/checkOut/place';
import orderDetail from '@/pages/api/v1/user/orders/[id]/index';
import cancel from '@/pages/api/v1/user/orders/[id]/cancel';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import placeOne from '@/pages/api/v1/user/orders/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import paymentConfirm from '@/pages/api/v1/admin/orders/payments/[reference]/confirm';
import statements from '@/pages/api/v1/admin/payments/statements/index';
import statementConfirm from '@/pages/api/v1/admin/payments/statements/[id]/confirm';
import sellDetail from '@/pages/api/v1/user/sell/[id]/index';
import transferReference from '@/pages/api/v1/user/sell/[id]/transfer-reference';

import { uniqueUtr } from './factories';
import { call, sendForm } from './http';
import { notifiedUser } from './notified';
import { checkInvariants, companyStock, newCompany, newInvestor, newOperator, requestedSale, type TestCompany } from './orderFixtures';

interface PlacedOrder {
  id: number;
  reference: string;
  slug: string;
  totalPaise: number;
  status: string;
  utr: string | null;
  paymentGroupId: number | null;
}
interface Checkout {
  payment: { id: number; reference: string; totalPaise: number; orders: { id: number }[] } | null;
  orders: PlacedOrder[];
}

type Investor = Awaited<ReturnType<typeof newInvestor>>;

const lineOf = (company: TestCompany, quantity = 10) => ({ slug: company.slug, quantity, pricePaise: company.pricePaise });

const checkout = (investor: Investor, lines: unknown, idempotencyKey: string = randomUUID()) =>
  call(place, { method: 'POST', headers: { ...investor.headers, 'idempotency-key': idempotencyKey }, body: { lines } });

async function placedCheckout(investor: Investor, companies: TestCompany[]): Promise<Checkout> {
  const { status, body } = await checkout(
    investor,
    companies.map((company) => lineOf(company)),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Checkout;
}

/** POSTs to an order's route (GET for its detail) as the investor. */
const onOrder = (investor: Investor, handler: NextApiHandler, id: number, body?: unknown) =>
  call(handler, { method: handler === orderDetail ? 'GET' : 'POST', headers: investor.headers, query: { id: String(id) }, body });

async function orderRows(ids: number[]) {
  return (await getDb()).select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));
}

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

describe('POST /api/v1/user/checkOut/place', () => {
  it('orders two companies with one payment: one reference, the amount the sum of the totals, stock reserved, the cart emptied', async () => {
    const investor = await newInvestor();
    const first = await newCompany({ available: 100, pricePaise: 33_333 });
    const second = await newCompany({ available: 100, pricePaise: 12_345 });
    const db = await getDb();
    await db.insert(cartItems).values([first, second].map((company) => ({ userId: investor.id, companyId: company.id, quantity: 10 })));

    const placed = await placedCheckout(investor, [first, second]);

    expect(placed.orders).toHaveLength(2);
    expect(placed.payment).toMatchObject({ reference: expect.stringMatching(/^PB-P-[2-9A-Z]{8}$/) });
    expect(placed.payment?.totalPaise).toBe(placed.orders[0]!.totalPaise + placed.orders[1]!.totalPaise);
    expect(placed.orders.map((order) => order.slug).sort()).toEqual([first.slug, second.slug].sort());
    const rows = await orderRows(placed.orders.map((order) => order.id));
    expect(new Set(rows.map((row) => row.paymentGroupId))).toEqual(new Set([placed.payment?.id]));
    expect(new Set(rows.map((row) => row.reference)).size).toBe(2);
    const [group] = await db.select().from(paymentGroups).where(eq(paymentGroups.id, placed.payment!.id));
    expect(group).toMatchObject({ userId: investor.id, totalPaise: placed.payment?.totalPaise, utr: null });
    expect(await companyStock(first.id)).toMatchObject({ available: 90, reserved: 10 });
    expect(await companyStock(second.id)).toMatchObject({ available: 90, reserved: 10 });
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, investor.id))).toEqual([]);

    // Each order's tracker names the payment and the orders it pays.
    const detail = await onOrder(investor, orderDetail, placed.orders[1]!.id);
    expect(detail.body.data).toMatchObject({
      payment: {
        reference: placed.payment?.reference,
        totalPaise: placed.payment?.totalPaise,
        orders: rows.map((row) => ({ id: row.id })),
      },
    });
  });

  it('tells the investor once per payment: one message with the payment’s reference and amount, placed and reported', async () => {
    const investor = await newInvestor();
    const placed = await placedCheckout(investor, [await newCompany(), await newCompany(), await newCompany()]);
    const db = await getDb();
    const told = () =>
      db
        .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, investor.id)))
        .orderBy(asc(notifications.id));
    const reference = placed.payment!.reference;
    const total = formatPaise(placed.payment!.totalPaise);
    let messages = await told();
    expect(messages.map((message) => message.kind)).toEqual(['order.placed']);
    expect(messages[0]!.body).toContain(`Please pay ${total} in one bank transfer`);
    expect(messages[0]!.body).toContain(`quoting ${reference}`);
    for (const order of placed.orders) expect(messages[0]!.body).toContain(order.reference);

    const utr = uniqueUtr();
    expect((await onOrder(investor, payment, placed.orders[1]!.id, { utr })).status).toBe(200);
    messages = await told();
    expect(messages.map((message) => message.kind)).toEqual(['order.placed', 'order.payment_reported']);
    expect(messages[1]!.title).toBe(`Payment reported for ${reference}`);
    expect(messages[1]!.body).toContain(`${total} for `);
    expect(messages[1]!.body).toContain(`(UTR ${utr})`);
    // Each order's history still records the report.
    const events = await db
      .select()
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          placed.orders.map((order) => order.id),
        ),
      );
    expect(events.filter((event) => event.event === 'payment_reported')).toHaveLength(3);
  });

  it('a single company is one order paid with its own reference, with no group', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ available: 100 });
    const placed = await placedCheckout(investor, [company]);
    expect(placed.payment).toBeNull();
    expect(placed.orders).toEqual([
      expect.objectContaining({ slug: company.slug, paymentGroupId: null, reference: expect.stringMatching(/^PB-B-/) }),
    ]);
  });

  it('a retry with the same Idempotency-Key replays the answer and orders nothing twice; another body with it is 422', async () => {
    const investor = await newInvestor();
    const first = await newCompany({ available: 100 });
    const second = await newCompany({ available: 100 });
    const key = randomUUID();
    const lines = [lineOf(first), lineOf(second)];
    const one = await checkout(investor, lines, key);
    const again = await checkout(investor, lines, key);
    expect(one.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(one.body.data);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.userId, investor.id))).toHaveLength(2);
    expect(await db.select().from(paymentGroups).where(eq(paymentGroups.userId, investor.id))).toHaveLength(1);
    expect(await companyStock(first.id)).toMatchObject({ available: 90, reserved: 10 });
    expect((await checkout(investor, [lineOf(first, 20), lineOf(second)], key)).status).toBe(422);
  });

  it('a changed price refuses the whole checkout (409 naming the new price), and nothing is ordered', async () => {
    const investor = await newInvestor();
    const first = await newCompany({ available: 100 });
    const second = await newCompany({ available: 100, pricePaise: 50_000 });
    const { status, body } = await checkout(investor, [lineOf(first), { ...lineOf(second), pricePaise: 49_000 }]);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'price_changed', data: { prices: [{ slug: second.slug, pricePaise: 50_000 }] } });
    expect(body.errors).toHaveProperty(['lines.1.pricePaise']);
    expect(await (await getDb()).select().from(orders).where(eq(orders.userId, investor.id))).toEqual([]);
    expect(await companyStock(first.id)).toMatchObject({ available: 100, reserved: 0 });
  });

  it('a line short of stock refuses the whole checkout, naming the line; the other line reserves nothing', async () => {
    const investor = await newInvestor();
    const plenty = await newCompany({ available: 100 });
    const scarce = await newCompany({ available: 15 });
    const { status, body } = await checkout(investor, [lineOf(plenty), lineOf(scarce, 20)]);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'insufficient_stock', data: { slug: scarce.slug } });
    expect(body.errors?.quantity).toContain('15');
    expect(await companyStock(plenty.id)).toMatchObject({ available: 100, reserved: 0 });
  });

  it('bad input: 400 with a message per field', async () => {
    const investor = await newInvestor();
    const company = await newCompany();
    const empty = await checkout(investor, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('lines');
    const twice = await checkout(investor, [lineOf(company), lineOf(company)]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.lines).toBe('Each company may be in a checkout once.');
    const badLine = await checkout(investor, [{ slug: company.slug, quantity: 1.5, pricePaise: -1 }]);
    expect(badLine.status).toBe(400);
    expect(badLine.body.errors).toMatchObject({ 'lines.0.quantity': expect.any(String), 'lines.0.pricePaise': expect.any(String) });
    const noKey = await call(place, { method: 'POST', headers: investor.headers, body: { lines: [lineOf(company)] } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toHaveProperty('idempotencyKey');
  });
});

describe('the payment group after checkout', () => {
  it('a UTR reported once is reported for every order of the group; another order or group cannot report it', async () => {
    const investor = await newInvestor();
    const placed = await placedCheckout(investor, [await newCompany(), await newCompany()]);
    const utr = uniqueUtr();
    const reported = await onOrder(investor, payment, placed.orders[0]!.id, { utr });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const rows = await orderRows(placed.orders.map((order) => order.id));
    expect(rows.map((row) => [row.utr, row.status])).toEqual([
      [utr, 'awaiting_payment'],
      [utr, 'awaiting_payment'],
    ]);
    expect(rows.every((row) => row.paymentReportedAt !== null)).toBe(true);
    const [group] = await (await getDb()).select().from(paymentGroups).where(eq(paymentGroups.id, placed.payment!.id));
    expect(group?.utr).toBe(utr);
    // Correcting it from the other order is allowed: the group is one payment.
    expect((await onOrder(investor, payment, placed.orders[1]!.id, { utr })).status).toBe(200);

    const someoneElse = await newInvestor();
    const lone = (
      await call(placeOne, {
        method: 'POST',
        headers: { ...someoneElse.headers, 'idempotency-key': randomUUID() },
        body: lineOf(await newCompany()),
      })
    ).body.data as PlacedOrder;
    const reused = await onOrder(someoneElse, payment, lone.id, { utr });
    expect(reused.status).toBe(409);
    expect(reused.body.errors).toHaveProperty('utr');
    const otherGroup = await placedCheckout(someoneElse, [await newCompany(), await newCompany()]);
    expect((await onOrder(someoneElse, payment, otherGroup.orders[0]!.id, { utr })).status).toBe(409);
    // A group cannot take a lone order's UTR either.
    const loneUtr = uniqueUtr();
    expect((await onOrder(someoneElse, payment, lone.id, { utr: loneUtr })).status).toBe(200);
    expect((await onOrder(someoneElse, payment, otherGroup.orders[1]!.id, { utr: loneUtr })).status).toBe(409);
  });

  it('a lone order and a group reporting the same UTR at the same moment: one of them has it, the other gets 409', async () => {
    // The unique indexes hold orders alone and groups alone; the UTR's lock holds the pair (on PostgreSQL
    // the two transactions really overlap; the embedded database runs one at a time).
    for (let round = 0; round < 5; round++) {
      const investor = await newInvestor();
      const group = await placedCheckout(investor, [await newCompany(), await newCompany()]);
      const lone = (
        await call(placeOne, {
          method: 'POST',
          headers: { ...investor.headers, 'idempotency-key': randomUUID() },
          body: lineOf(await newCompany()),
        })
      ).body.data as PlacedOrder;
      const utr = uniqueUtr();
      const answers = await Promise.all([
        onOrder(investor, payment, lone.id, { utr }),
        onOrder(investor, payment, group.orders[0]!.id, { utr }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const holders = (await orderRows([lone.id, ...group.orders.map((order) => order.id)])).filter((row) => row.utr === utr);
      expect(holders.length === 1 ? 'lone' : 'group').toBe(answers[0].status === 200 ? 'lone' : 'group');
    }
  });

  it('an order of the group rejected before any payment leaves the payment at the other orders’ sum, and says so', async () => {
    const investor = await newInvestor();
    const desk = await newOperator();
    const placed = await placedCheckout(investor, [await newCompany({ pricePaise: 10_000 }), await newCompany({ pricePaise: 25_000 })]);
    const [kept, rejected] = placed.orders as [PlacedOrder, PlacedOrder];
    const moved = await call(adminTransition, {
      method: 'POST',
      headers: desk.headers,
      query: { id: String(rejected.id) },
      body: { to: 'rejected', reason: 'The seller withdrew these shares' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const detail = (await onOrder(investor, orderDetail, kept.id)).body.data as Checkout['orders'][number] & {
      payment: { totalPaise: number };
    };
    expect(detail.payment.totalPaise).toBe(kept.totalPaise);
    const [message] = await (
      await getDb()
    )
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.recipientId, investor.id), eq(notifications.kind, 'order.rejected')));
    expect(message?.body).toContain(`Payment ${placed.payment!.reference} for your other orders is now ${formatPaise(kept.totalPaise)}.`);
  });

  it('cancelling one order cancels the group’s orders awaiting payment, and every share goes back on sale', async () => {
    const investor = await newInvestor();
    const first = await newCompany({ available: 100 });
    const second = await newCompany({ available: 100 });
    const placed = await placedCheckout(investor, [first, second]);
    const cancelled = await onOrder(investor, cancel, placed.orders[1]!.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await orderRows(placed.orders.map((order) => order.id))).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    for (const company of [first, second]) {
      const { stock, reservedByOrders } = await checkInvariants(company.id);
      expect(stock).toMatchObject({ available: 100, reserved: 0 });
      expect(reservedByOrders).toBe(0);
    }
  });

  it('the desk confirms the group’s money once, for all its orders, with the group’s UTR (no "already used" refusal)', async () => {
    const investor = await newInvestor();
    const desk = await newOperator(['desk']);
    const placed = await placedCheckout(investor, [await newCompany(), await newCompany()]);
    const utr = uniqueUtr();
    await onOrder(investor, payment, placed.orders[0]!.id, { utr });
    // Not one order alone: the money pays both (deskMoney.test.ts has the rest of the payment's page).
    const alone = await call(adminTransition, {
      method: 'POST',
      headers: desk.headers,
      query: { id: String(placed.orders[0]!.id) },
      body: { to: 'payment_received', paymentReference: utr },
    });
    expect(alone.status).toBe(409);
    expect(alone.body.data).toEqual({ payment: placed.payment!.reference });
    const moved = await call(paymentConfirm, {
      method: 'POST',
      headers: desk.headers,
      query: { reference: placed.payment!.reference },
      body: { paymentReference: utr },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await orderRows(placed.orders.map((order) => order.id))).map((row) => row.status)).toEqual([
      'payment_received',
      'payment_received',
    ]);
  });
});

describe('a bank statement pays a payment group', () => {
  const statement = (credits: { utr: string; paise: number; narration: string }[]) =>
    [
      'date,description,reference,amount',
      ...credits.map((credit) => `2026-11-26,"${credit.narration}",${credit.utr},${(credit.paise / 100).toFixed(2)}`),
    ].join('\n');

  it('a credit of the group’s amount with its UTR or reference matches the group, and confirming moves all its orders', async () => {
    const finance = await newOperator(['finance']);
    const investor = await newInvestor();
    const placed = await placedCheckout(investor, [await newCompany(), await newCompany()]);
    const group = placed.payment!;
    const utr = `4${String(randomInt(10 ** 10, 10 ** 11 - 1))}`;
    await onOrder(investor, payment, placed.orders[0]!.id, { utr });
    const short = await placedCheckout(investor, [await newCompany(), await newCompany()]);
    const shortUtr = `5${String(randomInt(10 ** 10, 10 ** 11 - 1))}`;
    await onOrder(investor, payment, short.orders[0]!.id, { utr: shortUtr });

    const upload = await sendForm(statements, {
      headers: finance.headers,
      files: [
        {
          field: 'file',
          fileName: 'statement.csv',
          type: 'text/csv',
          data: Buffer.from(
            statement([
              { utr, paise: group.totalPaise, narration: `UPI credit ${group.reference}` },
              // One order's amount is not the group's: short.
              { utr: shortUtr, paise: short.orders[0]!.totalPaise, narration: `UPI credit ${short.payment!.reference}` },
            ]),
          ),
        },
      ],
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const judged = upload.body.data as {
      id: number;
      matched: { utr: string; advice: string; orders: { id: number }[] }[];
      unmatched: { outcome: string; advice: string }[];
    };
    expect(judged.matched).toHaveLength(1);
    expect(judged.matched[0]).toMatchObject({ utr, orders: placed.orders.map((order) => ({ id: order.id })) });
    expect(judged.matched[0]?.advice).toContain(group.reference);
    expect(judged.unmatched).toEqual([
      expect.objectContaining({ outcome: 'amount_differs', advice: expect.stringContaining(short.payment!.reference) }),
    ]);

    const confirmed = await call(statementConfirm, {
      method: 'POST',
      headers: finance.headers,
      query: { id: String(judged.id) },
      body: {},
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await orderRows(placed.orders.map((order) => order.id))).map((row) => [row.status, row.paymentReference])).toEqual([
      ['payment_received', utr],
      ['payment_received', utr],
    ]);
    expect((await orderRows(short.orders.map((order) => order.id))).map((row) => row.status)).toEqual([
      'awaiting_payment',
      'awaiting_payment',
    ]);
    // As on the payment's page: the investor is told once, for the payment.
    const { notes } = await notifiedUser(investor.id, 'order.payment_received');
    expect(notes.map((note) => note.title)).toEqual([`Payment received for ${group.reference}`]);
  });
});

describe('POST /api/v1/user/sell/{id}/transfer-reference', () => {
  const saleOf = async (investor: Investor) => (await requestedSale(investor)).id;
  const send = (investor: Investor, id: number, body: unknown) =>
    call(transferReference, { method: 'POST', headers: investor.headers, query: { id: String(id) }, body });

  it('keeps the reference (spaces dropped, upper case) with its time, in the sale’s history for the desk', async () => {
    const investor = await newInvestor();
    const id = await saleOf(investor);
    const sent = await send(investor, id, { disReference: ' in30 1234 5678 ' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ disReference: 'IN3012345678', disReportedAt: expect.any(String) });
    const db = await getDb();
    const [row] = await db.select().from(sellRequests).where(eq(sellRequests.id, id));
    expect(row?.disReference).toBe('IN3012345678');
    const events = await db
      .select()
      .from(sellRequestEvents)
      .where(and(eq(sellRequestEvents.sellRequestId, id), eq(sellRequestEvents.event, 'dis_reported')));
    expect(events).toEqual([expect.objectContaining({ actorKind: 'user', actorId: investor.id, note: 'Transfer reference IN3012345678' })]);
    const detail = await call(sellDetail, { headers: investor.headers, query: { id: String(id) } });
    expect(detail.body.data).toMatchObject({ disReference: 'IN3012345678' });
  });

  it('400 with the field’s message for a malformed reference; 404 for another investor’s sale', async () => {
    const investor = await newInvestor();
    const id = await saleOf(investor);
    for (const disReference of ['12345', 'A'.repeat(65), 'IN30;1234', '']) {
      const refused = await send(investor, id, { disReference });
      expect(refused.status, disReference).toBe(400);
      expect(refused.body.errors).toHaveProperty('disReference');
    }
    expect((await send(investor, id, {})).status).toBe(400);
    const stranger = await newInvestor();
    const hidden = await send(stranger, id, { disReference: 'IN3012345678' });
    expect(hidden.status).toBe(404);
    const [row] = await (await getDb()).select().from(sellRequests).where(eq(sellRequests.id, id));
    expect(row?.disReference).toBeNull();
  });
});
