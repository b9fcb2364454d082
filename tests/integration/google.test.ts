// Google sign-in completion: a next-auth session (as next-auth itself would write it after Google)
// becomes our own investor session, on an existing account or a new one.
import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { encode } from 'next-auth/jwt';
import { testApiHandler } from 'next-test-api-route-handler';
import { beforeEach, describe, expect, it } from 'vitest';

import { GOOGLE_ERROR } from '@/lib/auth/signInErrors';
import { verifyToken } from '@/lib/auth/token';
import { NO_PASSWORD_MARKER, verifyPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { derivedSecret } from '@/lib/server/auth/secret';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { consentQuestion } from '@/lib/server/services/consents';
import { findOrCreateGoogleUser, fullNameFromGoogle } from '@/lib/server/services/googleAccounts';
import googleCompletion from '@/pages/api/v1/user/auth/google';
import userLogin from '@/pages/api/v1/user/auth/login';
import userRegister from '@/pages/api/v1/user/auth/register';

import { uniqueContact } from './factories';
import { call, INJECTION_STRINGS } from './http';

const SESSION_COOKIE = 'next-auth.session-token';

interface Claims {
  email?: unknown;
  name?: unknown;
  provider?: unknown;
  emailVerified?: unknown;
}

async function nextAuthCookie(claims: Claims, secret?: string) {
  secret ??= await derivedSecret('next-auth');
  const token = await encode({
    token: { sub: `google-${String(claims.email)}`, provider: 'google', emailVerified: true, ...claims } as Record<string, unknown>,
    secret,
  });
  return `${SESSION_COOKIE}=${token}`;
}

interface Visit {
  status: number;
  location: string;
  setCookies: string[];
}

/** GETs a route without following its redirect. */
async function visit(
  handler: NextApiHandler,
  { cookie, query = '', method = 'GET' }: { cookie?: string; query?: string; method?: string } = {},
): Promise<Visit> {
  let result: Visit | undefined;
  await testApiHandler({
    pagesHandler: handler,
    url: `/api/v1/user/auth/google${query}`,
    test: async ({ fetch }) => {
      const response = await fetch({ method, redirect: 'manual', headers: cookie ? { cookie } : {} });
      await response.text();
      result = { status: response.status, location: response.headers.get('location') ?? '', setCookies: response.headers.getSetCookie() };
    },
  });
  return result!;
}

function tokenFrom(setCookies: string[]) {
  const cookie = setCookies.find((c) => c.startsWith('userToken='));
  return cookie ? { cookie, token: decodeURIComponent(cookie.split(';')[0]!.slice('userToken='.length)) } : null;
}

const userByEmail = async (email: string) => (await (await getDb()).select().from(users).where(eq(users.email, email)).limit(1))[0];

describe('Google sign-in completion (/api/v1/user/auth/google)', () => {
  beforeEach(() => resetRateLimits());

  it('opens a new investor account for a new verified Google email, signs it in and sends it to be asked the terms', async () => {
    const { email } = uniqueContact();
    const cookie = await nextAuthCookie({ email: email.toUpperCase(), name: 'Meera Iyer' });
    const { status, location, setCookies } = await visit(googleCompletion, { cookie, query: '?next=%2Fdashboard%2Fprofile' });
    // Google asked neither the terms nor the choices: the dashboard does, so a new account lands there.
    expect(status).toBe(303);
    expect(location).toBe('/dashboard');
    const row = await userByEmail(email);
    expect(await consentQuestion(await getDb(), { kind: 'user', id: row!.id })).toEqual({ purposes: ['marketing_email'] });
    // Signing in again, the account exists: ?next= is followed.
    expect((await visit(googleCompletion, { cookie, query: '?next=%2Fdashboard%2Fprofile' })).location).toBe('/dashboard/profile');
    expect(row).toBeDefined();
    expect(row!.fullName).toBe('Meera Iyer');
    expect(row!.phone).toBeNull();
    expect(row!.userUniqueCode).toMatch(/^INV[A-Z2-9]{6}$/);
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toBe(NO_PASSWORD_MARKER);
    const issued = tokenFrom(setCookies)!;
    expect(issued.cookie).toMatch(/HttpOnly/);
    expect(issued.cookie).toMatch(/SameSite=Lax/);
    expect(await verifyToken(issued.token, 'user')).toBe(row!.id);
    // Signing in as an investor ends any partner session.
    expect(setCookies.find((c) => c.startsWith('partnerToken='))).toMatch(/Max-Age=0/);
  });

  it('signs an existing investor in to the same account and marks the email verified', async () => {
    const contact = uniqueContact();
    const registered = await call(userRegister, {
      method: 'POST',
      body: { fullName: 'Ravi Menon', ...contact, password: 'Correct-horse-9', acceptTerms: true },
    });
    expect(registered.status).toBe(201);
    const before = await userByEmail(contact.email);
    expect(before!.emailVerifiedAt).toBeNull();

    const { status, location, setCookies } = await visit(googleCompletion, {
      cookie: await nextAuthCookie({ email: contact.email, name: 'Ravi M (Google)' }),
    });
    expect(status).toBe(303);
    expect(location).toBe('/dashboard');
    expect(await verifyToken(tokenFrom(setCookies)!.token, 'user')).toBe(before!.id);
    const after = await userByEmail(contact.email);
    expect(after!.fullName).toBe('Ravi Menon');
    expect(after!.userUniqueCode).toBe(before!.userUniqueCode);
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    // The password still works.
    const login = await call(userLogin, { method: 'POST', body: { email: contact.email, password: 'Correct-horse-9' } });
    expect(login.status).toBe(200);
  });

  it('refuses a Google identity whose email is not verified, creating nothing', async () => {
    const { email } = uniqueContact();
    const { status, location, setCookies } = await visit(googleCompletion, {
      cookie: await nextAuthCookie({ email, name: 'Unverified Person', emailVerified: false }),
    });
    expect(status).toBe(303);
    expect(location).toBe(`/login?error=${GOOGLE_ERROR.unverified}`);
    expect(tokenFrom(setCookies)).toBeNull();
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('sends a visitor without a next-auth session back to /login with an error and keeps ?next=', async () => {
    const { status, location, setCookies } = await visit(googleCompletion, { query: '?next=%2Fdashboard%2Fwatchlist' });
    expect(status).toBe(303);
    expect(location).toBe(`/login?error=${GOOGLE_ERROR.noSession}&next=%2Fdashboard%2Fwatchlist`);
    expect(tokenFrom(setCookies)).toBeNull();
  });

  it('ignores sessions it cannot trust: wrong secret, garbage, another provider, no email', async () => {
    const { email } = uniqueContact();
    const cookies = [
      await nextAuthCookie({ email }, 'some-other-secret-that-is-long-enough-0123456789'),
      `${SESSION_COOKIE}=not-a-jwt`,
      `${SESSION_COOKIE}=${'x'.repeat(5000)}`,
      await nextAuthCookie({ email, provider: 'github' }),
      await nextAuthCookie({ email: undefined }),
      await nextAuthCookie({ email: '' }),
    ];
    for (const cookie of cookies) {
      const { status, location, setCookies } = await visit(googleCompletion, { cookie });
      expect(status, cookie.slice(0, 60)).toBe(303);
      expect(location).toMatch(/^\/login\?error=/);
      expect(tokenFrom(setCookies)).toBeNull();
    }
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses an email our own rules would refuse (injection strings, overlong) without a 500', async () => {
    for (const bad of [...INJECTION_STRINGS, `${'a'.repeat(250)}@example.test`, 'not-an-email']) {
      const { status, location, setCookies } = await visit(googleCompletion, { cookie: await nextAuthCookie({ email: bad }) });
      expect(status, bad).toBe(303);
      expect(location).toBe(`/login?error=${GOOGLE_ERROR.invalidEmail}`);
      expect(tokenFrom(setCookies)).toBeNull();
    }
  });

  it('follows only on-site ?next= paths (no open redirect), whatever the input', async () => {
    const cookie = await nextAuthCookie({ email: uniqueContact().email, name: 'Next Tester' });
    const cases: [string, string][] = [
      ['?next=https%3A%2F%2Fevil.example%2F', '/dashboard'],
      ['?next=%2F%2Fevil.example', '/dashboard'],
      ['?next=%2F%5Cevil.example', '/dashboard'],
      ['?next=javascript%3Aalert(1)', '/dashboard'],
      ['?next=%2Fdashboard&next=%2Fcart', '/dashboard'],
      [`?next=%2F${'a'.repeat(3000)}`, '/dashboard'],
      ['?next=%2Fcompanies%3Fq%3D%253Cscript%253E', '/companies?q=%3Cscript%3E'],
      ['', '/dashboard'],
    ];
    for (const [query, expected] of cases) {
      const { status, location } = await visit(googleCompletion, { cookie, query });
      expect(status, query).toBe(303);
      expect(location, query).toBe(expected);
    }
  });

  it('answers other methods with 405 and its envelope', async () => {
    const { status, body } = await call(googleCompletion, { method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(body.success).toBe(false);
  });

  it('rate-limits completions per address and says so on /login', async () => {
    const cookie = await nextAuthCookie({ email: uniqueContact().email, name: 'Busy Person' });
    let last: Visit | undefined;
    for (let i = 0; i < 40; i++) {
      last = await visit(googleCompletion, { cookie });
      if (last.location.includes(GOOGLE_ERROR.tooMany)) break;
    }
    expect(last!.location).toBe(`/login?error=${GOOGLE_ERROR.tooMany}`);
    expect(tokenFrom(last!.setCookies)).toBeNull();
  });
});

describe('findOrCreateGoogleUser', () => {
  beforeEach(() => resetRateLimits());

  it('gives one account to concurrent first sign-ins with the same email', async () => {
    const db = await getDb();
    const { email } = uniqueContact();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => findOrCreateGoogleUser(db, { email, name: 'Race Runner', emailVerified: true })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created).length).toBe(1);
    expect(await db.$count(users, eq(users.email, email))).toBe(1);
  });

  it('opens an account no password can open', async () => {
    const db = await getDb();
    const { email } = uniqueContact();
    const { id } = await findOrCreateGoogleUser(db, { email, name: null, emailVerified: true });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    for (const guess of ['', '!', NO_PASSWORD_MARKER, 'password']) expect(await verifyPassword(guess, row!.passwordHash)).toBe(false);
    const login = await call(userLogin, { method: 'POST', body: { email, password: 'anything-at-all' } });
    expect(login.status).toBe(401);
  });
});

describe('fullNameFromGoogle', () => {
  it('keeps a good name and repairs or replaces the others', () => {
    expect(fullNameFromGoogle('Ananya Rao', 'a@example.test')).toBe('Ananya Rao');
    expect(fullNameFromGoogle('  José Ñúñez ', 'a@example.test')).toBe('José Ñúñez');
    expect(fullNameFromGoogle('R2-D2 😀', 'a@example.test')).toBe('R D');
    expect(fullNameFromGoogle('<script>alert(1)</script>', 'x@example.test')).toBe('script alert script');
    expect(fullNameFromGoogle(null, 'priya.sharma@example.test')).toBe('Priya Sharma');
    expect(fullNameFromGoogle('', '12345@example.test')).toBe('Investor');
    expect(fullNameFromGoogle('', 'ml_kumar+news@example.test')).toBe('Ml Kumar News');
    expect(fullNameFromGoogle('x'.repeat(500), 'a@example.test')).toHaveLength(100);
  });
});
