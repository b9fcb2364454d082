// The operator console's pages on the server: operatorLoader (the caller checked again, never
// indexed or shared-cached), the console's loaders, and the read-only queries the console lists use (services by domain: kyc.ts, companies.ts, operators.ts, queues.ts).
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { TOKEN_COOKIE, type TokenRole } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { getServerSideProps as companyPage } from '@/lib/server/loaders/admin/companies/[slug]';
import { getServerSideProps as deskPage } from '@/lib/server/loaders/admin/index';
import { getServerSideProps as orderPage } from '@/lib/server/loaders/admin/orders/[id]';
import { getServerSideProps as ordersPage } from '@/lib/server/loaders/admin/orders/index';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { deskQueueItems } from '@/lib/server/services/queues';
import { listAdminCompanies } from '@/lib/server/services/companies';
import { submitKyc } from '@/lib/server/services/kyc';
import { placeOrder, reportPayment } from '@/lib/server/services/orders';

import { createInvestor, createPartner, uniquePan, uniqueUtr, VALID_KYC } from './factories';
import { uploadAllKycDocuments } from './kycFiles';
import { INJECTION_STRINGS, loaderContext, sessionToken } from './http';
import { newCompany, newInvestor, newOperator } from './orderFixtures';

const context = loaderContext;

const cookie = async (role: TokenRole, id: number) => ({ cookie: `${TOKEN_COOKIE[role]}=${await sessionToken(role, id)}` });

async function placedOrder(utr?: string) {
  const db = await getDb();
  const company = await newCompany();
  const investor = await newInvestor();
  const answer = await placeOrder(
    db,
    investor.id,
    { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
    { idempotencyKey: randomUUID() },
  );
  if (utr) await reportPayment(db, investor.id, answer.data.id, utr);
  return { company, investor, order: answer.data };
}

describe('operatorLoader', () => {
  const page = operatorLoader('staff', async (ctx) => ({
    props: { at: new Date('2026-01-02T00:00:00.000Z'), q: String(ctx.query.q ?? '') },
  }));

  it('sends an anonymous visitor to /admin/login?next=, never indexed nor shared-cached', async () => {
    const { ctx, res } = context('/admin/orders?status=completed');
    expect(await page(ctx)).toEqual({
      redirect: { destination: '/admin/login?next=%2Fadmin%2Forders%3Fstatus%3Dcompleted', permanent: false },
    });
    expect(res.getHeader('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.getHeader('cache-control')).toBe('private, no-store');
  });

  it("sends an investor's or a partner's token, and an operator token of no operator, to sign in", async () => {
    const { user } = await createInvestor();
    const { partner } = await createPartner();
    for (const headers of [
      await cookie('user', user.id),
      await cookie('partner', partner.id),
      await cookie('operator', 999_999),
      { cookie: 'operatorToken=garbage' },
      // An investor's token under the operator's cookie name is signed for another role.
      { cookie: `operatorToken=${await sessionToken('user', user.id)}` },
    ]) {
      const { ctx } = context('/admin', headers);
      expect(await page(ctx), JSON.stringify(headers)).toEqual({
        redirect: { destination: '/admin/login?next=%2Fadmin', permanent: false },
      });
    }
  });

  it('hands an operator and the serialised props to the page, with the no-store and noindex headers', async () => {
    const operator = await newOperator();
    const { ctx, res } = context('/admin/audit?q=x', await cookie('operator', operator.id));
    const result = await page(ctx);
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    expect(result.props).toEqual({
      at: '2026-01-02T00:00:00.000Z',
      q: 'x',
      operator: { id: operator.id, fullName: 'Test Operator', email: operator.email, roles: ['admin'] },
      // For the console's banner: setup.ts starts the suite's database with DEMO_ACCOUNTS=true.
      demoAccounts: true,
      // For the sidebar's count beside Approvals: the changes this admin may decide (four eyes).
      approvalsWaiting: expect.any(Number),
    });
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(res.getHeader('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('console loaders', () => {
  it('the desk lists an order whose payment was reported under payments to confirm', async () => {
    const operator = await newOperator();
    await placedOrder(uniqueUtr());
    const result = await deskPage(context('/admin', await cookie('operator', operator.id)).ctx);
    if (!('props' in result)) throw new Error('expected props');
    expect(result.props.queues.paymentsToConfirm?.count).toBeGreaterThan(0);
    expect(result.props.now).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('an order page has the order with its events and next steps; an unknown or malformed id is a 404', async () => {
    const operator = await newOperator();
    const headers = await cookie('operator', operator.id);
    const { order, investor } = await placedOrder();
    const found = await orderPage(context(`/admin/orders/${order.id}`, headers, { id: String(order.id) }).ctx);
    if (!('props' in found)) throw new Error('expected props');
    expect(found.props.order).toMatchObject({
      id: order.id,
      reference: order.reference,
      status: 'awaiting_payment',
      nextSteps: ['payment_received', 'rejected'],
      investor: { id: investor.id, bankAccountNumber: VALID_KYC.bankAccountNumber, dpId: VALID_KYC.dpId },
      events: [expect.objectContaining({ event: 'placed' })],
    });
    for (const id of ['999999999', 'abc', '0', '1e3', '-1']) {
      expect(await orderPage(context(`/admin/orders/${id}`, headers, { id }).ctx), id).toEqual({ notFound: true });
    }
    expect(await companyPage(context('/admin/companies/no-such', headers, { slug: 'no-such' }).ctx)).toEqual({ notFound: true });
  });

  it('the orders list reads status, search and page from the URL and ignores bad values', async () => {
    const operator = await newOperator();
    const headers = await cookie('operator', operator.id);
    const { order } = await placedOrder();
    const found = await ordersPage(context(`/admin/orders?q=${order.reference}&status=awaiting_payment`, headers).ctx);
    if (!('props' in found)) throw new Error('expected props');
    expect(found.props.list.result.map((row) => row.reference)).toEqual([order.reference]);
    expect(found.props).toMatchObject({ status: 'awaiting_payment', q: order.reference });
    const odd = await ordersPage(context('/admin/orders?status=bogus&page=-3', headers).ctx);
    if (!('props' in odd)) throw new Error('expected props');
    expect(odd.props).toMatchObject({ status: null, q: '', list: { page: 1 } });
  });
});

describe('adminConsole service', () => {
  it('gives each queue its items oldest first, linking to the console page', async () => {
    const db = await getDb();
    const first = await placedOrder(uniqueUtr());
    const second = await placedOrder(uniqueUtr());
    const { user } = await createInvestor({ fullName: 'Kyc Waiting' });
    await uploadAllKycDocuments(user.id);
    await submitKyc(db, user.id, { ...VALID_KYC, pan: uniquePan() });

    const items = await deskQueueItems(db, ['admin'], 10_000);
    const payments = items.paymentsToConfirm!.map((item) => item.reference);
    expect(payments).toContain(first.order.reference);
    expect(payments.indexOf(first.order.reference)).toBeLessThan(payments.indexOf(second.order.reference));
    const since = items.paymentsToConfirm!.map((item) => item.since);
    expect(since).toEqual([...since].sort());
    expect(items.paymentsToConfirm!.find((item) => item.reference === first.order.reference)).toEqual({
      href: `/admin/orders/${first.order.id}`,
      reference: first.order.reference,
      investor: 'Order Tester',
      subject: `${first.company.minQuantity} × ${first.company.name}`,
      since: expect.any(String),
      overdue: false,
    });
    expect(items.kycToReview!.find((item) => item.reference === user.userUniqueCode)).toMatchObject({
      href: `/admin/kyc#kyc-${user.userUniqueCode}`,
      investor: 'Kyc Waiting',
    });
    // An order whose payment was not reported waits for the investor, not the desk.
    const unpaid = await placedOrder();
    expect((await deskQueueItems(db, ['admin'], 10_000)).paymentsToConfirm!.map((item) => item.reference)).not.toContain(
      unpaid.order.reference,
    );
  });

  it('searches companies by name, pages, and treats search text literally', async () => {
    const db = await getDb();
    const company = await newCompany({ status: 'Coming Soon', available: 0 });
    const found = await listAdminCompanies(db, { q: company.name, page: 1, limit: 20 });
    expect(found.result).toEqual([
      expect.objectContaining({ slug: company.slug, status: 'Coming Soon', pricePaise: company.pricePaise, availableQuantity: 0 }),
    ]);
    expect(found.total).toBe(1);
    const pageTwo = await listAdminCompanies(db, { page: 2, limit: 1 });
    expect(pageTwo.result).toHaveLength(1);
    expect(pageTwo.total).toBeGreaterThan(1);
    for (const text of INJECTION_STRINGS) {
      expect((await listAdminCompanies(db, { q: text, page: 1, limit: 20 })).total, text).toBe(0);
    }
  });
});
