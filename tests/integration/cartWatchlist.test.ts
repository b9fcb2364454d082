import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { cartItems, companies, watchlistItems, type CompanyStatus } from '@/lib/server/db/schema';
import cartAdd from '@/pages/api/v1/user/checkOut/add';
import cartList from '@/pages/api/v1/user/checkOut/getDetails';
import cartRemove from '@/pages/api/v1/user/checkOut/remove';
import watchAdd from '@/pages/api/v1/user/watchlist/add';
import watchList from '@/pages/api/v1/user/watchlist/list';
import watchRemove from '@/pages/api/v1/user/watchlist/remove';

import { createCompany, createVerifiedInvestor, uniqueTag } from './factories';
import { bearer, call, cookieFor, INJECTION_STRINGS } from './http';

const tag = uniqueTag();
const ids: Record<'available' | 'soldOut' | 'comingSoon', number> = { available: 0, soldOut: 0, comingSoon: 0 };
let alice: number;
let bob: number;

const insertCompany = async (status: CompanyStatus, label: string) =>
  (await createCompany({ status, urlName: `Cart Test ${label} ${tag}` })).id;

beforeAll(async () => {
  ids.available = await insertCompany('Available', 'Open');
  ids.soldOut = await insertCompany('Sold Out', 'Gone');
  ids.comingSoon = await insertCompany('Coming Soon', 'Later');
  // Buying needs a verified KYC; kyc.test.ts covers investors without one.
  alice = (await createVerifiedInvestor({ fullName: 'Alice Cart' })).user.id;
  bob = (await createVerifiedInvestor({ fullName: 'Bob Cart' })).user.id;
});

afterAll(async () => {
  await (await getDb()).delete(companies).where(inArray(companies.id, Object.values(ids)));
});

const cartRow = async (userId: number, companyId: number) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.companyId, companyId)))
  )[0];

describe('POST /api/v1/user/checkOut/add', () => {
  it('answers 401 to an anonymous caller and writes nothing', async () => {
    const { status, body } = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 50 } });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('adds shares at or above the minimum lot, then replaces the quantity on a second add', async () => {
    const first = await call(cartAdd, {
      method: 'POST',
      body: { companyId: ids.available, quantity: 50 },
      headers: await bearer('user', alice),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ companyId: ids.available, quantity: 50, totalPaise: 50 * 25_000 });
    expect(first.body.message).toMatch(/50 shares of .* are in your cart/);
    const second = await call(cartAdd, {
      method: 'POST',
      body: { companyId: ids.available, quantity: 120 },
      headers: await cookieFor('user', alice),
    });
    expect(second.status).toBe(200);
    expect((await cartRow(alice, ids.available))?.quantity).toBe(120);
    const rows = await (
      await getDb()
    )
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, alice), eq(cartItems.companyId, ids.available)));
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
    const { status, body } = await call(cartAdd, {
      method: 'POST',
      body: { companyId: ids.available, ...change },
      headers: await bearer('user', bob),
    });
    expect(status).toBe(400);
    expect(body.errors?.quantity).toMatch(message);
    expect(await cartRow(bob, ids.available)).toBeUndefined();
  });

  it.each([
    ['soldOut', /sold out/],
    ['comingSoon', /coming soon/],
  ] as const)('refuses a %s company with 409 and a clear message', async (key, message) => {
    const { status, body } = await call(cartAdd, {
      method: 'POST',
      body: { companyId: ids[key], quantity: 50 },
      headers: await bearer('user', bob),
    });
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
    const { status } = await call(cartAdd, {
      method: 'POST',
      body: { companyId: text, quantity: text },
      headers: await bearer('user', alice),
    });
    expect(status).toBe(400);
  });
});

describe('watch list APIs', () => {
  const listFor = async (userId: number, query: Record<string, string> = {}) =>
    (await call(watchList, { query, headers: await bearer('user', userId) })).body.data as {
      result: { companyId: number; name: string }[];
      total: number;
    };

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

describe('POST /api/v1/user/checkOut/remove and changing a quantity', () => {
  const cartFor = async (userId: number) =>
    (await call(cartList, { headers: await bearer('user', userId) })).body.data as {
      result: { companyId: number; quantity: number; minQuantity: number; totalPaise: number }[];
    };

  it('answers 401 to an anonymous caller and removes nothing', async () => {
    await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 60 }, headers: await bearer('user', alice) });
    const { status } = await call(cartRemove, { method: 'POST', body: { companyId: ids.available } });
    expect(status).toBe(401);
    expect((await cartRow(alice, ids.available))?.quantity).toBe(60);
  });

  it('lists each line with its minimum lot, so the page can check a new quantity before sending it', async () => {
    const line = (await cartFor(alice)).result.find((item) => item.companyId === ids.available);
    expect(line).toMatchObject({ quantity: 60, minQuantity: 50, totalPaise: 60 * 25_000 });
  });

  it('changes a quantity through the add API, with the same minimum-lot and whole-number rules', async () => {
    const headers = await cookieFor('user', alice);
    const changed = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity: 200 }, headers });
    expect(changed.status).toBe(200);
    expect((await cartRow(alice, ids.available))?.quantity).toBe(200);
    for (const [quantity, message] of [
      [10, /at least 50 shares/],
      [75.5, /whole number/],
    ] as const) {
      const refused = await call(cartAdd, { method: 'POST', body: { companyId: ids.available, quantity }, headers });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.quantity).toMatch(message);
    }
    expect((await cartRow(alice, ids.available))?.quantity).toBe(200);
  });

  it("never removes another investor's line: B naming A's company touches only B's cart", async () => {
    await call(cartRemove, { method: 'POST', body: { companyId: ids.available }, headers: await bearer('user', bob) });
    const again = await call(cartRemove, { method: 'POST', body: { companyId: ids.available }, headers: await bearer('user', bob) });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not in your cart/);
    expect((await cartRow(alice, ids.available))?.quantity).toBe(200);
    expect(await cartRow(bob, ids.available)).toBeUndefined();
  });

  it('removes a line from the caller’s own cart, then answers 404 for it', async () => {
    const headers = await bearer('user', alice);
    const removed = await call(cartRemove, { method: 'POST', body: { companyId: ids.available }, headers });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ companyId: ids.available, removed: true });
    expect(await cartRow(alice, ids.available)).toBeUndefined();
    expect((await cartFor(alice)).result.map((item) => item.companyId)).not.toContain(ids.available);
    expect((await call(cartRemove, { method: 'POST', body: { companyId: ids.available }, headers })).status).toBe(404);
  });

  it('refuses a bad body with 400 and a field message, and GET with 405', async () => {
    const headers = await bearer('user', alice);
    for (const body of [{}, { companyId: -1 }, { companyId: 1.5 }, { companyId: '7' }, { companyId: null }]) {
      const result = await call(cartRemove, { method: 'POST', body, headers });
      expect(result.status).toBe(400);
      expect(result.body.errors?.companyId).toEqual(expect.any(String));
    }
    expect((await call(cartRemove, { method: 'POST', rawBody: '[1,2]', headers })).status).toBe(400);
    const get = await call(cartRemove, { headers });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it.each(INJECTION_STRINGS)('never fails with 500 on %j', async (text) => {
    expect((await call(cartRemove, { method: 'POST', body: { companyId: text }, headers: await bearer('user', alice) })).status).toBe(400);
  });
});
