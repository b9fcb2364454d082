// `npm start`: Next's production server behind the page front cache (lib/server/http/pageFrontCache.ts).
// A public page Next marked as shared is answered from memory, gzip included, without going through
// Next's router; everything else (API, signed-in areas, files, first renders) is Next's, unchanged:
// middleware, rewrites, headers, compression and incremental static regeneration all run as under
// `next start`.
//   PORT (default 3000) or -p/--port; -H/--hostname (default: every address), as `next start` takes them
//   FRONT_CACHE_SECONDS: longest time a page is answered from memory (default 10; 0 turns the cache off)
//   REDIS_URL: every instance hears the paths whose pages changed, and forgets them at once
Object.assign(process.env, { NODE_ENV: 'production' });

import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

import {
  acceptsGzip,
  FRONT_CACHE_PURGE_CHANNEL,
  frontCacheKey,
  installFrontCachePurger,
  PageFrontCache,
  type CachedPage,
} from './pageFrontCache';

function option(short: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === short || arg === long);
  return at >= 0 ? args[at + 1] : undefined;
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers set it to their own name, which is no address to listen on. Without -H,
// every address, IPv6 and IPv4, as `next start` listens.
const hostname = option('-H', '--hostname');

function sendCached(req: IncomingMessage, res: ServerResponse, cache: PageFrontCache, page: CachedPage) {
  const headers: OutgoingHttpHeaders = { ...page.headers, 'x-nextjs-cache': 'HIT', 'x-front-cache': 'HIT', vary: 'Accept-Encoding' };
  if (page.etag && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = acceptsGzip(req.headers) ? cache.gzipOf(page) : page.body;
  if (body !== page.body) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(body);
}

/** Lets Next answer, keeping a copy of what it sends (identity-encoded: the request asked for no gzip). */
function captureAnswer(res: ServerResponse, done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (chunk instanceof Uint8Array)
      chunks.push(Buffer.from(chunk)); // a copy: the writer may reuse its buffer
    else if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  // Headers given to writeHead are not in getHeaders() unless set first.
  res.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object') as OutgoingHttpHeaders | undefined;
    if (headers && !Array.isArray(headers) && !res.headersSent)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return writeHead(status, ...rest.filter((arg) => typeof arg === 'string'));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    try {
      done(res.statusCode, res.getHeaders(), Buffer.concat(chunks));
    } catch (error) {
      logger.warn('front cache: answer not kept', { error: error instanceof Error ? error.message : String(error) });
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
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
  const cache = frontCacheSeconds > 0 ? new PageFrontCache({ maxAgeSeconds: frontCacheSeconds }) : undefined;
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

  const server = http.createServer((req, res) => {
    const key = cache ? frontCacheKey(req) : null;
    if (cache && key) {
      const page = cache.get(key);
      if (page) {
        sendCached(req, res, cache, page);
        return;
      }
      // Rendered (or read from Next's cache) for this request: keep the answer in its plain form.
      delete req.headers['accept-encoding'];
      const ticket = cache.ticket();
      captureAnswer(res, (status, headers, body) => cache.offer(key, status, headers, body, ticket));
    }
    handle(req, res).catch((error: unknown) => {
      logger.error('request failed', { error: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
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
