// The site's own address for absolute URLs (canonical links, CSV links, sign-in callbacks).
// NEXT_PUBLIC_SITE_URL wins; when it is empty the deployment serves one host anyway, so the address
// the visitor used is the right one: Host, or X-Forwarded-Host / -Proto behind a trusted proxy.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

import { configuredSiteUrl, DEFAULT_SITE_URL } from '@/lib/seo';
import { env } from '@/lib/server/env';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

// A host name, IPv4 or [IPv6] literal with an optional port: nothing a URL could smuggle a path, user or scheme
// through. Labels are split by dots, so matching stays linear on a hostile header.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 255;

/** The origin the request was sent to, or null when its headers do not name one. */
export function requestOrigin(req: Partial<Pick<IncomingMessage, 'headers' | 'socket'>>, trustProxy: boolean): string | null {
  // Test doubles and some adapters hand over a request without headers or socket.
  const headers: IncomingMessage['headers'] = req.headers ?? {};
  const forwardedHost = trustProxy ? first(headers['x-forwarded-host']) : undefined;
  const forwardedProto = trustProxy ? first(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const host = forwardedHost ?? first(headers.host);
  if (!host || host.length > MAX_HOST_LENGTH || !HOST.test(host)) return null;
  const encrypted = (req.socket as TLSSocket | undefined)?.encrypted === true;
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Without a request (a page rendered for every visitor): NEXT_PUBLIC_SITE_URL, else NEXTAUTH_URL's origin, else the local default. */
export function configuredOrigin(): string {
  const configured = configuredSiteUrl();
  if (configured) return configured;
  try {
    return new URL(process.env.NEXTAUTH_URL ?? '').origin;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

/** NEXT_PUBLIC_SITE_URL, else the origin of this request, else the local default. */
export function siteOrigin(req: Partial<Pick<IncomingMessage, 'headers' | 'socket'>>): string {
  return configuredSiteUrl() || requestOrigin(req, env().TRUST_PROXY === 'true') || DEFAULT_SITE_URL;
}
