// The desk works from the money: the console's orders and sales are found by any reference the money
// carries (a payment's UM-P-… reference, the UTR, the order's or sale's reference, the investor's code, the
// PAN's last four), through indexes.
import { randomUUID } from 'node:crypto';

import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { holdings, kycRecords, orders, sellRequests, users } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { investorsNamed, ordersNamed } from '@/lib/server/services/orders';
import adminOrders from '@/pages/api/v1/admin/orders/index';
import adminSales from '@/pages/api/v1/admin/sell/index';
import place from '@/pages/api/v1/user/checkOut/place';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import placeOne from '@/pages/api/v1/user/orders/index';
import sell from '@/pages/api/v1/user/sell/index';

import { uniqueUtr } from './factories';
import { call, download } from './http';
import { newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

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
    expect(await found('UM-P-NOSUCHPY')).toEqual([]);
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
    for (const q of ["' or 1=1 --", '%', '_', '\\', 'UM-P-%']) {
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
    const company = await newCompany();
    await (await getDb()).insert(holdings).values({ userId: investor.id, companyId: company.id, quantity: 50, costPaise: 500_000 });
    const sold = await call(sell, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: 20 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const sale = sold.body.data as { reference: string };
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

  it.each(['UTR1234567890ABCDEF', 'UM-P-7K3Q9X2M', 'UM-B-7K3Q9X2M', 'INV7K3Q9X', '234K', 'someone@example.test'])(
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
