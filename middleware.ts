// Navigation only, not security: every API handler and getServerSideProps checks the caller again.
import { NextResponse, type NextRequest } from 'next/server';

import { TOKEN_COOKIE, verifyToken } from '@/lib/auth/token';
import { cpArea } from '@/lib/middleware/cp';
import { dashboardArea } from '@/lib/middleware/dashboard';
import { bothTokensRule } from '@/lib/middleware/public';
import type { AreaHandler } from '@/lib/middleware/types';

const areas: AreaHandler[] = [bothTokensRule, cpArea, dashboardArea];

export async function middleware(request: NextRequest) {
  const [userId, partnerId] = await Promise.all([
    verifyToken(request.cookies.get(TOKEN_COOKIE.user)?.value, 'user'),
    verifyToken(request.cookies.get(TOKEN_COOKIE.partner)?.value, 'partner'),
  ]);
  const visit = { request, pathname: request.nextUrl.pathname, userId, partnerId };
  for (const area of areas) {
    const response = area(visit);
    if (response) return response;
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not API routes, build assets or files with an extension (images, robots.txt…).
  matcher: ['/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)'],
};
