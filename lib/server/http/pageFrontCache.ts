// The rendered public pages, answered from this process's memory before Next's router sees the request
// (lib/server/http/serve.ts). Next already keeps each page rendered (incremental static regeneration),
// but on every request it still resolves routes, rewrites and middleware matchers, loads the page's
// module and gzips the HTML again: on a 2-core machine that left a cached page at 0.4–0.5× a static
// file. Here a page Next answered as shared-cacheable is kept with its headers (and its gzip, made
// once) and served as is, for a few seconds at most, like a CDN in front of the app:
//
// - only what Next itself marks as a shared page: 200, `x-nextjs-cache` HIT or MISS (never STALE),
//   `Cache-Control: s-maxage=N` without private/no-store, no Set-Cookie, HTML; and the pages the
//   build wrote as plain HTML (/about, the policies), which Next serves without either header;
// - only requests whose answer is the same for everyone: GET, outside the API, the build's files,
//   the signed-in areas and the sign-in pages, without the cookie states the middleware acts on
//   (middleware.ts config.matcher) or preview cookies, without Next's internal request headers;
// - for min(s-maxage, maxAgeSeconds), and gone at once when the data behind a page changes:
//   lib/server/pageCache.ts purges the paths it refreshes, in this process and, through Redis, in
//   every instance.
import { gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE, type Role } from '@/lib/auth/token';
import { parseCookieHeader } from '@/lib/server/http/cookies';
import { RATE_RULES, type RateRule } from '@/lib/server/rateLimit';

export interface FrontCacheOptions {
  /** Longest time a page is answered from here (Next's own s-maxage may be longer). */
  maxAgeSeconds?: number;
  /** Memory bound: the least recently used pages go first. */
  maxBytes?: number;
  /** Largest page kept. */
  maxPageBytes?: number;
  now?: () => number;
  /**
   * Paths of the pages the build wrote as plain HTML (staticPagesOf): Next serves those without
   * `x-nextjs-cache` or `Cache-Control`, the same until the next build, so they are kept too.
   */
  staticPages?: ReadonlySet<string>;
}

export interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag?: string;
  expiresAt: number;
  gzip?: Buffer;
}

export interface RequestLike {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

// Where the middleware runs, or the answer is not a page.
const BYPASS_PREFIXES = ['/api/', '/_next/', '/dashboard', '/Cp', '/cp', '/admin', '/login', '/signup'];
// Next's own request headers (revalidation, data and prefetch requests, RSC), and ranges.
const BYPASS_HEADERS = /^(x-nextjs|x-prerender|x-middleware|x-invoke|next-|rsc$|purpose$|range$)/;
const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'];
// Headers that belong to one answer, not to the page.
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary']);

export const pathOf = (url: string) => url.split('?', 1)[0] ?? url;
// A file (middleware.ts config.matcher leaves these out too).
const FILE_PATH = /\.[a-zA-Z0-9]+$/;

const bypassed = (path: string) =>
  BYPASS_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/** The role a readable hint names while its token is not sent (middleware.ts drops such a hint). */
function hintWithoutToken(cookies: Record<string, string>): Role | null {
  const hint = cookies[SIGNED_IN_AS_COOKIE];
  if (hint === 'user' || hint === 'partner') return Object.hasOwn(cookies, TOKEN_COOKIE[hint]) ? null : hint;
  return null;
}

/** Whether the middleware would act on this visitor (middleware.ts config.matcher's cookie rules). */
function middlewareCookies(header: string | undefined): boolean {
  if (!header) return false;
  const cookies = parseCookieHeader(header);
  const has = (name: string) => Object.hasOwn(cookies, name);
  if (has(TOKEN_COOKIE.user) && has(TOKEN_COOKIE.partner)) return true;
  if (hintWithoutToken(cookies)) return true;
  return PREVIEW_COOKIES.some(has);
}

/**
 * The middleware's cookie-only rule for a public page, taken before Next so that Next's middleware does
 * not run for it (on a prerendered page it cost half the throughput): a role hint sent without its token
 * is stale. Returns that role (the caller expires the hint on the answer) after taking the hint out of
 * the request, which then goes on as the visitor's next one will: to the front cache, or to Next.
 * Pages only: the API finds a stale hint on its own 401, and in the signed-in areas and on the sign-in
 * pages the middleware runs anyway.
 */
export function takeStaleHint(request: RequestLike): Role | null {
  const header = request.headers.cookie;
  if (!header?.includes(SIGNED_IN_AS_COOKIE) || !request.url?.startsWith('/')) return null;
  const path = pathOf(request.url);
  if (bypassed(path) || FILE_PATH.test(path)) return null;
  const role = hintWithoutToken(parseCookieHeader(header));
  if (!role) return null;
  const rest = header
    .split(';')
    .filter((part) => (part.split('=', 1)[0] ?? '').trim() !== SIGNED_IN_AS_COOKIE)
    .join(';')
    .trim();
  if (rest) request.headers.cookie = rest;
  else delete request.headers.cookie;
  return role;
}

/**
 * API answers the same for every caller, kept like pages when their handler marks them as shared
 * (`s-maxage`), with the rate limit that handler counts: serve.ts counts it too before answering one
 * from here (both count in one store, lib/server/rateLimit.ts), so a cached answer is no way around it.
 * The header's company search: names, logos and slugs, which only seeds change.
 */
export const SHARED_APIS: ReadonlyMap<string, RateRule> = new Map([['/api/v1/admin/getCompanyList', RATE_RULES.search]]);

/** The key a request is answered under, or null when its answer may differ from the shared page. */
export function frontCacheKey(request: RequestLike): string | null {
  if (request.method !== 'GET' || !request.url?.startsWith('/')) return null;
  const path = pathOf(request.url);
  if (bypassed(path) && !SHARED_APIS.has(path)) return null;
  for (const name of Object.keys(request.headers)) if (BYPASS_HEADERS.test(name)) return null;
  if (SHARED_APIS.has(path)) return request.url; // the handler reads no cookie
  if (middlewareCookies(request.headers.cookie)) return null;
  return request.url;
}

/** `s-maxage` of a shared Cache-Control, or null when the answer is not for a shared cache. */
function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 ? seconds : null;
}

const headerText = (value: OutgoingHttpHeaders[string]) =>
  Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);

export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const accept = headers['accept-encoding'];
  if (typeof accept !== 'string') return false;
  return accept.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    if (coding !== 'gzip') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

export class PageFrontCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Counts purges; each purged path remembers the count of its last purge. */
  private purges = 0;
  private readonly purgedAt = new Map<string, number>();
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;
  private readonly staticPages: ReadonlySet<string>;

  constructor({
    maxAgeSeconds = 10,
    maxBytes = 64 * 1024 * 1024,
    maxPageBytes = 1024 * 1024,
    now = Date.now,
    staticPages = new Set(),
  }: FrontCacheOptions = {}) {
    this.staticPages = staticPages;
    this.maxAgeMs = maxAgeSeconds * 1000;
    this.maxBytes = maxBytes;
    this.maxPageBytes = maxPageBytes;
    this.now = now;
  }

  get size() {
    return this.pages.size;
  }

  /** The page kept under `key`, if it is still fresh (most recently used from now on). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.delete(key);
    if (page.expiresAt <= this.now()) return undefined;
    // Back in, as the most recently used (a Map keeps insertion order).
    this.pages.set(key, page);
    this.bytes += page.body.length + (page.gzip?.length ?? 0);
    return page;
  }

  /** Taken when a request goes to Next, and given back with its answer to offer(). */
  ticket(): number {
    return this.purges;
  }

  /**
   * Keeps Next's answer to the request under `key` when Next marked it as a shared page; says whether it
   * did. `ticket` is ticket() from when the request went to Next: an answer that may have been rendered
   * before its page was purged (a purge came while it was under way) is not kept.
   */
  offer(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer, ticket: number): boolean {
    if ((this.purgedAt.get(pathOf(key)) ?? -1) >= ticket) return false;
    if (status !== 200 || body.length === 0 || body.length > this.maxPageBytes) return false;
    if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return false;
    const type = headerText(headers['content-type']) ?? '';
    const nextCache = headerText(headers['x-nextjs-cache'])?.toUpperCase();
    const sharedMaxAgeOf = () => sharedMaxAge(headerText(headers['cache-control']));
    let maxAge: number | null;
    if (SHARED_APIS.has(pathOf(key))) {
      // An API answer its handler marked as shared.
      maxAge = type.startsWith('application/json') ? sharedMaxAgeOf() : null;
    } else if (!type.startsWith('text/html')) {
      maxAge = null;
    } else if (this.staticPages.has(pathOf(key)) && nextCache === undefined && headers['cache-control'] === undefined) {
      // A page the build wrote as plain HTML.
      maxAge = this.maxAgeMs / 1000;
    } else {
      // A page Next keeps rendered: fresh (HIT) or just rendered (MISS), never one being rendered again.
      maxAge = nextCache === 'HIT' || nextCache === 'MISS' ? sharedMaxAgeOf() : null;
    }
    if (maxAge === null) return false;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) kept[name] = value;
    this.delete(key);
    const page: CachedPage = {
      headers: kept,
      body,
      etag: headerText(headers.etag),
      expiresAt: this.now() + Math.min(maxAge * 1000, this.maxAgeMs),
    };
    this.pages.set(key, page);
    this.bytes += body.length;
    this.evict();
    return true;
  }

  /** The page's gzip, made on its first request that accepts gzip and kept with it. */
  gzipOf(page: CachedPage): Buffer {
    if (!page.gzip) {
      page.gzip = gzipSync(page.body);
      this.bytes += page.gzip.length;
      this.evict();
    }
    return page.gzip;
  }

  /** Forgets every kept answer for these paths, whatever their query. */
  purge(paths: Iterable<string>) {
    const wanted = new Set(paths);
    for (const path of wanted) this.purgedAt.set(path, this.purges);
    this.purges += 1;
    for (const key of [...this.pages.keys()]) if (wanted.has(pathOf(key))) this.delete(key);
  }

  clear() {
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length + (page.gzip?.length ?? 0);
  }

  private evict() {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}

/**
 * The pages a build wrote as plain HTML, from its `server/pages-manifest.json` (route → file): no data,
 * so the same answer for everyone until the next build. Next's error pages are left out.
 */
export function staticPagesOf(manifest: Record<string, string>): Set<string> {
  return new Set(
    Object.entries(manifest)
      .filter(([route, file]) => file.endsWith('.html') && !/^\/(404|500|_error)$/.test(route))
      .map(([route]) => route),
  );
}

/** What lib/server/pageCache.ts calls when pages changed: this process's cache, and every other instance's. */
export interface FrontCachePurger {
  purge(paths: readonly string[]): Promise<void>;
}

// Installed by lib/server/http/serve.ts; found by lib/server/pageCache.ts, which Next bundles (another
// module instance), through the process-wide symbol registry. Under `next dev` or Next's own server
// there is no front cache and nothing to purge.
const REGISTRY = Symbol.for('unlisted-market.pageFrontCache');
type Registry = { [REGISTRY]?: FrontCachePurger };

export function installFrontCachePurger(purger: FrontCachePurger | undefined) {
  (globalThis as Registry)[REGISTRY] = purger;
}

export function frontCachePurger(): FrontCachePurger | undefined {
  return (globalThis as Registry)[REGISTRY];
}

/** Redis channel on which every instance hears the paths whose pages changed. */
export const FRONT_CACHE_PURGE_CHANNEL = 'page-front-cache:purge';
