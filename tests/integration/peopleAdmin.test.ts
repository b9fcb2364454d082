// Investors and partners in the console (issue 22) through their API routes: found by each search field
// and filter (and as CSV), disabled (sessions end, sign-in refused) and enabled, signed out, moved to
// another partner with a reason (past orders keep theirs), noted; a partner applicant approved or
// rejected (and unable to propose until approved); bad input refused per field; 403 per role.
import { randomUUID } from 'node:crypto';

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffRole } from '@/lib/permissions';
import { getDb } from '@/lib/server/db/client';
import { auditLog, kycRecords, orders, partners, sessions, staffNotes, users } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { PEOPLE_MESSAGES } from '@/lib/validations/people';
import { PROPOSAL_MESSAGES } from '@/lib/validations/proposals';
import partnerLogin from '@/pages/api/v1/cp/auth/login';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import investorRoute from '@/pages/api/v1/admin/investors/[id]/index';
import investorNotes from '@/pages/api/v1/admin/investors/[id]/notes';
import investorMove from '@/pages/api/v1/admin/investors/[id]/partner';
import investorSignOut from '@/pages/api/v1/admin/investors/[id]/sign-out';
import investorList from '@/pages/api/v1/admin/investors/index';
import partnerDecision from '@/pages/api/v1/admin/partners/[id]/decision';
import partnerRoute from '@/pages/api/v1/admin/partners/[id]/index';
import partnerNotes from '@/pages/api/v1/admin/partners/[id]/notes';
import partnerList from '@/pages/api/v1/admin/partners/index';
import userLogin from '@/pages/api/v1/user/auth/login';
import userOrders from '@/pages/api/v1/user/orders/index';

import { createInvestor, createPartner, uniquePan, uniqueTag, VALID_KYC, verifyKyc } from './factories';
import { call, download, expectFieldRefused, sessionToken } from './http';
import { newCompany, newOperator } from './orderFixtures';

let admin: Awaited<ReturnType<typeof newOperator>>;
beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  admin = await newOperator(['admin']);
});
// The run's shared store again for the files after this one (they reset it between tests).
afterAll(() => useRateStore(undefined));

const at = (id: number) => ({ id: String(id) });

/** An investor with a unique name and a submitted KYC with its own PAN, referred by partner (if any). */
async function investorWithKyc(partnershipCode?: string) {
  const name = `Person ${uniqueTag()}`;
  const investor = await createInvestor({ fullName: name, partnershipCode });
  const pan = uniquePan();
  await (await getDb()).insert(kycRecords).values({ ...VALID_KYC, userId: investor.user.id, pan, status: 'submitted' });
  return { ...investor, pan, name };
}

type Listed = {
  total: number;
  result: { id: number; pan: string | null; kycStatus: string; access: string; partner: { id: number } | null }[];
};
const listInvestors = async (query: Record<string, string>, headers = admin.headers) =>
  (await call(investorList, { headers, query })).body.data as Listed;

const liveSessions = async (role: 'user' | 'partner', id: number) => {
  const [row] = await (
    await getDb()
  )
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.role, role), eq(sessions.accountId, id), eq(sessions.endReason, 'disabled')));
  return row?.n ?? 0;
};

describe('finding investors', () => {
  it('finds an investor by name, email, phone, PAN and user code', async () => {
    const investor = await investorWithKyc();
    const { user } = investor;
    for (const q of [investor.name, user.email.toUpperCase(), user.phone!, investor.pan, investor.pan.toLowerCase(), user.userUniqueCode]) {
      const found = await listInvestors({ q });
      expect(
        found.result.map((row) => row.id),
        q,
      ).toEqual([user.id]);
      expect(found.result[0]).toMatchObject({ pan: investor.pan, kycStatus: 'submitted', access: 'active' });
    }
    // A part of a PAN or code matches nothing: those are exact.
    expect((await listInvestors({ q: investor.pan.slice(0, 6) })).total).toBe(0);
    expect((await listInvestors({ q: `nobody-${randomUUID()}` })).total).toBe(0);
  });

  it('filters by KYC status, access and partner (and "none"), and exports the same rows as CSV', async () => {
    const { partner } = await createPartner();
    const referred = await investorWithKyc(partner.partnershipCode);
    const direct = await investorWithKyc();
    const byPartner = await listInvestors({ partner: partner.partnershipCode.toLowerCase() });
    expect(byPartner.result.map((row) => row.id)).toEqual([referred.user.id]);
    expect((await listInvestors({ q: direct.name, partner: 'none' })).total).toBe(1);
    expect((await listInvestors({ q: referred.name, partner: 'none' })).total).toBe(0);
    expect((await listInvestors({ q: direct.name, kyc: 'submitted' })).total).toBe(1);
    expect((await listInvestors({ q: direct.name, kyc: 'verified' })).total).toBe(0);
    expect((await listInvestors({ q: direct.name, access: 'disabled' })).total).toBe(0);

    const csv = await download(investorList, { format: 'csv', partner: partner.partnershipCode }, admin.headers);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.data.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('userCode,fullName,email,phone,pan,kycStatus,partnershipCode,access,joinedAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(referred.pan);
  });

  it('finds partners by name, email, phone, firm and code; applicants come first', async () => {
    const firm = `Firm ${uniqueTag()}`;
    const { partner } = await createPartner({ fullName: `Partner ${uniqueTag()}`, firm }, { pending: true });
    for (const q of [partner.fullName, partner.email, partner.phone, firm, partner.partnershipCode.toLowerCase()]) {
      const found = (await call(partnerList, { headers: admin.headers, query: { q } })).body.data as Listed;
      expect(
        found.result.map((row) => row.id),
        q,
      ).toEqual([partner.id]);
    }
    const pending = (await call(partnerList, { headers: admin.headers, query: { status: 'pending', limit: '50' } })).body.data as {
      result: { id: number; status: string }[];
    };
    expect(pending.result.map((row) => row.id)).toContain(partner.id);
    expect(pending.result.every((row) => row.status === 'pending')).toBe(true);
    const csv = await download(partnerList, { format: 'csv', q: firm }, admin.headers);
    expect(csv.data.toString('utf8')).toContain(partner.partnershipCode);
  });

  it('counts each partner’s clients, in the list and on the record', async () => {
    const { partner } = await createPartner({ fullName: `Partner ${uniqueTag()}` });
    await investorWithKyc(partner.partnershipCode);
    await investorWithKyc(partner.partnershipCode);
    const found = (await call(partnerList, { headers: admin.headers, query: { q: partner.partnershipCode } })).body.data as {
      result: { id: number; clients: number }[];
    };
    expect(found.result).toEqual([expect.objectContaining({ id: partner.id, clients: 2 })]);
    const record = (await call(partnerRoute, { headers: admin.headers, query: at(partner.id) })).body.data as { clients: number };
    expect(record.clients).toBe(2);
    // Each partner counts their own: one without clients has none.
    const { partner: alone } = await createPartner({ fullName: `Partner ${uniqueTag()}` });
    const lonely = (await call(partnerList, { headers: admin.headers, query: { q: alone.partnershipCode } })).body.data as {
      result: { clients: number }[];
    };
    expect(lonely.result.map((row) => row.clients)).toEqual([0]);
    expect(((await call(partnerRoute, { headers: admin.headers, query: at(alone.id) })).body.data as { clients: number }).clients).toBe(0);
  });

  it('shows the record: KYC, orders, sessions, notes; 404 for an unknown id', async () => {
    const investor = await investorWithKyc();
    await sessionToken('user', investor.user.id);
    const record = await call(investorRoute, { headers: admin.headers, query: at(investor.user.id) });
    expect(record.status).toBe(200);
    expect(record.body.data).toMatchObject({
      id: investor.user.id,
      kyc: { status: 'submitted' },
      orders: [],
      holdings: [],
      tickets: [],
      notes: [],
      sessions: { live: 2 },
    });
    expect((await call(investorRoute, { headers: admin.headers, query: at(999_999_999) })).status).toBe(404);
    expect((await call(investorRoute, { headers: admin.headers, query: { id: 'abc' } })).status).toBe(404);
  });
});

describe('acting on an investor', () => {
  it('disabling ends their sessions and refuses sign-in; enabling lets them in again', async () => {
    const investor = await investorWithKyc();
    const id = investor.user.id;
    const login = () => call(userLogin, { method: 'POST', body: { email: investor.user.email, password: investor.password } });
    expect((await login()).status).toBe(200);

    const disabled = await call(investorRoute, { method: 'PATCH', headers: admin.headers, query: at(id), body: { disabled: true } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body.message).toContain('cannot sign in');
    expect(await liveSessions('user', id)).toBe(2);
    // The session the factory gave them no longer works.
    expect((await call(userOrders, { headers: investor.headers })).status).toBe(401);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_disabled');
    expect((await listInvestors({ q: investor.pan, access: 'disabled' })).total).toBe(1);

    const enabled = await call(investorRoute, { method: 'PATCH', headers: admin.headers, query: at(id), body: { disabled: false } });
    expect(enabled.status).toBe(200);
    expect((await login()).status).toBe(200);
    const logged = await (
      await getDb()
    )
      .select({ action: auditLog.action, by: auditLog.operatorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))))
      // In the order they were written: PostgreSQL returns rows in any order without one.
      .orderBy(auditLog.id);
    expect(logged).toEqual([
      { action: 'user.disable', by: admin.id },
      { action: 'user.enable', by: admin.id },
    ]);
  });

  it('ends every session without disabling', async () => {
    const investor = await investorWithKyc();
    const ended = await call(investorSignOut, { method: 'POST', headers: admin.headers, query: at(investor.user.id) });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ sessionsEnded: 1 });
    expect((await call(userOrders, { headers: investor.headers })).status).toBe(401);
    expect((await call(userLogin, { method: 'POST', body: { email: investor.user.email, password: investor.password } })).status).toBe(200);
  });

  it('moves an investor to another partner with a reason; their past order keeps its partner', async () => {
    const from = await createPartner();
    const to = await createPartner();
    const investor = await investorWithKyc(from.partner.partnershipCode);
    await verifyKyc(investor.user.id);
    const company = await newCompany();
    const placed = await call(userOrders, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const db = await getDb();
    const [before] = await db.select().from(orders).where(eq(orders.userId, investor.user.id));

    const moved = await call(investorMove, {
      method: 'POST',
      headers: admin.headers,
      query: at(investor.user.id),
      body: { partnershipCode: to.partner.partnershipCode.toLowerCase(), reason: 'Client asked to be served by the Pune office' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, investor.user.id));
    expect(user?.partnerId).toBe(to.partner.id);
    const [after] = await db.select().from(orders).where(eq(orders.userId, investor.user.id));
    expect(after).toEqual(before);
    expect(after?.partnerId).toBe(from.partner.id);
    const [entry] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.move_partner'), eq(auditLog.entityId, String(investor.user.id))));
    expect(entry?.after).toMatchObject({ partnerId: to.partner.id, reason: 'Client asked to be served by the Pune office' });

    // To no partner at all.
    const none = await call(investorMove, {
      method: 'POST',
      headers: admin.headers,
      query: at(investor.user.id),
      body: { partnershipCode: '', reason: 'Left the partner' },
    });
    expect(none.status).toBe(200);
    expect((await listInvestors({ q: investor.name })).result[0]?.partner).toBeNull();
  });

  it('refuses a bad move per field and changes nothing', async () => {
    const from = await createPartner();
    const applicant = await createPartner({}, { pending: true });
    const investor = await investorWithKyc(from.partner.partnershipCode);
    const db = await getDb();
    const partnerOf = async () =>
      (await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, investor.user.id)))[0]?.partnerId;
    const move = (body: unknown) => call(investorMove, { method: 'POST', headers: admin.headers, query: at(investor.user.id), body });
    const cases: [unknown, string, string, number][] = [
      [{ partnershipCode: 'ZZZZ9999', reason: 'A good reason' }, 'partnershipCode', PEOPLE_MESSAGES.unknownPartner, 400],
      [
        { partnershipCode: applicant.partner.partnershipCode, reason: 'A good reason' },
        'partnershipCode',
        PEOPLE_MESSAGES.partnerNotApproved,
        400,
      ],
      [{ partnershipCode: from.partner.partnershipCode, reason: 'A good reason' }, 'partnershipCode', PEOPLE_MESSAGES.samePartner, 409],
      [{ partnershipCode: 'no!', reason: 'A good reason' }, 'partnershipCode', 'Please enter a valid partnership code.', 400],
      [{ partnershipCode: '' }, 'reason', PEOPLE_MESSAGES.reasonRequired, 400],
      [{ partnershipCode: '', reason: 'no' }, 'reason', PEOPLE_MESSAGES.reasonRequired, 400],
      [{ partnershipCode: '', reason: 'x'.repeat(501) }, 'reason', PEOPLE_MESSAGES.reasonLong, 400],
    ];
    for (const [body, field, message, status] of cases) {
      const answer = await move(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.errors?.[field]).toBe(message);
      expect(await partnerOf()).toBe(from.partner.id);
    }
    const bad = await call(investorRoute, {
      method: 'PATCH',
      headers: admin.headers,
      query: at(investor.user.id),
      body: { disabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.disabled).toBe(PEOPLE_MESSAGES.disabledField);
    expect(
      (
        await call(investorMove, {
          method: 'POST',
          headers: admin.headers,
          query: at(999_999_999),
          body: { partnershipCode: '', reason: 'A good reason' },
        })
      ).status,
    ).toBe(404);
  });

  it('adds staff notes with their author and time; an empty or long note is refused', async () => {
    const investor = await investorWithKyc();
    const db = await getDb();
    const rows = async () =>
      (await db.select({ n: count() }).from(staffNotes).where(eq(staffNotes.subjectId, investor.user.id)))[0]?.n ?? 0;
    const note = (body: unknown) => call(investorNotes, { method: 'POST', headers: admin.headers, query: at(investor.user.id), body });
    const added = await note({ body: 'Called about the transfer; prefers email.' });
    expect(added.status).toBe(201);
    const record = (await call(investorRoute, { headers: admin.headers, query: at(investor.user.id) })).body.data as {
      notes: { body: string; author: string }[];
    };
    expect(record.notes).toEqual([expect.objectContaining({ body: 'Called about the transfer; prefers email.', author: 'Test Operator' })]);
    await expectFieldRefused(() => note({ body: '   ' }), { field: 'body', message: PEOPLE_MESSAGES.noteRequired, rows });
    await expectFieldRefused(() => note({ body: 'x'.repeat(2001) }), { field: 'body', message: PEOPLE_MESSAGES.noteLong, rows });
    await expectFieldRefused(() => note({}), { field: 'body', message: PEOPLE_MESSAGES.noteRequired, rows });
  });
});

describe('partners', () => {
  it('a new partner is pending and cannot propose until approved; approval is audited and final', async () => {
    const applicant = await createPartner({}, { pending: true });
    const id = applicant.partner.id;
    const client = await createInvestor({ partnershipCode: applicant.partner.partnershipCode });
    const company = await newCompany();
    const propose = () =>
      call(cpProposals, {
        method: 'POST',
        headers: applicant.headers,
        body: { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
      });
    const early = await propose();
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'partner_not_approved', message: PROPOSAL_MESSAGES.notApproved });

    const approved = await call(partnerDecision, { method: 'POST', headers: admin.headers, query: at(id), body: { decision: 'approve' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ status: 'approved' });
    await verifyKyc(client.user.id);
    expect((await propose()).status).not.toBe(403);
    const again = await call(partnerDecision, {
      method: 'POST',
      headers: admin.headers,
      query: at(id),
      body: { decision: 'reject', reason: 'Changed our mind' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PEOPLE_MESSAGES.notPending);
  });

  it('a rejection needs its reason; a rejected partner stays unable to propose', async () => {
    const applicant = await createPartner({}, { pending: true });
    const id = applicant.partner.id;
    const db = await getDb();
    const status = async () => (await db.select({ status: partners.status }).from(partners).where(eq(partners.id, id)))[0]?.status;
    const decide = (body: unknown) => call(partnerDecision, { method: 'POST', headers: admin.headers, query: at(id), body });
    for (const [body, field, message] of [
      [{ decision: 'reject' }, 'reason', PEOPLE_MESSAGES.reasonRequired],
      [{ decision: 'maybe' }, 'decision', PEOPLE_MESSAGES.decision],
    ] as const) {
      const answer = await decide(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[field]).toBe(message);
      expect(await status()).toBe('pending');
    }
    expect((await decide({ decision: 'reject', reason: 'No SEBI registration found' })).status).toBe(200);
    expect(await status()).toBe('rejected');
    const [entry] = await db
      .select({ after: auditLog.after, by: auditLog.operatorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.reject'), eq(auditLog.entityId, String(id))));
    expect(entry).toEqual({ after: { status: 'rejected', reason: 'No SEBI registration found' }, by: admin.id });
  });

  it('a disabled partner cannot sign in; notes work on partners too', async () => {
    const { partner, password } = await createPartner();
    const login = () => call(partnerLogin, { method: 'POST', body: { email: partner.email, password } });
    expect(
      (await call(partnerRoute, { method: 'PATCH', headers: admin.headers, query: at(partner.id), body: { disabled: true } })).status,
    ).toBe(200);
    expect(await liveSessions('partner', partner.id)).toBe(1);
    expect((await login()).status).toBe(403);
    expect(
      (await call(partnerRoute, { method: 'PATCH', headers: admin.headers, query: at(partner.id), body: { disabled: false } })).status,
    ).toBe(200);
    expect((await login()).status).toBe(200);
    expect(
      (
        await call(partnerNotes, {
          method: 'POST',
          headers: admin.headers,
          query: at(partner.id),
          body: { body: 'Met at the Mumbai meet-up.' },
        })
      ).status,
    ).toBe(201);
    const record = (await call(partnerRoute, { headers: admin.headers, query: at(partner.id) })).body.data as {
      notes: unknown[];
      access: string;
    };
    expect(record).toMatchObject({ access: 'active', notes: [expect.objectContaining({ body: 'Met at the Mumbai meet-up.' })] });
  });
});

describe('who may', () => {
  it('lets the desk act; KYC, support, finance and auditors read only; prices and content neither', async () => {
    const investor = await investorWithKyc();
    const staff = async (role: StaffRole) => (await newOperator([role])).headers;
    const expected: Record<Exclude<StaffRole, 'admin'>, { read: number; write: number }> = {
      desk: { read: 200, write: 201 },
      kyc: { read: 200, write: 403 },
      support: { read: 200, write: 403 },
      finance: { read: 200, write: 403 },
      auditor: { read: 200, write: 403 },
      prices: { read: 403, write: 403 },
      content: { read: 403, write: 403 },
    };
    for (const [role, want] of Object.entries(expected) as [Exclude<StaffRole, 'admin'>, { read: number; write: number }][]) {
      const headers = await staff(role);
      expect((await call(investorList, { headers, query: { q: investor.pan } })).status, role).toBe(want.read);
      expect((await call(investorRoute, { headers, query: at(investor.user.id) })).status, role).toBe(want.read);
      expect((await call(partnerList, { headers })).status, role).toBe(want.read);
      const noted = await call(investorNotes, { method: 'POST', headers, query: at(investor.user.id), body: { body: `by ${role}` } });
      expect(noted.status, role).toBe(want.write);
      if (want.write === 403) {
        const patched = await call(investorRoute, { method: 'PATCH', headers, query: at(investor.user.id), body: { disabled: true } });
        expect(patched.status, role).toBe(403);
      }
    }
    const [row] = await (await getDb()).select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, investor.user.id));
    expect(row?.disabledAt).toBeNull();
  });
});
