// Four eyes beyond prices (issue 22), through the API routes: a change of inventory, a commission payout
// above its threshold, a KYC decision against the automatic check and a refund above its threshold are
// proposed (202 with the approval) and change nothing; the proposer and staff of another role cannot
// decide them (403); another allowed person approves (the change applies in the approval's transaction,
// the audit log names both people) or rejects with a reason (nothing changes). Thresholds are settings.
import { randomUUID } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KYC_CHECK_MESSAGES } from '@/lib/kycChecks';
import { approvalKindsFor } from '@/lib/status/approvals';
import { getDb } from '@/lib/server/db/client';
import { approvals, auditLog, commissions, kycRecords, orders } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { countPendingApprovals } from '@/lib/server/services/approvals';
import { deskQueues } from '@/lib/server/services/queues';
import { getPlatformSettings, setPlatformSettings, type PlatformSettings } from '@/lib/server/services/settings';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import rejectRoute from '@/pages/api/v1/admin/approvals/[id]/reject';
import approvalsRoute from '@/pages/api/v1/admin/approvals/index';
import companyRoute from '@/pages/api/v1/admin/companies/[slug]';
import kycDecisionRoute from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
import transitionRoute from '@/pages/api/v1/admin/orders/[id]/transition';
import payoutsRoute from '@/pages/api/v1/admin/payouts/index';
import settingsRoute from '@/pages/api/v1/admin/settings';
import placeOrder from '@/pages/api/v1/user/orders/index';

import { uniquePan, VALID_KYC } from '../support/factories';
import { createInvestor, createPartner, verifyKyc } from './factories';
import { ALL_CHECKS } from './kycFiles';
import { decide, patchCompany, staffWith, type Staff } from './approvalFixtures';
import { call } from './http';
import { companyStock, newCompany, newInvestor, type TestCompany } from './orderFixtures';

type Proposed = { approval: { id: number } };

let admin!: Staff;
let settingsBefore: PlatformSettings;
/** Two people of each role that proposes and approves: the first proposes, the second decides. */
let prices!: [Staff, Staff], kyc!: [Staff, Staff], finance!: [Staff, Staff], desk!: [Staff, Staff];

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  admin = (await staffWith(['admin']))[0]!;
  const pair = async (role: 'prices' | 'kyc' | 'finance' | 'desk') => (await staffWith([role], [role])) as [Staff, Staff];
  [prices, kyc, finance, desk] = await Promise.all([pair('prices'), pair('kyc'), pair('finance'), pair('desk')]);
  settingsBefore = await getPlatformSettings(await getDb());
});
afterAll(async () => {
  useRateStore(undefined);
  await setPlatformSettings(await getDb(), settingsBefore);
});

const approvalOf = (answer: { body: { data?: unknown } }) => (answer.body.data as Proposed).approval.id;
const approvalRow = async (id: number) => (await (await getDb()).select().from(approvals).where(eq(approvals.id, id)))[0];

/** Who did what in the audit log about one record, as [action, operator id]. */
async function trail(entity: string, entityId: string | number) {
  const rows = await (
    await getDb()
  )
    .select({ action: auditLog.action, by: auditLog.operatorId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    // In the order they were written: PostgreSQL returns rows in any order without one.
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.action, row.by]);
}

/** The proposer and the people who may not decide it are refused (403), and nothing is decided. */
async function refusedFor(id: number, ...people: Staff[]) {
  for (const who of people) {
    expect((await decide(approveRoute, who, id)).status).toBe(403);
    expect((await decide(rejectRoute, who, id, { reason: 'Not mine to decide' })).status).toBe(403);
  }
  expect(await approvalRow(id)).toMatchObject({ status: 'pending', decidedBy: null });
}

async function placed(investor: { headers: Record<string, string> }, company: TestCompany, quantity: number) {
  const answer = await call(placeOrder, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; totalPaise: number };
}

const move = (who: Staff, id: number, body: Record<string, string>) =>
  call(transitionRoute, { method: 'POST', headers: who.headers, query: { id: String(id) }, body });

describe('inventory changes', () => {
  const patch = patchCompany;
  let proposer!: Staff, checker!: Staff, kycPerson!: Staff;
  beforeAll(() => void ([[proposer, checker], [kycPerson]] = [prices, kyc]));

  it('202 with the approval, the quantity unchanged until another prices person approves; then applied, both people audited', async () => {
    const company = await newCompany({ available: 100 });
    const proposed = await patch(proposer, company.slug, { availableQuantity: 250, minQuantity: 5 });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect(proposed.body.data).toMatchObject({ availableQuantity: 100, minQuantity: 10 });
    const id = approvalOf(proposed);
    expect(await companyStock(company.id)).toMatchObject({ available: 100, added: 100 });

    // The queue shows what changes, before and after; a KYC reviewer does not see it.
    const queue = await call(approvalsRoute, { headers: checker.headers, query: { kind: 'inventory_change', limit: '50' } });
    const listed = (queue.body.data as { result: { id: number; kind: string; summary: string; changes: unknown[] }[] }).result.find(
      (row) => row.id === id,
    );
    expect(listed).toMatchObject({
      kind: 'inventory_change',
      summary: `Available shares of ${company.name} from 100 to 250 (+150)`,
      changes: [
        { label: 'Available quantity', before: '100', after: '250' },
        { label: 'Minimum lot', before: '10', after: '5' },
      ],
    });
    const priceOnly = await call(approvalsRoute, { headers: checker.headers, query: { kind: 'price_change', limit: '50' } });
    expect((priceOnly.body.data as { result: { id: number }[] }).result.map((row) => row.id)).not.toContain(id);
    const theirs = await call(approvalsRoute, { headers: kycPerson.headers, query: { limit: '50' } });
    expect((theirs.body.data as { result: { id: number }[] }).result.map((row) => row.id)).not.toContain(id);
    expect((await call(approvalsRoute, { headers: checker.headers, query: { kind: 'gone' } })).status).toBe(400);

    await refusedFor(id, proposer, kycPerson);
    expect(await companyStock(company.id)).toMatchObject({ available: 100, added: 100 });

    expect((await decide(approveRoute, checker, id)).status).toBe(200);
    expect(await companyStock(company.id)).toMatchObject({ available: 250, added: 250 });
    expect((await call(companyRoute, { headers: checker.headers, query: { slug: company.slug } })).body.data).toMatchObject({
      availableQuantity: 250,
      minQuantity: 5,
    });
    expect(await approvalRow(id)).toMatchObject({ status: 'approved', proposedBy: proposer.id, decidedBy: checker.id });
    expect(await trail('company', company.slug)).toEqual(
      expect.arrayContaining([
        ['approval.propose', proposer.id],
        ['approval.approve', checker.id],
        ['company.update', checker.id],
      ]),
    );
    expect((await decide(approveRoute, checker, id)).status).toBe(409);
  });

  it('applies the difference proposed to the stock as it is when approved (orders may have reserved shares meanwhile)', async () => {
    const company = await newCompany({ available: 100 });
    const id = approvalOf(await patch(proposer, company.slug, { availableQuantity: 150 }));
    await placed(await newInvestor(), company, 25);
    expect(await companyStock(company.id)).toMatchObject({ available: 75, reserved: 25 });
    expect((await decide(approveRoute, checker, id)).status).toBe(200);
    expect(await companyStock(company.id)).toMatchObject({ available: 125, reserved: 25, added: 150 });
  });

  it('a rejection needs a reason and changes nothing; a change that leaves the quantity as it is applies at once', async () => {
    const company = await newCompany({ available: 100 });
    const id = approvalOf(await patch(proposer, company.slug, { availableQuantity: 0 }));
    expect((await decide(rejectRoute, checker, id, {})).body.errors).toHaveProperty('reason');
    expect((await decide(rejectRoute, checker, id, { reason: 'The seller still has them' })).status).toBe(200);
    expect(await approvalRow(id)).toMatchObject({ status: 'rejected', reason: 'The seller still has them', decidedBy: checker.id });
    expect(await companyStock(company.id)).toMatchObject({ available: 100, added: 100 });
    expect((await decide(approveRoute, checker, id)).status).toBe(409);
    const same = await patch(proposer, company.slug, { availableQuantity: 100, minQuantity: 20 });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ minQuantity: 20, approval: null });
  });
});

describe('commission payouts', () => {
  async function partnerWithCommission() {
    const partner = await createPartner();
    const client = await createInvestor({ fullName: 'Payout Client', partnershipCode: partner.partner.partnershipCode });
    await verifyKyc(client.user.id);
    const company = await newCompany({ available: 500 });
    const order = await placed(client, company, 10);
    for (const body of [
      { to: 'payment_received', paymentReference: 'PAY-FE' } as Record<string, string>,
      { to: 'transfer_initiated', transferReference: 'TR-FE-1' },
      { to: 'completed' },
    ]) {
      expect((await move(admin, order.id, body)).status).toBe(200);
    }
    const accrued = await (
      await getDb()
    )
      .select({ amountPaise: commissions.amountPaise })
      .from(commissions)
      .where(eq(commissions.orderId, order.id));
    return { code: partner.partner.partnershipCode, partnerId: partner.partner.id, grossPaise: accrued[0]!.amountPaise };
  }
  const pay = (who: Staff, partnerCode: string, bankReference = 'NEFT-FE-1') =>
    call(payoutsRoute, { method: 'POST', headers: who.headers, body: { partnerCode, bankReference } });
  const paidCommissions = async (partnerId: number) =>
    (
      await (
        await getDb()
      )
        .select()
        .from(commissions)
        .where(and(eq(commissions.partnerId, partnerId), eq(commissions.status, 'paid')))
    ).length;

  it('above the threshold: 202, nothing paid, only another finance person may approve; approved, it is paid', async () => {
    const [proposer, checker] = finance;
    const partner = await partnerWithCommission();
    await setPlatformSettings(await getDb(), { payoutApprovalPaise: partner.grossPaise - 1 });
    const proposed = await pay(proposer, partner.code);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect(proposed.body.data).toMatchObject({ grossPaise: partner.grossPaise, commissions: 1, approval: { id: expect.any(Number) } });
    const id = approvalOf(proposed);
    expect(await paidCommissions(partner.partnerId)).toBe(0);
    // The payouts page says it waits, instead of offering to pay it again.
    const due = (await call(payoutsRoute, { headers: checker.headers })).body.data as {
      pending: { partnerCode: string; approvalId: number | null }[];
    };
    expect(due.pending.find((row) => row.partnerCode === partner.code)?.approvalId).toBe(id);
    // Proposed twice, it would pay twice once both were approved.
    expect((await pay(checker, partner.code, 'NEFT-FE-2')).status).toBe(409);

    await refusedFor(id, proposer, desk[0]);
    expect((await decide(approveRoute, checker, id)).status).toBe(200);
    expect(await paidCommissions(partner.partnerId)).toBe(1);
    expect(await trail('partner', partner.code)).toEqual([
      ['approval.propose', proposer.id],
      ['approval.approve', checker.id],
    ]);
    const mine = await (
      await getDb()
    )
      .select({ by: auditLog.operatorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.recorded'), eq(auditLog.operatorId, checker.id)));
    expect(mine).toEqual([{ by: checker.id, after: expect.objectContaining({ approvalId: id, bankReference: 'NEFT-FE-1' }) }]);
  });

  it('at or below the threshold it is paid at once (201); the default threshold ₹0 sends every payout to a second person', async () => {
    const [payer] = finance;
    const small = await partnerWithCommission();
    await setPlatformSettings(await getDb(), { payoutApprovalPaise: small.grossPaise });
    const paid = await pay(payer, small.code);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ grossPaise: small.grossPaise, approval: null });
    expect(await paidCommissions(small.partnerId)).toBe(1);

    await setPlatformSettings(await getDb(), { payoutApprovalPaise: 0 });
    const other = await partnerWithCommission();
    const proposed = await pay(payer, other.code);
    expect(proposed.status).toBe(202);
    expect((await decide(rejectRoute, admin, approvalOf(proposed), { reason: 'Wrong bank reference' })).status).toBe(200);
    expect(await paidCommissions(other.partnerId)).toBe(0);
    // Rejected, it may be proposed again.
    expect((await pay(payer, other.code, 'NEFT-FE-3')).status).toBe(202);
  });
});

describe('KYC decisions against the automatic check', () => {
  let proposer!: Staff, checker!: Staff, deskPerson!: Staff;
  beforeAll(() => void ([[proposer, checker], [deskPerson]] = [kyc, desk]));
  async function submitted(bankAccountName: string) {
    const { user } = await createInvestor({ fullName: 'Meera Iyer' });
    await (await getDb()).insert(kycRecords).values({ userId: user.id, ...VALID_KYC, pan: uniquePan(), bankAccountName });
    return { id: user.id, code: user.userUniqueCode };
  }
  const decideKyc = (who: Staff, code: string, body: Record<string, unknown>) =>
    call(kycDecisionRoute, { method: 'POST', headers: who.headers, query: { userUniqueCode: code }, body });
  const status = async (userId: number) =>
    (await (await getDb()).select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, userId)))[0]?.status;

  it('verifying one that failed: 202 and still submitted until another KYC reviewer approves; then verified', async () => {
    const investor = await submitted('Someone Else');
    const proposed = await decideKyc(proposer, investor.code, { decision: 'verify', checks: ALL_CHECKS });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect(proposed.body.data).toMatchObject({ status: 'submitted' });
    const id = approvalOf(proposed);
    expect(await approvalRow(id)).toMatchObject({
      kind: 'kyc_override',
      changes: expect.arrayContaining([{ label: 'Automatic check', before: KYC_CHECK_MESSAGES.nameMismatch, after: 'Overridden' }]),
    });
    expect((await decideKyc(checker, investor.code, { decision: 'verify', checks: ALL_CHECKS })).status).toBe(409);
    await refusedFor(id, proposer, deskPerson);
    expect(await status(investor.id)).toBe('submitted');
    expect((await decide(approveRoute, checker, id)).status).toBe(200);
    expect(await status(investor.id)).toBe('verified');
    expect(await trail('kyc', investor.code)).toEqual(
      expect.arrayContaining([
        ['approval.propose', proposer.id],
        ['approval.approve', checker.id],
        ['kyc.verified', checker.id],
      ]),
    );
  });

  it('rejecting one that passed: 202; rejected by the second person, nothing changes', async () => {
    const investor = await submitted('MEERA IYER');
    const proposed = await decideKyc(proposer, investor.code, { decision: 'reject', reason: 'The cheque is unreadable' });
    expect(proposed.status).toBe(202);
    const id = approvalOf(proposed);
    expect((await decide(rejectRoute, checker, id, { reason: 'The cheque reads fine' })).status).toBe(200);
    expect(await status(investor.id)).toBe('submitted');
    // Verifying it agrees with the check: done at once.
    expect((await decideKyc(proposer, investor.code, { decision: 'verify', checks: ALL_CHECKS })).status).toBe(200);
    expect(await status(investor.id)).toBe('verified');
  });

  it('a decision that agrees with the check applies at once: rejecting one that failed', async () => {
    const investor = await submitted('Someone Else');
    const rejected = await decideKyc(proposer, investor.code, { decision: 'reject', reason: 'The bank account is not yours' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', approval: null });
  });
});

describe('refunds', () => {
  let proposer!: Staff, checker!: Staff, financePerson!: Staff;
  beforeAll(() => void ([[proposer, checker], [financePerson]] = [desk, finance]));
  async function paidOrder(quantity = 10) {
    const company = await newCompany({ available: 100 });
    const order = await placed(await newInvestor(), company, quantity);
    expect((await move(proposer, order.id, { to: 'payment_received', paymentReference: 'PAY-RF' })).status).toBe(200);
    return { company, order };
  }
  const orderRow = async (id: number) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0]!;
  const refund = (who: Staff, id: number) => move(who, id, { to: 'rejected', reason: 'The seller withdrew', refundReference: 'RFND-1' });

  it('above the threshold: 202, the order stays paid with its shares until another desk person approves; then rejected and refunded', async () => {
    await setPlatformSettings(await getDb(), { refundApprovalPaise: 0 });
    const { company, order } = await paidOrder();
    const proposed = await refund(proposer, order.id);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    expect(proposed.body.data).toMatchObject({ status: 'payment_received', refundReference: null });
    const id = approvalOf(proposed);
    expect((await refund(checker, order.id)).status).toBe(409);
    await refusedFor(id, proposer, financePerson);
    expect(await orderRow(order.id)).toMatchObject({ status: 'payment_received', refundReference: null });
    expect(await companyStock(company.id)).toMatchObject({ available: 90, reserved: 10 });

    expect((await decide(approveRoute, checker, id)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'rejected', refundReference: 'RFND-1', reason: 'The seller withdrew' });
    expect(await companyStock(company.id)).toMatchObject({ available: 100, reserved: 0 });
    expect(await trail('order', order.id)).toEqual(
      expect.arrayContaining([
        ['order.payment_received', proposer.id],
        ['approval.propose', proposer.id],
        ['approval.approve', checker.id],
        ['order.rejected', checker.id],
      ]),
    );
  });

  it('is applied in one transaction: when the order moved on meanwhile, approving is refused and the approval stays pending', async () => {
    await setPlatformSettings(await getDb(), { refundApprovalPaise: 0 });
    const { order } = await paidOrder();
    const id = approvalOf(await refund(proposer, order.id));
    expect((await move(checker, order.id, { to: 'transfer_initiated', transferReference: 'TR-RF-1' })).status).toBe(200);
    expect((await move(checker, order.id, { to: 'completed' })).status).toBe(200);
    expect((await decide(approveRoute, checker, id)).status).toBe(409);
    expect(await approvalRow(id)).toMatchObject({ status: 'pending' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', refundReference: null });
    expect((await decide(rejectRoute, checker, id, { reason: 'Delivered after all' })).status).toBe(200);
  });

  it('at or below the threshold, and an unpaid order, are rejected at once', async () => {
    const { order } = await paidOrder();
    await setPlatformSettings(await getDb(), { refundApprovalPaise: order.totalPaise });
    const done = await refund(proposer, order.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'rejected', refundReference: 'RFND-1', approval: null });
    await setPlatformSettings(await getDb(), { refundApprovalPaise: 0 });
    const unpaid = await placed(await newInvestor(), await newCompany({ available: 100 }), 10);
    expect((await move(proposer, unpaid.id, { to: 'rejected', reason: 'Third-party account' })).status).toBe(200);
  });
});

describe('thresholds and the queue', () => {
  it('the settings take the payout and refund thresholds in paise, with a message per field', async () => {
    const patch = (body: Record<string, unknown>) => call(settingsRoute, { method: 'PATCH', headers: admin.headers, body });
    const refused = await patch({ payoutApprovalPaise: -1, refundApprovalPaise: 1.5 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      payoutApprovalPaise: 'Payout needing a second approval must be at least ₹0.00.',
      refundApprovalPaise: 'Refund needing a second approval must be a whole number of paise.',
    });
    // A threshold is a control: it changes only when another admin approves.
    const saved = await patch({ payoutApprovalPaise: 5_000_000, refundApprovalPaise: 2_500_000 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(202);
    expect(await getPlatformSettings(await getDb())).toMatchObject({ payoutApprovalPaise: settingsBefore.payoutApprovalPaise });
    const [secondAdmin] = await staffWith(['admin']);
    await refusedFor(approvalOf(saved), admin, prices[1]);
    expect((await decide(approveRoute, secondAdmin!, approvalOf(saved))).status).toBe(200);
    expect(await getPlatformSettings(await getDb())).toMatchObject({ payoutApprovalPaise: 5_000_000, refundApprovalPaise: 2_500_000 });
    expect(await trail('settings', 1)).toEqual(
      expect.arrayContaining([
        ['approval.propose', admin.id],
        ['settings.update', secondAdmin!.id],
      ]),
    );
  });

  it('the desk shows "approvals waiting" with the count and oldest age of the kinds each person may decide', async () => {
    const db = await getDb();
    const pendingNow = () =>
      db
        .select({ id: approvals.id, kind: approvals.kind, createdAt: approvals.createdAt })
        .from(approvals)
        .where(and(eq(approvals.status, 'pending'), inArray(approvals.kind, approvalKindsFor(['prices']))));
    // Other files propose and decide price changes and files meanwhile: the desk is compared with the table read just
    // before and just after it, and read again (a few times at most) until nothing changed in between.
    const ids = (rows: { id: number }[]) =>
      rows
        .map((row) => row.id)
        .sort((x, y) => x - y)
        .join();
    const sameRows = (a: { id: number }[], b: { id: number }[]) => ids(a) === ids(b);
    let pending = await pendingNow();
    let queues = await deskQueues(db, ['prices']);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const after = await pendingNow();
      if (sameRows(pending, after)) break;
      pending = after;
      queues = await deskQueues(db, ['prices']);
    }
    expect(queues.approvalsWaiting?.count).toBe(pending.length);
    const oldest = pending.map((row) => row.createdAt.getTime()).sort((a, b) => a - b)[0];
    expect(queues.approvalsWaiting?.oldestSince).toBe(oldest === undefined ? null : new Date(oldest).toISOString());
    expect((await deskQueues(db, ['content'])).approvalsWaiting).toBeUndefined();
    // The sidebar's count beside Approvals is the same number.
    expect(await countPendingApprovals(db, ['prices'])).toBe(pending.length);
    expect(await countPendingApprovals(db, ['content'])).toBe(0);
  });
});
