// @vitest-environment node
// Where the middleware runs at all (its matcher), as Next evaluates it.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE } from '@/lib/auth/token';
import { config } from '@/middleware';

const runsOn = (url: string, cookies: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, cookies });

describe('the middleware runs', () => {
  it.each([
    '/dashboard',
    '/dashboard/UserPortfolio',
    '/Cp',
    '/Cp/clients/ABC',
    '/cp/clients',
    '/admin',
    '/admin/orders/1',
    '/login',
    '/signup',
  ])('on %s for anyone (signed-in areas and sign-in pages)', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each(['/', '/about', '/indian-stocks/some-company', '/articles/some-article', '/screener?sector=IT'])(
    'not on %s for an anonymous visitor (public pages answer from the cache without it)',
    (path) => {
      expect(runsOn(path)).toBe(false);
    },
  );

  it.each([TOKEN_COOKIE.user, TOKEN_COOKIE.partner, SIGNED_IN_AS_COOKIE])('on any page for a visitor holding the %s cookie', (cookie) => {
    expect(runsOn('/', { [cookie]: 'x' })).toBe(true);
    expect(runsOn('/indian-stocks/some-company', { [cookie]: 'x' })).toBe(true);
  });

  it('never on API routes, build assets or files', () => {
    for (const path of ['/api/v1/user/cart', '/_next/static/chunks/main.js', '/robots.txt', '/favicon-32x32.png']) {
      expect(runsOn(path, { [TOKEN_COOKIE.user]: 'x' }), path).toBe(false);
    }
  });
});
