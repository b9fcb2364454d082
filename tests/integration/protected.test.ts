import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { partners, users } from '@/lib/server/db/schema';
import unknownEndpoint from '@/pages/api/v1/[...path]';
import profileGet from '@/pages/api/v1/cp/profile/get';
import cartDetails from '@/pages/api/v1/user/checkOut/getDetails';
import userDetail from '@/pages/api/v1/user/dashBoard/overview/userDetail';
import userRegister from '@/pages/api/v1/user/auth/register';

import { FORMER_SOURCE_SECRET, signedToken, tokenSignedWith } from '../support/tokens';

import { buildInvestor } from './factories';
import { bearer, call, cookieFor } from './http';

let investorId: number;
let partnerId: number;

beforeAll(async () => {
  const db = await getDb();
  investorId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@example.com')))[0]!.id;
  partnerId = (await db.select({ id: partners.id }).from(partners).where(eq(partners.email, 'partner@example.com')))[0]!.id;
});

const expired = async (role: 'user' | 'partner', id: number) => ({ authorization: `Bearer ${await signedToken(role, id, -10)}` });
const forged = async (role: 'user' | 'partner', id: number, secret = 'another-secret-another-secret-another') => ({
  authorization: `Bearer ${await tokenSignedWith(secret, role, id)}`,
});
// Well signed, but naming no session the server started.
const sessionless = async (role: 'user' | 'partner', id: number) => ({ authorization: `Bearer ${await signedToken(role, id, 3600)}` });

describe.each([
  ['GET /api/v1/user/dashBoard/overview/userDetail', userDetail, 'user'],
  ['GET /api/v1/user/checkOut/getDetails', cartDetails, 'user'],
  ['GET /api/v1/cp/profile/get', profileGet, 'partner'],
] as const)('%s refuses callers who are not its role', (_name, handler, role) => {
  it('answers 401 without a token, with a bad, forged or expired one, or with the other role', async () => {
    const own = role === 'user' ? investorId : partnerId;
    const otherRole = role === 'user' ? 'partner' : 'user';
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Bearer ' },
      { cookie: `${role === 'user' ? 'userToken' : 'partnerToken'}=garbage` },
      await expired(role, own),
      await forged(role, own),
      await forged(role, own, FORMER_SOURCE_SECRET),
      await sessionless(role, own),
      await bearer(otherRole, own),
      await bearer(role, 999_999),
    ];
    for (const headers of cases) {
      const { status, body } = await call(handler, { headers });
      expect(status, JSON.stringify(headers)).toBe(401);
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('GET /api/v1/user/dashBoard/overview/userDetail', () => {
  it('gives the investor their own detail as the first item of data, by bearer or cookie', async () => {
    for (const headers of [await bearer('user', investorId), await cookieFor('user', investorId)]) {
      const { status, body } = await call(userDetail, { headers });
      expect(status).toBe(200);
      const [detail] = body.data as Record<string, unknown>[];
      expect(detail).toMatchObject({ email: 'investor@example.com', fullName: expect.any(String), userUniqueCode: expect.any(String) });
      expect(detail).not.toHaveProperty('passwordHash');
    }
  });
});

describe('GET /api/v1/cp/profile/get', () => {
  it('gives the partner their own profile as the first item of data', async () => {
    const { status, body } = await call(profileGet, { headers: await bearer('partner', partnerId) });
    expect(status).toBe(200);
    const [profile] = body.data as Record<string, unknown>[];
    expect(profile).toMatchObject({ email: 'partner@example.com', partnershipCode: expect.any(String), fullName: expect.any(String) });
    expect(profile).toHaveProperty('profileImage');
    expect(profile).not.toHaveProperty('passwordHash');
  });
});

describe('GET /api/v1/user/checkOut/getDetails', () => {
  it("lists only the caller's own cart", async () => {
    const demo = await call(cartDetails, { headers: await bearer('user', investorId), query: { page: '1', limit: '10' } });
    expect(demo.status).toBe(200);
    const result = (demo.body.data as { result: { quantity: number; totalPaise: number; pricePaise: number }[] }).result;
    expect(result.length).toBeGreaterThan(0);
    for (const item of result) expect(item.totalPaise).toBe(item.pricePaise * item.quantity);

    const fresh = await call(userRegister, {
      method: 'POST',
      body: buildInvestor({ fullName: 'Nikhil Jain', password: 'Another-pass-1' }),
    });
    const other = await call(cartDetails, { headers: await bearer('user', (fresh.body.data as { id: number }).id) });
    expect(other.status).toBe(200);
    expect((other.body.data as { result: unknown[] }).result).toEqual([]);
  });

  it('refuses a bad page or limit', async () => {
    const headers = await bearer('user', investorId);
    for (const query of [{ page: '0' }, { limit: '500' }, { page: 'x' }] as Record<string, string>[]) {
      const { status } = await call(cartDetails, { headers, query });
      expect(status).toBe(400);
    }
  });
});

describe('an unknown /api/v1 path', () => {
  it('answers 404 in the envelope', async () => {
    const { status, body } = await call(unknownEndpoint);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'No such API endpoint.', code: 'not_found' });
  });
});
