// Next's cache of rendered pages (incremental static regeneration) shared by every instance through
// Redis, with @fortedigital/nextjs-cache-handler (a maintained handler for Next 15/16; see docs/deployment.md).
// next.config.ts installs it when REDIS_URL is set; without it Next keeps the pages on its own disk,
// right for one instance. A page one instance renders again (an operator's change, lib/server/pageCache.ts)
// is the page every instance serves next.
//
// Redis away: each command fails at once (no offline queue) or after TIMEOUT_MS, the handler falls to
// this process's memory, and Next renders what neither has. A request never waits on Redis for long,
// and an instance starts without it. The build writes no page into Redis: its pages are on disk, and
// a build machine need not reach the production Redis.
// Plain JavaScript: Next loads this file itself, outside the app's bundle.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import IORedis from 'ioredis';

/** Longest wait on Redis for one page, in milliseconds. */
const TIMEOUT_MS = 500;

/**
 * The handlers, first answer wins: Redis (shared), then this process's memory. Exported for the tests.
 * @param {{ url?: string, buildId?: string, building?: boolean }} options
 */
export function pageCacheHandlers({ url, buildId, building }) {
  const local = createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 4 * 1024 * 1024 });
  if (!url || building) return { handlers: [local], close: async () => undefined };
  const client = new IORedis(url, {
    enableOfflineQueue: false,
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // Keep trying in the background, never more than every 2 s: pages come from memory meanwhile.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let warned = false;
  client.on('error', (error) => {
    if (warned) return;
    warned = true; // once per outage: a request's own failure is a miss, not an error
    process.stderr.write(`page cache: redis unreachable (${error.message}); pages from this instance's memory\n`);
  });
  client.on('ready', () => {
    warned = false;
  });
  const redis = createRedisHandler({
    client: ioredisAdapter(client),
    // A new build never serves an old build's pages (their scripts are gone).
    keyPrefix: `page-cache:${buildId ?? 'dev'}:`,
    timeoutMs: TIMEOUT_MS,
  });
  return {
    handlers: [redis, local],
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

CacheHandler.onCreation(({ buildId }) => ({
  handlers: pageCacheHandlers({
    url: process.env.REDIS_URL,
    buildId,
    building: process.env.NEXT_PHASE === 'phase-production-build',
  }).handlers,
}));

export default CacheHandler;
