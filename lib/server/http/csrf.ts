// Cross-site request forgery: a browser on another site may send our cookies with a form POST or a
// fetch. Browsers name the page's origin in the Origin header of every such request (and mark it
// Sec-Fetch-Site: cross-site), so state-changing API calls whose Origin is not ours are refused.
// Calls without Origin (servers, curl with a bearer token, same-origin GETs) pass: they carry no
// browser's cookies on someone else's behalf. next-auth's routes keep their own CSRF token.
import type { IncomingMessage } from 'node:http';

import { HttpError } from './httpError';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfSettings {
  /** TRUST_PROXY=true: the site's own address is X-Forwarded-Host / X-Forwarded-Proto, set by the proxy. */
  trustProxy: boolean;
  /** ALLOWED_ORIGINS, comma-separated: other sites allowed to call (e.g. a separate front end). */
  allowedOrigins: string;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase() || undefined;

/** Host with the scheme's default port dropped, as URL.host writes it. */
function normalHost(host: string, protocol?: string): string | null {
  try {
    return new URL(`${protocol ?? 'http'}://${host}`).host;
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function parseAllowedOrigins(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((item) => originOf(item.trim()))
      .filter((item): item is string => item !== null),
  );
}

/** Why the request must be refused, or null when it may go on. */
export function crossSiteReason(req: IncomingMessage, settings: CsrfSettings): string | null {
  if (!STATE_CHANGING.has((req.method ?? 'GET').toUpperCase())) return null;
  if (first(req.headers['sec-fetch-site']) === 'cross-site') return 'sec-fetch-site';
  const originHeader = first(req.headers.origin);
  if (originHeader === undefined) return null;
  const origin = originOf(originHeader); // 'null' (sandboxed frames, file://) is nobody's origin
  if (!origin) return 'opaque origin';
  if (parseAllowedOrigins(settings.allowedOrigins).has(origin)) return null;

  const url = new URL(origin);
  const forwardedHost = settings.trustProxy ? first(req.headers['x-forwarded-host']) : undefined;
  const forwardedProto = settings.trustProxy ? first(req.headers['x-forwarded-proto']) : undefined;
  const ownHost = forwardedHost ?? first(req.headers.host);
  if (!ownHost) return 'no host';
  if (forwardedProto && `${forwardedProto}:` !== url.protocol) return 'foreign origin';
  // Without a trusted proxy the scheme the visitor used is unknown (TLS may end at a proxy), so the
  // host and port decide; the port defaults from the Origin's scheme.
  return normalHost(ownHost, url.protocol.slice(0, -1)) === url.host ? null : 'foreign origin';
}

/** Throws a 403 for a state-changing request sent by a page on another site. */
export function assertSameSite(req: IncomingMessage, settings: CsrfSettings) {
  if (crossSiteReason(req, settings)) throw new HttpError(403, CROSS_SITE_MESSAGE, { code: 'cross_site' });
}
