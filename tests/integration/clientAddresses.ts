// For tests of limits that count per client address and per account: requests from addresses of
// the test's choosing, and each rate store in turn (memory, and Redis when one answers).
import { randomBytes, randomUUID } from 'node:crypto';

import IORedis from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { env } from '@/lib/server/env';
import { MemoryRateStore, REDIS_OPTIONS, RedisRateStore, resetRateLimits, useRateStore, type RateStore } from '@/lib/server/rateLimit';

import { REDIS_TEST_URL, redisAnswers } from '../support/redis';

/**
 * Takes the client address from X-Forwarded-For (TRUST_PROXY=true, as behind the production proxy)
 * for the calling file's tests, then puts the setting back.
 */
export function trustProxyInThisFile() {
  let before: 'true' | 'false' = 'false';
  beforeAll(() => {
    before = env().TRUST_PROXY;
    env().TRUST_PROXY = 'true';
  });
  afterAll(() => {
    env().TRUST_PROXY = before;
  });
}

/** An address of its own (IPv6 documentation block), so no two tests share a window. */
export const newAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** The headers of a request from the client at address (with trustProxyInThisFile). */
export const from = (address: string) => ({ 'x-forwarded-for': address });

const redisUp = await redisAnswers();
const clients: IORedis[] = [];
const PREFIX = `rate-test:${randomUUID()}:`;

/** [name, the store for a test, whether it can run here], for describe.each; cleans up after the file. */
export function rateStoreCases(file: string): [string, () => RateStore, boolean][] {
  if (!redisUp) console.warn(`${file}: Redis cases skipped, no Redis answers at ${REDIS_TEST_URL} (set REDIS_TEST_URL).`);
  afterEach(() => {
    useRateStore(undefined);
    resetRateLimits();
  });
  afterAll(async () => {
    if (redisUp) {
      const admin = new IORedis(REDIS_TEST_URL, REDIS_OPTIONS);
      const keys = await admin.keys(`${PREFIX}*`);
      if (keys.length) await admin.del(...keys);
      admin.disconnect();
    }
    for (const client of clients.splice(0)) client.disconnect();
  });
  return [
    ['memory store', () => new MemoryRateStore(), true],
    [
      'Redis store',
      () => {
        const client = new IORedis(REDIS_TEST_URL, REDIS_OPTIONS);
        client.on('error', () => undefined);
        clients.push(client);
        return new RedisRateStore(client, PREFIX);
      },
      redisUp,
    ],
  ];
}
