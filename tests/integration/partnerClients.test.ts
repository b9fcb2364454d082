// The partner's clients (with holdings value and open orders), one client's detail and the AUM as on a
// date: each partner sees only their own clients; numbers a partner must not see are masked.
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, companyPrices, kycRecords, orderEvents } from '@/lib/server/db/schema';
import { placeOrder, transitionOrder } from '@/lib/server/services/orders';
import { partnerSummary } from '@/lib/server/services/commissions';
import { listPartnerClientsWithValue } from '@/lib/server/services/partnerClients';
import assetsRoute from '@/pages/api/v1/cp/assets/index';
import clientRoute from '@/pages/api/v1/cp/clients/[code]';

import { createInvestor, createPartner, verifyKyc } from './factories';
import { call } from './http';
import { newCompany, newOperator, type TestCompany } from './orderFixtures';

let operatorId: number;
beforeAll(async () => {
  operatorId = (await newOperator()).id;
});

/** A referred investor with a verified KYC who chose at sign-up to share their holdings and orders with the partner (unless told not). */
async function clientOf(partnershipCode: string, fullName: string, partnerSharing = true) {
  const { user } = await createInvestor({ fullName, partnershipCode, partnerSharing });
  await verifyKyc(user.id);
  return user;
}

/** The client's PAN (verifyKyc gives each account its own). */
async function panOf(userId: number) {
  const [row] = await (await getDb()).select({ pan: kycRecords.pan }).from(kycRecords).where(eq(kycRecords.userId, userId));
  return row?.pan ?? '';
}

async function buy(userId: number, company: TestCompany, quantity: number, completedAt?: Date) {
  const db = await getDb();
  const { data } = await placeOrder(
    db,
    userId,
    { slug: company.slug, quantity, pricePaise: company.pricePaise },
    { idempotencyKey: randomUUID() },
  );
  const orderId = data.id;
  if (!completedAt) return orderId;
  await transitionOrder(db, operatorId, orderId, { to: 'payment_received', paymentReference: 'PAY-1' });
  await transitionOrder(db, operatorId, orderId, { to: 'transfer_initiated', transferReference: 'TRF-0001' });
  await transitionOrder(db, operatorId, orderId, { to: 'completed' });
  await db
    .update(orderEvents)
    .set({ at: completedAt })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'completed')));
  return orderId;
}

async function csv(headers: Record<string, string>, query: string) {
  let result: { status: number; text: string; type: string | null } | undefined;
  await testApiHandler({
    pagesHandler: assetsRoute as NextApiHandler,
    url: `/api/test?${query}`,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
    },
  });
  if (!result) throw new Error('no response');
  return result;
}

describe('partner clients', () => {
  it('lists holdings value and open orders; the detail is the partner’s own client only, with numbers masked', async () => {
    const [a, b] = [await createPartner(), await createPartner()];
    const company = await newCompany({ pricePaise: 20_000, minQuantity: 1 });
    const client = await clientOf(a.partner.partnershipCode, 'Asha Client');
    const otherClient = await clientOf(b.partner.partnershipCode, 'Other Client');
    await buy(client.id, company, 10, new Date());
    await buy(client.id, company, 2); // open: awaiting payment

    const list = await listPartnerClientsWithValue(await getDb(), a.partner.id, 1);
    expect(list.clients).toEqual([expect.objectContaining({ fullName: 'Asha Client', holdingsValuePaise: 200_000, openOrders: 1 })]);

    const detail = await call(clientRoute, { headers: a.headers, query: { code: client.userUniqueCode } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      fullName: 'Asha Client',
      kyc: { status: 'verified', bankAccount: '••••9012', pan: `••••${(await panOf(client.id)).slice(-4)}` },
      holdings: [{ slug: company.slug, quantity: 10, valuePaise: 200_000 }],
      holdingsValuePaise: 200_000,
    });
    const orderStatuses = (detail.body.data as { orders: { status: string }[] }).orders.map((o) => o.status).sort();
    expect(orderStatuses).toEqual(['awaiting_payment', 'completed']);
    const text = JSON.stringify(detail.body);
    expect(text).not.toContain('123456789012');
    expect(text).not.toContain('10234567');

    expect((await call(clientRoute, { headers: a.headers, query: { code: otherClient.userUniqueCode } })).status).toBe(404);
    expect((await call(clientRoute, { headers: b.headers, query: { code: client.userUniqueCode } })).status).toBe(404);
    expect((await call(clientRoute, { headers: a.headers, query: { code: "' OR '1'='1" } })).status).toBe(404);
  });
});

describe('the partner dashboard’s assets under management', () => {
  it('count the holdings of the clients who share them, and no others', async () => {
    const { partner } = await createPartner();
    const company = await newCompany({ pricePaise: 20_000, minQuantity: 1 });
    const sharing = await clientOf(partner.partnershipCode, 'Sharing Client');
    const declined = await clientOf(partner.partnershipCode, 'Private Client', false);
    await buy(sharing.id, company, 3, new Date());
    await buy(declined.id, company, 7, new Date());
    expect(await partnerSummary(await getDb(), partner.id)).toMatchObject({ clients: 2, aumPaise: 60_000 });
  });
});

describe('GET /api/v1/cp/assets', () => {
  it('rebuilds holdings as on a date at the price in force then, by company and by client, only the partner’s own', async () => {
    const [a, b] = [await createPartner(), await createPartner()];
    const company = await newCompany({ pricePaise: 20_000, minQuantity: 1 });
    const db = await getDb();
    await db.insert(companyPrices).values({ companyId: company.id, day: '2024-01-05', pricePaise: 15_000 });
    const client = await clientOf(a.partner.partnershipCode, 'Ravi Client');
    const otherClient = await clientOf(b.partner.partnershipCode, 'B Client');
    await buy(client.id, company, 20, new Date('2024-01-10T06:00:00Z'));
    await buy(otherClient.id, company, 7, new Date('2024-01-10T06:00:00Z'));

    const before = await call(assetsRoute, { headers: a.headers, query: { date: '2024-01-09' } });
    expect(before.body.data).toMatchObject({ date: '2024-01-09', totalPaise: 0, byCompany: [], byClient: [] });

    const onDay = await call(assetsRoute, { headers: a.headers, query: { date: '2024-01-31' } });
    expect(onDay.body.data).toMatchObject({
      totalPaise: 300_000,
      byCompany: [{ slug: company.slug, quantity: 20, pricePaise: 15_000, valuePaise: 300_000, clients: 1 }],
      byClient: [{ userUniqueCode: client.userUniqueCode, valuePaise: 300_000 }],
    });

    const today = await call(assetsRoute, { headers: a.headers });
    expect(today.body.data).toMatchObject({ totalPaise: 400_000 });
    const theirs = await call(assetsRoute, { headers: b.headers, query: { date: '2024-01-31' } });
    expect(theirs.body.data).toMatchObject({ totalPaise: 105_000, byClient: [{ userUniqueCode: otherClient.userUniqueCode }] });
  });

  it('answers a CSV, formula-safe', async () => {
    const a = await createPartner();
    const company = await newCompany({ pricePaise: 20_000, minQuantity: 1 });
    await (await getDb()).update(companies).set({ name: '=cmd|calc' }).where(eq(companies.id, company.id));
    const client = await clientOf(a.partner.partnershipCode, '+Plus Client');
    await buy(client.id, company, 3, new Date());
    const file = await csv(a.headers, 'format=csv');
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.text).toContain("'+Plus Client");
    expect(file.text).toContain("'=cmd|calc,3,200.00,600.00");
    expect(file.text).toContain('Total,,,,,600.00');
  });

  it('refuses a bad date or format with 400', async () => {
    const a = await createPartner();
    for (const date of ['2024-02-30', '31-01-2024', 'today', '2999-01-01', "' OR 1=1"]) {
      const answer = await call(assetsRoute, { headers: a.headers, query: { date } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.date).toBe('Enter a date as YYYY-MM-DD, not in the future.');
    }
    expect((await call(assetsRoute, { headers: a.headers, query: { format: 'pdf' } })).body.errors?.format).toBe(
      'format must be json or csv.',
    );
  });
});
