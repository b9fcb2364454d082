// Navigation only, not security: every API handler and getServerSideProps checks the caller again.
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
  const [userId, partnerId] = await Promise.all([
    verifyToken(request.cookies.get(TOKEN_COOKIE.user)?.value, 'user'),
    verifyToken(request.cookies.get(TOKEN_COOKIE.partner)?.value, 'partner'),
  ]);
  const pathname = request.nextUrl.pathname;
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const operatorId = isAdmin ? await verifyToken(request.cookies.get(TOKEN_COOKIE.operator)?.value, 'operator') : null;
  const visit = { request, pathname, userId, partnerId, operatorId };
  const response = areas.reduce<NextResponse | null>((found, area) => found ?? area(visit), null) ?? NextResponse.next();
  // The readable role hint outlived its token (expired, signed out elsewhere): drop it.
  const hint = request.cookies.get(SIGNED_IN_AS_COOKIE)?.value;
  if (hint && (hint === 'user' ? userId : hint === 'partner' ? partnerId : null) === null) {
    response.cookies.delete(SIGNED_IN_AS_COOKIE);
  }
  // Pages get their security headers here, at request time, from the runtime settings (APP_ENV,
  // GOOGLE_ISSUER). They replace next.config.ts's. The webpack build inlines no script and ours is
  // the same on every page (lib/bootScript.ts), so the Content-Security-Policy needs no per-page hash.
  for (const { key, value } of pageHeaders()) response.headers.set(key, value);
  // The operator console is never indexed nor kept by a shared cache.
  if (isAdmin) {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

export const config = {
  // Node.js runtime (stable since Next 15.5): far cheaper per request than the edge sandbox.
  runtime: 'nodejs',
  // Where there is something to do. An anonymous visitor on a public page, most of the traffic, does
  // not pay for the middleware at all (it halved a cached page's throughput): the page's security
  // headers then come from next.config.ts, the same apart from being computed at build time.
  matcher: [
    // The signed-in areas and the sign-in pages (which send a signed-in caller on).
    '/dashboard/:path*',
    '/Cp/:path*',
    '/cp/:path*',
    '/admin/:path*',
    '/login/:path*',
    '/signup/:path*',
    // Any other page (not files, API routes or build assets) only where a cookie alone says there is
    // something to do, so a signed-in visitor reading public pages does not pay for the middleware
    // either: both tokens at once (refused), or a role hint without its token (dropped; `npm start`
    // drops it before Next, lib/server/http/frontServer.ts, so there this runs for `next dev`). A hint whose
    // token is present but no longer valid is dropped by the first API call that answers 401
    // (lib/server/auth/session.ts). Next reads the matcher as literals, so the cookie names are spelled
    // out here; tests/unit/middlewareMatcher.test.ts holds them to lib/auth/token.ts.
    {
      source: '/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)',
      has: [
        { type: 'cookie', key: 'userToken' },
        { type: 'cookie', key: 'partnerToken' },
      ],
    },
    {
      source: '/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)',
      has: [{ type: 'cookie', key: 'signedInAs', value: 'user' }],
      missing: [{ type: 'cookie', key: 'userToken' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)',
      has: [{ type: 'cookie', key: 'signedInAs', value: 'partner' }],
      missing: [{ type: 'cookie', key: 'partnerToken' }],
    },
  ],
};
