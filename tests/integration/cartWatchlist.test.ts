import { randomUUID } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companySlug } from '@/lib/slug';
import { getDb } from '@/lib/server/db/client';
import { cartItems, companies, watchlistItems, type CompanyStatus } from '@/lib/server/db/schema';
import { registerUser } from '@/lib/server/services/accounts';
import cartAdd from '@/pages/api/v1/user/checkOut/add';
import watchAdd from '@/pages/api/v1/user/watchlist/add';
import watchList from '@/pages/api/v1/user/watchlist/list';
import watchRemove from '@/pages/api/v1/user/watchlist/remove';

import { bearer, call, cookieFor, INJECTION_STRINGS, uniqueContact } from './http';
import { verifiedKyc } from './kycFixtures';

const tag = randomUUID().slice(0, 8);
const ids: Record<'available' | 'soldOut' | 'comingSoon', number> = { available: 0, soldOut: 0, comingSoon: 0 };
let alice: number;
let bob: number;

/** A company shaped like the seed's (the seed test checks every row), removed again after the file. */
async function insertCompany(status: CompanyStatus, label: string) {
  const urlName = `Cart Test ${label} ${tag}`;
  const [row] = await (await getDb())
    .insert(companies)
    .values({
      name: urlName,
      urlName,
      slug: companySlug(urlName),
      sector: 'Technology',
      category: 'unlisted',
      status,
      isin: `INE${tag.toUpperCase().replace(/[^0-9A-Z]/g, '0').slice(0, 8)}${label.length}`.padEnd(12, '0').slice(0, 12),
      faceValuePaise: 1_000,
      minQuantity: 50,
      pricePaise: 25_000,
      brokerPricePaise: 24_000,
      shareholding: [{ holder: 'Promoters', percent: 100 }],
    })
    .returning({ id: companies.id });
  return row!.id;
}

beforeAll(async () => {
  const db = await getDb();
  ids.available = await insertCompany('Available', 'Open');
  ids.soldOut = await insertCompany('Sold Out', 'Gone');
  ids.comingSoon = await insertCompany('Coming Soon', 'Later');
  alice = (await registerUser(db, { fullName: 'Alice Cart', password: 'Password-123', ...uniqueContact() })).id;
  bob = (await registerUser(db, { fullName: 'Bob Cart', password: 'Password-123', ...uniqueContact() })).id;
  // Buying needs a verified KYC; kyc.test.ts covers investors without one.
  await verifiedKyc(alice);
  await verifiedKyc(bob);
});

afterAll(async () => {
  await (await getDb()).delete(companies).where(inArray(companies.id, Object.values(ids)));
});

const cartRow = async (userId: number, companyId: number) =>
  (await (await getDb()).select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.companyId, companyId))))[0];

describe('POST /api/v1/user/checkOut/add', () => {
  it('answers 401 to an anonymous caller and writes nothing', async () => {
    const { status, body } = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 50 } });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('adds shares at or above the minimum lot, then replaces the quantity on a second add', async () => {
    const first = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 50 }, headers: await bearer('user', alice) });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ companyId: ids.available, quantity: 50, totalPaise: 50 * 25_000 });
    expect(first.body.message).toMatch(/50 shares of .* are in your cart/);
    const second = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 120 }, headers: await cookieFor('user', alice) });
    expect(second.status).toBe(200);
    expect((await cartRow(alice, ids.available))?.quantity).toBe(120);
    const rows = await (await getDb()).select().from(cartItems).where(and(eq(cartItems.userId, alice), eq(cartItems.companyId, ids.available)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ quantity: 49 }, /at least 50 shares/],
    [{ quantity: 0 }, /at least 1/],
    [{ quantity: -5 }, /at least 1/],
    [{ quantity: 50.5 }, /whole number/],
    [{ quantity: '50' }, /number/],
    [{ quantity: null }, /number/],
    [{ quantity: 10_000_001 }, /at most/],
    [{}, /number/],
  ])('refuses %j with 400 and a message for quantity', async (change, message) => {
    const { status, body } = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, ...change }, headers: await bearer('user', bob) });
    expect(status).toBe(400);
    expect(body.errors?.quantity).toMatch(message);
    expect(await cartRow(bob, ids.available)).toBeUndefined();
  });

  it.each([
    ['soldOut', /sold out/],
    ['comingSoon', /coming soon/],
  ] as const)('refuses a %s company with 409 and a clear message', async (key, message) => {
    const { status, body } = await call(cartAdd, { method: 'POST', body: { companyId: ids[key], quantity: 50 }, headers: await bearer('user', bob) });
    expect(status).toBe(409);
    expect(body.message).toMatch(message);
    expect(await cartRow(bob, ids[key])).toBeUndefined();
  });

  it('answers 404 for an unknown company and 400 for a bad id or body', async () => {
    const headers = await bearer('user', bob);
    expect((await call(cartAdd, { method: 'POST', body: { companyId: 2_000_000_000, quantity: 50 }, headers })).status).toBe(404);
    const bad = await call(cartAdd, { method: 'POST', body: { companyId: 'x', quantity: 50 }, headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.companyId).toEqual(expect.any(String));
    expect((await call(cartAdd, { method: 'POST', rawBody: '[1,2]', headers })).status).toBe(400);
  });

  it("leaves another user's cart untouched", async () => {
    await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 75 }, headers: await bearer('user', bob) });
    expect((await cartRow(alice, ids.available))?.quantity).toBe(120);
    expect((await cartRow(bob, ids.available))?.quantity).toBe(75);
  });

  it('refuses GET with 405', async () => {
    const { status, headers } = await call(cartAdd, { headers: await bearer('user', alice) });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });

  it.each(INJECTION_STRINGS)('never fails with 500 on %j', async (text) => {
    const { status } = await call(cartAdd, { method: 'POST', body: { companyId: text, quantity: text }, headers: await bearer('user', alice) });
    expect(status).toBe(400);
  });
});

describe('watch list APIs', () => {
  const listFor = async (userId: number, query: Record<string, string> = {}) =>
    (await call(watchList, { query, headers: await bearer('user', userId) })).body.data as { result: { companyId: number; name: string }[]; total: number };

  it('answer 401 to anonymous callers', async () => {
    expect((await call(watchAdd, { method: 'POST', body: { companyId: ids.available } })).status).toBe(401);
    expect((await call(watchRemove, { method: 'POST', body: { companyId: ids.available } })).status).toBe(401);
    expect((await call(watchList)).status).toBe(401);
  });

  it('adds idempotently, lists, and removes idempotently', async () => {
    const headers = await bearer('user', alice);
    const first = await call(watchAdd, { method: 'POST', body: { companyId: ids.soldOut }, headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ added: true, watching: true });
    const again = await call(watchAdd, { method: 'POST', body: { companyId: ids.soldOut }, headers });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ added: false, watching: true });
    await call(watchAdd, { method: 'POST', body: { companyId: ids.comingSoon }, headers });

    const list = await listFor(alice);
    expect(list.total).toBe(2);
    expect(list.result.map((item) => item.companyId).sort()).toEqual([ids.soldOut, ids.comingSoon].sort());
    expect((await listFor(alice, { companyId: String(ids.soldOut) })).total).toBe(1);
    expect((await listFor(alice, { companyId: String(ids.available) })).total).toBe(0);

    const removed = await call(watchRemove, { method: 'POST', body: { companyId: ids.soldOut }, headers });
    expect(removed.body.data).toMatchObject({ removed: true, watching: false });
    const removedAgain = await call(watchRemove, { method: 'POST', body: { companyId: ids.soldOut }, headers });
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.body.data).toMatchObject({ removed: false });
    expect((await listFor(alice)).result.map((item) => item.companyId)).toEqual([ids.comingSoon]);
  });

  it("keeps each user's list to themselves", async () => {
    await call(watchAdd, { method: 'POST', body: { companyId: ids.available }, headers: await bearer('user', bob) });
    // Bob removing Alice's company touches only Bob's (empty) entry for it.
    await call(watchRemove, { method: 'POST', body: { companyId: ids.comingSoon }, headers: await bearer('user', bob) });
    expect((await listFor(alice)).result.map((item) => item.companyId)).toEqual([ids.comingSoon]);
    expect((await listFor(bob)).result.map((item) => item.companyId)).toEqual([ids.available]);
    const rows = await (await getDb()).select().from(watchlistItems).where(eq(watchlistItems.companyId, ids.comingSoon));
    expect(rows.map((row) => row.userId)).toEqual([alice]);
  });

  it('answers 404 for an unknown company and 400 for bad input', async () => {
    const headers = await bearer('user', alice);
    expect((await call(watchAdd, { method: 'POST', body: { companyId: 2_000_000_000 }, headers })).status).toBe(404);
    for (const body of [{}, { companyId: -1 }, { companyId: 1.5 }, { companyId: '7' }]) {
      const result = await call(watchAdd, { method: 'POST', body, headers });
      expect(result.status).toBe(400);
      expect(result.body.errors?.companyId).toEqual(expect.any(String));
    }
    expect((await call(watchList, { query: { companyId: 'abc' }, headers })).status).toBe(400);
    expect((await call(watchList, { query: { limit: '500' }, headers })).status).toBe(400);
  });

  it.each(INJECTION_STRINGS)('never fails with 500 on %j', async (text) => {
    const headers = await bearer('user', alice);
    expect((await call(watchAdd, { method: 'POST', body: { companyId: text }, headers })).status).toBe(400);
    expect((await call(watchRemove, { method: 'POST', body: { companyId: text }, headers })).status).toBe(400);
    expect((await call(watchList, { query: { companyId: text }, headers })).status).toBe(400);
  });
});
