import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { verifyToken } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { partners, users } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { INVALID_CREDENTIALS_MESSAGE } from '@/lib/validations/auth';
import logout from '@/pages/api/v1/common/auth/logout';
import partnerLogin from '@/pages/api/v1/cp/auth/login';
import partnerRegister from '@/pages/api/v1/cp/auth/register';
import userLogin from '@/pages/api/v1/user/auth/login';
import userRegister from '@/pages/api/v1/user/auth/register';

import { buildInvestor, buildPartner, uniqueContact } from './factories';
import { call, expectFieldRefused } from './http';

const PASSWORD = 'Correct-horse-9';

function newInvestor(extra: Record<string, unknown> = {}) {
  return { ...buildInvestor({ fullName: 'Ananya Rao', password: PASSWORD }), ...extra };
}

function cookieNamed(headers: Headers, name: string) {
  return headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

const countRows = async (table: typeof users | typeof partners) => (await getDb()).$count(table);

describe('investor registration', () => {
  beforeEach(() => resetRateLimits());

  it('creates the account, its userUniqueCode and an HttpOnly token cookie', async () => {
    const input = newInvestor({ phone: '' });
    input.phone = `+91 ${uniqueContact().phone}`;
    const { status, body, headers } = await call(userRegister, { method: 'POST', body: input });
    expect(status).toBe(201);
    const user = body.data as Record<string, unknown>;
    expect(user.userUniqueCode).toMatch(/^INV[A-Z2-9]{6}$/);
    expect(user.phone).toBe(input.phone.replace('+91 ', ''));
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = cookieNamed(headers, 'userToken')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    expect(await verifyToken(token, 'user')).toBe(user.id);
    expect(cookieNamed(headers, 'partnerToken')).toMatch(/Max-Age=0/);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(users)
      .where(eq(users.id, user.id as number));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a taken email or phone with 409 per field and writes nothing', async () => {
    const first = newInvestor();
    await call(userRegister, { method: 'POST', body: first });
    const before = await countRows(users);
    const sameEmail = await call(userRegister, {
      method: 'POST',
      body: newInvestor({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toEqual({ email: 'An account with this email already exists.' });
    const samePhone = await call(userRegister, { method: 'POST', body: newInvestor({ phone: first.phone }) });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.errors).toEqual({ phone: 'An account with this mobile number already exists.' });
    expect(await countRows(users)).toBe(before);
  });

  it('links the investor to the partner whose code was given, and refuses an unknown code', async () => {
    const partner = await call(partnerRegister, {
      method: 'POST',
      body: buildPartner({ fullName: 'Kabir Shah', password: PASSWORD }),
    });
    const code = (partner.body.data as { partnershipCode: string; id: number }).partnershipCode;
    const linked = await call(userRegister, { method: 'POST', body: newInvestor({ partnershipCode: code.toLowerCase() }) });
    expect(linked.status).toBe(201);
    const [row] = await (
      await getDb()
    )
      .select({ partnerId: users.partnerId })
      .from(users)
      .where(eq(users.id, (linked.body.data as { id: number }).id));
    expect(row!.partnerId).toBe((partner.body.data as { id: number }).id);

    await expectFieldRefused(() => call(userRegister, { method: 'POST', body: newInvestor({ partnershipCode: 'NOPE1234' }) }), {
      field: 'partnershipCode',
      message: 'No channel partner has this partnership code.',
      rows: () => countRows(users),
    });
  });

  it.each([
    [{}, ['fullName', 'email', 'phone', 'password', 'acceptTerms']],
    [{ fullName: '', email: '', phone: '', password: '' }, ['fullName', 'email', 'phone', 'password']],
    [{ phone: '12345' }, ['phone']],
    [{ phone: '5876543210' }, ['phone']],
    [{ password: 'short' }, ['password']],
    [{ password: 'x'.repeat(129) }, ['password']],
    [{ fullName: 'A'.repeat(101) }, ['fullName']],
    [{ fullName: '<script>alert(1)</script>' }, ['fullName']],
    [{ fullName: "Robert'); DROP TABLE users;--" }, ['fullName']],
    [{ email: 'no-at-sign' }, ['email']],
    [{ fullName: 42, email: true }, ['fullName', 'email']],
    [{ partnershipCode: '!!' }, ['partnershipCode']],
  ])('refuses %j with 400 and messages for %j', async (override, fields) => {
    const body = Object.keys(override).length === 0 ? {} : { ...newInvestor(), ...override };
    const before = await countRows(users);
    const response = await call(userRegister, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([...fields].sort());
    expect(await countRows(users)).toBe(before);
  });

  it('accepts a name in any script', async () => {
    const response = await call(userRegister, { method: 'POST', body: newInvestor({ fullName: 'अनन्या राव' }) });
    expect(response.status).toBe(201);
  });
});

describe('sign-in', () => {
  beforeEach(() => resetRateLimits());

  it('signs the demo investor and partner in, each with their own cookie', async () => {
    const investor = await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'Investor@123' } });
    expect(investor.status).toBe(200);
    expect(cookieNamed(investor.headers, 'userToken')).toMatch(/HttpOnly/);
    const partner = await call(partnerLogin, { method: 'POST', body: { email: 'Partner@Example.com', password: 'Partner@123' } });
    expect(partner.status).toBe(200);
    expect((partner.body.data as { partnershipCode: string }).partnershipCode).toBeTruthy();
    expect(cookieNamed(partner.headers, 'partnerToken')).toMatch(/HttpOnly/);
  });

  it('gives one message whichever part is wrong, and no cookie', async () => {
    const wrongPassword = await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'nope-nope' } });
    const unknownEmail = await call(userLogin, { method: 'POST', body: { email: 'nobody@example.com', password: 'Investor@123' } });
    const wrongRole = await call(partnerLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'Investor@123' } });
    for (const response of [wrongPassword, unknownEmail, wrongRole]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('validates the form', async () => {
    const { status, body } = await call(userLogin, { method: 'POST', body: { email: '', password: '' } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('locks the account out after 5 failures, even for the right password, with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: `wrong-${i}` } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'Investor@123' } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed attempts\. For your security, please try again in \d+ minutes\.$/);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a successful sign-in resets the failure count', async () => {
    const wrong = () => call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'nope-nope' } });
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
    expect((await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'Investor@123' } })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
    expect((await call(userLogin, { method: 'POST', body: { email: 'investor@example.com', password: 'Investor@123' } })).status).toBe(200);
  });

  it('counts failures per address too: many accounts from one address are refused after 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call(userLogin, { method: 'POST', body: { email: `nobody-${i}@example.test`, password: 'whatever1' } })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});

describe('partner registration', () => {
  beforeEach(() => resetRateLimits());

  it('creates the partner with a partnership code', async () => {
    const { status, body, headers } = await call(partnerRegister, {
      method: 'POST',
      body: buildPartner({ fullName: 'Isha Kapoor', password: PASSWORD, firm: 'Kapoor Wealth', city: 'Pune' }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ firm: 'Kapoor Wealth', city: 'Pune', partnershipCode: expect.stringMatching(/^CP[A-Z2-9]{6}$/) });
    expect(cookieNamed(headers, 'partnerToken')).toMatch(/HttpOnly/);
  });

  it('refuses bad input per field and writes nothing', async () => {
    const before = await countRows(partners);
    const { status, body } = await call(partnerRegister, {
      method: 'POST',
      body: { fullName: 'I', email: 'x', phone: '1', password: '1', firm: 'f'.repeat(121) },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['acceptTerms', 'email', 'firm', 'fullName', 'password', 'phone']);
    expect(await countRows(partners)).toBe(before);
  });
});

describe('logout', () => {
  it('clears both token cookies', async () => {
    const { status, headers } = await call(logout, { method: 'POST' });
    expect(status).toBe(200);
    expect(cookieNamed(headers, 'userToken')).toMatch(/Max-Age=0/);
    expect(cookieNamed(headers, 'partnerToken')).toMatch(/Max-Age=0/);
  });
});
