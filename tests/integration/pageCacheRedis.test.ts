// The Redis cache of rendered pages (lib/server/cache/redisCacheHandler.mjs), as two app instances
// sharing it see it. Needs a Redis at REDIS_TEST_URL (default redis://127.0.0.1:6379); skipped, saying
// so, only when none answers. Every run uses its own key prefix.
import { randomUUID } from 'node:crypto';

import IORedis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import RedisCacheHandler, { closePageCacheConnection } from '@/lib/server/cache/redisCacheHandler.mjs';

import { REDIS_TEST_URL, redisAnswers } from '../support/redis';

const REDIS_URL = REDIS_TEST_URL;

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis page-cache tests skipped: no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL to point at one).`);

const keyPrefix = `page-cache-test:${randomUUID()}:`;
// Two instances of the app: each makes its own handler over the same Redis.
const instance = () => new RedisCacheHandler({ redisUrl: REDIS_URL, keyPrefix });

const page = (price: string) => ({
  kind: 'PAGES',
  html: `<!DOCTYPE html><html><body><p>Price ${price}</p></body></html>`,
  pageData: { pageProps: { price } },
  headers: undefined,
  status: 200,
});

afterAll(async () => {
  if (!redisUp) return;
  const cleaner = new IORedis(REDIS_URL);
  const keys = await cleaner.keys(`${keyPrefix}*`);
  if (keys.length) await cleaner.del(...keys);
  await cleaner.quit();
  await closePageCacheConnection();
});

describe.skipIf(!redisUp)('rendered pages shared through Redis', () => {
  it('a page one instance renders is the page the other serves, with its lifetime', async () => {
    const [first, second] = [instance(), instance()];
    expect(await second.get('/indian-stocks/acme')).toBeNull();
    const before = Date.now();
    await first.set('/indian-stocks/acme', page('₹1,234'), { cacheControl: { revalidate: 60, expire: 3600 } });
    const served = await second.get('/indian-stocks/acme');
    expect(served?.value).toEqual(page('₹1,234'));
    expect(served?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    expect(served?.lastModified).toBeGreaterThanOrEqual(before);
  });

  it("an instance's refresh replaces the page for every instance", async () => {
    const [first, second] = [instance(), instance()];
    await first.set('/', page('old'), {});
    await second.set('/', page('new'), {});
    expect((await first.get('/'))?.value).toEqual(page('new'));
  });

  it('keeps binary entries (images) byte for byte, and an entry for nothing (a 404) as such', async () => {
    const handler = instance();
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await handler.set('image-key', { kind: 'IMAGE', etag: 'e', buffer: bytes, extension: 'png' }, {});
    const image = (await handler.get('image-key'))?.value as { buffer: Buffer } | null;
    expect(Buffer.isBuffer(image?.buffer)).toBe(true);
    expect(image?.buffer.equals(bytes)).toBe(true);
    await handler.set('/indian-stocks/no-such-company', null, {});
    const missing = await handler.get('/indian-stocks/no-such-company');
    expect(missing).not.toBeNull();
    expect(missing?.value).toBeNull();
  });

  it('gives up quietly (a miss, so the page is rendered) when Redis does not answer', async () => {
    const handler = new RedisCacheHandler({ redisUrl: REDIS_URL, keyPrefix });
    const broken = { get: () => Promise.reject(new Error('down')), set: () => Promise.reject(new Error('down')) };
    Object.assign(handler, { redis: broken });
    await expect(handler.set('/', page('x'), {})).resolves.toBeUndefined();
    expect(await handler.get('/')).toBeNull();
  });
});
