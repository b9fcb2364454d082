// @vitest-environment node
// lib/server/http/frontServer.ts over real HTTP, with a stand-in for Next that answers as Next does (the
// headers of a page it keeps rendered, the company search's handler with its rate limit) and records
// what reached it: the stale-hint rule, pages and the search answered in front, and the search's
// rate limit counted exactly across the two.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { env } from '@/lib/server/env';
import { frontHandler } from '@/lib/server/http/frontServer';
import { PageFrontCache } from '@/lib/server/http/pageFrontCache';
import { clientIp, hit, MemoryRateStore, RATE_RULES, record, useRateStore } from '@/lib/server/rateLimit';

const SEARCH = '/api/v1/admin/getCompanyList?page=1&limit=10&name=a';
const PAGE_HTML = '<html><body><h1>News</h1></body></html>';

interface Seen {
  url: string;
  cookie: string | undefined;
  acceptEncoding: string | undefined;
}

let seen: Seen[] = [];
let cache: PageFrontCache;
let server: http.Server;
let base = '';

/** Answers as Next would: an ISR page, the company search (counting its rate limit), a failure. */
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url ?? '', cookie: req.headers.cookie, acceptEncoding: req.headers['accept-encoding'] });
  if (req.url === SEARCH) {
    try {
      await hit(RATE_RULES.search, clientIp(req));
    } catch {
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end('{"success":false}');
      return;
    }
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=10');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end('{"success":true,"data":{"result":[]}}');
    return;
  }
  if (req.url === '/broken') throw new Error('render failed');
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
    'x-nextjs-cache': 'HIT',
  });
  res.write(PAGE_HTML.slice(0, 10));
  res.end(PAGE_HTML.slice(10));
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

beforeAll(async () => {
  server = http.createServer((req, res) => frontHandler(cache, fakeNext)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  cache = new PageFrontCache();
  useRateStore(new MemoryRateStore());
});

afterEach(() => useRateStore(undefined));

describe('frontHandler', () => {
  it('answers a page Next marked as shared from memory after its first answer, gzip made once', async () => {
    const first = await get('/articles');
    expect(first.headers.get('x-front-cache')).toBeNull();
    expect(await first.text()).toBe(PAGE_HTML);
    // Next was asked for the plain form, whatever the visitor accepts, so one copy serves both.
    const again = await get('/articles', { 'accept-encoding': 'gzip' });
    expect(again.headers.get('x-front-cache')).toBe('HIT');
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await again.text()).toBe(PAGE_HTML);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${base}/articles`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(gunzipSync(raw).toString()).toBe(PAGE_HTML);
    expect(seen.map((s) => s.url)).toEqual(['/articles']);
  });

  it('drops a role hint sent without its token before Next, and the page is still shared', async () => {
    const first = await get('/articles', { cookie: 'accept_cookie=true; signedInAs=user' });
    expect(first.headers.get('set-cookie')).toMatch(/^signedInAs=; Path=\/; Max-Age=0/);
    expect(seen).toEqual([{ url: '/articles', cookie: 'accept_cookie=true', acceptEncoding: undefined }]);

    // The expiry was this answer's: the kept page has none, and the next stale visitor gets their own.
    const anonymous = await get('/articles');
    expect(anonymous.headers.get('x-front-cache')).toBe('HIT');
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    const stale = await get('/articles', { cookie: 'signedInAs=partner' });
    expect(stale.headers.get('x-front-cache')).toBe('HIT');
    expect(stale.headers.get('set-cookie')).toMatch(/^signedInAs=;/);
    expect(seen).toHaveLength(1);
  });

  it('lets a hint with its token through untouched', async () => {
    await get('/articles', { cookie: 'signedInAs=user; userToken=t' });
    expect(seen[0]?.cookie).toBe('signedInAs=user; userToken=t');
  });

  it('drops the hint even with the cache off', async () => {
    const off = http.createServer(frontHandler(undefined, fakeNext));
    await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(off.address() as AddressInfo).port}/about`, {
        headers: { cookie: 'signedInAs=user' },
      });
      expect(response.headers.get('set-cookie')).toMatch(/^signedInAs=;/);
      expect(seen[0]?.cookie).toBeUndefined();
    } finally {
      await new Promise((resolve) => off.close(resolve));
    }
  });

  it('counts the company search’s rate limit exactly, whether Next or the cache answers', async () => {
    const limit = RATE_RULES.search.limit * env().RATE_LIMIT_MULTIPLIER;
    // Most of the window already used by this address.
    for (let i = 0; i < limit - 3; i++) await record(RATE_RULES.search, '127.0.0.1');

    const statuses: number[] = [];
    const fromCache: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await get(SEARCH);
      statuses.push(response.status);
      fromCache.push(response.headers.get('x-front-cache'));
    }
    // Next answered the first (and counted it), the cache the next two (counted in front), and the
    // window is full at the fourth: Next answers the 429 from then on.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(fromCache).toEqual([null, 'HIT', 'HIT', null, null]);
    expect(seen.map((s) => s.url)).toEqual([SEARCH, SEARCH, SEARCH]);
  });

  it('answers 500 in plain text when Next fails, without keeping anything', async () => {
    const response = await get('/broken');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(cache.size).toBe(0);
  });
});
