// A password change or reset ends the sessions signed in before it; the session that changed it goes on.
import type { IncomingMessage } from 'node:http';

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { createSession, deviceOf } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import cpProfile from '@/pages/api/v1/cp/profile/index';
import cpPassword from '@/pages/api/v1/cp/profile/password';
import otpResetPassword from '@/pages/api/v1/otp/resetPassword';
import otpSend from '@/pages/api/v1/otp/send';
import userProfile from '@/pages/api/v1/user/profile/index';
import userPassword from '@/pages/api/v1/user/profile/password';
import userSessions from '@/pages/api/v1/user/profile/sessions/index';

import { tokenSignedWith } from '../support/tokens';

import { createInvestor, createPartner, uniqueContact } from './factories';

import { call, sessionToken } from './http';
import { lastCodeTo } from './mail';

const PASSWORD = 'Old-password-1';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieToken = (headers: Headers, name: string) =>
  decodeURIComponent(
    headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))!
      .split(';')[0]!
      .split('=')[1]!,
  );

beforeEach(() => resetRateLimits());

describe('sessions after a password change', () => {
  it('ends the other sessions of an investor and gives the changing session a fresh token', async () => {
    const user = (await createInvestor({ fullName: 'Neha Kulkarni', password: PASSWORD })).user;
    const otherDevice = await sessionToken('user', user.id);
    const thisDevice = await sessionToken('user', user.id);
    expect((await call(userProfile, { headers: auth(otherDevice) })).status).toBe(200);

    const changed = await call(userPassword, {
      method: 'POST',
      headers: auth(thisDevice),
      body: { currentPassword: PASSWORD, newPassword: 'New-password-2', confirmPassword: 'New-password-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = cookieToken(changed.headers, 'userToken');

    expect((await call(userProfile, { headers: auth(otherDevice) })).status).toBe(401);
    expect((await call(userProfile, { headers: auth(thisDevice) })).status).toBe(401);
    expect((await call(userProfile, { headers: auth(fresh) })).status).toBe(200);
    expect((await call(userProfile, { headers: auth(await sessionToken('user', user.id)) })).status).toBe(200);
  });

  it('does the same for a partner', async () => {
    const partner = (await createPartner({ fullName: 'Rohan Das', password: PASSWORD })).partner;
    const before = await sessionToken('partner', partner.id);
    const changed = await call(cpPassword, {
      method: 'POST',
      headers: auth(before),
      body: { currentPassword: PASSWORD, newPassword: 'New-password-2', confirmPassword: 'New-password-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(cpProfile, { headers: auth(before) })).status).toBe(401);
    expect((await call(cpProfile, { headers: auth(cookieToken(changed.headers, 'partnerToken')) })).status).toBe(200);
  });

  it('a failed change (wrong current password) ends nothing', async () => {
    const user = (await createInvestor({ fullName: 'Neha Kulkarni', password: PASSWORD })).user;
    const token = await sessionToken('user', user.id);
    const refused = await call(userPassword, {
      method: 'POST',
      headers: auth(token),
      body: { currentPassword: 'not-it-at-all', newPassword: 'New-password-2', confirmPassword: 'New-password-2' },
    });
    expect(refused.status).toBe(400);
    expect((await call(userProfile, { headers: auth(token) })).status).toBe(200);
  });

  it('a password reset by code ends every session', async () => {
    const contact = uniqueContact();
    const user = (await createInvestor({ fullName: 'Neha Kulkarni', ...contact, password: PASSWORD })).user;
    const token = await sessionToken('user', user.id);
    await call(otpSend, { method: 'POST', body: { purpose: 'reset', channel: 'email', destination: contact.email } });
    const code = await lastCodeTo(contact.email);
    const reset = await call(otpResetPassword, {
      method: 'POST',
      body: { channel: 'email', destination: contact.email, code, password: 'New-password-3' },
    });
    expect(reset.status).toBe(200);
    expect((await call(userProfile, { headers: auth(token) })).status).toBe(401);
  });
});

describe('a role hint that outlived its session', () => {
  const hintDropped = (headers: Headers) => headers.getSetCookie().some((cookie) => cookie.startsWith('signedInAs=;'));

  it('is dropped by the 401 of an API of that role, and only then', async () => {
    const user = (await createInvestor({ fullName: 'Kavya Menon', password: PASSWORD })).user;
    const valid = await sessionToken('user', user.id);
    const forged = await tokenSignedWith('another-secret-another-secret-another-secret!', 'user', user.id);

    const stale = await call(userProfile, { headers: { cookie: `userToken=${forged}; signedInAs=user` } });
    expect(stale.status).toBe(401);
    expect(hintDropped(stale.headers)).toBe(true);

    const current = await call(userProfile, { headers: { cookie: `userToken=${valid}; signedInAs=user` } });
    expect(current.status).toBe(200);
    expect(hintDropped(current.headers)).toBe(false);

    // A hint naming the other role is not this answer's to drop.
    const other = await call(userProfile, { headers: { cookie: `userToken=${forged}; signedInAs=partner` } });
    expect(other.status).toBe(401);
    expect(hintDropped(other.headers)).toBe(false);
  });

  it('is dropped for a partner whose sessions ended with a password change', async () => {
    const partner = (await createPartner({ fullName: 'Ishaan Bose', password: PASSWORD })).partner;
    const before = await sessionToken('partner', partner.id);
    const changed = await call(cpPassword, {
      method: 'POST',
      headers: auth(before),
      body: { currentPassword: PASSWORD, newPassword: 'New-password-2', confirmPassword: 'New-password-2' },
    });
    expect(changed.status).toBe(200);
    const stale = await call(cpProfile, { headers: { cookie: `partnerToken=${before}; signedInAs=partner` } });
    expect(stale.status).toBe(401);
    expect(hintDropped(stale.headers)).toBe(true);
  });
});

describe('the addresses of sessions', () => {
  it('lists an IPv4 client seen as IPv4-mapped IPv6 as plain IPv4, for rows written before too; signing in stores it plain', async () => {
    const db = await getDb();
    const user = (await createInvestor({ fullName: 'Ira Sen' })).user;
    const current = await createSession(db, 'user', user.id, { ip: '203.0.113.7', userAgent: 'integration tests' });
    // A row stored before addresses were kept plain.
    const old = await createSession(db, 'user', user.id, { ip: '::ffff:127.0.0.1', userAgent: 'integration tests' });
    const listed = await call(userSessions, { headers: auth(current.token) });
    expect(listed.status).toBe(200);
    const rows = (listed.body.data as { sessions: { id: number; ip: string | null; place: string | null }[] }).sessions;
    expect(rows.find((row) => row.id === old.sessionId)).toMatchObject({ ip: '127.0.0.1', place: 'Local network' });

    const request = {
      headers: { 'user-agent': 'Firefox' },
      socket: { remoteAddress: '::ffff:198.51.100.4' },
    } as unknown as IncomingMessage;
    expect(deviceOf(request).ip).toBe('198.51.100.4');
    const signedIn = await createSession(db, 'user', user.id, deviceOf(request));
    const [row] = await db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.id, signedIn.sessionId));
    expect(row?.ip).toBe('198.51.100.4');
  });
});
