// The request handler of `npm start` (lib/server/http/serve.ts), in front of Next's: the cookie rule the
// middleware would apply to a public page, then the front cache (pageFrontCache.ts), then Next.
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';

import { expireHint } from '@/lib/server/http/cookies';
import { logger } from '@/lib/server/logger';
import { clientIp, hit } from '@/lib/server/rateLimit';

import { acceptsGzip, frontCacheKey, pathOf, SHARED_APIS, takeStaleHint, type CachedPage, type PageFrontCache } from './pageFrontCache';

/** Next's request handler (or anything that answers as it does). */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function sendCached(req: IncomingMessage, res: ServerResponse, cache: PageFrontCache, page: CachedPage) {
  const headers: OutgoingHttpHeaders = { ...page.headers, 'x-front-cache': 'HIT', vary: 'Accept-Encoding' };
  if (page.headers['x-nextjs-cache'] !== undefined) headers['x-nextjs-cache'] = 'HIT';
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

/**
 * Answers a request in front of `next`: a role hint sent without its token is dropped first (so Next's
 * middleware runs on no public page); then a page, or a shared API answer, kept by `cache` is sent
 * from memory (a shared API answer only once its rate limit has counted the request); else `next`
 * answers, and what it sends is offered to `cache`.
 */
export function frontHandler(cache: PageFrontCache | undefined, next: NextHandler): RequestListener {
  const toNext = (req: IncomingMessage, res: ServerResponse) => {
    next(req, res).catch((error: unknown) => {
      logger.error('request failed', { error: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  };

  return (req, res) => {
    const staleHint = takeStaleHint(req);
    if (staleHint) expireHint(res);
    // The expiry just set is this answer's, not the page's: the page may still be kept.
    const ownCookie = staleHint ? res.getHeader('set-cookie') : undefined;
    const key = cache ? frontCacheKey(req) : null;
    if (cache && key) {
      const page = cache.get(key);
      const rule = page && SHARED_APIS.get(pathOf(key));
      if (page && rule) {
        // A shared API answer still counts against its handler's rate limit; a full window is Next's
        // to answer (it counts again and sends the 429).
        hit(rule, clientIp(req)).then(
          () => sendCached(req, res, cache, page),
          () => toNext(req, res),
        );
        return;
      }
      if (page) {
        sendCached(req, res, cache, page);
        return;
      }
      // Rendered (or read from Next's cache) for this request: keep the answer in its plain form.
      delete req.headers['accept-encoding'];
      const ticket = cache.ticket();
      captureAnswer(res, (status, headers, body) => {
        if (ownCookie !== undefined && String(headers['set-cookie']) === String(ownCookie)) delete headers['set-cookie'];
        cache.offer(key, status, headers, body, ticket);
      });
    }
    toNext(req, res);
  };
}
