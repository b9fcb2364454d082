// Sessions that end: sign-out, "where you're signed in", sign out everywhere, operators' idle and
// disabled rules, and no token from a secret in the source. Every check goes through the API handlers.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { clearSessionCache } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { operators, sessions } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { setOperatorDisabled, totpCode } from '@/lib/server/services/operators';
import adminLogin from '@/pages/api/v1/admin/auth/login';
import adminLogout from '@/pages/api/v1/admin/auth/logout';
import adminMe from '@/pages/api/v1/admin/auth/me';
import adminPassword from '@/pages/api/v1/admin/auth/password';
import adminSessionEnd from '@/pages/api/v1/admin/auth/sessions/[id]';
import adminSessions from '@/pages/api/v1/admin/auth/sessions/index';
import adminSignOutEverywhere from '@/pages/api/v1/admin/auth/sessions/sign-out-everywhere';
import adminTotpConfirm from '@/pages/api/v1/admin/auth/totp/confirm';
import adminTotpStart from '@/pages/api/v1/admin/auth/totp/index';
import logout from '@/pages/api/v1/common/auth/logout';
import cpProfile from '@/pages/api/v1/cp/profile/index';
import cpSessions from '@/pages/api/v1/cp/profile/sessions/index';
import cpLogin from '@/pages/api/v1/cp/auth/login';
import userLogin from '@/pages/api/v1/user/auth/login';
import userProfile from '@/pages/api/v1/user/profile/index';
import userSessionEnd from '@/pages/api/v1/user/profile/sessions/[id]';
import userSessions from '@/pages/api/v1/user/profile/sessions/index';
import userSignOutEverywhere from '@/pages/api/v1/user/profile/sessions/sign-out-everywhere';

import { FORMER_SOURCE_SECRET, tokenSignedWith } from '../support/tokens';

import { createInvestor, createPartner } from './factories';
import { call, type CallResult } from './http';
import { newOperator, TEST_OPERATOR_PASSWORD } from './orderFixtures';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenFrom = (result: CallResult, role: keyof typeof TOKEN_COOKIE) => {
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE[role]}=`));
  if (!cookie) throw new Error(`no ${role} cookie in ${JSON.stringify(result.body)}`);
  return decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
};

beforeEach(() => resetRateLimits());

async function signInInvestor(email: string, password: string, userAgent = ANDROID) {
  const result = await call(userLogin, { method: 'POST', body: { email, password }, headers: { 'user-agent': userAgent } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return tokenFrom(result, 'user');
}

async function signInOperator(operator: { email: string; secret: string }, step = 0) {
  const code = totpCode(operator.secret, Date.now() + step * 30_000);
  const result = await call(adminLogin, { method: 'POST', body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return tokenFrom(result, 'operator');
}

describe('sign-out ends the session on the server', () => {
  it('an investor’s token, sent as a cookie or as a bearer token, is refused after logout', async () => {
    const { user, password } = await createInvestor();
    for (const send of [(t: string) => ({ cookie: `userToken=${t}` }), bearer]) {
      const token = await signInInvestor(user.email, password);
      expect((await call(userProfile, { headers: send(token) })).status).toBe(200);
      const out = await call(logout, { method: 'POST', headers: send(token) });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().some((c) => c.startsWith('userToken=;'))).toBe(true);
      expect((await call(userProfile, { headers: { cookie: `userToken=${token}` } })).status).toBe(401);
      expect((await call(userProfile, { headers: bearer(token) })).status).toBe(401);
    }
  });

  it('a partner’s too', async () => {
    const { partner, password } = await createPartner();
    const login = await call(cpLogin, { method: 'POST', body: { email: partner.email, password } });
    const token = tokenFrom(login, 'partner');
    expect((await call(cpProfile, { headers: bearer(token) })).status).toBe(200);
    expect((await call(logout, { method: 'POST', headers: { cookie: `partnerToken=${token}` } })).status).toBe(200);
    expect((await call(cpProfile, { headers: bearer(token) })).status).toBe(401);
  });

  it('an operator’s, by /api/v1/admin/auth/logout', async () => {
    const operator = await newOperator();
    const token = await signInOperator(operator);
    expect((await call(adminMe, { headers: { cookie: `operatorToken=${token}` } })).status).toBe(200);
    expect((await call(adminLogout, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    expect((await call(adminMe, { headers: { cookie: `operatorToken=${token}` } })).status).toBe(401);
    expect((await call(adminMe, { headers: bearer(token) })).status).toBe(401);
  });

  it('logging out one device leaves the others signed in', async () => {
    const { user, password } = await createInvestor();
    const phone = await signInInvestor(user.email, password, ANDROID);
    const laptop = await signInInvestor(user.email, password, MAC);
    await call(logout, { method: 'POST', headers: bearer(phone) });
    expect((await call(userProfile, { headers: bearer(phone) })).status).toBe(401);
    expect((await call(userProfile, { headers: bearer(laptop) })).status).toBe(200);
  });
});

describe('no token from a secret in the source', () => {
  it('an operator token signed with the constant the source once held opens nothing (GET /api/v1/admin/auth/me → 401)', async () => {
    const operator = await newOperator();
    for (const id of [1, operator.id]) {
      const forged = await tokenSignedWith(FORMER_SOURCE_SECRET, 'operator', id);
      expect((await call(adminMe, { headers: bearer(forged) })).status).toBe(401);
      expect((await call(adminMe, { headers: { cookie: `operatorToken=${forged}` } })).status).toBe(401);
    }
  });
});

describe('where you’re signed in', () => {
  it('lists the investor’s live sessions with device, place and this one marked; ends another; refuses someone else’s', async () => {
    const { user, password } = await createInvestor();
    const phone = await signInInvestor(user.email, password, ANDROID);
    const laptop = await signInInvestor(user.email, password, MAC);
    const listed = await call(userSessions, { headers: bearer(laptop) });
    expect(listed.status).toBe(200);
    const list = (listed.body.data as { sessions: { id: number; device: string; place: string | null; current: boolean }[] }).sessions;
    // createInvestor() started a session of its own for its headers: three in all.
    expect(list).toHaveLength(3);
    const here = list.find((s) => s.current)!;
    const there = list.find((s) => s.device.includes('Android'))!;
    expect(here.device).toBe('Safari 17 on macOS');
    expect(there.device).toBe('Chrome 131 on Android');

    // Another investor cannot end it (404, and it goes on).
    const stranger = await createInvestor();
    const refused = await call(userSessionEnd, { method: 'DELETE', query: { id: String(there.id) }, headers: stranger.headers });
    expect(refused.status).toBe(404);
    expect((await call(userProfile, { headers: bearer(phone) })).status).toBe(200);

    const ended = await call(userSessionEnd, { method: 'DELETE', query: { id: String(there.id) }, headers: bearer(laptop) });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ signedOut: false });
    expect((await call(userProfile, { headers: bearer(phone) })).status).toBe(401);
    expect((await call(userProfile, { headers: bearer(laptop) })).status).toBe(200);
    // Ended already: 404.
    expect((await call(userSessionEnd, { method: 'DELETE', query: { id: String(there.id) }, headers: bearer(laptop) })).status).toBe(404);
    for (const id of ['abc', '0', '-1', '2147483648']) {
      expect((await call(userSessionEnd, { method: 'DELETE', query: { id }, headers: bearer(laptop) })).status, id).toBe(404);
    }
  });

  it('sign out everywhere ends every session of the account, this one too, and no one else’s', async () => {
    const { user, password } = await createInvestor();
    const other = await createInvestor();
    const a = await signInInvestor(user.email, password);
    const b = await signInInvestor(user.email, password, MAC);
    const result = await call(userSignOutEverywhere, { method: 'POST', headers: bearer(a) });
    expect(result.status).toBe(200);
    // Both sign-ins and the factory's session.
    expect(result.body.data).toEqual({ ended: 3 });
    for (const token of [a, b]) expect((await call(userProfile, { headers: bearer(token) })).status).toBe(401);
    expect((await call(userProfile, { headers: other.headers })).status).toBe(200);
  });

  it('a partner sees only partner sessions of their own', async () => {
    const { partner, headers } = await createPartner();
    const { user } = await createInvestor();
    const listed = await call(cpSessions, { headers });
    expect(listed.status).toBe(200);
    const ids = (listed.body.data as { sessions: { id: number }[] }).sessions.map((s) => s.id);
    const db = await getDb();
    const rows = await db.select({ id: sessions.id, role: sessions.role, accountId: sessions.accountId }).from(sessions);
    for (const id of ids) expect(rows.find((r) => r.id === id)).toMatchObject({ role: 'partner', accountId: partner.id });
    expect(rows.some((r) => r.role === 'user' && r.accountId === user.id && ids.includes(r.id))).toBe(false);
  });
});

describe('operators', () => {
  it('an operator idle for more than 30 minutes is signed out; one seen within it is not', async () => {
    const operator = await newOperator();
    const busy = await signInOperator(operator);
    const idle = await signInOperator(operator, 1);
    const db = await getDb();
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where role = 'operator' and account_id = ${operator.id} and id = (select max(id) from sessions where role = 'operator' and account_id = ${operator.id})`,
    );
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where role = 'operator' and account_id = ${operator.id} and id <> (select max(id) from sessions where role = 'operator' and account_id = ${operator.id})`,
    );
    clearSessionCache();
    expect((await call(adminMe, { headers: bearer(idle) })).status).toBe(401);
    expect((await call(adminMe, { headers: bearer(busy) })).status).toBe(200);
    const [ended] = await db
      .execute<{ end_reason: string }>(
        sql`select end_reason from sessions where role = 'operator' and account_id = ${operator.id} and ended_at is not null`,
      )
      .then((r) => r.rows);
    expect(ended?.end_reason).toBe('idle');
  });

  it('an operator session lasts 8 hours at most', async () => {
    const operator = await newOperator();
    const token = await signInOperator(operator);
    const [row] = await (
      await getDb()
    )
      .execute<{ hours: number }>(
        sql`select extract(epoch from expires_at - created_at) / 3600 as hours from sessions where role = 'operator' and account_id = ${operator.id}`,
      )
      .then((r) => r.rows);
    expect(Number(row?.hours)).toBeCloseTo(8, 2);
    await (
      await getDb()
    ).execute(sql`update sessions set expires_at = now() - interval '1 second' where role = 'operator' and account_id = ${operator.id}`);
    clearSessionCache();
    expect((await call(adminMe, { headers: bearer(token) })).status).toBe(401);
  });

  it('a disabled operator is signed out everywhere and cannot sign in; enabled again, can', async () => {
    const operator = await newOperator();
    const token = await signInOperator(operator);
    const db = await getDb();
    await setOperatorDisabled(db, operator.email, true);
    expect((await call(adminMe, { headers: bearer(token) })).status).toBe(401);
    const code = totpCode(operator.secret, Date.now() + 30_000);
    const refused = await call(adminLogin, { method: 'POST', body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code } });
    expect(refused.status).toBe(401);
    await setOperatorDisabled(db, operator.email, false);
    // The refused attempt spent no code: the same one signs in now.
    expect((await call(adminMe, { headers: bearer(await signInOperator(operator, 1)) })).status).toBe(200);
  });

  it('changes their password: the current one must be right; their other sessions end, this one goes on', async () => {
    const operator = await newOperator();
    const here = await signInOperator(operator);
    const there = await signInOperator(operator, 1);
    const wrong = await call(adminPassword, {
      method: 'POST',
      headers: bearer(here),
      body: { currentPassword: 'not-the-password', newPassword: 'Another-pass-456' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.currentPassword).toBeDefined();
    expect((await call(adminMe, { headers: bearer(there) })).status).toBe(200);

    const changed = await call(adminPassword, {
      method: 'POST',
      headers: bearer(here),
      body: { currentPassword: TEST_OPERATOR_PASSWORD, newPassword: 'Another-pass-456' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(adminMe, { headers: bearer(there) })).status).toBe(401);
    expect((await call(adminMe, { headers: bearer(here) })).status).toBe(200);
    const [audit] = await (
      await getDb()
    )
      .execute<{ action: string }>(
        sql`select action from audit_log where operator_id = ${operator.id} and action = 'operator.password_change'`,
      )
      .then((r) => r.rows);
    expect(audit?.action).toBe('operator.password_change');
  });

  it('resets their authenticator: password first, a code from the new secret to switch; the old one stops working', async () => {
    const operator = await newOperator();
    const here = await signInOperator(operator);
    const there = await signInOperator(operator, 1);
    expect(
      (await call(adminTotpStart, { method: 'POST', headers: bearer(here), body: { currentPassword: 'wrong-password' } })).status,
    ).toBe(400);
    const started = await call(adminTotpStart, {
      method: 'POST',
      headers: bearer(here),
      body: { currentPassword: TEST_OPERATOR_PASSWORD },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const { secret, uri, qrSvg } = started.body.data as { secret: string; uri: string; qrSvg: string };
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');
    // Not yet switched: the old secret still signs in.
    const db = await getDb();
    const [before] = await db.select({ totpSecret: operators.totpSecret }).from(operators).where(eq(operators.id, operator.id));
    expect(before?.totpSecret).toBe(operator.secret);

    const wrongCode = await call(adminTotpConfirm, { method: 'POST', headers: bearer(here), body: { code: totpCode(operator.secret) } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors?.code).toBeDefined();
    const confirmed = await call(adminTotpConfirm, { method: 'POST', headers: bearer(here), body: { code: totpCode(secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await call(adminMe, { headers: bearer(there) })).status).toBe(401);
    expect((await call(adminMe, { headers: bearer(here) })).status).toBe(200);
    const [after] = await db
      .select({ totpSecret: operators.totpSecret, pending: operators.totpPendingSecret })
      .from(operators)
      .where(eq(operators.id, operator.id));
    expect(after).toEqual({ totpSecret: secret, pending: null });
    // A second confirm has nothing waiting.
    expect(
      (await call(adminTotpConfirm, { method: 'POST', headers: bearer(here), body: { code: totpCode(secret, Date.now() + 30_000) } }))
        .status,
    ).toBe(409);
  });

  it('lists and ends their own sessions, and signs out everywhere', async () => {
    const operator = await newOperator();
    const here = await signInOperator(operator);
    const there = await signInOperator(operator, 1);
    const listed = await call(adminSessions, { headers: bearer(here) });
    const list = (listed.body.data as { sessions: { id: number; current: boolean }[] }).sessions;
    // newOperator() started one session for its headers too.
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current)!;
    expect((await call(adminSessionEnd, { method: 'DELETE', query: { id: String(other.id) }, headers: bearer(here) })).status).toBe(200);
    const everywhere = await call(adminSignOutEverywhere, { method: 'POST', headers: bearer(here) });
    expect(everywhere.status).toBe(200);
    for (const token of [here, there]) expect((await call(adminMe, { headers: bearer(token) })).status).toBe(401);
    expect((await call(adminMe, { headers: operator.headers })).status).toBe(401);
  });
});
