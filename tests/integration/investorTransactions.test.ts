// The investor's side of orders and sales: the transactions CSV export (own rows only, formula-safe),
// the portfolio's lots with their long-term dates after buys and a sale, what can be sold, and the
// tracker page's loader (another investor's order is a 404).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext, NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, orders, sellRequests } from '@/lib/server/db/schema';
import { getServerSideProps as trackerPage } from '@/lib/server/loaders/dashboard/transactions/[id]';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { placeOrder, transitionOrder } from '@/lib/server/services/orders';
import { getPortfolio, getSellableHoldings } from '@/lib/server/services/portfolio';
import { createSellRequest, transitionSellRequest } from '@/lib/server/services/sales';
import exportRoute from '@/pages/api/v1/user/transactions/export';

import { createPartner } from './factories';
import { cookieFor } from './http';
import { buybackFor, newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

async function raw(handler: NextApiHandler, headers: Record<string, string>, query = '') {
  let result: { status: number; text: string; headers: Headers } | undefined;
  await testApiHandler({
    pagesHandler: handler,
    url: `/api/test${query}`,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, text: await response.text(), headers: response.headers };
    },
  });
  if (!result) throw new Error('no response');
  return result;
}

async function buy(userId: number, company: TestCompany, quantity: number) {
  const answer = await placeOrder(
    await getDb(),
    userId,
    { slug: company.slug, quantity, pricePaise: company.pricePaise },
    { idempotencyKey: randomUUID() },
  );
  return answer.data;
}

async function complete(operatorId: number, orderId: number, completedAt?: Date) {
  const db = await getDb();
  await transitionOrder(db, operatorId, orderId, { to: 'payment_received', paymentReference: 'PAY-1' });
  await transitionOrder(db, operatorId, orderId, { to: 'transfer_initiated', transferReference: 'TRF-0001' });
  await transitionOrder(db, operatorId, orderId, { to: 'completed' });
  if (completedAt) await db.update(orders).set({ updatedAt: completedAt }).where(eq(orders.id, orderId));
}

function pageContext(headers: Record<string, string>, id: string) {
  const req = new IncomingMessage(new Socket());
  req.url = `/dashboard/transactions/${id}`;
  req.headers = { host: 'localhost:3000', ...headers };
  const res = new ServerResponse(req);
  return { req, res, resolvedUrl: req.url, query: { id }, params: { id } } as unknown as GetServerSidePropsContext;
}

describe('GET /api/v1/user/transactions/export', () => {
  it('answers the caller’s own buys and sells as a CSV file, formula-safe', async () => {
    const company = await newCompany();
    await (await getDb()).update(companies).set({ name: '=HYPERLINK("http://evil.example","x")' }).where(eq(companies.id, company.id));
    const operator = await newOperator();
    const mine = await newInvestor();
    const other = await newInvestor();
    const myOrder = await buy(mine.id, company, 10);
    const otherOrder = await buy(other.id, company, 10);
    await complete(operator.id, myOrder.id);
    const sale = await createSellRequest(await getDb(), mine.id, { slug: company.slug, quantity: 4 }, randomUUID());

    const response = await raw(exportRoute, await cookieFor('user', mine.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date (IST),Type,Reference,Company,Quantity,Price per share (INR),Amount (INR),Status,Payment reference,Transfer reference',
    );
    expect(lines).toHaveLength(3);
    expect(response.text).toContain(myOrder.reference);
    expect(response.text).toContain(sale.data.reference);
    expect(response.text).not.toContain(otherOrder.reference);
    // The company's name starts with "=": quoted and prefixed so a spreadsheet shows it as text.
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const buyLine = lines.find((line) => line.includes(myOrder.reference)) ?? '';
    expect(buyLine).toContain(',Buy,');
    expect(buyLine).toContain(',10,123.45,');
    expect(buyLine).toContain(',completed,,TRF-0001');

    const sells = await raw(exportRoute, await cookieFor('user', mine.id), '?kind=sell');
    expect(sells.text).toContain(sale.data.reference);
    expect(sells.text).not.toContain(myOrder.reference);
    const awaiting = await raw(exportRoute, await cookieFor('user', other.id), '?status=awaiting_payment');
    expect(awaiting.text).toContain(otherOrder.reference);
  });

  it('refuses a bad filter with a 400 and the field’s message', async () => {
    const investor = await newInvestor();
    const response = await raw(exportRoute, await cookieFor('user', investor.id), '?kind=gift');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ errors: { kind: 'kind must be buy or sell.' } });
  });

  it('is refused to anonymous visitors and partners', async () => {
    expect((await raw(exportRoute, {})).status).toBe(401);
    const { partner } = await createPartner();
    expect((await raw(exportRoute, await cookieFor('partner', partner.id))).status).toBe(401);
  });
});

describe('portfolio lots and long-term dates', () => {
  it('reduces the oldest lot first and dates each remaining lot 24 months after its purchase', async () => {
    const db = await getDb();
    const company = await newCompany();
    await db.update(companies).set({ ipoStatus: 'DRHP filed' }).where(eq(companies.id, company.id));
    const operator = await newOperator();
    const investor = await newInvestor();
    const now = new Date();
    const old = new Date(Date.UTC(now.getUTCFullYear() - 3, 0, 15));
    const recent = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const first = await buy(investor.id, company, 10);
    await complete(operator.id, first.id, old);
    const second = await buy(investor.id, company, 20);
    await complete(operator.id, second.id, recent);

    // Long-term from the day after the India purchase day plus 24 months (the capital-gains statement's rule).
    const pad = (n: number) => String(n).padStart(2, '0');
    const oldLongTerm = `${String(now.getUTCFullYear() - 1)}-01-16`;
    const recentPlus24 = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), 2));
    const recentLongTerm = `${String(recentPlus24.getUTCFullYear())}-${pad(recentPlus24.getUTCMonth() + 1)}-02`;
    let holding = (await getPortfolio(db, investor.id)).holdings.find((h) => h.slug === company.slug);
    expect(holding?.quantity).toBe(30);
    expect(holding?.lots).toEqual([
      { boughtAt: old.toISOString(), quantity: 10, longTermOn: oldLongTerm, longTerm: true },
      { boughtAt: recent.toISOString(), quantity: 20, longTermOn: recentLongTerm, longTerm: false },
    ]);
    expect(holding?.longTermOn).toBe(recentLongTerm);
    expect(holding?.lockIn).toMatchObject({ kind: 'if_listed', until: null });

    // Sell 15: the old lot (10) goes first, then 5 of the recent one.
    const sale = await createSellRequest(db, investor.id, { slug: company.slug, quantity: 15 }, randomUUID());
    expect(await getSellableHoldings(db, investor.id)).toEqual([
      expect.objectContaining({
        slug: company.slug,
        quantity: 30,
        openQuantity: 15,
        sellable: 15,
        buybackPricePaise: buybackFor(company.pricePaise),
      }),
    ]);
    await transitionSellRequest(db, operator.id, sale.data.id, { to: 'shares_received' });
    await transitionSellRequest(db, operator.id, sale.data.id, { to: 'completed', paymentReference: 'PAID-1' });

    holding = (await getPortfolio(db, investor.id)).holdings.find((h) => h.slug === company.slug);
    expect(holding?.quantity).toBe(15);
    expect(holding?.lots).toEqual([{ boughtAt: recent.toISOString(), quantity: 15, longTermOn: recentLongTerm, longTerm: false }]);
    expect(await getSellableHoldings(db, investor.id)).toEqual([expect.objectContaining({ quantity: 15, openQuantity: 0, sellable: 15 })]);
    const sold = await db.select().from(sellRequests).where(eq(sellRequests.id, sale.data.id));
    expect(sold[0]?.status).toBe('completed');
  });

  it('reports a listed company’s lock-in and the allocation by sector', async () => {
    const db = await getDb();
    const company = await newCompany({ pricePaise: 10_000 });
    await db.update(companies).set({ ipoStatus: 'Listed on NSE, allotted 2026-03-10' }).where(eq(companies.id, company.id));
    const operator = await newOperator();
    const investor = await newInvestor();
    const order = await buy(investor.id, company, 10);
    await complete(operator.id, order.id);
    const portfolio = await getPortfolio(db, investor.id);
    expect(portfolio.holdings[0]?.lockIn).toEqual({
      kind: 'locked',
      until: '2026-09-10T00:00:00.000Z',
      text: 'Locked in for 6 months from the IPO allotment.',
    });
    expect(portfolio.allocation).toEqual([{ sector: 'Telecom', valuePaise: 100_000, percent: 100 }]);
  });
});

describe('the tracker page’s loader', () => {
  it('shows the investor’s own order and sell request, and answers 404 for another investor’s', async () => {
    const company = await newCompany();
    const operator = await newOperator();
    const owner = await newInvestor();
    const stranger = await newInvestor();
    const order = await buy(owner.id, company, 10);
    await complete(operator.id, order.id);
    const sale = await createSellRequest(await getDb(), owner.id, { slug: company.slug, quantity: 10 }, randomUUID());

    const own = await trackerPage(pageContext(await cookieFor('user', owner.id), String(order.id)));
    expect(own).toMatchObject({ props: { transaction: { kind: 'buy', order: { reference: order.reference, status: 'completed' } } } });
    const ownSale = await trackerPage(pageContext(await cookieFor('user', owner.id), `S-${String(sale.data.id)}`));
    expect(ownSale).toMatchObject({ props: { transaction: { kind: 'sell', sell: { reference: sale.data.reference } } } });

    expect(await trackerPage(pageContext(await cookieFor('user', stranger.id), String(order.id)))).toEqual({ notFound: true });
    expect(await trackerPage(pageContext(await cookieFor('user', stranger.id), `S-${String(sale.data.id)}`))).toEqual({ notFound: true });
    expect(await trackerPage(pageContext(await cookieFor('user', owner.id), 'abc'))).toEqual({ notFound: true });
  });
});
