// `npm start`: Next's production server behind the page front cache (lib/server/http/pageFrontCache.ts,
// frontServer.ts). A public page Next marked as shared (and the company search) is answered from
// memory, gzip included, without going through Next's router; a role hint sent without its token is
// dropped here, as the middleware would, so Next's middleware runs on no public page. Everything else
// (API, signed-in areas, files, first renders) is Next's, unchanged: middleware, rewrites, headers,
// compression and incremental static regeneration all run as under `next start`.
//   PORT (default 3000) or -p/--port; -H/--hostname (default: every address), as `next start` takes them
//   FRONT_CACHE_SECONDS: longest time a page is answered from memory (default 10; 0 turns the cache off)
//   REDIS_URL: every instance hears the paths whose pages changed, and forgets them at once
Object.assign(process.env, { NODE_ENV: 'production' });

import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

import { frontHandler } from './frontServer';
import { FRONT_CACHE_PURGE_CHANNEL, installFrontCachePurger, PageFrontCache, staticPagesOf } from './pageFrontCache';

function option(short: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === short || arg === long);
  return at >= 0 ? args[at + 1] : undefined;
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers set it to their own name, which is no address to listen on. Without -H,
// every address, IPv6 and IPv4, as `next start` listens.
const hostname = option('-H', '--hostname');

/** The pages this build wrote as plain HTML (pageFrontCache.ts staticPagesOf). */
async function builtPages(): Promise<Set<string>> {
  const manifest = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'pages-manifest.json');
  try {
    return staticPagesOf(JSON.parse(await readFile(manifest, 'utf8')) as Record<string, string>);
  } catch (error) {
    logger.warn('front cache: no pages manifest, built pages go to Next', {
      error: error instanceof Error ? error.message : String(error),
    });
    return new Set();
  }
}

async function redisPurges(url: string, cache: PageFrontCache) {
  const { default: IORedis } = await import('ioredis');
  const settings = { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: true };
  const publisher = new IORedis(url, settings);
  const subscriber = new IORedis(url, { ...settings, maxRetriesPerRequest: null });
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => logger.warn('front cache: redis error', { error: error.message }));
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const paths = JSON.parse(message) as unknown;
      if (Array.isArray(paths)) cache.purge(paths.filter((path): path is string => typeof path === 'string'));
    } catch {
      // Not ours: ignore.
    }
  });
  // Reconnected after an outage: purges may have been missed, so start again from Next.
  subscriber.on('ready', () => cache.clear());
  await subscriber.subscribe(FRONT_CACHE_PURGE_CHANNEL);
  return {
    publish: (paths: readonly string[]) => publisher.publish(FRONT_CACHE_PURGE_CHANNEL, JSON.stringify(paths)).then(() => undefined),
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

async function main() {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Read after prepare(), which loads the .env files; a malformed value stops the start, naming it.
  const frontCacheSeconds = env().FRONT_CACHE_SECONDS;
  const cache =
    frontCacheSeconds > 0 ? new PageFrontCache({ maxAgeSeconds: frontCacheSeconds, staticPages: await builtPages() }) : undefined;
  const redisUrl = env().REDIS_URL;
  const redis = cache && redisUrl ? await redisPurges(redisUrl, cache) : undefined;
  if (cache) {
    installFrontCachePurger({
      async purge(paths) {
        cache.purge(paths);
        if (!redis) return;
        await redis.publish(paths).catch((error: unknown) => {
          logger.warn('front cache: purge not published', { error: error instanceof Error ? error.message : String(error) });
        });
      },
    });
  }

  const server = http.createServer(frontHandler(cache, (req, res) => handle(req, res)));
  server.keepAliveTimeout = 65_000;
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (req, socket, head) => {
    void upgrade(req, socket, head);
  });

  await new Promise<void>((resolve) => {
    if (hostname) server.listen(port, hostname, resolve);
    else server.listen(port, resolve);
  });
  logger.info('ready', {
    url: `http://${hostname ?? 'localhost'}:${String(port)}`,
    frontCacheSeconds: cache ? frontCacheSeconds : 0,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    server.close(() => {
      void Promise.allSettled([app.close(), redis?.close()]).then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('could not start', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
