// @vitest-environment node
// Where the middleware runs at all (its matcher), as Next evaluates it.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE } from '@/lib/auth/token';
import { config } from '@/middleware';

const runsOn = (url: string, cookies: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, cookies });

describe('the middleware runs', () => {
  // It sets every response's security headers from the running server's settings, so it runs on every
  // path: pages (public ones included), API routes, build assets and files, signed in or not.
  it.each([
    '/',
    '/about',
    '/indian-stocks',
    '/indian-stocks/some-company',
    '/articles/some-article',
    '/screener?sector=IT',
    '/dashboard/UserPortfolio',
    '/Cp/clients/ABC',
    '/cp/clients',
    '/admin/orders/1',
    '/login',
    '/api/v1/user/cart',
    '/api/health',
    '/_next/static/chunks/main.js',
    '/robots.txt',
    '/favicon-32x32.png',
  ])('on %s', (path) => {
    expect(runsOn(path)).toBe(true);
    expect(runsOn(path, { [TOKEN_COOKIE.user]: 'x', [SIGNED_IN_AS_COOKIE]: 'user' })).toBe(true);
  });
});
