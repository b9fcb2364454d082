// Staff management (issue 22) through its API routes against the run's database and mail catcher: an
// admin invites a person with roles, the person follows the emailed link (password and authenticator),
// signs in with exactly those roles; roles change, disabling ends sessions and sign-in, an authenticator
// reset sends a new link, and every refusal is a 4xx with a message per field that changes nothing.
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { auditLog, operators, sessions, staffInvitations } from '@/lib/server/db/schema';
import { findActiveOperator, totpCode } from '@/lib/server/services/operators';
import { signInOperator } from '@/lib/server/services/signIn';
import { staffLink } from '@/lib/server/services/staff';
import { STAFF_MESSAGES } from '@/lib/validations/staff';
import joinRoute from '@/pages/api/v1/admin/auth/join';
import invitationRoute from '@/pages/api/v1/admin/staff/[id]/invitation';
import staffRoute from '@/pages/api/v1/admin/staff/[id]/index';
import signOutRoute from '@/pages/api/v1/admin/staff/[id]/sign-out';
import totpResetRoute from '@/pages/api/v1/admin/staff/[id]/totp-reset';
import staffListRoute from '@/pages/api/v1/admin/staff/index';

import { call, type CallResult } from './http';
import { messagesTo } from './mail';
import { newOperator } from './orderFixtures';

/** Sends one bad request: a 400 whose message for field matches; the caller checks nothing was written. */
async function refused(sending: () => Promise<CallResult>, { field, message }: { field: string; message: string | RegExp }) {
  const { status, body } = await sending();
  expect(status, JSON.stringify(body)).toBe(400);
  if (typeof message === 'string') expect(body.errors?.[field]).toBe(message);
  else expect(body.errors?.[field]).toMatch(message);
}

let admin: Awaited<ReturnType<typeof newOperator>>;
beforeAll(async () => {
  admin = await newOperator(['admin']);
});

const newEmail = () => `staff-${randomUUID().slice(0, 8)}@example.test`;
const PASSWORD = 'Staff-pass-12345';

async function invite(roles: string[] = ['kyc'], email = newEmail()) {
  const answer = await call(staffListRoute, { method: 'POST', headers: admin.headers, body: { email, fullName: 'New Reviewer', roles } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: (answer.body.data as { id: number }).id, email, answer };
}

/** The token of the latest link emailed to `to`. */
async function linkTokenTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const token = messagesTo(to)
      .at(-1)
      ?.text.match(/\/admin\/join\/([A-Za-z0-9_-]{20,})/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no link was sent to ${to}`);
}

async function join(email: string) {
  const token = await linkTokenTo(email);
  const link = await staffLink(await getDb(), token);
  expect(link).not.toBeNull();
  const answer = await call(joinRoute, {
    method: 'POST',
    body: { token, password: PASSWORD, confirmPassword: PASSWORD, code: totpCode(link!.secret) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token, secret: link!.secret };
}

describe('inviting and joining', () => {
  it('an admin invites a KYC reviewer, who joins from the emailed link and signs in with that role only', async () => {
    const { id, email, answer } = await invite(['kyc']);
    expect(answer.body.message).toContain('Invitation sent');
    expect(messagesTo(email).at(-1)?.subject).toContain('invitation');
    // Invited: no password yet, so no sign-in.
    const listed = await call(staffListRoute, { headers: admin.headers, query: { status: 'invited', q: email } });
    expect(listed.body.data).toMatchObject({ total: 1, result: [{ id, email, roles: ['kyc'], status: 'invited' }] });

    const { token, secret } = await join(email);
    const db = await getDb();
    // A fresh code (the one spent joining is spent).
    const signedIn = await signInOperator(db, { email, password: PASSWORD, code: totpCode(secret, Date.now() + 30_000) }, '10.9.0.1');
    expect(signedIn).toBe(id);
    expect(await findActiveOperator(db, id)).toMatchObject({ roles: ['kyc'] });
    // The link is spent.
    expect(await staffLink(db, token)).toBeNull();
    const again = await call(joinRoute, {
      method: 'POST',
      body: { token, password: PASSWORD, confirmPassword: PASSWORD, code: totpCode(secret) },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: { token: STAFF_MESSAGES.linkInvalid } });
    // Both people are in the audit log.
    const logged = await db
      .select({ action: auditLog.action, by: auditLog.operatorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(logged).toEqual(
      expect.arrayContaining([
        { action: 'staff.invite', by: admin.id },
        { action: 'staff.joined', by: id },
      ]),
    );
  });

  it('refuses bad invitations per field and writes nothing', async () => {
    const email = newEmail();
    const send = (body: Record<string, unknown>) => () => call(staffListRoute, { method: 'POST', headers: admin.headers, body });
    await refused(send({ email, fullName: 'No Roles', roles: [] }), { field: 'roles', message: STAFF_MESSAGES.rolesRequired });
    await refused(send({ email, fullName: 'Bad Role', roles: ['boss'] }), {
      field: 'roles.0',
      message: /comma-separated list of/,
    });
    await refused(send({ email: 'not-an-email', fullName: 'Bad Email', roles: ['kyc'] }), { field: 'email', message: /email/i });
    await refused(send({ email, fullName: '', roles: ['kyc'] }), { field: 'fullName', message: /name/i });
    const db = await getDb();
    expect(await db.select().from(operators).where(eq(operators.email, email))).toEqual([]);
    // The same email twice: 409 on the email, one person.
    await invite(['desk'], email);
    const twice = await call(staffListRoute, {
      method: 'POST',
      headers: admin.headers,
      body: { email, fullName: 'Twice', roles: ['kyc'] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ errors: { email: STAFF_MESSAGES.emailTaken } });
    expect(await db.select().from(operators).where(eq(operators.email, email))).toHaveLength(1);
  });

  it('a join with a wrong code, differing passwords or a weak password changes nothing; the link still works after', async () => {
    const { email, id } = await invite(['content']);
    const token = await linkTokenTo(email);
    const { secret } = (await staffLink(await getDb(), token))!;
    const send = (body: Record<string, unknown>) => () => call(joinRoute, { method: 'POST', body: { token, ...body } });
    await refused(send({ password: PASSWORD, confirmPassword: PASSWORD, code: '000000' }), {
      field: 'code',
      message: STAFF_MESSAGES.codeWrong,
    });
    await refused(send({ password: PASSWORD, confirmPassword: 'Other-pass-12345', code: totpCode(secret) }), {
      field: 'confirmPassword',
      message: STAFF_MESSAGES.passwordsDiffer,
    });
    await refused(send({ password: 'short', confirmPassword: 'short', code: totpCode(secret) }), {
      field: 'password',
      message: /at least 8/,
    });
    const [row] = await (await getDb()).select({ status: operators.passwordHash }).from(operators).where(eq(operators.id, id));
    expect(row?.status).toBe('!');
    await join(email);
  });

  it('a new invitation replaces the old link; a link past its 72 hours no longer works', async () => {
    const { id, email } = await invite(['support']);
    const first = await linkTokenTo(email);
    const resent = await call(invitationRoute, { method: 'POST', headers: admin.headers, query: { id: String(id) }, body: {} });
    expect(resent.status).toBe(200);
    const db = await getDb();
    expect(await staffLink(db, first)).toBeNull();
    const second = await linkTokenTo(email);
    expect(second).not.toBe(first);
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.operatorId, id));
    expect(await staffLink(db, second)).toBeNull();
  });
});

describe('changing a staff member', () => {
  it('roles change at once; disabling ends their sessions and sign-in; enabling lets them in again', async () => {
    const { id, email } = await invite(['desk']);
    const { secret } = await join(email);
    const db = await getDb();
    const session = await createSession(db, 'operator', id, { ip: null, userAgent: 'staff test' });

    const changed = await call(staffRoute, {
      method: 'PATCH',
      headers: admin.headers,
      query: { id: String(id) },
      body: { roles: ['desk', 'finance'] },
    });
    expect(changed.status).toBe(200);
    expect(await findActiveOperator(db, id)).toMatchObject({ roles: ['desk', 'finance'] });

    expect(
      (await call(staffRoute, { method: 'PATCH', headers: admin.headers, query: { id: String(id) }, body: { disabled: true } })).status,
    ).toBe(200);
    const [ended] = await db.select({ endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, session.sessionId));
    expect(ended?.endReason).toBe('disabled');
    await expect(
      signInOperator(db, { email, password: PASSWORD, code: totpCode(secret, Date.now() + 30_000) }, '10.9.0.2'),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(
      (await call(staffRoute, { method: 'PATCH', headers: admin.headers, query: { id: String(id) }, body: { disabled: false } })).status,
    ).toBe(200);
    expect(await signInOperator(db, { email, password: PASSWORD, code: totpCode(secret, Date.now() + 30_000) }, '10.9.0.3')).toBe(id);

    const shown = await call(staffRoute, { headers: admin.headers, query: { id: String(id) } });
    expect(shown.body.data).toMatchObject({ id, roles: ['desk', 'finance'], status: 'active' });
    const actions = (shown.body.data as { history: { action: string }[] }).history.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.joined', 'staff.update']));
  });

  it('an admin cannot take away their own admin role or disable themselves; an empty change is refused', async () => {
    const me = await newOperator(['admin']);
    const self = (body: Record<string, unknown>) =>
      call(staffRoute, { method: 'PATCH', headers: me.headers, query: { id: String(me.id) }, body });
    expect(await self({ roles: ['kyc'] })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.notYourself } });
    expect(await self({ disabled: true })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.notYourself } });
    expect((await self({})).status).toBe(400);
    expect(await findActiveOperator(await getDb(), me.id)).toMatchObject({ roles: ['admin'] });
    // Adding a role to themselves is fine.
    expect((await self({ roles: ['admin', 'kyc'] })).status).toBe(200);
  });

  it('signing someone out ends every session of theirs', async () => {
    const person = await newOperator(['support']);
    const db = await getDb();
    await createSession(db, 'operator', person.id, { ip: null, userAgent: 'one' });
    const answer = await call(signOutRoute, { method: 'POST', headers: admin.headers, query: { id: String(person.id) }, body: {} });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);
    const ended = await db
      .select({ endedAt: sessions.endedAt, endReason: sessions.endReason })
      .from(sessions)
      .where(and(eq(sessions.role, 'operator'), eq(sessions.accountId, person.id)));
    expect(ended.length).toBeGreaterThanOrEqual(1);
    expect(ended.every((row) => row.endedAt !== null && row.endReason === 'ended_by_admin')).toBe(true);
  });

  it('an authenticator reset stops the old codes and sends a link that needs their password', async () => {
    const { id, email } = await invite(['prices']);
    const { secret: oldSecret } = await join(email);
    const reset = await call(totpResetRoute, { method: 'POST', headers: admin.headers, query: { id: String(id) }, body: {} });
    expect(reset.status).toBe(200);
    const db = await getDb();
    await expect(
      signInOperator(db, { email, password: PASSWORD, code: totpCode(oldSecret, Date.now() + 60_000) }, '10.9.0.4'),
    ).rejects.toMatchObject({
      status: 401,
    });
    const token = await linkTokenTo(email);
    const link = (await staffLink(db, token))!;
    expect(link.purpose).toBe('totp_reset');
    const wrong = await call(joinRoute, { method: 'POST', body: { token, password: 'Not-my-pass-123', code: totpCode(link.secret) } });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { password: 'This is not your password.' } } });
    const right = await call(joinRoute, { method: 'POST', body: { token, password: PASSWORD, code: totpCode(link.secret) } });
    expect(right.status).toBe(200);
    expect(await signInOperator(db, { email, password: PASSWORD, code: totpCode(link.secret, Date.now() + 30_000) }, '10.9.0.5')).toBe(id);
  });
});

describe('last seen', () => {
  it('the staff list and record show when each person was last seen: the signed-in admin now, a person never signed in as never', async () => {
    const { email } = await invite(['kyc']);
    const before = Date.now() - 60_000;
    // The admin's own call uses their session, so the list already sees them.
    const list = await call(staffListRoute, { headers: admin.headers, query: { q: admin.email } });
    expect(list.status).toBe(200);
    const [me] = (list.body.data as { result: { id: number; lastSeenAt: string | null }[] }).result;
    expect(me?.id).toBe(admin.id);
    expect(new Date(me?.lastSeenAt ?? 0).getTime()).toBeGreaterThan(before);
    const record = await call(staffRoute, { headers: admin.headers, query: { id: String(admin.id) } });
    expect(new Date((record.body.data as { lastSeenAt: string | null }).lastSeenAt ?? 0).getTime()).toBeGreaterThan(before);
    const invited = await call(staffListRoute, { headers: admin.headers, query: { q: email } });
    expect((invited.body.data as { result: { lastSeenAt: string | null }[] }).result[0]?.lastSeenAt).toBeNull();
  });
});
