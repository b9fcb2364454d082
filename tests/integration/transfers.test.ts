// Transfers tracked and the desk's day: a transfer's reference and due day (working days from the
// settings), overdue transfers on the desk, in the orders list and on the investor's tracker, and every
// console list's CSV following its filters and permission.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { holidays, orders, platformSettings, supportTickets } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { deskQueueItems, deskQueues } from '@/lib/server/services/queues';
import { getPlatformSettings, holidaysFrom, setPlatformSettings } from '@/lib/server/services/settings';
import { addWorkingDays, indiaDay, transferDueOn } from '@/lib/workingDays';
import adminOrderList from '@/pages/api/v1/admin/orders/index';
import adminOrderTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminSellList from '@/pages/api/v1/admin/sell/index';
import adminSettings from '@/pages/api/v1/admin/settings';
import adminTicketList from '@/pages/api/v1/admin/tickets/index';
import adminApprovalList from '@/pages/api/v1/admin/approvals/index';
import adminArticleList from '@/pages/api/v1/admin/articles/index';
import adminAudit from '@/pages/api/v1/admin/audit';
import adminKycList from '@/pages/api/v1/admin/kyc/index';
import adminPayouts from '@/pages/api/v1/admin/payouts/index';
import adminStaffList from '@/pages/api/v1/admin/staff/index';
import placeOrder from '@/pages/api/v1/user/orders/index';
import orderDetail from '@/pages/api/v1/user/orders/[id]/index';

import { call, download } from './http';
import { newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

let operator: Awaited<ReturnType<typeof newOperator>>;
let investor: Awaited<ReturnType<typeof newInvestor>>;
let company: TestCompany;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  operator = await newOperator(['desk']);
  investor = await newInvestor();
  company = await newCompany({ available: 10_000 });
});
afterAll(async () => {
  useRateStore(undefined);
  await setPlatformSettings(await getDb(), { transferWorkingDays: 2 });
});

/** A paid order of the test's company: its id and reference. */
async function paidOrder() {
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id, reference } = placed.body.data as { id: number; reference: string };
  const paid = await move(id, { to: 'payment_received', paymentReference: `P${id}X` });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { id, reference };
}

const move = (id: number, body: unknown) =>
  call(adminOrderTransition, { method: 'POST', headers: operator.headers, query: { id: String(id) }, body });

/** A CSV download's lines (its byte-order mark dropped), after checking it is one. */
function csvLines(csv: Awaited<ReturnType<typeof download>>): string[] {
  expect(csv.status).toBe(200);
  expect(csv.type).toMatch(/^text\/csv/);
  return csv.data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

async function orderRow(id: number) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('a transfer the desk starts', () => {
  it('needs a valid DIS / transfer reference; a refused one changes nothing', async () => {
    const { id } = await paidOrder();
    for (const [body, message] of [
      [{ to: 'transfer_initiated' }, 'Please enter the depository transfer reference.'],
      [{ to: 'transfer_initiated', transferReference: '' }, 'Transfer reference is required.'],
      [{ to: 'transfer_initiated', transferReference: 'DIS 12;drop' }, 'Transfer reference may contain only letters, digits and / . _ -'],
      [{ to: 'transfer_initiated', transferReference: 'D'.repeat(65) }, 'Transfer reference must be at most 64 characters.'],
    ] as const) {
      const refused = await move(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors).toMatchObject({ transferReference: message });
    }
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'payment_received', transferReference: null, transferDueOn: null });
  });

  it('is due the set number of working days later, in India, and the investor reads reference and day', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { transferWorkingDays: 3 });
    const { id } = await paidOrder();
    const before = new Date();
    // A market holiday on the next working day: the count runs past it as past a weekend.
    const nextWorkingDay = addWorkingDays(indiaDay(before), 1);
    const [added] = await db.insert(holidays).values({ day: nextWorkingDay, name: 'Test holiday' }).onConflictDoNothing().returning();
    try {
      const started = await move(id, { to: 'transfer_initiated', transferReference: 'IN300214/DIS-0042' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
    } finally {
      if (added) await db.delete(holidays).where(eq(holidays.day, added.day));
    }
    const row = await orderRow(id);
    const known = new Set([...(await holidaysFrom(db, indiaDay(before))), nextWorkingDay]);
    // The day the desk started it, in India (the test may straddle midnight: either day's count is right).
    expect([transferDueOn(before, 3, known), transferDueOn(new Date(), 3, known)]).toContain(row.transferDueOn);
    expect(row.transferDueOn).not.toBe(addWorkingDays(indiaDay(before), 3));
    expect(row.transferReference).toBe('IN300214/DIS-0042');
    const seen = await call(orderDetail, { headers: investor.headers, query: { id: String(id) } });
    expect(seen.body.data).toMatchObject({
      transferReference: 'IN300214/DIS-0042',
      transferDueOn: row.transferDueOn,
      transferOverdue: false,
    });
  });
});

describe('overdue transfers', () => {
  it('are counted on the desk, listed by the orders list’s overdue filter, and told to the investor', async () => {
    const db = await getDb();
    const late = await paidOrder();
    const onTime = await paidOrder();
    expect((await move(late.id, { to: 'transfer_initiated', transferReference: 'DIS-LATE-1' })).status).toBe(200);
    expect((await move(onTime.id, { to: 'transfer_initiated', transferReference: 'DIS-ONTIME-1' })).status).toBe(200);
    const before = (await deskQueues(db, ['desk'])).transfersToConfirm!;
    // Due yesterday in India: overdue today. Due today: not yet.
    const yesterday = indiaDay(new Date(Date.now() - 86_400_000));
    await db.update(orders).set({ transferDueOn: yesterday }).where(eq(orders.id, late.id));
    await db
      .update(orders)
      .set({ transferDueOn: indiaDay(new Date()) })
      .where(eq(orders.id, onTime.id));
    const after = (await deskQueues(db, ['desk'])).transfersToConfirm!;
    expect(after.count).toBe(before.count);
    expect(after.overdue).toBe((before.overdue ?? 0) + 1);
    const items = (await deskQueueItems(db, ['desk'], 1000)).transfersToConfirm!;
    expect(items.find((item) => item.reference === late.reference)?.overdue).toBe(true);
    expect(items.find((item) => item.reference === onTime.reference)?.overdue).toBe(false);

    const listed = async (query: Record<string, string>) => {
      const answer = await call(adminOrderList, { headers: operator.headers, query: { limit: '50', ...query } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.data as { result: { reference: string; transferOverdue: boolean }[] }).result.map((row) => row.reference);
    };
    const overdueList = await listed({ overdue: '1', q: late.reference });
    expect(overdueList).toEqual([late.reference]);
    expect(await listed({ overdue: '1', q: onTime.reference })).toEqual([]);
    expect(await listed({ queue: 'transfersToConfirm', q: onTime.reference })).toEqual([onTime.reference]);
    // The whole overdue list holds only transfers past their day.
    const everyOverdue = await call(adminOrderList, { headers: operator.headers, query: { overdue: '1', limit: '50' } });
    const rows = (everyOverdue.body.data as { result: { status: string; transferOverdue: boolean }[]; total: number }).result;
    expect(rows.every((row) => row.status === 'transfer_initiated' && row.transferOverdue)).toBe(true);
    expect((everyOverdue.body.data as { total: number }).total).toBe(after.overdue);

    const seen = await call(orderDetail, { headers: investor.headers, query: { id: String(late.id) } });
    expect(seen.body.data).toMatchObject({ transferOverdue: true, transferDueOn: yesterday });
    // Completed, it is no longer overdue.
    expect((await move(late.id, { to: 'completed' })).status).toBe(200);
    expect((await deskQueues(db, ['desk'])).transfersToConfirm!.overdue).toBe(before.overdue);
  });

  it('tickets waiting more than a day are the tickets queue’s overdue part, listed by its overdue filter', async () => {
    const db = await getDb();
    const support = await newOperator(['support']);
    const before = (await deskQueues(db, ['support'])).ticketsWaiting!;
    const [old] = await db
      .insert(supportTickets)
      .values({ ownerKind: 'user', ownerId: investor.id, category: 'orders', subject: 'Where are my shares?', status: 'open' })
      .returning({ id: supportTickets.id });
    await db
      .update(supportTickets)
      .set({ updatedAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(supportTickets.id, old!.id));
    await db
      .insert(supportTickets)
      .values({ ownerKind: 'user', ownerId: investor.id, category: 'orders', subject: 'Fresh', status: 'open' });
    const after = (await deskQueues(db, ['support'])).ticketsWaiting!;
    expect(after.count).toBe(before.count + 2);
    expect(after.overdue).toBe((before.overdue ?? 0) + 1);
    const listed = await call(adminTicketList, { headers: support.headers, query: { overdue: '1', limit: '50' } });
    const ids = (listed.body.data as { result: { id: number }[] }).result.map((row) => row.id);
    expect(ids).toContain(old!.id);
    expect((listed.body.data as { total: number }).total).toBe(after.overdue);
  });
});

describe('transfer working days setting', () => {
  const patch = (body: unknown) => call(adminSettings, { method: 'PATCH', headers: adminHeaders, body });
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    adminHeaders = (await newOperator(['admin'])).headers;
  });

  it('takes a whole number of days from 1 to 30, with a message per field; a refused value changes nothing', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { transferWorkingDays: 4 });
    for (const [value, message] of [
      [0, 'Transfer working days must be at least 1 day.'],
      [31, 'Transfer working days must be at most 30 days.'],
      [1.5, 'Transfer working days must be a whole number of days.'],
      ['3', 'Transfer working days must be a number.'],
      [null, 'Transfer working days is required.'],
    ] as const) {
      const refused = await patch({ transferWorkingDays: value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.body.errors).toMatchObject({ transferWorkingDays: message });
    }
    expect((await getPlatformSettings(db)).transferWorkingDays).toBe(4);
    const saved = await patch({ transferWorkingDays: 5 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ transferWorkingDays: 5 });
    const [row] = await db.select({ days: platformSettings.transferWorkingDays }).from(platformSettings);
    expect(row?.days).toBe(5);
  });
});

describe('console list CSV', () => {
  it('the orders CSV has its header and the rows the filters match, formula-safe', async () => {
    const { reference } = await paidOrder();
    const csv = await download(adminOrderList, { format: 'csv', q: reference }, operator.headers);
    const lines = csvLines(csv);
    expect(lines[0]).toBe(
      'reference,investorCode,investor,email,company,quantity,priceRupees,totalRupees,status,utr,payment,paymentReference,transferReference,transferDueOn,transferOverdue,createdAt,updatedAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toContain(',payment_received,');
    // A status filter that excludes it leaves the header alone.
    const none = await download(adminOrderList, { format: 'csv', q: reference, status: 'completed' }, operator.headers);
    expect(csvLines(none)).toHaveLength(1);
  });

  it('the sales and tickets CSVs follow their filters', async () => {
    const sales = await download(adminSellList, { format: 'csv', queue: 'salesToSettle', q: 'no-such-sale-xyz' }, operator.headers);
    expect(csvLines(sales)).toEqual([expect.stringMatching(/^reference,investorCode,/)]);
    const support = await newOperator(['support']);
    const tickets = await download(adminTicketList, { format: 'csv', status: 'resolved' }, support.headers);
    const lines = csvLines(tickets);
    expect(lines[0]).toBe('id,subject,from,category,status,assignedTo,createdAt,updatedAt,reference,level,dueAt');
    expect(lines.slice(1).every((line) => line.includes(',resolved,'))).toBe(true);
  });

  it('keeps each list’s permission: the CSV is refused to a role that cannot read the list', async () => {
    const content = await newOperator(['content']);
    expect((await download(adminOrderList, { format: 'csv' }, content.headers)).status).toBe(403);
    expect((await download(adminSellList, { format: 'csv' }, content.headers)).status).toBe(403);
    expect((await download(adminTicketList, { format: 'csv' }, content.headers)).status).toBe(403);
    expect((await download(adminOrderList, { format: 'csv' })).status).toBe(401);
  });

  it.each([
    ['kyc', adminKycList, { status: 'verified' }, 'userCode,fullName,email,phone,status,pan,', 'kyc', 'content'],
    ['audit', adminAudit, { entity: 'settings' }, 'id,at,operator,operatorEmail,action,entity,entityId,before,after', 'auditor', 'desk'],
    ['approvals', adminApprovalList, { kind: 'refund' }, 'id,kind,entity,entityId,summary,proposedBy,createdAt', 'desk', null],
    ['staff', adminStaffList, { role: 'auditor' }, 'id,fullName,email,roles,status,createdAt,lastSeenAt', 'admin', 'desk'],
    ['articles', adminArticleList, { status: 'draft' }, 'id,title,slug,status,category,author,publishedAt', 'content', 'kyc'],
    [
      'payouts',
      adminPayouts,
      {},
      'id,partnerCode,partner,period,grossRupees,tdsRupees,netRupees,bankReference,paidAt',
      'finance',
      'content',
    ],
  ] as const)(
    'the %s list exports CSV with its filters, to the roles that read it',
    async (_name, handler, filters, header, allowed, denied) => {
      const reader = await newOperator([allowed]);
      const csv = await download(handler, { format: 'csv', ...filters }, reader.headers);
      const lines = csvLines(csv);
      expect(lines[0]?.startsWith(header)).toBe(true);
      // Every row follows the filter (the column it filters on holds its value).
      const [key, value] = Object.entries(filters)[0] ?? [];
      if (key && key !== 'role') {
        const column = lines[0]!.split(',').indexOf(key === 'kind' ? 'kind' : key);
        for (const line of lines.slice(1)) expect(line.split(',')[column]).toBe(value);
      }
      if (key === 'role') for (const line of lines.slice(1)) expect(line).toContain('auditor');
      if (denied) expect((await download(handler, { format: 'csv' }, (await newOperator([denied])).headers)).status).toBe(403);
    },
  );
});
