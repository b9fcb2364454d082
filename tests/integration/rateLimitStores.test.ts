// Rate-limit stores: in memory (default) and in Redis (REDIS_URL), the Redis one shared by several
// app instances. The Redis tests need a server at REDIS_TEST_URL (default redis://127.0.0.1:6379);
// they are skipped, saying so, only when it does not answer. Every run uses its own key prefix.
import { randomUUID } from 'node:crypto';
import net from 'node:net';

import IORedis from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { HttpError } from '@/lib/server/http/httpError';
import {
  clearHits,
  countOf,
  hit,
  MemoryRateStore,
  RATE_RULES,
  record,
  REDIS_OPTIONS,
  RedisRateStore,
  release,
  resetRateLimits,
  useRateStore,
  type RateRule,
  type RateStore,
} from '@/lib/server/rateLimit';
import contact from '@/pages/api/v1/common/contact';

import { REDIS_TEST_URL, redisAnswers } from '../support/redis';

import { call } from './http';

const REDIS_URL = REDIS_TEST_URL;
const PREFIX = `rate-test:${randomUUID()}:`;

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis rate-limit tests skipped: no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL to point at one).`);

const clients: IORedis[] = [];
function newClient(url = REDIS_URL) {
  const client = new IORedis(url, REDIS_OPTIONS);
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

afterEach(() => {
  useRateStore(undefined);
  resetRateLimits();
});

afterAll(async () => {
  if (redisUp) {
    const admin = newClient();
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length) await admin.del(...keys);
  }
  for (const client of clients) client.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rule = (limit: number, windowMs = 60_000): RateRule => ({ name: `rule-${randomUUID()}`, limit, windowMs });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const stores: [string, () => RateStore, boolean][] = [
  ['MemoryRateStore', () => new MemoryRateStore(), true],
  ['RedisRateStore', () => new RedisRateStore(newClient(), PREFIX), redisUp],
];

describe.each(stores)('%s', (name, make, available) => {
  it.skipIf(!available)('counts hits in a window, reports the time left, and starts again when it ends', async () => {
    const store = make();
    const id = randomUUID();
    const now = Date.now();
    expect(await store.add(id, 1, 300, now)).toMatchObject({ count: 1 });
    expect(await store.add(id, 1, 300, now + 10)).toMatchObject({ count: 2 });
    const third = await store.add(id, 1, 300, now + 20);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(300);
    // Memory follows the clock it is given; Redis its own, so wait for real.
    if (name === 'RedisRateStore') await sleep(400);
    expect(await store.add(id, 1, 300, now + 400)).toMatchObject({ count: 1 });
  });

  it.skipIf(!available)('a read (by 0) neither counts nor leaves a window behind', async () => {
    const store = make();
    const id = randomUUID();
    expect(await store.add(id, 0, 60_000, Date.now())).toEqual({ count: 0, resetInMs: 60_000 });
    expect(await store.add(id, 1, 60_000, Date.now())).toMatchObject({ count: 1 });
    expect(await store.add(id, 0, 60_000, Date.now())).toMatchObject({ count: 1 });
    await store.clear(id);
    expect(await store.add(id, 0, 60_000, Date.now())).toMatchObject({ count: 0 });
  });

  it.skipIf(!available)('keys do not collide across ids', async () => {
    const store = make();
    const [a, b] = [randomUUID(), randomUUID()];
    await store.add(a, 3, 60_000, Date.now());
    expect(await store.add(b, 1, 60_000, Date.now())).toMatchObject({ count: 1 });
  });

  it.skipIf(!available)('hit() refuses with a 429, a clear message and Retry-After once the limit is used', async () => {
    useRateStore(make());
    const limited = rule(3, 10 * 60_000);
    for (let i = 0; i < 3; i++) await hit(limited, 'client-a');
    const error = await refusal(hit(limited, 'client-a'));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThan(500);
    // Another key still has its own window.
    await expect(hit(limited, 'client-b')).resolves.toBeUndefined();
  });

  it.skipIf(!available)('record/release/countOf/clearHits: counted without refusing, given back, read, and forgotten', async () => {
    useRateStore(make());
    const failures = { ...rule(2), message: 'Locked for {wait}.' };
    await record(failures, 'acct');
    await record(failures, 'acct');
    await record(failures, 'acct'); // record never throws
    expect(await countOf(failures, 'acct')).toBe(3);
    await release(failures, 'acct');
    expect(await countOf(failures, 'acct')).toBe(2);
    const error = await refusal(hit(failures, 'acct', { field: 'email' }));
    expect(error).toMatchObject({ status: 429, message: expect.stringMatching(/^Locked for \d+ (seconds?|minutes?)\.$/) });
    expect(error.errors?.email).toBe(error.message);
    await clearHits(failures, 'acct');
    expect(await countOf(failures, 'acct')).toBe(0);
    // Giving back more than was counted ends the window instead of leaving credit below zero.
    await release(failures, 'acct');
    expect(await countOf(failures, 'acct')).toBe(0);
    await hit(failures, 'acct');
    await hit(failures, 'acct');
    expect((await refusal(hit(failures, 'acct'))).status).toBe(429);
  });

  it.skipIf(!available)('of 40 parallel hits on a limit of 5, exactly 5 pass', async () => {
    useRateStore(make());
    const slots: RateRule = { ...rule(5), scope: 'account' };
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => hit(slots, 'parallel')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});

describe.skipIf(!redisUp)('RedisRateStore shared by several app instances', () => {
  it('two instances (separate connections) count into one window', async () => {
    const instanceA = new RedisRateStore(newClient(), PREFIX);
    const instanceB = new RedisRateStore(newClient(), PREFIX);
    const shared = rule(4);
    for (const instance of [instanceA, instanceB, instanceA, instanceB]) {
      useRateStore(instance);
      await hit(shared, '203.0.113.9');
    }
    // Each instance alone saw only two hits, but the fifth is refused wherever it lands.
    useRateStore(instanceA);
    expect((await refusal(hit(shared, '203.0.113.9'))).status).toBe(429);
    useRateStore(instanceB);
    expect((await refusal(hit(shared, '203.0.113.9'))).status).toBe(429);
    // And a success on one instance clears the count for both.
    await clearHits(shared, '203.0.113.9');
    useRateStore(instanceA);
    await expect(hit(shared, '203.0.113.9')).resolves.toBeUndefined();
  });

  it('counts exactly under concurrent hits from both instances (INCRBY is atomic)', async () => {
    const instances: RateStore[] = [new RedisRateStore(newClient(), PREFIX), new RedisRateStore(newClient(), PREFIX)];
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 2]!.add(id, 1, 60_000, Date.now())));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const ttl = await newClient().pttl(`${PREFIX}${id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('an API answers 429 in the envelope once the shared count is used up', async () => {
    useRateStore(new RedisRateStore(newClient(), PREFIX));
    const body = { name: 'Asha Rao', email: 'asha@example.test', phone: '9876543210', message: 'Please call me back about shares.' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.contact.limit; i++) statuses.push((await call(contact, { method: 'POST', body })).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await call(contact, { method: 'POST', body });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
      code: 'rate_limited',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('when Redis is down', () => {
  async function closedPort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('rate limits still apply, counted in memory, and a request waits at most about a second', async () => {
    useRateStore(new RedisRateStore(newClient(`redis://127.0.0.1:${await closedPort()}`), PREFIX));
    const limited = rule(2);
    const started = Date.now();
    await hit(limited, 'down');
    await hit(limited, 'down');
    expect((await refusal(hit(limited, 'down'))).status).toBe(429);
    expect(Date.now() - started).toBeLessThan(6_000);
    const one = Date.now();
    await hit(limited, 'other-key');
    expect(Date.now() - one).toBeLessThan(2_500);
  });
});
