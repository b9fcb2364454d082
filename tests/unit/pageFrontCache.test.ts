// @vitest-environment node
// lib/server/http/pageFrontCache.ts: which requests may be answered from the front cache, which of
// Next's answers are kept, for how long, and how a change to a page's data drops it.
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  acceptsGzip,
  frontCacheKey,
  PageFrontCache,
  staticPagesOf,
  takeStaleHint,
  type RequestLike,
} from '@/lib/server/http/pageFrontCache';

const get = (url: string, headers: RequestLike['headers'] = {}): RequestLike => ({ method: 'GET', url, headers });

// What Next sends for a page it keeps rendered (incremental static regeneration).
const ISR_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'x-nextjs-cache': 'HIT',
  etag: '"abc"',
  'content-security-policy': "default-src 'self'",
  'content-length': '11',
  vary: 'Accept-Encoding',
};
const HTML = Buffer.from('<html></html>');

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('frontCacheKey: requests whose answer is the same for everyone', () => {
  it.each(['/', '/indian-stocks', '/indian-stocks/acme-ltd', '/articles/some-news?utm=x', '/about'])(
    '%s is answered from the cache',
    (url) => {
      expect(frontCacheKey(get(url))).toBe(url);
    },
  );

  it.each([
    ['an API call', get('/api/v1/cart')],
    ["the build's files", get('/_next/static/chunks/main.js')],
    ["Next's data requests", get('/_next/data/build/index.json')],
    ['the investor dashboard', get('/dashboard/checkout')],
    ['the partner area', get('/Cp/dashboard')],
    ['the lower-case partner address the middleware redirects', get('/cp/dashboard')],
    ['the console', get('/admin')],
    ['a sign-in page', get('/login')],
    ['a sign-up page', get('/signup')],
    ['a POST', { method: 'POST', url: '/', headers: {} }],
    ['a HEAD', { method: 'HEAD', url: '/', headers: {} }],
    ['a revalidation request', get('/', { 'x-prerender-revalidate': 'id' })],
    ['a prefetch', get('/', { purpose: 'prefetch' })],
    ['a range request', get('/', { range: 'bytes=0-10' })],
    ['both tokens at once (the middleware refuses)', get('/', { cookie: 'userToken=a; partnerToken=b' })],
    ['a role hint without its token (the middleware drops it)', get('/', { cookie: 'signedInAs=user' })],
    ['a partner hint without its token', get('/', { cookie: 'signedInAs=partner; userToken=a' })],
    ['preview mode', get('/', { cookie: '__prerender_bypass=1' })],
  ])('%s goes to Next', (_what, request) => {
    expect(frontCacheKey(request)).toBeNull();
  });

  it('the header’s company search, the same for every caller, may be answered from the cache', () => {
    const url = '/api/v1/admin/getCompanyList?page=1&limit=10&name=a';
    expect(frontCacheKey(get(url))).toBe(url);
    expect(frontCacheKey(get(url, { cookie: 'signedInAs=user' }))).toBe(url);
    expect(frontCacheKey({ method: 'POST', url, headers: {} })).toBeNull();
    expect(frontCacheKey(get('/api/v1/admin/getCompanyListing'))).toBeNull();
  });

  it('a signed-in visitor whose hint and token agree reads the same public page', () => {
    expect(frontCacheKey(get('/', { cookie: 'signedInAs=user; userToken=a; accept_cookie=true' }))).toBe('/');
    expect(frontCacheKey(get('/', { cookie: 'signedInAs=partner; partnerToken=b' }))).toBe('/');
  });

  it('does not mistake a longer path for an area', () => {
    expect(frontCacheKey(get('/dashboards-explained'))).toBe('/dashboards-explained');
    expect(frontCacheKey(get('/loginhelp'))).toBe('/loginhelp');
  });
});

describe('takeStaleHint: the middleware’s cookie rule for a public page, before Next', () => {
  it.each([
    ['signedInAs=user', 'user', undefined],
    ['accept_cookie=true; signedInAs=user', 'user', 'accept_cookie=true'],
    ['signedInAs=user; accept_cookie=true', 'user', 'accept_cookie=true'],
    ['a=1; signedInAs=partner; userToken=t; b=2', 'partner', 'a=1; userToken=t; b=2'],
  ])('%s: the hint is stale and leaves the request', (cookie, role, rest) => {
    const request = get('/about', { cookie });
    expect(takeStaleHint(request)).toBe(role);
    expect(request.headers.cookie).toBe(rest);
    // What is left is an anonymous (or signed-in) visitor's request: the front cache may answer it.
    expect(frontCacheKey(request)).toBe('/about');
  });

  it.each([
    ['a hint with its token', '/about', 'signedInAs=user; userToken=t'],
    ['a partner hint with its token', '/', 'signedInAs=partner; partnerToken=t'],
    ['no hint', '/about', 'userToken=t; accept_cookie=true'],
    ['a hint of no role', '/about', 'signedInAs=operator'],
    ['a cookie whose name only ends like the hint', '/about', 'xsignedInAs=user'],
    ['the API (its own 401 drops the hint)', '/api/v1/cart', 'signedInAs=user'],
    ['a signed-in area (the middleware runs there)', '/dashboard', 'signedInAs=user'],
    ['a sign-in page', '/Cp/signin', 'signedInAs=partner'],
    ['a file', '/robots.txt', 'signedInAs=user'],
  ])('%s: nothing is taken', (_what, url, cookie) => {
    const request = get(url, { cookie });
    expect(takeStaleHint(request)).toBeNull();
    expect(request.headers.cookie).toBe(cookie);
  });
});

describe('PageFrontCache.offer: only pages Next marked as shared', () => {
  it('keeps an ISR page with its headers, less those of one answer', () => {
    const cache = new PageFrontCache();
    expect(cache.offer('/', 200, ISR_HEADERS, HTML, cache.ticket())).toBe(true);
    const page = cache.get('/')!;
    expect(page.body).toEqual(HTML);
    expect(page.etag).toBe('"abc"');
    expect(page.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
      'x-nextjs-cache': 'HIT',
      etag: '"abc"',
      'content-security-policy': "default-src 'self'",
    });
  });

  it.each([
    ['an error', 500, ISR_HEADERS],
    ['a redirect', 307, ISR_HEADERS],
    ['a stale page Next is rendering again', 200, { ...ISR_HEADERS, 'x-nextjs-cache': 'STALE' }],
    ['a page rendered per request', 200, { ...ISR_HEADERS, 'x-nextjs-cache': undefined }],
    ['a private answer', 200, { ...ISR_HEADERS, 'cache-control': 'private, no-store' }],
    ['an answer without s-maxage', 200, { ...ISR_HEADERS, 'cache-control': 'public, max-age=0' }],
    ['an answer that sets a cookie', 200, { ...ISR_HEADERS, 'set-cookie': 'a=b' }],
    ['an answer already compressed', 200, { ...ISR_HEADERS, 'content-encoding': 'gzip' }],
    ['JSON', 200, { ...ISR_HEADERS, 'content-type': 'application/json' }],
  ])('does not keep %s', (_what, status, headers) => {
    const cache = new PageFrontCache();
    expect(cache.offer('/', status, headers, HTML, cache.ticket())).toBe(false);
    expect(cache.get('/')).toBeUndefined();
  });

  describe('a shared API answer (the company search)', () => {
    const SEARCH = '/api/v1/admin/getCompanyList?page=1&limit=10&name=a';
    const JSON_HEADERS = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=10',
      etag: '"x"',
    };
    const BODY = Buffer.from('{"success":true}');

    it('is kept when its handler marked it as shared', () => {
      const cache = new PageFrontCache();
      expect(cache.offer(SEARCH, 200, JSON_HEADERS, BODY, cache.ticket())).toBe(true);
      expect(cache.get(SEARCH)?.body).toEqual(BODY);
    });

    it.each([
      ['a miss (404)', SEARCH, 404, JSON_HEADERS],
      ['a 429', SEARCH, 429, JSON_HEADERS],
      ['an answer marked no-store', SEARCH, 200, { ...JSON_HEADERS, 'cache-control': 'no-store' }],
      ['another API answer, even marked as shared', '/api/v1/cart', 200, JSON_HEADERS],
      ['JSON from a page path', '/', 200, JSON_HEADERS],
    ])('does not keep %s', (_what, key, status, headers) => {
      const cache = new PageFrontCache();
      expect(cache.offer(key, status, headers, BODY, cache.ticket())).toBe(false);
    });
  });

  describe('a page the build wrote as plain HTML', () => {
    // What Next sends for /about: no x-nextjs-cache, no Cache-Control.
    const BUILT_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'" };
    const staticPages = staticPagesOf({
      '/about': 'pages/about.html',
      '/404': 'pages/404.html',
      '/_error': 'pages/_error.js',
      '/': 'pages/index.js',
      '/dashboard': 'pages/dashboard.js',
    });

    it('is read from the build’s manifest, error pages left out', () => {
      expect([...staticPages]).toEqual(['/about']);
    });

    it('is kept for maxAgeSeconds, whatever its query', () => {
      const time = clock();
      const cache = new PageFrontCache({ maxAgeSeconds: 5, now: time.now, staticPages });
      expect(cache.offer('/about', 200, BUILT_HEADERS, HTML, cache.ticket())).toBe(true);
      expect(cache.offer('/about?ref=x', 200, BUILT_HEADERS, HTML, cache.ticket())).toBe(true);
      time.advance(4_999);
      expect(cache.get('/about')?.headers).toEqual(BUILT_HEADERS);
      time.advance(1);
      expect(cache.get('/about')).toBeUndefined();
    });

    it.each([
      ['another page without headers (rendered per request)', '/contact', BUILT_HEADERS],
      ['the built page answered privately', '/about', { ...BUILT_HEADERS, 'cache-control': 'private, no-store' }],
      ['the built page with a cookie', '/about', { ...BUILT_HEADERS, 'set-cookie': 'a=b' }],
    ])('does not keep %s', (_what, key, headers) => {
      const cache = new PageFrontCache({ staticPages });
      expect(cache.offer(key, 200, headers, HTML, cache.ticket())).toBe(false);
    });
  });

  it('answers for min(s-maxage, maxAgeSeconds), then goes back to Next', () => {
    const time = clock();
    const cache = new PageFrontCache({ maxAgeSeconds: 10, now: time.now });
    cache.offer('/', 200, ISR_HEADERS, HTML, cache.ticket());
    time.advance(9_999);
    expect(cache.get('/')).toBeDefined();
    time.advance(1);
    expect(cache.get('/')).toBeUndefined();

    cache.offer('/short', 200, { ...ISR_HEADERS, 'cache-control': 's-maxage=2, stale-while-revalidate' }, HTML, cache.ticket());
    time.advance(2_000);
    expect(cache.get('/short')).toBeUndefined();
  });
});

describe('PageFrontCache.purge: a change to the data drops the page at once', () => {
  it('drops every kept answer for the path, whatever its query, and no other', () => {
    const cache = new PageFrontCache();
    for (const key of ['/indian-stocks/acme', '/indian-stocks/acme?ref=mail', '/indian-stocks/other'])
      cache.offer(key, 200, ISR_HEADERS, HTML, cache.ticket());
    cache.purge(['/indian-stocks/acme']);
    expect(cache.get('/indian-stocks/acme')).toBeUndefined();
    expect(cache.get('/indian-stocks/acme?ref=mail')).toBeUndefined();
    expect(cache.get('/indian-stocks/other')).toBeDefined();
  });

  it('does not keep an answer that was under way when its page was purged (it may show the old data)', () => {
    const cache = new PageFrontCache();
    const before = cache.ticket();
    cache.purge(['/']);
    expect(cache.offer('/', 200, ISR_HEADERS, HTML, before)).toBe(false);
    expect(cache.offer('/about', 200, ISR_HEADERS, HTML, before)).toBe(true);
    expect(cache.offer('/', 200, ISR_HEADERS, HTML, cache.ticket())).toBe(true);
  });
});

describe('PageFrontCache: memory and gzip', () => {
  it('makes the gzip once and keeps it with the page', () => {
    const cache = new PageFrontCache();
    cache.offer('/', 200, ISR_HEADERS, HTML, cache.ticket());
    const page = cache.get('/')!;
    const gzip = cache.gzipOf(page);
    expect(gunzipSync(gzip)).toEqual(HTML);
    expect(cache.gzipOf(cache.get('/')!)).toBe(gzip);
  });

  it('stays within its bytes, dropping the least recently used page first', () => {
    const body = Buffer.alloc(400, 'a');
    const cache = new PageFrontCache({ maxBytes: 1_000 });
    cache.offer('/a', 200, ISR_HEADERS, body, cache.ticket());
    cache.offer('/b', 200, ISR_HEADERS, body, cache.ticket());
    cache.get('/a'); // /b is now the least recently used
    cache.offer('/c', 200, ISR_HEADERS, body, cache.ticket());
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('does not keep a page larger than maxPageBytes', () => {
    const cache = new PageFrontCache({ maxPageBytes: 100 });
    expect(cache.offer('/', 200, ISR_HEADERS, Buffer.alloc(101), cache.ticket())).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header === undefined ? {} : { 'accept-encoding': header })).toBe(expected);
  });
});
