import type { IncomingMessage, ServerResponse } from 'node:http';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE } from '@/lib/auth/token';

/**
 * A short shared cache (CDN / proxy) with stale-while-revalidate, for public pages and APIs whose
 * HTML or JSON is the same for every visitor. Never use it on anything that depends on cookies.
 */
export function setPublicCache(res: ServerResponse, seconds: number, staleSeconds = seconds * 5) {
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`);
}

// The cookies that name a caller: what nginx's $signed_in reads too (docs/nginx.conf).
const CALLER_COOKIES = [...Object.values(TOKEN_COOKIE), SIGNED_IN_AS_COOKIE];

/** Whether the request names a caller: an Authorization header, a session token's cookie or the role hint. */
export function namesCaller(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return true;
  const names = (req.headers.cookie ?? '').split(';').map((pair) => pair.split('=', 1)[0]?.trim());
  return CALLER_COOKIES.some((name) => names.includes(name));
}

/**
 * An API answer that is the same for everyone, shared for `seconds` (setPublicCache) when the caller is
 * anonymous. A caller who sent a token or the role hint gets a private answer, so that no shared cache,
 * whose key has no cookie in it, ever keeps an answer given to a signed-in caller.
 */
export function setSharedAnswer(req: IncomingMessage, res: ServerResponse, seconds: number) {
  if (namesCaller(req)) res.setHeader('Cache-Control', 'private, no-store');
  else setPublicCache(res, seconds);
}
