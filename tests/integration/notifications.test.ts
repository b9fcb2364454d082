// Notifications and their emails: every status change of an order, a sale or a KYC review writes one
// notification and one outbox row in its own transaction; the panel's API serves only the recipient;
// the outbox sends each email once, through a real SMTP server, and retries with back-off when it is down.
import { randomUUID } from 'node:crypto';
import net from 'node:net';

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatDate } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { emailOutbox, notifications, orders } from '@/lib/server/db/schema';
import { createSmtpMailer } from '@/lib/server/messaging/mailer';
import { drainOutbox, LEASE_MS, MAX_ATTEMPTS, messageIdFor, outboxSettled } from '@/lib/server/messaging/outbox';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { decideKyc } from '@/lib/server/services/kyc';
import { notify } from '@/lib/server/services/notifications';
import { expireOverdueOrders } from '@/lib/server/services/orders';
import { KYC_FIX_LABELS } from '@/lib/validations/kycDocuments';
import adminKycDecision from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import adminSellTransition from '@/pages/api/v1/admin/sell/[id]/transition';
import cpList from '@/pages/api/v1/cp/notifications/index';
import archiveRoute from '@/pages/api/v1/user/notifications/[id]/archive';
import readRoute from '@/pages/api/v1/user/notifications/[id]/read';
import list from '@/pages/api/v1/user/notifications/index';
import readAll from '@/pages/api/v1/user/notifications/read-all';
import cancelOrder from '@/pages/api/v1/user/orders/[id]/cancel';
import payment from '@/pages/api/v1/user/orders/[id]/payment';
import placeRoute from '@/pages/api/v1/user/orders/index';
import sellCancel from '@/pages/api/v1/user/sell/[id]/cancel';
import sellRoute from '@/pages/api/v1/user/sell/index';

import { createInvestor, createPartner, uniquePan, uniqueUtr } from './factories';
import { approvedBy } from './approvalFixtures';
import { call, type CallResult } from './http';
import { messagesTo } from './mail';
import { newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';
import { ALL_CHECKS } from './kycFiles';

interface Note {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
}
interface Listing {
  result: Note[];
  total: number;
  page: number;
  unread: number;
}

type Investor = Awaited<ReturnType<typeof newInvestor>>;
let operator: Awaited<ReturnType<typeof newOperator>>;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  operator = await newOperator();
});
afterAll(() => useRateStore(undefined));

const withId = (handler: NextApiHandler, id: number | string, options: Parameters<typeof call>[1] = {}) =>
  call(handler, { method: 'POST', body: {}, ...options, query: { ...(options.query ?? {}), id: String(id) } });

async function emailOf(userId: number) {
  const { users } = await import('@/lib/server/db/schema');
  const [row] = await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

/** The investor's notifications and outbox rows, oldest first. */
async function trail(userId: number) {
  const db = await getDb();
  const notes = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, userId)))
    .orderBy(notifications.id);
  const mails = notes.length
    ? await db
        .select()
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.dedupeKey,
            notes.map((n) => `notification:${n.id}`),
          ),
        )
        .orderBy(emailOutbox.id)
    : [];
  return { notes, mails };
}

async function place(investor: Investor, company: TestCompany, quantity = 10) {
  const { status, body } = await call(placeRoute, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { id: number; reference: string; totalPaise: number };
}

/** A 400 with a message on the field. */
async function refused(sending: Promise<CallResult>, field: string) {
  const { status, body } = await sending;
  expect(status).toBe(400);
  expect(body.errors?.[field]).toEqual(expect.any(String));
}

const move = (orderId: number, body: unknown) => withId(adminTransition, orderId, { headers: operator.headers, body });

describe('orders notify the investor, in the transaction of each change', () => {
  let company: TestCompany;
  beforeEach(async () => {
    company = await newCompany({ pricePaise: 250_000, minQuantity: 10 });
  });

  it('placed → payment reported → received → transfer → completed: one notification and one email each', async () => {
    const investor = await newInvestor();
    const order = await place(investor, company, 12);
    let { notes, mails } = await trail(investor.id);
    expect(notes).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'order.placed',
      title: `Order ${order.reference} placed`,
      link: `/dashboard/transactions/${order.id}`,
      entityType: 'order',
      entityId: String(order.id),
      readAt: null,
    });
    // Company, quantity, price and total in rupees, and the reference to quote.
    expect(notes[0]!.body).toContain(`12 shares of ${company.name} at ₹2,500.00 each`);
    expect(notes[0]!.body).toContain(`₹${(order.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(mails[0]).toMatchObject({ to: await emailOf(investor.id), subject: notes[0]!.title, dedupeKey: `notification:${notes[0]!.id}` });
    expect(mails[0]!.text).toContain(notes[0]!.body);
    expect(mails[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/dashboard/transactions/${order.id}$`));

    const utr = uniqueUtr();
    expect((await withId(payment, order.id, { headers: investor.headers, body: { utr } })).status).toBe(200);
    expect((await move(order.id, { to: 'payment_received', paymentReference: 'NEFT-PAY-1' })).status).toBe(200);
    expect((await move(order.id, { to: 'transfer_initiated', transferReference: 'NSDL-TR-9' })).status).toBe(200);
    expect((await move(order.id, { to: 'completed' })).status).toBe(200);
    ({ notes, mails } = await trail(investor.id));
    expect(notes.map((n) => n.kind)).toEqual([
      'order.placed',
      'order.payment_reported',
      'order.payment_received',
      'order.transfer_initiated',
      'order.completed',
    ]);
    expect(mails.map((m) => m.dedupeKey)).toEqual(notes.map((n) => `notification:${n.id}`));
    expect(notes[1]!.body).toContain(utr);
    expect(notes[2]!.body).toContain('NEFT-PAY-1');
    expect(notes[3]!.body).toContain('NSDL-TR-9');
    // The tracker's due day, not a promise of its own.
    const [moved] = await (await getDb()).select({ due: orders.transferDueOn }).from(orders).where(eq(orders.id, order.id));
    expect(notes[3]!.body).toContain(`Shares are expected in your demat account by ${formatDate(moved!.due!)}.`);
    expect(notes[3]!.body).not.toMatch(/hours/);
    expect(notes[4]!.body).toContain(`12 shares of ${company.name} are now in your demat account`);

    // The kicked sender delivers each email once, to the real SMTP server.
    await outboxSettled();
    // Each once; the order they reach the server in is the sender's (it sends a batch at once).
    const caught = messagesTo(await emailOf(investor.id));
    expect(caught.map((m) => m.subject).sort()).toEqual(notes.map((n) => n.title).sort());
    expect(caught.find((m) => m.subject === notes[4]!.title)?.text).toContain(`/dashboard/transactions/${order.id}`);
    const sent = await trail(investor.id);
    expect(sent.mails.every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
  });

  it('a refused change writes neither a notification nor an email', async () => {
    const investor = await newInvestor();
    const order = await place(investor, company);
    const ids = async () => {
      const { notes, mails } = await trail(investor.id);
      return { notes: notes.map((n) => n.id), mails: mails.map((m) => m.id) };
    };
    const before = await ids();
    expect(before.notes).toHaveLength(1);
    expect((await move(order.id, { to: 'completed' })).status).toBe(409);
    await refused(move(order.id, { to: 'payment_received' }), 'paymentReference');
    await refused(move(order.id, { to: 'rejected' }), 'reason');
    expect((await withId(payment, order.id, { headers: investor.headers, body: { utr: '' } })).status).toBe(400);
    // Another investor's cancel is a 404 and tells nobody anything.
    const other = await newInvestor();
    expect((await withId(cancelOrder, order.id, { headers: other.headers })).status).toBe(404);
    expect(await ids()).toEqual(before);
    expect((await trail(other.id)).notes).toEqual([]);
  });

  it('cancelled by the investor, rejected with a refund, and expired each say so', async () => {
    const investor = await newInvestor();
    const cancelled = await place(investor, company);
    expect((await withId(cancelOrder, cancelled.id, { headers: investor.headers })).status).toBe(200);
    const rejected = await place(investor, company);
    await move(rejected.id, { to: 'payment_received', paymentReference: 'PAY-2' });
    // The refund waits for a second person (four eyes), then applies as it is approved.
    const answer = await approvedBy(
      await move(rejected.id, { to: 'rejected', reason: 'The seller withdrew', refundReference: 'REFUND-77' }),
      await newOperator(['desk']),
    );
    expect(answer.status).toBe(200);
    const expiring = await place(investor, company);
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expiring.id));
    expect(await expireOverdueOrders(db)).toBeGreaterThanOrEqual(1);
    expect(await expireOverdueOrders(db)).toBe(0);

    const { notes, mails } = await trail(investor.id);
    const byEntity = (id: number) => notes.filter((n) => n.entityId === String(id)).map((n) => n.kind);
    expect(byEntity(cancelled.id)).toEqual(['order.placed', 'order.cancelled']);
    expect(byEntity(rejected.id)).toEqual(['order.placed', 'order.payment_received', 'order.rejected']);
    expect(byEntity(expiring.id)).toEqual(['order.placed', 'order.expired']);
    const rejection = notes.find((n) => n.kind === 'order.rejected')!;
    expect(rejection.body).toContain('The seller withdrew');
    expect(rejection.body).toContain('REFUND-77');
    expect(mails).toHaveLength(notes.length);
  });
});

describe('sell requests and KYC reviews notify the investor', () => {
  it('requested → shares received → completed, and a cancelled one; each links to /dashboard/sell', async () => {
    const company = await newCompany({ pricePaise: 100_000, buybackPricePaise: 90_000, minQuantity: 1 });
    const investor = await newInvestor();
    const order = await place(investor, company, 20);
    await move(order.id, { to: 'payment_received', paymentReference: 'P1' });
    await move(order.id, { to: 'transfer_initiated', transferReference: 'IN300000T1' });
    await move(order.id, { to: 'completed' });
    const sell = async (quantity: number) => {
      const { status, body } = await call(sellRoute, {
        method: 'POST',
        headers: { ...investor.headers, 'idempotency-key': randomUUID() },
        body: { slug: company.slug, quantity },
      });
      expect(status, JSON.stringify(body)).toBe(201);
      return body.data as { id: number; reference: string };
    };
    const sold = await sell(5);
    const settle = (id: number, body: unknown) => withId(adminSellTransition, id, { headers: operator.headers, body });
    expect((await settle(sold.id, { to: 'shares_received' })).status).toBe(200);
    expect((await settle(sold.id, { to: 'completed' })).status).toBe(400); // the payment reference is missing
    expect((await settle(sold.id, { to: 'completed', paymentReference: 'PAYOUT-5' })).status).toBe(200);
    const dropped = await sell(3);
    expect((await withId(sellCancel, dropped.id, { headers: investor.headers })).status).toBe(200);
    const refused = await sell(2);
    expect((await settle(refused.id, { to: 'rejected', reason: 'Transfer not received' })).status).toBe(200);

    const { notes, mails } = await trail(investor.id);
    const sales = notes.filter((n) => n.kind.startsWith('sell.'));
    expect(sales.map((n) => n.kind)).toEqual([
      'sell.requested',
      'sell.shares_received',
      'sell.completed',
      'sell.requested',
      'sell.cancelled',
      'sell.requested',
      'sell.rejected',
    ]);
    expect(sales.every((n) => n.link === '/dashboard/sell')).toBe(true);
    expect(sales[0]!.body).toContain(`5 shares of ${company.name} at ₹900.00 each (₹4,500.00)`);
    expect(sales[2]!.body).toContain('PAYOUT-5');
    expect(sales[6]!.body).toContain('Transfer not received');
    expect(mails).toHaveLength(notes.length);
  });

  it('a KYC rejection carries the reason; verifying tells the investor they can buy', async () => {
    const { user } = await createInvestor({ fullName: 'Kyc Notice' });
    const db = await getDb();
    const { kycRecords } = await import('@/lib/server/db/schema');
    await db.insert(kycRecords).values({
      userId: user.id,
      pan: uniquePan(),
      depository: 'CDSL',
      dpId: '12345678',
      clientId: '12345678',
      bankAccountName: 'Kyc Notice',
      bankAccountNumber: '123456789012',
      ifsc: 'HDFC0001234',
    });
    const decide = (body: unknown) =>
      call(adminKycDecision, { method: 'POST', headers: operator.headers, query: { userUniqueCode: user.userUniqueCode }, body });
    // The details pass the automatic check, so rejecting them waits for a second person (four eyes).
    const rejecting = await decide({ decision: 'reject', fix: ['pan_matches'], reason: 'The PAN photo is blurred' });
    expect(rejecting.status).toBe(202);
    expect((await trail(user.id)).notes).toEqual([]);
    expect((await approvedBy(rejecting, await newOperator(['kyc']))).status).toBe(200);
    // A decision on a KYC no longer awaiting review is refused, and tells the investor nothing.
    expect((await decide({ decision: 'verify', checks: ALL_CHECKS })).status).toBe(409);
    let { notes } = await trail(user.id);
    expect(notes.map((n) => [n.kind, n.link])).toEqual([['kyc.rejected', '/dashboard/kyc']]);
    expect(notes[0]!.body).toContain('The PAN photo is blurred');
    // The notification (and its email) names what to fix and the document to upload again.
    expect(notes[0]!.body).toContain(KYC_FIX_LABELS.pan_matches);
    expect(notes[0]!.body).toContain('Please upload a new PAN card');
    await db.update(kycRecords).set({ status: 'submitted' }).where(eq(kycRecords.userId, user.id));
    await decideKyc(db, operator.id, user.userUniqueCode, { decision: 'verify', checks: ALL_CHECKS });
    ({ notes } = await trail(user.id));
    expect(notes.map((n) => n.kind)).toEqual(['kyc.rejected', 'kyc.verified']);
    expect(notes[1]!.body).toBe('Your KYC is verified. You can now buy unlisted shares.');
  });
});

describe('GET/POST /api/v1/user/notifications', () => {
  async function seeded(count: number) {
    const investor = await newInvestor();
    const db = await getDb();
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) {
      ids.push(
        await db.transaction((tx) =>
          notify(tx, { userId: investor.id, kind: 'test', title: `Note ${i}`, body: `Body ${i}`, link: '/dashboard' }),
        ),
      );
    }
    return { investor, ids };
  }
  const listOf = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
    const { status, body } = await call(list, { headers, query });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as Listing;
  };

  it('lists unread newest first with the counts, pages by 20, and moves read and archived ones', async () => {
    const { investor, ids } = await seeded(22);
    const first = await listOf(investor.headers);
    expect(first).toMatchObject({ total: 22, page: 1, unread: 22 });
    expect(first.result).toHaveLength(20);
    expect(first.result[0]!.title).toBe('Note 22');
    expect((await listOf(investor.headers, { page: '2' })).result.map((n) => n.title)).toEqual(['Note 2', 'Note 1']);

    const read = await withId(readRoute, ids[0]!, { headers: investor.headers });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ id: ids[0], unread: 21 });
    // Read stays in Unread (shown as read) until archived.
    const afterRead = await listOf(investor.headers, { page: '2' });
    expect(afterRead.result.find((n) => n.id === ids[0])!.readAt).toEqual(expect.any(String));
    expect((await withId(readRoute, ids[0]!, { headers: investor.headers })).body.data).toEqual({ id: ids[0], unread: 21 });

    const archived = await withId(archiveRoute, ids[1]!, { headers: investor.headers });
    expect(archived.body.data).toEqual({ id: ids[1], unread: 20 });
    const folder = await listOf(investor.headers, { folder: 'archived' });
    expect(folder).toMatchObject({ total: 1, unread: 20, result: [expect.objectContaining({ id: ids[1], title: 'Note 2' })] });
    expect((await listOf(investor.headers)).total).toBe(21);

    const all = await call(readAll, { method: 'POST', headers: investor.headers, body: {} });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 20, unread: 0 });
    expect((await listOf(investor.headers)).unread).toBe(0);
  });

  it('refuses bad input with per-field messages, and ids that are not the caller’s with 404', async () => {
    const { investor, ids } = await seeded(1);
    await refused(call(list, { headers: investor.headers, query: { folder: 'trash' } }), 'folder');
    await refused(call(list, { headers: investor.headers, query: { page: '0' } }), 'page');
    await refused(call(list, { headers: investor.headers, query: { page: 'x' } }), 'page');
    for (const bad of ['abc', '0', '-1', '1.5', "1' or '1'='1", '99999999999']) {
      expect((await withId(readRoute, bad, { headers: investor.headers })).status, bad).toBe(404);
    }
    const other = await newInvestor();
    expect((await withId(readRoute, ids[0]!, { headers: other.headers })).status).toBe(404);
    expect((await withId(archiveRoute, ids[0]!, { headers: other.headers })).status).toBe(404);
    expect((await call(readAll, { method: 'POST', headers: other.headers, body: {} })).body.data).toEqual({ marked: 0, unread: 0 });
    expect((await listOf(investor.headers)).result[0]).toMatchObject({ id: ids[0], readAt: null, archivedAt: null });
    // Partners and anonymous callers are refused on the investor's routes.
    const { headers: partner } = await createPartner();
    expect((await call(list, { headers: partner })).status).toBe(401);
    expect((await call(list)).status).toBe(401);
    expect((await withId(readRoute, ids[0]!, { headers: partner })).status).toBe(401);
  });

  it('partners have a mailbox of their own under /api/v1/cp/notifications', async () => {
    const { partner, headers } = await createPartner();
    const db = await getDb();
    await db.transaction((tx) => notify(tx, { partnerId: partner.id, kind: 'test', title: 'For the partner', body: 'Hello', link: '/Cp' }));
    const { status, body } = await call(cpList, { headers });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 1, unread: 1, result: [expect.objectContaining({ title: 'For the partner' })] });
  });
});

describe('the outbox sender', () => {
  async function enqueue(count: number) {
    const { user } = await createInvestor({ fullName: 'Outbox Tester' });
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let i = 1; i <= count; i++) {
        await notify(tx, {
          userId: user.id,
          kind: 'test',
          title: `Mail ${i}`,
          body: `Text ${i}`,
          link: null,
          email: { subject: `Mail ${i}`, text: `Text ${i}` },
        });
      }
    });
    return user;
  }

  beforeEach(async () => {
    // Nothing of an earlier test's background run may take part in this one.
    await outboxSettled();
    // These senders drain the whole queue and count what they send. On PostgreSQL every file shares
    // one database, and mail that other files left unsent (backing off after a refused send, or never
    // kicked) would be due for them: they start from an empty queue. That run has this file alone,
    // after the others (.ci/postgres-tests.mjs), so no file is waiting on the mail set aside here.
    await (await getDb()).update(emailOutbox).set({ sentAt: new Date(), lockedUntil: null }).where(isNull(emailOutbox.sentAt));
  });

  it('two senders at once send every email exactly once', async () => {
    const user = await enqueue(5);
    const db = await getDb();
    const [a, b] = await Promise.all([drainOutbox(db), drainOutbox(db)]);
    expect(a.sent + b.sent).toBe(5);
    expect(a.failed + b.failed).toBe(0);
    expect((await drainOutbox(db)).sent).toBe(0);
    const caught = messagesTo(user.email);
    expect(caught.map((m) => m.subject).sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
    const { mails } = await trail(user.id);
    expect(mails.every((m) => m.sentAt !== null && m.attempts === 1 && m.lockedUntil === null)).toBe(true);
  });

  it('a sender never takes rows another sender holds, and a crashed sender’s rows go out after its lease', async () => {
    const user = await enqueue(3);
    const db = await getDb();
    const real = createSmtpMailer(process.env.SMTP_URL!);
    // Sender A claims the rows, then hangs on its first send until released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const started = new Promise<void>((resolve) => (claimed = resolve));
    const slow = {
      send: async (mail: Parameters<typeof real.send>[0]) => {
        claimed();
        await gate;
        await real.send(mail);
      },
    };
    const a = drainOutbox(db, { mailer: slow });
    await started;
    expect(await drainOutbox(db, { mailer: real })).toEqual({ sent: 0, failed: 0 });
    release();
    expect(await a).toEqual({ sent: 3, failed: 0 });
    expect(messagesTo(user.email)).toHaveLength(3);

    // A sender that died after claiming: the row waits out the lease, then goes out (with the same Message-ID).
    const lost = await enqueue(1);
    const [row] = (await trail(lost.id)).mails;
    const now = Date.now();
    await db
      .update(emailOutbox)
      .set({ attempts: 1, lockedUntil: new Date(now + LEASE_MS) })
      .where(eq(emailOutbox.id, row!.id));
    expect(await drainOutbox(db, { mailer: real, now: () => new Date(now + LEASE_MS - 1000) })).toEqual({ sent: 0, failed: 0 });
    expect(await drainOutbox(db, { mailer: real, now: () => new Date(now + LEASE_MS) })).toEqual({ sent: 1, failed: 0 });
    expect(messagesTo(lost.email)).toHaveLength(1);
    expect((await trail(lost.id)).mails[0]).toMatchObject({ attempts: 2, lockedUntil: null });
  });

  it('retries with growing back-off while the mail server is down, then sends once', async () => {
    const user = await enqueue(1);
    const db = await getDb();
    const down = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
    const start = Date.now();
    const at = (seconds: number) => () => new Date(start + seconds * 1000);
    const row = async () => (await trail(user.id)).mails[0]!;

    expect(await drainOutbox(db, { mailer: down, now: at(0) })).toEqual({ sent: 0, failed: 1 });
    let state = await row();
    expect(state).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(state.lastError).toEqual(expect.any(String));
    expect(state.nextAttemptAt.getTime()).toBe(start + 30_000);
    // Not due yet: nobody tries.
    expect(await drainOutbox(db, { mailer: down, now: at(29) })).toEqual({ sent: 0, failed: 0 });
    expect(await drainOutbox(db, { mailer: down, now: at(30) })).toEqual({ sent: 0, failed: 1 });
    state = await row();
    expect(state.attempts).toBe(2);
    expect(state.nextAttemptAt.getTime()).toBe(start + 30_000 + 60_000);
    expect(await drainOutbox(db, { mailer: down, now: at(90) })).toEqual({ sent: 0, failed: 1 });
    expect((await row()).nextAttemptAt.getTime()).toBe(start + 90_000 + 120_000);
    expect(messagesTo(user.email)).toEqual([]);

    // The server is back.
    const up = createSmtpMailer(process.env.SMTP_URL!);
    expect(await drainOutbox(db, { mailer: up, now: at(210) })).toEqual({ sent: 1, failed: 0 });
    expect(await drainOutbox(db, { mailer: up, now: at(10_000) })).toEqual({ sent: 0, failed: 0 });
    expect(messagesTo(user.email).map((m) => m.subject)).toEqual(['Mail 1']);
    state = await row();
    expect(state).toMatchObject({ attempts: 4, lastError: null, lockedUntil: null });
    expect(state.sentAt).not.toBeNull();
  });

  it('gives up after the last attempt and keeps the row unsent', async () => {
    const user = await enqueue(1);
    const db = await getDb();
    const down = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
    let clock = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect((await drainOutbox(db, { mailer: down, now: () => new Date(clock) })).failed).toBe(1);
      clock += 2 * 60 * 60_000;
    }
    expect(await drainOutbox(db, { mailer: createSmtpMailer(process.env.SMTP_URL!), now: () => new Date(clock) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const { mails } = await trail(user.id);
    expect(mails[0]).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
  });

  it('gives every row a Message-ID of its own that stays the same', () => {
    const a = messageIdFor({ id: 7, dedupeKey: 'notification:7' }, 'example.com');
    expect(a).toMatch(/^<outbox\.7\.[0-9a-f]{16}@example\.com>$/);
    expect(messageIdFor({ id: 7, dedupeKey: 'notification:7' }, 'example.com')).toBe(a);
    expect(messageIdFor({ id: 8, dedupeKey: 'notification:8' }, 'example.com')).not.toBe(a);
  });
});

/** A local port with nothing listening on it: the mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
