// The cache of rendered pages (lib/server/cache/cacheHandler.mjs) as two app instances sharing one Redis
// see it, and as one instance sees it when Redis does not answer. Needs a Redis at REDIS_TEST_URL
// (default redis://127.0.0.1:6379); skipped, saying so, only when none answers. Every run has its own build id.
import { randomUUID } from 'node:crypto';

import IORedis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { pageCacheHandlers } from '@/lib/server/cache/cacheHandler.mjs';

import { REDIS_TEST_URL, redisAnswers } from '../support/redis';

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis page-cache tests skipped: no Redis answers at ${REDIS_TEST_URL} (set REDIS_TEST_URL to point at one).`);

const buildId = `test-${randomUUID()}`;
const opened: { close: () => Promise<void> }[] = [];
/** One app instance's handlers, first answer wins, as the CacheHandler asks them. */
function instance(url = REDIS_TEST_URL) {
  const set = pageCacheHandlers({ url, buildId });
  opened.push(set);
  return {
    names: set.handlers.map((handler) => handler.name),
    async get(key: string) {
      for (const handler of set.handlers) {
        const found = await handler.get(key, { implicitTags: [] }).catch(() => null);
        if (found) return found;
      }
      return null;
    },
    async set(key: string, value: unknown) {
      const entry = { lastModified: Date.now(), tags: [], lifespan: null, value } as never;
      await Promise.all(set.handlers.map((handler) => handler.set(key, entry).catch(() => undefined)));
    },
  };
}

const page = (price: string) => ({
  kind: 'PAGES',
  html: `<!DOCTYPE html><html><body><p>Price ${price}</p></body></html>`,
  pageData: { pageProps: { price } },
  headers: undefined,
  status: 200,
});

afterAll(async () => {
  await Promise.all(opened.map((set) => set.close()));
  if (!redisUp) return;
  const cleaner = new IORedis(REDIS_TEST_URL);
  const keys = await cleaner.keys(`page-cache:${buildId}:*`);
  if (keys.length) await cleaner.del(...keys);
  await cleaner.quit();
});

describe.skipIf(!redisUp)('rendered pages shared through Redis', () => {
  it('a page one instance renders is the page the other serves, and a refresh replaces it for both', async () => {
    const [first, second] = [instance(), instance()];
    await new Promise((resolve) => setTimeout(resolve, 100)); // both connected (no offline queue)
    expect(await second.get('/indian-stocks/acme')).toBeNull();
    await first.set('/indian-stocks/acme', page('₹1,234'));
    expect((await second.get('/indian-stocks/acme'))?.value).toEqual(page('₹1,234'));
    await second.set('/indian-stocks/acme', page('₹1,300'));
    expect((await first.get('/indian-stocks/acme'))?.value).toEqual(page('₹1,300'));
  });
});

describe('Redis unreachable', () => {
  it('answers at once from memory: no request waits on a Redis that is not there', async () => {
    const alone = instance('redis://127.0.0.1:1'); // nothing listens on port 1
    const started = Date.now();
    expect(await alone.get('/')).toBeNull();
    await alone.set('/', page('kept here'));
    expect((await alone.get('/'))?.value).toEqual(page('kept here'));
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('the build writes no page to Redis (its pages are on disk; a build machine need not reach Redis)', () => {
    const building = pageCacheHandlers({ url: REDIS_TEST_URL, buildId, building: true });
    opened.push(building);
    expect(building.handlers).toHaveLength(1);
    expect(instance().names).toHaveLength(2);
  });
});
