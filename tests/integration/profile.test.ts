import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { partners, users } from '@/lib/server/db/schema';
import { authenticate } from '@/lib/server/services/accounts';
import { resetRateLimits } from '@/lib/server/rateLimit';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NOTHING_TO_CHANGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_SAME_MESSAGE,
} from '@/lib/validations/profile';
import { TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';
import cpProfile from '@/pages/api/v1/cp/profile/index';
import cpPassword from '@/pages/api/v1/cp/profile/password';
import userProfile from '@/pages/api/v1/user/profile/index';
import userPassword from '@/pages/api/v1/user/profile/password';

import { createInvestor, createPartner } from './factories';
import { bearer, call, cookieFor, INJECTION_STRINGS } from './http';

const PASSWORD = 'Original-pass-1';

const newUser = async (fullName = 'Asha Verma') => (await createInvestor({ fullName, password: PASSWORD })).user;
const newPartner = async (fullName = 'Kiran Rao') =>
  (await createPartner({ fullName, password: PASSWORD, firm: 'Rao Wealth', city: 'Pune' })).partner;

beforeEach(() => resetRateLimits());

describe('GET/PATCH /api/v1/user/profile', () => {
  it("returns the caller's own profile", async () => {
    const user = await newUser();
    const { status, body } = await call(userProfile, { headers: await bearer('user', user.id) });
    expect(status).toBe(200);
    expect(body.data).toEqual(user);
    expect(JSON.stringify(body.data)).not.toContain('passwordHash');
  });

  it('renames the caller (cookie or bearer) and no one else', async () => {
    const [user, other] = [await newUser(), await newUser('Other Person')];
    const { status, body } = await call(userProfile, {
      method: 'PATCH',
      body: { fullName: '  Asha  Nair ' },
      headers: await cookieFor('user', user.id),
    });
    expect(status).toBe(200);
    expect((body.data as { fullName: string }).fullName).toBe('Asha  Nair');
    const db = await getDb();
    const stored = itemAt(await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id)), 0);
    expect(stored.fullName).toBe('Asha  Nair');
    const untouched = itemAt(await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, other.id)), 0);
    expect(untouched.fullName).toBe('Other Person');
  });

  it('ignores an id, email or image in the body: only the name changes', async () => {
    const [user, other] = [await newUser(), await newUser('Other Person')];
    const { status } = await call(userProfile, {
      method: 'PATCH',
      body: {
        id: other.id,
        fullName: 'Changed Name',
        email: 'hijack@example.test',
        profileImage: 'https://evil.example/x.png',
        userUniqueCode: 'X',
      },
      headers: await bearer('user', user.id),
    });
    expect(status).toBe(200);
    const db = await getDb();
    const [mine] = await db.select().from(users).where(eq(users.id, user.id));
    expect(mine).toMatchObject({ fullName: 'Changed Name', email: user.email, profileImage: null, userUniqueCode: user.userUniqueCode });
    const theirs = itemAt(await db.select().from(users).where(eq(users.id, other.id)), 0);
    expect(theirs.fullName).toBe('Other Person');
  });

  it('accepts a name in any script', async () => {
    const user = await newUser();
    const { status, body } = await call(userProfile, {
      method: 'PATCH',
      body: { fullName: 'अनन्या शर्मा' },
      headers: await bearer('user', user.id),
    });
    expect(status).toBe(200);
    expect((body.data as { fullName: string }).fullName).toBe('अनन्या शर्मा');
  });

  it('refuses anonymous callers and partners with 401', async () => {
    const partner = await newPartner();
    for (const headers of [{}, await bearer('partner', partner.id), { authorization: 'Bearer not-a-token' }]) {
      expect((await call(userProfile, { headers })).status).toBe(401);
      expect((await call(userProfile, { method: 'PATCH', body: { fullName: 'X Y' }, headers })).status).toBe(401);
    }
  });

  it.each<[string, unknown, string]>([
    ['a missing name', {}, 'Full name is required.'],
    ['an empty name', { fullName: '   ' }, 'Full name is required.'],
    ['a number', { fullName: 42 }, 'Full name must be text.'],
    ['an array', { fullName: ['Asha'] }, 'Full name must be text.'],
    ['a very long name', { fullName: 'a'.repeat(5000) }, 'Full name must be at most 100 characters.'],
    [
      'a script tag',
      { fullName: '<script>alert(1)</script>' },
      'Full name may contain only letters, spaces, dots, hyphens and apostrophes.',
    ],
    ['SQL', { fullName: "Asha'; DROP TABLE users; --" }, 'Full name may contain only letters, spaces, dots, hyphens and apostrophes.'],
  ])('refuses %s with a message on fullName', async (_, body, message) => {
    const user = await newUser();
    const response = await call(userProfile, { method: 'PATCH', body, headers: await bearer('user', user.id) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.fullName).toBe(message);
  });

  it('refuses every injection string without a 500, storing nothing', async () => {
    const user = await newUser();
    for (const fullName of INJECTION_STRINGS) {
      const response = await call(userProfile, { method: 'PATCH', body: { fullName }, headers: await bearer('user', user.id) });
      expect(response.status).toBe(400);
      expect(response.body.errors?.fullName).toBeTruthy();
    }
    const stored = itemAt(await (await getDb()).select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id)), 0);
    expect(stored.fullName).toBe('Asha Verma');
  });

  it('refuses a body that is not a JSON object, and other methods', async () => {
    const user = await newUser();
    const headers = await bearer('user', user.id);
    for (const rawBody of ['[]', '"name"', 'null']) {
      const { status } = await call(userProfile, { method: 'PATCH', rawBody, headers });
      expect(status).toBe(400);
    }
    const post = await call(userProfile, { method: 'POST', body: {}, headers });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, PATCH');
  });

  it('limits profile changes with a 429', async () => {
    const user = await newUser();
    const headers = await bearer('user', user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call(userProfile, { method: 'PATCH', body: { fullName: `Name ${'x'.repeat((i % 3) + 1)}` }, headers })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET/PATCH /api/v1/cp/profile', () => {
  it("returns and updates the partner's name, firm and city", async () => {
    const partner = await newPartner();
    const headers = await bearer('partner', partner.id);
    expect((await call(cpProfile, { headers })).body.data).toEqual(partner);
    const { status, body } = await call(cpProfile, {
      method: 'PATCH',
      body: { fullName: 'Kiran Rao-Iyer', firm: ' Rao & Sons <b> ', city: 'Bengaluru' },
      headers,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      fullName: 'Kiran Rao-Iyer',
      firm: 'Rao & Sons <b>',
      city: 'Bengaluru',
      partnershipCode: partner.partnershipCode,
    });
  });

  it('changes only the fields given; an empty firm or city clears it', async () => {
    const partner = await newPartner();
    const headers = await bearer('partner', partner.id);
    const { body } = await call(cpProfile, { method: 'PATCH', body: { city: '' }, headers });
    expect(body.data).toMatchObject({ fullName: 'Kiran Rao', firm: 'Rao Wealth', city: null });
    const row = itemAt(await (await getDb()).select().from(partners).where(eq(partners.id, partner.id)), 0);
    expect(row.city).toBeNull();
  });

  it('keeps injection strings as plain text in firm and city', async () => {
    const partner = await newPartner();
    const headers = await bearer('partner', partner.id);
    for (const text of INJECTION_STRINGS) {
      const { status, body } = await call(cpProfile, { method: 'PATCH', body: { firm: text, city: text }, headers });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ firm: text.trim(), city: text.trim() });
    }
  });

  it.each<[string, unknown, string, string]>([
    ['nothing', {}, '_', NOTHING_TO_CHANGE],
    ['a long firm', { firm: 'f'.repeat(121) }, 'firm', 'Firm name must be at most 120 characters.'],
    ['a long city', { city: 'c'.repeat(10_000) }, 'city', 'City must be at most 80 characters.'],
    ['a numeric city', { city: 7 }, 'city', 'City must be text.'],
    ['a control character', { firm: 'A\u0000B' }, 'firm', TEXT_CHARACTER_MESSAGE],
    ['a text-direction override', { city: 'Pune \u202e' }, 'city', TEXT_CHARACTER_MESSAGE],
    ['a firm over two lines', { firm: 'Acme\nCapital' }, 'firm', TEXT_CHARACTER_MESSAGE],
    ['an empty name', { fullName: '' }, 'fullName', 'Full name is required.'],
  ])('refuses %s', async (_, body, field, message) => {
    const partner = await newPartner();
    const response = await call(cpProfile, { method: 'PATCH', body, headers: await bearer('partner', partner.id) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it('refuses anonymous callers and investors with 401', async () => {
    const user = await newUser();
    for (const headers of [{}, await bearer('user', user.id)]) {
      expect((await call(cpProfile, { headers })).status).toBe(401);
      expect((await call(cpProfile, { method: 'PATCH', body: { city: 'X' }, headers })).status).toBe(401);
    }
  });
});

describe.each([
  { role: 'user' as const, handler: userPassword, create: newUser },
  { role: 'partner' as const, handler: cpPassword, create: newPartner },
])('POST password ($role)', ({ role, handler, create }) => {
  it('changes the password when the current one is right', async () => {
    const account = await create();
    const { status, body } = await call(handler, {
      method: 'POST',
      body: { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-2' },
      headers: await bearer(role, account.id),
    });
    expect(status).toBe(200);
    expect(body.message).toBe(PASSWORD_CHANGED_MESSAGE);
    const db = await getDb();
    expect(await authenticate(db, role, account.email, 'Brand-new-pass-2')).toBe(account.id);
    expect(await authenticate(db, role, account.email, PASSWORD)).toBeNull();
  });

  it('refuses a wrong current password on currentPassword, leaving the password as it was', async () => {
    const account = await create();
    const response = await call(handler, {
      method: 'POST',
      body: { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-pass-2' },
      headers: await bearer(role, account.id),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.currentPassword).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect(await authenticate(await getDb(), role, account.email, PASSWORD)).toBe(account.id);
  });

  it.each<[string, unknown, string, string]>([
    ['no body fields', {}, 'currentPassword', 'Current password is required.'],
    ['a missing new password', { currentPassword: PASSWORD }, 'newPassword', 'New password is required.'],
    [
      'a short new password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      'newPassword',
      'New password must be at least 8 characters.',
    ],
    [
      'a very long new password',
      { currentPassword: PASSWORD, newPassword: 'p'.repeat(129) },
      'newPassword',
      'New password must be at most 128 characters.',
    ],
    ['the same password', { currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword', PASSWORD_SAME_MESSAGE],
    [
      'a numeric password',
      { currentPassword: 12345678, newPassword: 'Brand-new-pass-2' },
      'currentPassword',
      'Current password must be text.',
    ],
    ['an object', { currentPassword: { $ne: '' }, newPassword: 'Brand-new-pass-2' }, 'currentPassword', 'Current password must be text.'],
  ])('refuses %s', async (_, body, field, message) => {
    const account = await create();
    const response = await call(handler, { method: 'POST', body, headers: await bearer(role, account.id) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it('treats injection strings as wrong passwords, not as errors', async () => {
    const account = await create();
    const headers = await bearer(role, account.id);
    for (const text of INJECTION_STRINGS) {
      const response = await call(handler, { method: 'POST', body: { currentPassword: text, newPassword: 'Brand-new-pass-2' }, headers });
      expect(response.status).toBe(400);
      expect(response.body.errors?.currentPassword).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    }
  });

  it('stops guessing after 30 attempts an hour with a 429, even with the right password', async () => {
    const account = await create();
    const headers = await bearer(role, account.id);
    for (let i = 0; i < 30; i++) {
      expect(
        (await call(handler, { method: 'POST', body: { currentPassword: `guess-${i}`, newPassword: 'Brand-new-pass-2' }, headers })).status,
      ).toBe(400);
    }
    const last = await call(handler, { method: 'POST', body: { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-2' }, headers });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses anonymous callers and the other role with 401', async () => {
    const other = role === 'user' ? await newPartner() : await newUser();
    for (const headers of [{}, await bearer(role === 'user' ? 'partner' : 'user', other.id)]) {
      const response = await call(handler, {
        method: 'POST',
        body: { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-2' },
        headers,
      });
      expect(response.status).toBe(401);
    }
  });
});
