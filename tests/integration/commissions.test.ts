// Commission: a referred client's completed order accrues exactly one commission for the partner; a
// rejected or cancelled one none. Payouts pay every accrued commission less TDS (section 194H), once.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { describe, expect, it } from 'vitest';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { auditLog, commissions } from '@/lib/server/db/schema';
import adminPayouts from '@/pages/api/v1/admin/payouts/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import cpCommissions from '@/pages/api/v1/cp/commissions/index';
import statement from '@/pages/api/v1/cp/commissions/statement';
import cpPayouts from '@/pages/api/v1/cp/payouts/index';
import cancelOrder from '@/pages/api/v1/user/orders/[id]/cancel';
import placeOrder from '@/pages/api/v1/user/orders/index';

import { pdfText } from '../support/pdf';

import { approvedBy } from './approvalFixtures';
import { createInvestor, createPartner, verifyKyc } from './factories';
import { call, sessionToken } from './http';
import { newCompany, newOperator } from './orderFixtures';

const partnerPrice = (pricePaise: number) => Math.round((pricePaise * 0.96) / 5) * 5;

async function setup() {
  const partner = await createPartner();
  const client = await createInvestor({ fullName: 'Commission Client', partnershipCode: partner.partner.partnershipCode });
  await verifyKyc(client.user.id);
  const company = await newCompany({ available: 500 });
  const operator = await newOperator();
  return { partner, client, company, operator };
}

async function buy(s: Awaited<ReturnType<typeof setup>>, quantity = 10) {
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...s.client.headers, 'idempotency-key': randomUUID() },
    body: { slug: s.company.slug, quantity, pricePaise: s.company.pricePaise },
  });
  expect(placed.status).toBe(201);
  return String((placed.body.data as { id: number }).id);
}

async function move(s: Awaited<ReturnType<typeof setup>>, id: string, body: Record<string, string>) {
  const answer = await call(adminTransition, { method: 'POST', query: { id }, headers: s.operator.headers, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function complete(s: Awaited<ReturnType<typeof setup>>, id: string) {
  await move(s, id, { to: 'payment_received', paymentReference: 'PAY123' });
  await move(s, id, { to: 'transfer_initiated', transferReference: 'TR12345' });
  await move(s, id, { to: 'completed' });
}

type Ledger = {
  result: { orderId: number; amountPaise: number; status: string; clientCode: string; slug: string; orderReference: string }[];
  total: number;
};

describe('commission on completion', () => {
  it('accrues exactly one commission of (price − partner price) × quantity', async () => {
    const s = await setup();
    const id = await buy(s, 10);
    const expected = (s.company.pricePaise - partnerPrice(s.company.pricePaise)) * 10;
    const none = await call(cpCommissions, { headers: s.partner.headers });
    expect((none.body.data as Ledger).total).toBe(0);
    await complete(s, id);
    const ledger = (await call(cpCommissions, { headers: s.partner.headers })).body.data as Ledger;
    expect(ledger.total).toBe(1);
    expect(ledger.result[0]).toMatchObject({
      orderId: Number(id),
      amountPaise: expected,
      status: 'accrued',
      clientCode: s.client.user.userUniqueCode,
      slug: s.company.slug,
    });
    expect(ledger.result[0]?.orderReference).toMatch(/^PB-B-/);
    // Completing again is refused, and the ledger still has one row.
    const again = await call(adminTransition, { method: 'POST', query: { id }, headers: s.operator.headers, body: { to: 'completed' } });
    expect(again.status).toBe(409);
    expect(
      await (
        await getDb()
      )
        .select()
        .from(commissions)
        .where(eq(commissions.orderId, Number(id))),
    ).toHaveLength(1);
  });

  it('earns nothing on a rejected or cancelled order, or for an investor with no partner', async () => {
    const s = await setup();
    const rejected = await buy(s);
    await move(s, rejected, { to: 'rejected', reason: 'Test rejection' });
    const cancelled = await buy(s);
    expect((await call(cancelOrder, { method: 'POST', query: { id: cancelled }, headers: s.client.headers })).status).toBe(200);
    expect(((await call(cpCommissions, { headers: s.partner.headers })).body.data as Ledger).total).toBe(0);
    const loner = await createInvestor();
    await verifyKyc(loner.user.id);
    const placed = await call(placeOrder, {
      method: 'POST',
      headers: { ...loner.headers, 'idempotency-key': randomUUID() },
      body: { slug: s.company.slug, quantity: 10, pricePaise: s.company.pricePaise },
    });
    await complete(s, String((placed.body.data as { id: number }).id));
    const rows = await (await getDb()).select().from(commissions).where(eq(commissions.companyId, s.company.id));
    expect(rows).toHaveLength(0);
  });

  it('filters and refuses bad filters; partner A never sees B’s commissions or payouts', async () => {
    const s = await setup();
    await complete(s, await buy(s));
    const other = await createPartner();
    expect(((await call(cpCommissions, { headers: other.headers })).body.data as Ledger).total).toBe(0);
    expect(((await call(cpPayouts, { headers: other.headers })).body.data as Ledger).total).toBe(0);
    expect((await call(cpCommissions, { headers: s.partner.headers, query: { status: 'nope' } })).status).toBe(400);
    expect((await call(cpCommissions, { headers: s.partner.headers, query: { month: '2026-13' } })).status).toBe(400);
    expect((await call(cpCommissions, { headers: s.partner.headers, query: { status: 'paid' } })).body.data).toMatchObject({ total: 0 });
    expect((await call(statement, { headers: s.partner.headers, query: { month: 'junk' } })).status).toBe(400);
    expect((await call(statement, { headers: s.partner.headers, query: { month: '2026-01', format: 'xls' } })).status).toBe(400);
    expect((await call(cpCommissions, { headers: s.client.headers })).status).toBeGreaterThanOrEqual(401);
    expect((await call(adminPayouts, { headers: s.partner.headers })).status).toBeGreaterThanOrEqual(401);
  });

  it('states the month with gross, TDS and net as CSV', async () => {
    const s = await setup();
    await complete(s, await buy(s, 10));
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const cookie = `${TOKEN_COOKIE.partner}=${await sessionToken('partner', s.partner.partner.id)}`;
    await testApiHandler({
      pagesHandler: statement,
      url: `/api/test?month=${month}&format=csv`,
      test: async ({ fetch }) => {
        const response = await fetch({ headers: { cookie } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/csv');
        const text = await response.text();
        expect(text).toContain('Gross commission');
        expect(text).toContain('TDS u/s 194H');
      },
    });
  });
  it('states the month as a PDF: each commission, gross, TDS and net; only the partner’s own', async () => {
    const s = await setup();
    await complete(s, await buy(s, 10));
    const ledger = (await call(cpCommissions, { headers: s.partner.headers })).body.data as Ledger;
    const entry = ledger.result[0];
    expect(entry).toBeDefined();
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const pdfOf = async (partnerId: number) => {
      const cookie = `${TOKEN_COOKIE.partner}=${await sessionToken('partner', partnerId)}`;
      let bytes = Buffer.alloc(0);
      await testApiHandler({
        pagesHandler: statement,
        url: `/api/test?month=${month}&format=pdf`,
        test: async ({ fetch }) => {
          const response = await fetch({ headers: { cookie } });
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe('application/pdf');
          expect(response.headers.get('content-disposition')).toContain(`commission-statement-${month}.pdf`);
          bytes = Buffer.from(await response.arrayBuffer());
        },
      });
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      return pdfText(bytes);
    };
    const text = await pdfOf(s.partner.partner.id);
    expect(text).toContain('Commission statement');
    expect(text).toContain(s.partner.partner.partnershipCode);
    expect(text).toContain(entry?.orderReference ?? 'missing');
    expect(text).toContain(s.client.user.userUniqueCode);
    expect(text).toContain('TDS u/s 194H at 2%');
    expect(text).toContain('Net payable');
    const other = await createPartner();
    const theirs = await pdfOf(other.partner.id);
    expect(theirs).toContain('No commission was earned in this month.');
    expect(theirs).not.toContain(entry?.orderReference ?? 'missing');
  });
});

describe('payouts', () => {
  it('pays every accrued commission less TDS (none within the threshold), once, audited, and the partner sees it', async () => {
    const s = await setup();
    await complete(s, await buy(s, 10));
    await complete(s, await buy(s, 20));
    const ledger = (await call(cpCommissions, { headers: s.partner.headers })).body.data as Ledger;
    const gross = ledger.result.reduce((sum, row) => sum + row.amountPaise, 0);
    const listed = await call(adminPayouts, { headers: s.operator.headers });
    const pending = (listed.body.data as { pending: { partnerCode: string; accruedPaise: number }[] }).pending;
    expect(pending.find((row) => row.partnerCode === s.partner.partner.partnershipCode)?.accruedPaise).toBe(gross);

    for (const [body, field] of [
      [{ partnerCode: s.partner.partner.partnershipCode }, 'bankReference'],
      [{ partnerCode: s.partner.partner.partnershipCode, bankReference: 'bad ref!' }, 'bankReference'],
      [{ bankReference: 'UTR1' }, 'partnerCode'],
    ] as const) {
      const answer = await call(adminPayouts, { method: 'POST', headers: s.operator.headers, body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[field]).toBeTruthy();
    }
    expect(
      (await call(adminPayouts, { method: 'POST', headers: s.operator.headers, body: { partnerCode: 'NOPE', bankReference: 'UTR1' } }))
        .status,
    ).toBe(404);

    // Every payout (the default threshold is ₹0) waits for a second finance person: nothing is paid until then.
    const proposed = await call(adminPayouts, {
      method: 'POST',
      headers: s.operator.headers,
      body: { partnerCode: s.partner.partner.partnershipCode, bankReference: 'NEFT-123' },
    });
    expect(proposed.status).toBe(202);
    // Within the year's ₹20,000 threshold (section 194H): no TDS (partnerBank.test.ts crosses it).
    expect(gross).toBeLessThanOrEqual(20_000_00);
    const tds = 0;
    expect(proposed.body.data).toMatchObject({ grossPaise: gross, tdsPaise: tds, netPaise: gross - tds, commissions: 2 });
    expect(((await call(cpCommissions, { headers: s.partner.headers, query: { status: 'paid' } })).body.data as Ledger).total).toBe(0);
    const approver = await newOperator(['finance']);
    const paid = await approvedBy(proposed, approver);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const recorded = (await call(adminPayouts, { headers: s.operator.headers })).body.data as {
      result: { partnerCode: string; grossPaise: number; tdsPaise: number; netPaise: number; bankReference: string }[];
    };
    expect(recorded.result.find((row) => row.partnerCode === s.partner.partner.partnershipCode)).toMatchObject({
      grossPaise: gross,
      tdsPaise: tds,
      netPaise: gross - tds,
      bankReference: 'NEFT-123',
    });
    // Payouts made are found by the partner's code, and a search that matches no partner finds none.
    const found = (await call(adminPayouts, { headers: s.operator.headers, query: { q: s.partner.partner.partnershipCode } })).body
      .data as {
      total: number;
      result: { partnerCode: string }[];
    };
    expect(found.total).toBe(1);
    expect(found.result[0]?.partnerCode).toBe(s.partner.partner.partnershipCode);
    expect(
      ((await call(adminPayouts, { headers: s.operator.headers, query: { q: 'no-such-partner' } })).body.data as { total: number }).total,
    ).toBe(0);
    const after = (await call(cpCommissions, { headers: s.partner.headers, query: { status: 'paid' } })).body.data as Ledger;
    expect(after.total).toBe(2);
    const payouts = (await call(cpPayouts, { headers: s.partner.headers })).body.data as { result: { netPaise: number }[]; total: number };
    expect(payouts.total).toBe(1);
    expect(payouts.result[0]?.netPaise).toBe(gross - tds);
    const second = await call(adminPayouts, {
      method: 'POST',
      headers: s.operator.headers,
      body: { partnerCode: s.partner.partner.partnershipCode, bankReference: 'NEFT-124' },
    });
    expect(second.status).toBe(409);
    const audits = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'payout.recorded'));
    // Paid by the person who approved it; the proposal is in the trail under the proposer.
    expect(audits.some((row) => row.operatorId === approver.id)).toBe(true);
  });
});
