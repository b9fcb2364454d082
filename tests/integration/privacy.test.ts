// Data rights (issue 23): an export is the owner's only and goes pending → ready by the runner; an erasure
// closes the account, keeps exactly the held records and removes the rest; the retention job deletes what
// has expired, never what is under a legal hold.
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { NO_PASSWORD_MARKER } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import {
  cartItems,
  commissions,
  dataExports,
  externalHoldings,
  holdings,
  kycRecords,
  notifications,
  oneTimeCodes,
  orders,
  partners,
  savedScreens,
  sessions,
  supportMessages,
  supportTickets,
  users,
  watchlistItems,
} from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { ERASURE_MESSAGES, sweepErasures } from '@/lib/server/services/dataErasure';
import { exportsSettled, prepareExports } from '@/lib/server/services/dataExport';
import { placeOrder } from '@/lib/server/services/orders';
import { ERASURE_PROOF_MESSAGES, EXPORTS_PER_DAY } from '@/lib/validations/privacy';
import { claimDailyRun, runRetention } from '@/lib/server/services/retention';
import adminInvestorPrivacy from '@/pages/api/v1/admin/investors/[id]/privacy';
import cpErasure from '@/pages/api/v1/cp/privacy/erasure/index';
import cpExports from '@/pages/api/v1/cp/privacy/export/index';
import userErasureCode from '@/pages/api/v1/user/privacy/erasure/code';
import userErasure from '@/pages/api/v1/user/privacy/erasure/index';
import userExport from '@/pages/api/v1/user/privacy/export/[id]/index';
import userExportDownload from '@/pages/api/v1/user/privacy/export/[id]/download';
import userExports from '@/pages/api/v1/user/privacy/export/index';
import userLogin from '@/pages/api/v1/user/auth/login';
import userProfile from '@/pages/api/v1/user/profile/index';
import userVerifySend from '@/pages/api/v1/user/profile/verify/send';

import { auditActionsOf, createInvestor, createPartner, verifyKyc } from './factories';
import { bearer, call, download } from './http';
import { lastCodeTo, messagesTo } from './mail';
import { newCompany, newOperator } from './orderFixtures';

beforeEach(() => resetRateLimits());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** A completed order's row (completed orders hold no reservation, so writing it directly moves no stock). */
async function completedOrder(userId: number, companyId: number) {
  const [row] = await (
    await getDb()
  )
    .insert(orders)
    .values({
      reference: `PB-T-${randomUUID().slice(0, 8)}`,
      userId,
      companyId,
      quantity: 10,
      pricePaise: 10_000,
      considerationPaise: 100_000,
      stampDutyPaise: 15,
      feePaise: 0,
      gstPaise: 0,
      totalPaise: 100_015,
      status: 'completed',
      utr: `UTR${randomUUID().slice(0, 12)}`,
      expiresAt: new Date(Date.now() + DAY),
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('data export', () => {
  it('is prepared in the background, downloadable as JSON and PDF by its owner only', async () => {
    const partner = (await createPartner({ fullName: 'Referring Partner' })).partner;
    const investor = await createInvestor({ fullName: 'Export Owner' });
    const db = await getDb();
    await db.update(users).set({ partnerId: partner.id }).where(eq(users.id, investor.user.id));
    await verifyKyc(investor.user.id);

    const asked = await call(userExports, { method: 'POST', headers: investor.headers });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const data = asked.body.data as { id: number; status: string };
    expect(data.status).toBe('pending');

    const stranger = await createInvestor();
    const params = { id: String(data.id) };
    expect((await call(userExport, { query: params, headers: stranger.headers })).status).toBe(404);
    expect((await call(userExportDownload, { query: params, headers: stranger.headers })).status).toBe(404);

    await exportsSettled();
    await prepareExports(db);
    const ready = await call(userExport, { query: params, headers: investor.headers });
    expect(ready.body.data).toMatchObject({ id: data.id, status: 'ready', expiresAt: expect.any(String) });
    const notified = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, investor.user.id)));
    expect(notified.map((row) => row.kind)).toContain('privacy.export_ready');

    const json = await download(userExportDownload, { ...params, format: 'json' }, investor.headers);
    expect(json.status).toBe(200);
    expect(json.type).toContain('application/json');
    const content = JSON.parse(json.data.toString('utf8')) as Record<string, unknown>;
    expect(content.profile).toMatchObject({ fullName: 'Export Owner', email: investor.user.email });
    expect(content.profile).not.toHaveProperty('passwordHash');
    expect(content.kyc).toMatchObject({ status: 'verified' });
    expect(content.sharedWith).toEqual([expect.objectContaining({ recipient: 'referring partner', name: 'Referring Partner' })]);
    for (const section of [
      'orders',
      'sales',
      'holdings',
      'cart',
      'watchlist',
      'watchAlerts',
      'holdingsElsewhere',
      'savedScreens',
      'notifications',
      'tickets',
      'sessions',
      'consents',
      'termsAccepted',
    ]) {
      expect(Array.isArray(content[section]), section).toBe(true);
    }

    const pdf = await download(userExportDownload, { ...params, format: 'pdf' }, investor.headers);
    expect(pdf.status).toBe(200);
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await call(userExportDownload, { query: { ...params, format: 'xml' }, headers: investor.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('format');
  });

  it('keeps one pending export per account: a second request and the download answer 409 meanwhile', async () => {
    const investor = await createInvestor();
    const db = await getDb();
    const [pending] = await db
      .insert(dataExports)
      .values({ accountKind: 'user', accountId: investor.user.id })
      .returning({ id: dataExports.id });
    const again = await call(userExports, { method: 'POST', headers: investor.headers });
    expect(again.status).toBe(409);
    const early = await call(userExportDownload, { query: { id: String(pending!.id) }, headers: investor.headers });
    expect(early.status).toBe(409);
    await prepareExports(db);
    const [row] = await db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.id, pending!.id));
    expect(row?.status).toBe('ready');
  });

  it('gives an account 3 copies a day: the 4th is a 429 with Retry-After until the first is a day old', async () => {
    const investor = await createInvestor();
    const db = await getDb();
    const ask = () => call(userExports, { method: 'POST', headers: investor.headers });
    // The finding: one account asked for 60 copies in 10 minutes (each prepared before the next).
    for (let i = 0; i < EXPORTS_PER_DAY; i++) {
      expect((await ask()).status).toBe(202);
      await exportsSettled();
      await prepareExports(db);
    }
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^You can ask for 3 copies of your data a day\. Please try again in 2[34] hours\.$/),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    // A day after the first, one more.
    const [first] = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.accountKind, 'user'), eq(dataExports.accountId, investor.user.id)))
      .orderBy(dataExports.id)
      .limit(1);
    await db
      .update(dataExports)
      .set({ createdAt: ago(1.01) })
      .where(eq(dataExports.id, first!.id));
    expect((await ask()).status).toBe(202);
  });

  it('counts requests at once one after the other: of 6 parallel ones at the limit, one passes', async () => {
    const partner = await createPartner();
    const db = await getDb();
    await db.insert(dataExports).values(
      Array.from({ length: EXPORTS_PER_DAY - 1 }, () => ({
        accountKind: 'partner' as const,
        accountId: partner.partner.id,
        status: 'ready' as const,
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + DAY),
      })),
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(cpExports, { method: 'POST', headers: partner.headers })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429, 429, 429]);
    for (const answer of answers.filter((one) => one.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.accountKind, 'partner'), eq(dataExports.accountId, partner.partner.id)));
    expect(rows).toHaveLength(EXPORTS_PER_DAY);
  });

  it('serves partners the same way', async () => {
    const partner = await createPartner();
    const db = await getDb();
    const asked = await call(cpExports, { method: 'POST', headers: partner.headers });
    expect(asked.status).toBe(202);
    await exportsSettled();
    await prepareExports(db);
    const listed = await call(cpExports, { headers: partner.headers });
    expect(listed.body.data).toMatchObject({ exports: [expect.objectContaining({ status: 'ready' })] });
  });
});

describe('erasure', () => {
  it('is refused while the investor holds shares or has an open order, saying what to do first', async () => {
    const investor = await createInvestor();
    const company = await newCompany();
    const db = await getDb();
    await db.insert(holdings).values({ userId: investor.user.id, companyId: company.id, quantity: 10, costPaise: 100_000 });
    const close = () => call(userErasure, { method: 'POST', headers: investor.headers, body: { password: investor.password } });
    const held = await close();
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(ERASURE_MESSAGES.holdings);
    await db.delete(holdings).where(eq(holdings.userId, investor.user.id));
    // An open order placed as an investor does (it reserves its shares, which the unpaid-order sweep gives back).
    await verifyKyc(investor.user.id);
    await placeOrder(
      db,
      investor.user.id,
      { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
      { idempotencyKey: randomUUID() },
    );
    const open = await close();
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(ERASURE_MESSAGES.openOrder);
  });

  it('closes the account at once, then keeps exactly the held records and removes the rest', async () => {
    const investor = await createInvestor({ fullName: 'Erased Person' });
    const id = investor.user.id;
    const company = await newCompany();
    const db = await getDb();
    await verifyKyc(id);
    const orderId = await completedOrder(id, company.id);
    await db.insert(cartItems).values({ userId: id, companyId: company.id, quantity: 10 });
    await db.insert(watchlistItems).values({ userId: id, companyId: company.id });
    await db.insert(externalHoldings).values({
      userId: id,
      assetClass: 'real_estate',
      name: 'Flat in Pune',
      costPaise: 5_000_000_00,
      acquiredOn: '2020-01-01',
      valuePaise: 7_000_000_00,
      valueAsOf: '2026-01-01',
      valueSource: 'Your estimate',
    });
    await db.insert(savedScreens).values({ ownerKind: 'user', ownerId: id, name: 'Mine', query: 'Price > 1' });
    const [ticket] = await db
      .insert(supportTickets)
      .values({ ownerKind: 'user', ownerId: id, category: 'general', subject: 'My address is 12 MG Road' })
      .returning({ id: supportTickets.id });
    await db.insert(supportMessages).values({ ticketId: ticket!.id, authorKind: 'customer', authorId: id, body: 'Call me on 9876543210' });
    const otherDevice = await bearer('user', id);

    const asked = await call(userErasure, { method: 'POST', headers: investor.headers, body: { password: investor.password } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.data).toMatchObject({ closedAt: expect.any(String), erasureDueAt: expect.any(String) });
    expect((await call(userProfile, { headers: otherDevice })).status).toBe(401);
    await expect(createSession(db, 'user', id, { ip: null, userAgent: null })).rejects.toMatchObject({ status: 403 });

    // Nothing is erased before the notice runs out.
    expect(await sweepErasures(db)).toBe(0);
    expect((await db.select().from(cartItems).where(eq(cartItems.userId, id))).length).toBe(1);

    await db
      .update(users)
      .set({ erasureDueAt: ago(1) })
      .where(eq(users.id, id));
    expect(await sweepErasures(db)).toBeGreaterThanOrEqual(1);

    const [account] = await db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ fullName: 'Erased account', phone: null, email: `erased-user-${id}@invalid` });
    expect(account!.erasedAt).not.toBeNull();
    const years = (account!.keepUntil!.getTime() - account!.closedAt!.getTime()) / (365.25 * DAY);
    expect(Math.round(years)).toBe(5);
    // Removed.
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, id))).toEqual([]);
    expect(await db.select().from(watchlistItems).where(eq(watchlistItems.userId, id))).toEqual([]);
    expect(await db.select().from(externalHoldings).where(eq(externalHoldings.userId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(savedScreens)
        .where(and(eq(savedScreens.ownerKind, 'user'), eq(savedScreens.ownerId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.role, 'user'), eq(sessions.accountId, id))),
    ).toEqual([]);
    const [message] = await db.select({ body: supportMessages.body }).from(supportMessages).where(eq(supportMessages.ticketId, ticket!.id));
    expect(message?.body).toBe('[erased]');
    const [erasedTicket] = await db
      .select({ subject: supportTickets.subject })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket!.id));
    expect(erasedTicket?.subject).toBe('[erased]');
    // Kept (Prevention of Money Laundering Act).
    expect(await db.select({ pan: kycRecords.pan }).from(kycRecords).where(eq(kycRecords.userId, id))).toHaveLength(1);
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
  });

  it('erases a partner the same way, after refusing while commissions await payout', async () => {
    const partner = await createPartner({ fullName: 'Leaving Partner' });
    const id = partner.partner.id;
    const db = await getDb();
    const investor = await createInvestor();
    const company = await newCompany();
    const orderId = await completedOrder(investor.user.id, company.id);
    await db.insert(commissions).values({
      partnerId: id,
      orderId,
      userId: investor.user.id,
      companyId: company.id,
      quantity: 10,
      amountPaise: 5_000,
      status: 'accrued',
    });
    const close = () => call(cpErasure, { method: 'POST', headers: partner.headers, body: { password: partner.password } });
    const refused = await close();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ERASURE_MESSAGES.accruedCommissions);
    await db.update(commissions).set({ status: 'paid' }).where(eq(commissions.partnerId, id));
    expect((await close()).status).toBe(202);
    await db
      .update(partners)
      .set({ erasureDueAt: ago(1) })
      .where(eq(partners.id, id));
    await sweepErasures(db);
    const [row] = await db.select().from(partners).where(eq(partners.id, id));
    expect(row).toMatchObject({ fullName: 'Erased account', email: `erased-partner-${id}@invalid`, firm: null });
    expect(await db.select({ id: commissions.id }).from(commissions).where(eq(commissions.partnerId, id))).toHaveLength(1);
  });

  it('is cancelled by an operator during the notice: the account can sign in again (audited)', async () => {
    const investor = await createInvestor();
    const operator = await newOperator(['admin']);
    expect((await call(userErasure, { method: 'POST', headers: investor.headers, body: { password: investor.password } })).status).toBe(
      202,
    );
    const cancelled = await call(adminInvestorPrivacy, {
      method: 'DELETE',
      query: { id: String(investor.user.id) },
      headers: operator.headers,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await call(userProfile, { headers: await bearer('user', investor.user.id) })).status).toBe(200);
    expect(await auditActionsOf('user', investor.user.id)).toContain('user.erasure_cancel');
  });
});

describe('erasure asks who is there', () => {
  const isOpen = async (id: number) => {
    const [row] = await (await getDb()).select({ closedAt: users.closedAt }).from(users).where(eq(users.id, id));
    return row?.closedAt === null;
  };

  it('needs the password: without it a 400 on password, a wrong one a 403, and the account stays open', async () => {
    const investor = await createInvestor();
    // The finding: a signed-in session alone (a borrowed laptop, a stolen cookie) closed the account.
    for (const body of [undefined, {}, { password: '' }]) {
      const missing = await call(userErasure, { method: 'POST', headers: investor.headers, body });
      expect(missing.status, JSON.stringify(body)).toBe(400);
      expect(missing.body.errors?.password, JSON.stringify(body)).toBe('Password is required.');
    }
    const wrong = await call(userErasure, { method: 'POST', headers: investor.headers, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'invalid_credentials', errors: { password: ERASURE_PROOF_MESSAGES.passwordWrong } });
    expect(await isOpen(investor.user.id)).toBe(true);
    expect((await call(userProfile, { headers: investor.headers })).status).toBe(200);

    const partner = await createPartner();
    const partnerMissing = await call(cpErasure, { method: 'POST', headers: partner.headers, body: {} });
    expect(partnerMissing.body.errors).toEqual({ password: 'Password is required.' });
    expect((await call(cpErasure, { method: 'POST', headers: partner.headers, body: { password: 'wrong-password' } })).status).toBe(403);
  });

  it('counts wrong passwords as sign-in attempts: after 5, even the right one waits (429 locked_out)', async () => {
    const investor = await createInvestor();
    const close = (password: string) => call(userErasure, { method: 'POST', headers: investor.headers, body: { password } });
    const wrongs = await Promise.all(Array.from({ length: 8 }, (_, i) => close(`wrong-password-${i}`)));
    expect(wrongs.map((answer) => answer.status).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    const locked = await close(investor.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('locked_out');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sign-in form counts the same attempts.
    expect((await call(userLogin, { method: 'POST', body: { email: investor.user.email, password: investor.password } })).status).toBe(429);
    expect(await isOpen(investor.user.id)).toBe(true);
  });

  it('an account without a password (opened with Google) confirms with a code emailed to it', async () => {
    const investor = await createInvestor();
    const db = await getDb();
    await db.update(users).set({ passwordHash: NO_PASSWORD_MARKER }).where(eq(users.id, investor.user.id));
    const close = (body: unknown) => call(userErasure, { method: 'POST', headers: investor.headers, body });

    const missing = await close({ password: investor.password });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ code: 'Code is required.' });
    // No code asked for yet: none works.
    expect((await close({ code: '123456' })).body.errors?.code).toEqual(expect.any(String));

    const sent = await call(userErasureCode, { method: 'POST', headers: investor.headers });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(ERASURE_PROOF_MESSAGES.codeSent);
    const mail = messagesTo(investor.user.email).at(-1)!;
    expect(mail.subject).toMatch(/code to confirm closing your account$/);
    const code = await lastCodeTo(investor.user.email);

    const wrong = await close({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.code).toMatch(/not right/);
    expect(await isOpen(investor.user.id)).toBe(true);

    expect((await close({ code })).status).toBe(202);
    expect(await isOpen(investor.user.id)).toBe(false);
  });

  it('a code is only for accounts without a password, and one for another purpose does not close', async () => {
    const investor = await createInvestor();
    const asked = await call(userErasureCode, { method: 'POST', headers: investor.headers });
    expect(asked.status).toBe(409);
    expect(asked.body.errors).toEqual({ password: ERASURE_PROOF_MESSAGES.hasPassword });
    expect(messagesTo(investor.user.email)).toEqual([]);

    const google = await createInvestor();
    const db = await getDb();
    await db.update(users).set({ passwordHash: NO_PASSWORD_MARKER }).where(eq(users.id, google.user.id));
    expect((await call(userVerifySend, { method: 'POST', headers: google.headers, body: { channel: 'email' } })).status).toBe(200);
    const verifyCode = await lastCodeTo(google.user.email);
    expect((await call(userErasure, { method: 'POST', headers: google.headers, body: { code: verifyCode } })).status).toBe(400);
    expect(await isOpen(google.user.id)).toBe(true);
  });
});

describe('retention', () => {
  it('runs once a day across instances', async () => {
    const db = await getDb();
    const job = `test-${randomUUID()}`;
    expect(await claimDailyRun(db, job)).toBe(true);
    expect(await claimDailyRun(db, job)).toBe(false);
  });

  it('deletes expired one-time codes and ended sessions, and keeps live ones', async () => {
    const db = await getDb();
    const investor = await createInvestor();
    const id = investor.user.id;
    const code = (expiresAt: Date) => ({
      role: 'user' as const,
      purpose: 'sign-in' as const,
      channel: 'email' as const,
      destination: investor.user.email,
      accountId: id,
      codeHash: randomUUID(),
      expiresAt,
    });
    const [expired] = await db
      .insert(oneTimeCodes)
      .values(code(ago(3)))
      .returning({ id: oneTimeCodes.id });
    const [live] = await db
      .insert(oneTimeCodes)
      .values(code(new Date(Date.now() + 600_000)))
      .returning({ id: oneTimeCodes.id });
    const ended = await createSession(db, 'user', id, { ip: null, userAgent: null });
    await db
      .update(sessions)
      .set({ endedAt: ago(40) })
      .where(eq(sessions.id, ended.sessionId));
    const current = await createSession(db, 'user', id, { ip: null, userAgent: null });

    const report = await runRetention(db);
    expect(report.codes).toBeGreaterThanOrEqual(1);
    const codesLeft = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(eq(oneTimeCodes.accountId, id));
    expect(codesLeft.map((row) => row.id)).toEqual([live!.id]);
    expect(expired).toBeDefined();
    const sessionsLeft = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.role, 'user'), eq(sessions.accountId, id)))
    ).map((row) => row.id);
    expect(sessionsLeft).toContain(current.sessionId);
    expect(sessionsLeft).not.toContain(ended.sessionId);
  });

  it('removes the attachments of tickets resolved long ago, and keeps recent ones', async () => {
    const db = await getDb();
    const investor = await createInvestor();
    const ticketWith = async (updatedAt: Date) => {
      const [ticket] = await db
        .insert(supportTickets)
        .values({ ownerKind: 'user', ownerId: investor.user.id, category: 'general', subject: 'Statement', status: 'resolved', updatedAt })
        .returning({ id: supportTickets.id });
      const [message] = await db
        .insert(supportMessages)
        .values({
          ticketId: ticket!.id,
          authorKind: 'customer',
          authorId: investor.user.id,
          body: 'Attached',
          attachmentKey: randomUUID().replace(/-/g, ''),
          attachmentName: 'pan.pdf',
          attachmentType: 'application/pdf',
          attachmentSize: 100,
        })
        .returning({ id: supportMessages.id });
      return message!.id;
    };
    const old = await ticketWith(ago(200));
    const recent = await ticketWith(ago(10));
    await runRetention(db);
    const nameOf = async (id: number) =>
      (await db.select({ name: supportMessages.attachmentName }).from(supportMessages).where(eq(supportMessages.id, id)))[0]?.name;
    expect(await nameOf(old)).toBeNull();
    expect(await nameOf(recent)).toBe('pan.pdf');
  });

  it("deletes an erased account's kept records when due, never under a legal hold (set by an operator, audited)", async () => {
    const db = await getDb();
    const operator = await newOperator(['admin']);
    const erasedAccount = async () => {
      const investor = await createInvestor();
      await verifyKyc(investor.user.id);
      await db
        .update(users)
        .set({ closedAt: ago(6 * 366), erasedAt: ago(6 * 366 - 2), keepUntil: ago(1) })
        .where(eq(users.id, investor.user.id));
      return investor.user.id;
    };
    const held = await erasedAccount();
    const due = await erasedAccount();
    const hold = await call(adminInvestorPrivacy, {
      method: 'PATCH',
      query: { id: String(held) },
      headers: operator.headers,
      body: { legalHold: true },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    expect(await auditActionsOf('user', held)).toContain('user.legal_hold');
    const invalid = await call(adminInvestorPrivacy, { method: 'PATCH', query: { id: String(held) }, headers: operator.headers, body: {} });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('legalHold');

    await runRetention(db);
    const kyc = async (userId: number) => db.select({ userId: kycRecords.userId }).from(kycRecords).where(eq(kycRecords.userId, userId));
    expect(await kyc(held)).toHaveLength(1);
    expect(await kyc(due)).toEqual([]);
    const [kept] = await db.select({ keepUntil: users.keepUntil }).from(users).where(eq(users.id, held));
    expect(kept?.keepUntil).not.toBeNull();
    const [purged] = await db.select({ keepUntil: users.keepUntil }).from(users).where(eq(users.id, due));
    expect(purged?.keepUntil).toBeNull();
  });
});
