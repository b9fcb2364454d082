// Partners can be paid (issue 23): a PAN and bank account changed only with a fresh emailed code, then
// verified by finance; payouts go to the verified account only (409 without one); TDS under section 194H
// only once the year's commissions cross the threshold, then on the whole year less TDS already deducted.
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { auditLog, commissions, payouts } from '@/lib/server/db/schema';
import { recordPayout } from '@/lib/server/services/commissions';
import { setPlatformSettings } from '@/lib/server/services/settings';
import adminBank from '@/pages/api/v1/admin/partners/[id]/bank';
import adminPayouts from '@/pages/api/v1/admin/payouts/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import bankCode from '@/pages/api/v1/cp/profile/bank/code';
import bank from '@/pages/api/v1/cp/profile/bank/index';
import tdsReport from '@/pages/api/v1/cp/reports/tds';
import placeOrder from '@/pages/api/v1/user/orders/index';

import { createInvestor, createPartner, giveVerifiedBankAccount, verifyKyc } from './factories';
import { call, sessionToken } from './http';
import { lastCodeTo } from './mail';
import { newCompany, newOperator } from './orderFixtures';

type Partner = Awaited<ReturnType<typeof createPartner>>;
type Operator = Awaited<ReturnType<typeof newOperator>>;

let admin: Operator;
beforeAll(async () => {
  admin = await newOperator(['admin']);
  // Payouts here are paid at once; the four-eyes flow is fourEyes.test.ts's.
  await setPlatformSettings(await getDb(), { payoutApprovalPaise: 1_000_000_000_00 });
});
afterAll(async () => {
  await setPlatformSettings(await getDb(), { payoutApprovalPaise: 0 });
});

/** A completed order of the partner's client, its commission set to `amountPaise`. */
async function earn(partner: Partner, amountPaise: number) {
  const client = await createInvestor({ fullName: 'Tds Client', partnershipCode: partner.partner.partnershipCode });
  await verifyKyc(client.user.id);
  const company = await newCompany({ available: 100 });
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...client.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = String((placed.body.data as { id: number }).id);
  for (const body of [
    { to: 'payment_received', paymentReference: 'PAY-TDS' },
    { to: 'transfer_initiated', transferReference: 'TR-TDS' },
    { to: 'completed' },
  ]) {
    const moved = await call(adminTransition, { method: 'POST', query: { id }, headers: admin.headers, body });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  await (
    await getDb()
  )
    .update(commissions)
    .set({ amountPaise })
    .where(eq(commissions.orderId, Number(id)));
}

/** A payout recorded on `date` (paid at once: the four-eyes threshold is out of reach here). */
async function payOn(partner: Partner, date: string, bankReference = `NEFT-${randomUUID().slice(0, 8)}`) {
  const paid = await recordPayout(await getDb(), admin.id, { partnerCode: partner.partner.partnershipCode, bankReference }, new Date(date));
  if (paid.approval) throw new Error('The payout waits for an approval.');
  return paid;
}

describe('TDS under section 194H across a financial year', () => {
  it('deducts nothing within ₹20,000, then on the whole year less 0 when crossed, then 2%; a new year starts again', async () => {
    const partner = await createPartner();
    await earn(partner, 12_000_00);
    expect(await payOn(partner, '2026-05-10T06:00:00Z')).toMatchObject({ grossPaise: 12_000_00, tdsPaise: 0, netPaise: 12_000_00 });
    await earn(partner, 6_000_00);
    expect(await payOn(partner, '2026-07-10T06:00:00Z')).toMatchObject({ grossPaise: 6_000_00, tdsPaise: 0, netPaise: 6_000_00 });
    // ₹23,000 in the year crosses ₹20,000: 2% of the whole ₹23,000, less nothing deducted before.
    await earn(partner, 5_000_00);
    const crossing = await payOn(partner, '2026-09-10T06:00:00Z');
    expect(crossing).toMatchObject({ grossPaise: 5_000_00, tdsPaise: 460_00, netPaise: 4_540_00 });
    expect(crossing.tdsBasis).toMatchObject({
      financialYear: '2026-27',
      thresholdPaise: 20_000_00,
      yearGrossPaise: 23_000_00,
      crossed: true,
    });
    expect(crossing.tdsExplanation).toMatch(/crossed, so TDS at 2% of ₹23,000\.00 less ₹0\.00/);
    await earn(partner, 10_000_00);
    expect(await payOn(partner, '2026-12-10T06:00:00Z')).toMatchObject({ tdsPaise: 200_00, netPaise: 9_800_00 });
    // 1 April 2027: a new financial year, within the threshold again.
    await earn(partner, 10_000_00);
    expect(await payOn(partner, '2027-04-10T06:00:00Z')).toMatchObject({ tdsPaise: 0, netPaise: 10_000_00 });

    // Each payout names the verified account it went to.
    const rows = await (await getDb()).select().from(payouts).where(eq(payouts.partnerId, partner.partner.id));
    expect(new Set(rows.map((row) => row.bankAccountId)).size).toBe(1);
    expect(rows.every((row) => row.bankAccountId !== null && row.tdsBasis !== null)).toBe(true);

    // The quarterly statement (Q2: July–September) lists the amounts paid and deducted.
    const cookie = `${TOKEN_COOKIE.partner}=${await sessionToken('partner', partner.partner.id)}`;
    await testApiHandler({
      pagesHandler: tdsReport,
      url: '/api/test?fy=2026-27&quarter=Q2&format=csv',
      test: async ({ fetch }) => {
        const response = await fetch({ headers: { cookie } });
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).toContain('TDS statement (section 194H)');
        expect(text).toContain('6000.00');
        expect(text).toContain('460.00');
        expect(text).toContain('Total,,,11000.00,460.00,10540.00');
        expect(text).not.toContain('12000.00');
      },
    });
    expect((await call(tdsReport, { headers: partner.headers, query: { fy: '2026-28', quarter: 'Q5' } })).body.errors).toMatchObject({
      fy: expect.any(String),
      quarter: expect.any(String),
    });
  });

  it('takes 20% without a PAN (section 206AA), and the API answers with gross, TDS and net', async () => {
    const partner = await createPartner({}, { bank: false });
    await giveVerifiedBankAccount(partner.partner.id, { pan: null });
    await earn(partner, 25_000_00);
    const paid = await call(adminPayouts, {
      method: 'POST',
      headers: admin.headers,
      body: { partnerCode: partner.partner.partnershipCode, bankReference: 'NEFT-NOPAN' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Paid today: the threshold in force is ₹20,000, crossed by ₹25,000.
    expect(paid.body.data).toMatchObject({ grossPaise: 25_000_00, tdsPaise: 5_000_00, netPaise: 20_000_00 });
  });

  it('answers tdsPaise 0 through the API while the year stays within the threshold', async () => {
    const partner = await createPartner();
    await earn(partner, 1_000_00);
    const paid = await call(adminPayouts, {
      method: 'POST',
      headers: admin.headers,
      body: { partnerCode: partner.partner.partnershipCode, bankReference: 'NEFT-SMALL' },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ grossPaise: 1_000_00, tdsPaise: 0, netPaise: 1_000_00 });
  });

  it('refuses a payout (409) while the partner has no verified account, pending included', async () => {
    const partner = await createPartner({}, { bank: false });
    await earn(partner, 1_000_00);
    const pay = () =>
      call(adminPayouts, {
        method: 'POST',
        headers: admin.headers,
        body: { partnerCode: partner.partner.partnershipCode, bankReference: 'NEFT-NONE' },
      });
    const refused = await pay();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no verified bank account/);
    await call(bankCode, { method: 'POST', headers: partner.headers });
    const code = await lastCodeTo(partner.partner.email);
    const body = { pan: 'ABCDE1234F', accountNumber: '123456789012', ifsc: 'HDFC0001234', holderName: 'Tds Partner', code };
    expect((await call(bank, { method: 'PUT', headers: partner.headers, body })).status).toBe(200);
    expect((await pay()).status).toBe(409);
  });
});

describe('the bank account and PAN', () => {
  it('changes only with a fresh code, stays pending, and finance verifies it (audited)', async () => {
    const partner = await createPartner({}, { bank: false });
    const details = { pan: 'abcde 1234 f', accountNumber: '987654321012', ifsc: 'SBIN0004321', holderName: 'Bank Partner' };

    const noCode = await call(bank, { method: 'PUT', headers: partner.headers, body: details });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toMatchObject({ code: expect.any(String) });
    const badIfsc = await call(bank, {
      method: 'PUT',
      headers: partner.headers,
      body: { ...details, ifsc: 'SBIN1004321', code: '123456' },
    });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.body.errors).toMatchObject({ ifsc: expect.any(String) });

    expect((await call(bankCode, { method: 'POST', headers: partner.headers })).status).toBe(200);
    const code = await lastCodeTo(partner.partner.email);
    const wrong = await call(bank, {
      method: 'PUT',
      headers: partner.headers,
      body: { ...details, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const saved = await call(bank, { method: 'PUT', headers: partner.headers, body: { ...details, code } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const accounts = saved.body.data as {
      pending: { id: number; accountNumber: string; pan: string; status: string } | null;
      verified: null;
    };
    expect(accounts.verified).toBeNull();
    expect(accounts.pending).toMatchObject({ accountNumber: '••••1012', pan: '••••234F', status: 'pending' });
    // A code is used once: the same code again is refused.
    expect((await call(bank, { method: 'PUT', headers: partner.headers, body: { ...details, code } })).status).toBe(400);

    const id = String(partner.partner.id);
    const accountId = accounts.pending!.id;
    const desk = await newOperator(['desk']);
    expect(
      (await call(adminBank, { method: 'POST', query: { id }, headers: desk.headers, body: { accountId, decision: 'verify' } })).status,
    ).toBe(403);
    const noReason = await call(adminBank, {
      method: 'POST',
      query: { id },
      headers: admin.headers,
      body: { accountId, decision: 'reject' },
    });
    expect(noReason.body.errors).toMatchObject({ reason: expect.any(String) });
    const finance = await newOperator(['finance']);
    const verified = await call(adminBank, {
      method: 'POST',
      query: { id },
      headers: finance.headers,
      body: { accountId, decision: 'verify' },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: { id: accountId, status: 'verified' }, pending: null });
    expect(
      (await call(adminBank, { method: 'POST', query: { id }, headers: finance.headers, body: { accountId, decision: 'verify' } })).status,
    ).toBe(409);
    const audits = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.bank_account.verified'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.operatorId).toBe(finance.id);

    const seen = await call(bank, { headers: partner.headers });
    expect(seen.body.data).toMatchObject({ verified: { id: accountId, ifsc: 'SBIN0004321' } });
  });

  it('finance rejects a change with a reason; the history keeps it and nothing is verified', async () => {
    const partner = await createPartner({}, { bank: false });
    await call(bankCode, { method: 'POST', headers: partner.headers });
    const body = {
      accountNumber: '111122223333',
      ifsc: 'ICIC0001111',
      holderName: 'Rejected Partner',
      code: await lastCodeTo(partner.partner.email),
    };
    const saved = await call(bank, { method: 'PUT', headers: partner.headers, body });
    expect(saved.body.data).toMatchObject({ pending: { hasPan: false, pan: null } });
    const accountId = (saved.body.data as { pending: { id: number } }).pending.id;
    const finance = await newOperator(['finance']);
    const rejected = await call(adminBank, {
      method: 'POST',
      query: { id: String(partner.partner.id) },
      headers: finance.headers,
      body: { accountId, decision: 'reject', reason: 'Name does not match the bank' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      verified: null,
      pending: null,
      history: [{ id: accountId, status: 'rejected', rejectionReason: 'Name does not match the bank' }],
    });
  });
});
