// Fees and risks said before money moves: the fee schedule in the settings drives the public schedule, the
// checkout's quote, the placed order and the sale's proceeds alike; no purchase (an order, a proposal
// accepted) without the current risk statement accepted (428), accepted once per version.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { and, eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buyQuote, saleQuote, type FeeSchedule } from '@/lib/feeSchedule';
import { RISK_STATEMENT } from '@/lib/riskStatement';
import { getDb } from '@/lib/server/db/client';
import { holdings, orders, riskAcknowledgements } from '@/lib/server/db/schema';
import { getServerSideProps as checkoutPage } from '@/lib/server/loaders/dashboard/checkout';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { DEFAULT_SETTINGS, setPlatformSettings } from '@/lib/server/services/settings';
import settingsRoute from '@/pages/api/v1/admin/settings';
import feesRoute from '@/pages/api/v1/common/fees';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import ordersRoute from '@/pages/api/v1/user/orders/index';
import accept from '@/pages/api/v1/user/proposals/[id]/accept';
import userProposals from '@/pages/api/v1/user/proposals/index';
import riskRoute from '@/pages/api/v1/user/risk-acknowledgement';
import sellRoute from '@/pages/api/v1/user/sell/index';

import { approvedBy } from './approvalFixtures';
import { createInvestor, createPartner, verifyKyc } from './factories';
import { call, cookieFor } from './http';
import { newCompany, newOperator } from './orderFixtures';

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(async () => {
  useRateStore(undefined);
  const { feeRateBps, saleFeeRateBps, dpChargePaise } = DEFAULT_SETTINGS;
  await setPlatformSettings(await getDb(), { feeRateBps, saleFeeRateBps, dpChargePaise });
});

const schedule = async () => {
  const { status, body } = await call(feesRoute);
  expect(status).toBe(200);
  return body.data as FeeSchedule & { platformRole: string };
};

const placeOrder = (headers: Record<string, string>, body: unknown) =>
  call(ordersRoute, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body });

async function verifiedInvestor(riskAcknowledged: boolean) {
  const investor = await createInvestor({}, { riskAcknowledged });
  await verifyKyc(investor.user.id);
  return investor;
}

describe('the fee schedule drives every quote', () => {
  it('a change of the settings shows on /api/v1/common/fees, the checkout, the placed order and the sale', async () => {
    const operator = await newOperator();
    const before = await schedule();
    expect(before).toMatchObject({
      buyer: { stampDutyPer100k: 15, gstPercent: 18 },
      seller: { gstPercent: 18 },
      platformRole: expect.stringContaining('as principal'),
    });

    const changed = await call(settingsRoute, {
      method: 'PATCH',
      headers: operator.headers,
      body: { feeRateBps: 75, saleFeeRateBps: 40, dpChargePaise: 2_500 },
    });
    // Fees are controls: another admin approves the change, and it applies then.
    expect(changed.status, JSON.stringify(changed.body)).toBe(202);
    expect(await schedule()).toEqual(before);
    expect((await approvedBy(changed, await newOperator())).status).toBe(200);
    const after = await schedule();
    expect(after.buyer).toEqual({ stampDutyPer100k: 15, platformFeeBps: 75, gstPercent: 18 });
    expect(after.seller).toEqual({ platformFeeBps: 40, gstPercent: 18, dpChargePaise: 2_500 });

    // The checkout page is given the same schedule.
    const investor = await verifiedInvestor(true);
    const req = new IncomingMessage(new Socket());
    req.url = '/dashboard/checkout';
    req.headers = { host: 'localhost:3000', ...(await cookieFor('user', investor.user.id)) };
    const ctx = { req, res: new ServerResponse(req), resolvedUrl: req.url, query: {} } as unknown as GetServerSidePropsContext;
    const page = (await checkoutPage(ctx)) as { props: { schedule: FeeSchedule; risk: { accepted: boolean } } };
    expect(page.props.schedule).toEqual({ buyer: after.buyer, seller: after.seller });
    expect(page.props.risk.accepted).toBe(true);

    // The order placed is charged what the schedule quotes.
    const company = await newCompany({ pricePaise: 33_333, minQuantity: 10, buybackPricePaise: 30_001 });
    const placed = await placeOrder(investor.headers, { slug: company.slug, quantity: 30, pricePaise: 33_333 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const quote = buyQuote(after, 33_333, 30);
    expect(quote.feePaise).toBe(7_500); // 9,99,990 × 0.75% = 7,499.925 → 7,500
    expect(placed.body.data).toMatchObject({
      stampDutyPaise: quote.stampDutyPaise,
      feePaise: quote.feePaise,
      gstPaise: quote.gstPaise,
      totalPaise: quote.totalPaise,
    });

    // The sale pays the proceeds the schedule quotes: the price less the fee, its GST and the DP charge.
    await (await getDb()).insert(holdings).values({ userId: investor.user.id, companyId: company.id, quantity: 20, costPaise: 666_660 });
    const sold = await call(sellRoute, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: 20 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const sale = saleQuote(after, 30_001, 20);
    // 6,00,020: fee 0.4% = 2,400.08 → 2,400; GST 432; DP 2,500.
    expect(sale).toMatchObject({ feePaise: 2_400, gstPaise: 432, dpChargePaise: 2_500, proceedsPaise: 600_020 - 2_400 - 432 - 2_500 });
    expect(sold.body.data).toMatchObject({ proceedsPaise: sale.proceedsPaise });
  });

  it('refuses a sale fee or DP charge out of range, per field', async () => {
    const operator = await newOperator();
    const refused = await call(settingsRoute, {
      method: 'PATCH',
      headers: operator.headers,
      body: { saleFeeRateBps: 1001, dpChargePaise: -1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ saleFeeRateBps: expect.any(String), dpChargePaise: expect.any(String) });
  });
});

describe('/api/v1/user/risk-acknowledgement', () => {
  it('428 until accepted, 201 on accepting the current version, then the order is placed', async () => {
    const investor = await verifiedInvestor(false);
    const shown = await call(riskRoute, { headers: investor.headers });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ version: RISK_STATEMENT.version, acceptedAt: null });
    const text = (shown.body.data as { text: string }).text;
    for (const point of ['exchange', 'hard to sell', 'dealer quotes', '6 months', 'never list']) expect(text).toContain(point);

    const company = await newCompany({ minQuantity: 1 });
    const order = { slug: company.slug, quantity: 1, pricePaise: company.pricePaise };
    const refused = await placeOrder(investor.headers, order);
    expect(refused.status).toBe(428);
    expect(refused.body).toMatchObject({ success: false, code: 'risk_acknowledgement_required' });
    const db = await getDb();
    expect(await db.$count(orders, eq(orders.userId, investor.user.id))).toBe(0);

    const stale = await call(riskRoute, { method: 'POST', headers: investor.headers, body: { version: 'an-old-one' } });
    expect(stale.status).toBe(400);
    expect(stale.body.errors?.version).toBeTruthy();
    const missing = await call(riskRoute, { method: 'POST', headers: investor.headers, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.version).toBeTruthy();

    const accepted = await call(riskRoute, { method: 'POST', headers: investor.headers, body: { version: RISK_STATEMENT.version } });
    expect(accepted.status).toBe(201);
    const acceptedAt = (accepted.body.data as { acceptedAt: string }).acceptedAt;
    expect(new Date(acceptedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Accepting again keeps the first time.
    const again = await call(riskRoute, { method: 'POST', headers: investor.headers, body: { version: RISK_STATEMENT.version } });
    expect((again.body.data as { acceptedAt: string }).acceptedAt).toBe(acceptedAt);

    expect((await placeOrder(investor.headers, order)).status).toBe(201);
  });

  it('a new version of the text must be accepted again', async () => {
    const investor = await verifiedInvestor(false);
    const db = await getDb();
    // The investor accepted an earlier text only.
    await db.insert(riskAcknowledgements).values({ userId: investor.user.id, version: '2020-01-01' });
    const shown = await call(riskRoute, { headers: investor.headers });
    expect(shown.body.data).toMatchObject({ version: RISK_STATEMENT.version, acceptedAt: null });
    const company = await newCompany({ minQuantity: 1 });
    const refused = await placeOrder(investor.headers, { slug: company.slug, quantity: 1, pricePaise: company.pricePaise });
    expect(refused.status).toBe(428);
    await call(riskRoute, { method: 'POST', headers: investor.headers, body: { version: RISK_STATEMENT.version } });
    const versions = await db
      .select({ version: riskAcknowledgements.version })
      .from(riskAcknowledgements)
      .where(and(eq(riskAcknowledgements.userId, investor.user.id)));
    expect(versions.map((row) => row.version).sort()).toEqual(['2020-01-01', RISK_STATEMENT.version].sort());
  });

  it('accepting a proposal needs it too; the client is told what the partner earns', async () => {
    const partner = await createPartner();
    const client = await createInvestor({ partnershipCode: partner.partner.partnershipCode }, { riskAcknowledged: false });
    await verifyKyc(client.user.id);
    const company = await newCompany({ minQuantity: 1 });
    const proposed = await call(cpProposals, {
      method: 'POST',
      headers: partner.headers,
      body: { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const proposal = proposed.body.data as { id: number; partnerPricePaise: number };
    const listed = await call(userProposals, { headers: client.headers });
    const shown = (listed.body.data as { result: { id: number; partnerEarnsPaise: number }[] }).result[0];
    expect(shown?.partnerEarnsPaise).toBe((company.pricePaise - proposal.partnerPricePaise) * 10);

    const acceptIt = () =>
      call(accept, { method: 'POST', headers: { ...client.headers, 'idempotency-key': randomUUID() }, query: { id: String(proposal.id) } });
    const refused = await acceptIt();
    expect(refused.status).toBe(428);
    expect(refused.body.code).toBe('risk_acknowledgement_required');
    await call(riskRoute, { method: 'POST', headers: client.headers, body: { version: RISK_STATEMENT.version } });
    expect((await acceptIt()).status).toBe(201);
  });
});
