// The operator console's APIs: sign-in with password and TOTP, sales, portfolio, KYC review,
// company settings and the audit log.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { istDate } from '@/lib/reports/dates';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companyPrices, kycRecords } from '@/lib/server/db/schema';
import { clearMemo } from '@/lib/server/memo';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { totpCode } from '@/lib/server/services/operators';
import adminAudit from '@/pages/api/v1/admin/audit';
import adminQueues from '@/pages/api/v1/admin/queues';
import adminSettings from '@/pages/api/v1/admin/settings';
import operatorLogin from '@/pages/api/v1/admin/auth/login';
import operatorMe from '@/pages/api/v1/admin/auth/me';
import adminCompany from '@/pages/api/v1/admin/companies/[slug]';
import adminKycDecide from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
import adminKycList from '@/pages/api/v1/admin/kyc/index';
import adminOrderTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminSellTransition from '@/pages/api/v1/admin/sell/[id]/transition';
import adminSellList from '@/pages/api/v1/admin/sell/index';
import placeOrder from '@/pages/api/v1/user/orders/index';
import portfolio from '@/pages/api/v1/user/portfolio/index';
import sellCancel from '@/pages/api/v1/user/sell/[id]/cancel';
import sellDetail from '@/pages/api/v1/user/sell/[id]/index';
import sell from '@/pages/api/v1/user/sell/index';

import { approvedBy } from './approvalFixtures';
import { ALL_CHECKS } from './kycFiles';
import { call, INJECTION_STRINGS } from './http';
import { uniquePan, VALID_KYC } from './factories';
import { companyStock, newCompany, newInvestor, newOperator, TEST_OPERATOR_PASSWORD, type TestCompany } from './orderFixtures';

const withQuery =
  (handler: NextApiHandler, query: Record<string, string>) =>
  (options: Parameters<typeof call>[1] = {}) =>
    call(handler, { ...options, query: { ...(options.query ?? {}), ...query } });

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

describe('operator sign-in', () => {
  it('needs the password and a current code; the cookie is HttpOnly operatorToken; a code works once', async () => {
    const operator = await newOperator();
    const code = totpCode(operator.secret);
    const ok = await call(operatorLogin, { method: 'POST', body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const cookie = ok.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^operatorToken=[^;]+;.*HttpOnly/);
    const me = await call(operatorMe, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(me.body.data).toMatchObject({ id: operator.id, email: operator.email });
    const replay = await call(operatorLogin, { method: 'POST', body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code } });
    expect(replay.status).toBe(401);
  });

  it('counts wrong codes toward the lock-out like wrong passwords', async () => {
    const operator = await newOperator();
    const wrong = totpCode(operator.secret, Date.now() - 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(operatorLogin, { method: 'POST', body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code: wrong } }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await call(operatorLogin, {
      method: 'POST',
      body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code: totpCode(operator.secret) },
    });
    expect(right.status).toBe(429);
  });

  it('refuses bad input with a 4xx', async () => {
    for (const body of [
      {},
      { email: 'a@b.co', password: 'x', code: '12345' },
      { email: 'a@b.co', password: 'x', code: 123456 },
      [],
      null,
      { email: INJECTION_STRINGS[0], password: 'x', code: '123456' },
    ]) {
      const { status } = await call(operatorLogin, { method: 'POST', body });
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('the seeded demo operator signs in with the README secret', async () => {
    const { status } = await call(operatorLogin, {
      method: 'POST',
      body: { email: 'operator@example.com', password: 'Operator@123', code: totpCode('JBSWY3DPEHPK3PXP') },
    });
    expect(status).toBe(200);
  });
});

async function buyAndComplete(
  investor: Awaited<ReturnType<typeof newInvestor>>,
  operator: Awaited<ReturnType<typeof newOperator>>,
  company: TestCompany,
  quantity: number,
) {
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
  expect(placed.status).toBe(201);
  const id = String((placed.body.data as { id: number }).id);
  const move = (body: unknown) => call(adminOrderTransition, { method: 'POST', headers: operator.headers, query: { id }, body });
  expect((await move({ to: 'payment_received', paymentReference: 'P1' })).status).toBe(200);
  expect((await move({ to: 'transfer_initiated', transferReference: 'IN300000T1' })).status).toBe(200);
  expect((await move({ to: 'completed' })).status).toBe(200);
  // The audit log names the order by its reference, not its row id.
  const reference = (placed.body.data as { reference: string }).reference;
  const audit = await call(adminAudit, { headers: operator.headers, query: { entity: 'order', entityId: id } });
  expect((audit.body.data as { result: { text: string }[] }).result.map((row) => row.text)).toEqual([
    `Test Operator marked order ${reference} as completed`,
    `Test Operator marked order ${reference} as transfer initiated (reference IN300000T1)`,
    `Test Operator marked order ${reference} as payment received (reference P1)`,
  ]);
}

describe('portfolio and selling', () => {
  it('values holdings, sells at most what is held minus open requests, and a completed sale reduces the holding', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const company = await newCompany({ available: 1000, pricePaise: 10_000, minQuantity: 10, buybackPricePaise: 9_500 });

    const empty = await call(portfolio, { headers: investor.headers });
    expect(empty.body.data).toMatchObject({
      holdings: [],
      allocation: [],
      totals: { investedPaise: 0, valuePaise: 0, pnlPaise: 0, pnlPercent: null },
      xirr: null,
      externalHoldings: [],
      netWorth: { totalPaise: 0, byAssetClass: [] },
    });

    await buyAndComplete(investor, operator, company, 100);
    const held = await call(portfolio, { headers: investor.headers });
    expect(held.status).toBe(200);
    expect((held.body.data as { holdings: unknown[] }).holdings).toEqual([
      expect.objectContaining({
        slug: company.slug,
        name: company.name,
        quantity: 100,
        // Invested is what was paid: ₹10,000 and its stamp duty (0.015%, ₹1.50; no platform fee by default).
        avgCostPaise: 10_002,
        investedPaise: 1_000_150,
        chargesPaise: 150,
        pricePaise: 10_000,
        valuePaise: 1_000_000,
        pnlPaise: -150,
        buybackValuePaise: 950_000,
        priceAsOf: expect.any(String),
      }),
    ]);

    const ask = (quantity: unknown, key = randomUUID()) =>
      call(sell, { method: 'POST', headers: { ...investor.headers, 'idempotency-key': key }, body: { slug: company.slug, quantity } });
    const first = await ask(60);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      slug: company.slug,
      quantity: 60,
      quotePaise: 9_500,
      proceedsPaise: 570_000,
      status: 'requested',
    });
    const tooMany = await ask(41);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.quantity).toMatch(/40/);
    const second = await ask(40);
    expect(second.status).toBe(201);
    // Cancelling the second frees its shares for another request.
    const secondId = String((second.body.data as { id: number }).id);
    expect((await call(sellCancel, { method: 'POST', headers: investor.headers, query: { id: secondId } })).status).toBe(200);
    expect((await call(sellCancel, { method: 'POST', headers: investor.headers, query: { id: secondId } })).status).toBe(409);

    // Another investor neither sees nor cancels it, nor lists it.
    const stranger = await newInvestor();
    const firstId = String((first.body.data as { id: number }).id);
    expect((await call(sellDetail, { headers: stranger.headers, query: { id: firstId } })).status).toBe(404);
    expect((await call(sellCancel, { method: 'POST', headers: stranger.headers, query: { id: firstId } })).status).toBe(404);
    expect((await call(sell, { headers: stranger.headers })).body.data).toMatchObject({ total: 0 });
    expect((await call(portfolio, { headers: stranger.headers })).body.data).toMatchObject({ holdings: [] });

    const list = await call(sell, { headers: investor.headers, query: { status: 'requested' } });
    expect(list.body.data).toMatchObject({
      total: 1,
      page: 1,
      result: [expect.objectContaining({ quantity: 60, quotePaise: 9_500, status: 'requested' })],
    });

    const id = String((first.body.data as { id: number }).id);
    const move = (body: unknown) => call(adminSellTransition, { method: 'POST', headers: operator.headers, query: { id }, body });
    expect((await move({ to: 'completed', paymentReference: 'X1' })).status).toBe(409);
    expect((await move({ to: 'shares_received' })).status).toBe(200);
    expect((await call(sellCancel, { method: 'POST', headers: investor.headers, query: { id } })).status).toBe(409);
    expect((await move({ to: 'completed' })).body.errors).toHaveProperty('paymentReference');
    expect((await move({ to: 'completed', paymentReference: 'NEFT-PAYOUT-1' })).status).toBe(200);

    const after = await call(portfolio, { headers: investor.headers });
    expect((after.body.data as { holdings: { quantity: number; investedPaise: number }[] }).holdings[0]).toMatchObject({
      quantity: 40,
      // The 40 still held, with their share of the stamp duty (first in first out).
      investedPaise: 400_060,
    });

    const adminList = await call(adminSellList, {
      headers: operator.headers,
      query: { q: (first.body.data as { reference: string }).reference },
    });
    expect(adminList.body.data).toMatchObject({ total: 1 });

    // The audit log names the sale by its reference, not its row id.
    const saleReference = (first.body.data as { reference: string }).reference;
    const audit = await call(adminAudit, { headers: operator.headers, query: { entity: 'sell_request', entityId: id } });
    expect((audit.body.data as { result: { text: string; href?: string }[] }).result.map((row) => row.text)).toEqual([
      `Test Operator marked sale ${saleReference} as completed (reference NEFT-PAYOUT-1)`,
      `Test Operator marked sale ${saleReference} as shares received`,
    ]);
  });

  it('refuses selling what is not held, and bad input', async () => {
    const investor = await newInvestor();
    const company = await newCompany();
    const none = await call(sell, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: 1 },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('quantity');
    const noKey = await call(sell, { method: 'POST', headers: investor.headers, body: { slug: company.slug, quantity: 1 } });
    expect(noKey.status).toBe(400);
    for (const body of [
      {},
      { slug: company.slug, quantity: 0 },
      { slug: company.slug, quantity: 'many' },
      { slug: null, quantity: 1 },
      [],
      'x',
      ...INJECTION_STRINGS.map((slug) => ({ slug, quantity: 1 })),
    ]) {
      const { status } = await call(sell, { method: 'POST', headers: { ...investor.headers, 'idempotency-key': randomUUID() }, body });
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('KYC review', () => {
  it('lists submitted KYC oldest first, verifies or rejects with a reason, and audits it', async () => {
    const operator = await newOperator();
    const a = await newInvestor(false);
    const b = await newInvestor(false);
    const db = await getDb();
    // The bank account in the investors' name: the details pass the automatic check.
    for (const who of [a, b])
      await db.insert(kycRecords).values({ userId: who.id, ...VALID_KYC, bankAccountName: 'Order Tester', pan: uniquePan() });
    const list = await call(adminKycList, { headers: operator.headers, query: { status: 'submitted', limit: '50' } });
    expect(list.status).toBe(200);
    const codes = (list.body.data as { result: { userUniqueCode: string }[] }).result.map((r) => r.userUniqueCode);
    expect(codes).toEqual(expect.arrayContaining([a.userUniqueCode, b.userUniqueCode]));

    const decide = (code: string, body: unknown) =>
      call(adminKycDecide, { method: 'POST', headers: operator.headers, query: { userUniqueCode: code }, body });
    expect((await decide(a.userUniqueCode, { decision: 'reject' })).status).toBe(400);
    // The details pass the automatic check, so rejecting them waits for a second KYC reviewer (four eyes).
    const rejecting = await decide(a.userUniqueCode, { decision: 'reject', reason: 'The PAN does not match the name.' });
    expect(rejecting.status).toBe(202);
    expect(rejecting.body.data).toMatchObject({ status: 'submitted' });
    expect((await approvedBy(rejecting, await newOperator(['kyc']))).status).toBe(200);
    const [rejected] = await db.select().from(kycRecords).where(eq(kycRecords.userId, a.id));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The PAN does not match the name.' });
    expect((await decide(b.userUniqueCode, { decision: 'verify', checks: ALL_CHECKS })).body.data).toMatchObject({ status: 'verified' });
    expect((await decide(b.userUniqueCode, { decision: 'verify', checks: ALL_CHECKS })).status).toBe(409);
    expect((await decide('NOSUCHCODE', { decision: 'verify', checks: ALL_CHECKS })).status).toBe(404);
    for (const body of [{}, { decision: 'maybe' }, { decision: 'reject', reason: 'x'.repeat(5000) }, [], null]) {
      const { status } = await decide(a.userUniqueCode, body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, b.userUniqueCode));
    expect(audits).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        action: 'kyc.verified',
        before: expect.objectContaining({ status: 'submitted' }),
      }),
    ]);
  });
});

describe('companies', () => {
  it('shows and changes prices, stock, lot and status; a price change adds to the history; audited', async () => {
    clearMemo();
    const operator = await newOperator();
    const company = await newCompany({ available: 100, pricePaise: 20_000 });
    const path = withQuery(adminCompany, { slug: company.slug });
    const shown = await path({ headers: operator.headers });
    expect(shown.body.data).toMatchObject({
      slug: company.slug,
      name: company.name,
      status: 'available',
      pricePaise: 20_000,
      partnerPricePaise: 19_200,
      buybackPricePaise: 18_400,
      availableQuantity: 100,
      minQuantity: 10,
    });
    // A change of the stock waits for a second person (four eyes); nothing changes until it is approved.
    const proposed = await path({
      method: 'PATCH',
      headers: operator.headers,
      body: { pricePaise: 21_000, partnerPricePaise: 20_160, availableQuantity: 150, status: 'sold_out' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect(proposed.body.data).toMatchObject({ pricePaise: 20_000, availableQuantity: 100, status: 'available' });
    const approver = await newOperator(['prices']);
    expect((await approvedBy(proposed, approver)).status).toBe(200);
    const changed = await path({ headers: operator.headers });
    expect(changed.body.data).toMatchObject({ pricePaise: 21_000, partnerPricePaise: 20_160, availableQuantity: 150, status: 'sold_out' });
    expect(await companyStock(company.id)).toEqual({ available: 150, reserved: 0, delivered: 0, added: 150 });
    const history = await (await getDb()).select().from(companyPrices).where(eq(companyPrices.companyId, company.id));
    expect(history.filter((point) => point.pricePaise === 21_000)).toEqual([expect.objectContaining({ day: istDate(new Date()) })]);

    const partnerTooHigh = await path({ method: 'PATCH', headers: operator.headers, body: { partnerPricePaise: 21_001 } });
    expect((await path({ method: 'PATCH', headers: operator.headers, body: { pricePaise: 20_000 } })).status).toBe(400); // under the partner price
    expect(partnerTooHigh.status).toBe(400);
    expect(partnerTooHigh.body.errors).toHaveProperty('partnerPricePaise');
    for (const body of [
      {},
      { pricePaise: 0 },
      { pricePaise: -5 },
      { pricePaise: 1.5 },
      { availableQuantity: -1 },
      { availableQuantity: 2.5 },
      { minQuantity: 0 },
      { status: 'gone' },
      { name: 'x' },
      [],
      null,
      'x',
    ]) {
      const { status } = await path({ method: 'PATCH', headers: operator.headers, body });
      expect(status, JSON.stringify(body)).toBe(400);
    }
    expect((await withQuery(adminCompany, { slug: 'no-such-company' })({ headers: operator.headers })).status).toBe(404);
    const audit = await call(adminAudit, { headers: operator.headers, query: { entity: 'company', entityId: company.slug } });
    // Both people: the proposal by the operator, the approval and the change by the approver.
    expect(audit.body.data).toMatchObject({ total: 3 });
    expect(
      (audit.body.data as { result: { action: string; operator: { id: number } }[] }).result.map((row) => [row.action, row.operator.id]),
    ).toEqual(
      expect.arrayContaining([
        ['approval.propose', operator.id],
        ['approval.approve', approver.id],
        ['company.update', approver.id],
      ]),
    );
    // The change as a sentence, with rupees, and a link to the company.
    expect((audit.body.data as { result: { action: string }[] }).result.find((row) => row.action === 'company.update')).toMatchObject({
      text: expect.stringMatching(new RegExp(`^Test Operator changed ${company.slug}: .*price from ₹200\\.00 to ₹210\\.00`)),
      href: `/admin/companies/${company.slug}`,
    });
  });
});

describe('queues and settings', () => {
  it('counts each queue with its oldest item', async () => {
    const operator = await newOperator();
    const investor = await newInvestor();
    const company = await newCompany();
    const before = (await call(adminQueues, { headers: operator.headers })).body.data as Record<string, { count: number }>;
    const placed = await call(placeOrder, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
    });
    const id = String((placed.body.data as { id: number }).id);
    await call(adminOrderTransition, {
      method: 'POST',
      headers: operator.headers,
      query: { id },
      body: { to: 'payment_received', paymentReference: 'Q-1' },
    });
    const after = (await call(adminQueues, { headers: operator.headers })).body.data as Record<
      string,
      { count: number; oldestSince: string | null }
    >;
    expect(after.transfersToMake?.count).toBe((before.transfersToMake?.count ?? 0) + 1);
    expect(after.transfersToMake?.oldestSince).toEqual(expect.any(String));
    expect(Object.keys(after).sort()).toEqual([
      'approvalsWaiting',
      'kycToReview',
      'paymentsToCheck',
      'paymentsToConfirm',
      'salesToSettle',
      'ticketsWaiting',
      'transfersToConfirm',
      'transfersToMake',
    ]);
  });

  it('changes the fee rate and payment deadline within bounds, each through a second admin; the desk’s deadlines at once; audited', async () => {
    const [operator, approver] = await Promise.all([newOperator(), newOperator()]);
    const read = async () => (await call(adminSettings, { headers: operator.headers })).body.data as Record<string, number>;
    const shown = await read();
    expect(shown).toMatchObject({ feeRateBps: expect.any(Number), paymentExpiryHours: expect.any(Number) });
    const deadline = shown.paymentExpiryHours!;
    const ticketHours = shown.ticketResponseHours!;
    // The payment deadline is a control: proposed (202), unchanged until another admin approves it.
    const proposed = await call(adminSettings, {
      method: 'PATCH',
      headers: operator.headers,
      body: { paymentExpiryHours: deadline === 24 ? 36 : 24 },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect((await read()).paymentExpiryHours).toBe(deadline);
    expect((await approvedBy(proposed, approver)).status).toBe(200);
    expect((await read()).paymentExpiryHours).toBe(deadline === 24 ? 36 : 24);
    for (const body of [
      {},
      { feeRateBps: -1 },
      { feeRateBps: 5000 },
      { paymentExpiryHours: 0 },
      { paymentExpiryHours: 1.5 },
      { other: 1 },
      [],
      null,
    ]) {
      expect((await call(adminSettings, { method: 'PATCH', headers: operator.headers, body })).status, JSON.stringify(body)).toBe(400);
    }
    // The ticket response time is the desk's own deadline: it changes at once.
    expect(
      (await call(adminSettings, { method: 'PATCH', headers: operator.headers, body: { ticketResponseHours: ticketHours + 1 } })).status,
    ).toBe(200);
    expect((await read()).ticketResponseHours).toBe(ticketHours + 1);
    expect(
      (
        await approvedBy(
          await call(adminSettings, {
            method: 'PATCH',
            headers: operator.headers,
            body: { paymentExpiryHours: deadline, ticketResponseHours: ticketHours },
          }),
          approver,
        )
      ).status,
    ).toBe(200);
    // Other files' pending proposals these changes made stale are set aside in the approver's name: not counted here.
    const actions = async (id: number) =>
      (await (await getDb()).select().from(auditLog).where(eq(auditLog.operatorId, id)).orderBy(auditLog.id))
        .map((a) => a.action)
        .filter((action) => action !== 'approval.stale');
    expect(await actions(operator.id)).toEqual(['approval.propose', 'settings.update', 'approval.propose']);
    expect(await actions(approver.id)).toEqual(['settings.update', 'approval.approve', 'settings.update', 'approval.approve']);
  });
});
