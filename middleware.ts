// Two jobs: the security headers of every page and file, at run time; and navigation (sign-in redirects,
// the both-tokens rule, stale hints). Navigation is not security: every API handler and getServerSideProps
// checks the caller again. The API is not its to answer (config.matcher below).
import { NextResponse, type NextRequest } from 'next/server';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE, verifyToken } from '@/lib/auth/token';
import { adminArea } from '@/lib/middleware/admin';
import { cpArea } from '@/lib/middleware/cp';
import { dashboardArea } from '@/lib/middleware/dashboard';
import { bothTokensRule } from '@/lib/middleware/public';
import type { AreaHandler } from '@/lib/middleware/types';
import { securityHeaders, settingsFromEnv, type Header } from '@/lib/securityHeaders';

const areas: AreaHandler[] = [adminArea, bothTokensRule, cpArea, dashboardArea];

// The headers depend only on this process's settings: built once, on the first request.
let headers: Header[] | undefined;
const pageHeaders = () => (headers ??= securityHeaders(settingsFromEnv()));

export async function middleware(request: NextRequest) {
  const response = (await navigation(request)) ?? NextResponse.next();
  // Every response's security headers, from the running server's settings (APP_ENV, GOOGLE_ISSUER),
  // never the build's: a build made without APP_ENV=production and started with it sends HSTS.
  for (const { key, value } of pageHeaders()) response.headers.set(key, value);
  return response;
}

/** The redirects and cookie rules of the signed-in areas and sign-in pages; null to let the request through. */
async function navigation(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const { cookies } = request;
  const hint = cookies.get(SIGNED_IN_AS_COOKIE)?.value;
  if (pathname.startsWith('/_next/')) return null;
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  // Most page requests (an anonymous visitor on a public page) carry no cookie that matters here.
  if (!isAdmin && !hint && !cookies.has(TOKEN_COOKIE.user) && !cookies.has(TOKEN_COOKIE.partner) && !isGuarded(pathname)) return null;
  const [userId, partnerId] = await Promise.all([
    verifyToken(cookies.get(TOKEN_COOKIE.user)?.value, 'user'),
    verifyToken(cookies.get(TOKEN_COOKIE.partner)?.value, 'partner'),
  ]);
  const operatorId = isAdmin ? await verifyToken(cookies.get(TOKEN_COOKIE.operator)?.value, 'operator') : null;
  const visit = { request, pathname, userId, partnerId, operatorId };
  const response = areas.reduce<NextResponse | null>((found, area) => found ?? area(visit), null) ?? NextResponse.next();
  // The readable role hint outlived its token (expired, signed out elsewhere): drop it.
  if (hint && (hint === 'user' ? userId : hint === 'partner' ? partnerId : null) === null) {
    response.cookies.delete(SIGNED_IN_AS_COOKIE);
  }
  // The operator console is never indexed nor kept by a shared cache.
  if (isAdmin) {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

/** Paths whose area handler acts even for a visitor with no cookie (sends them to sign in). */
const isGuarded = (pathname: string) =>
  ['/dashboard', '/Cp', '/cp'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export const config = {
  // Node.js runtime (stable since Next 15.5): far cheaper per request than the edge sandbox.
  runtime: 'nodejs',
  // Every request but the API's, so that every page and file carries the security headers of the running
  // server; what it does beyond the headers is decided above, cheapest test first. For a request the
  // middleware runs on, Next copies the body for it (up to 10 MB) and waits for all of it before the route
  // runs (next-server.js, runMiddleware): the API routes, which refuse a body over their limit before
  // reading it, set the same headers themselves (setSecurityHeaders, lib/server/http/apiHandler.ts).
  matcher: '/((?!api/).*)',
};
