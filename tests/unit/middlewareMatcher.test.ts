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

  it('not on a public page for a signed-in visitor (token and hint agree: nothing to do there)', () => {
    for (const role of ['user', 'partner'] as const) {
      const cookies = { [TOKEN_COOKIE[role]]: 'x', [SIGNED_IN_AS_COOKIE]: role };
      expect(runsOn('/', cookies), role).toBe(false);
      expect(runsOn('/indian-stocks/some-company', cookies), role).toBe(false);
    }
  });

  it('on any page for a visitor holding both tokens (refused there)', () => {
    const cookies = { [TOKEN_COOKIE.user]: 'x', [TOKEN_COOKIE.partner]: 'y' };
    expect(runsOn('/', cookies)).toBe(true);
    expect(runsOn('/articles/some-article', cookies)).toBe(true);
  });

  it("on any page for a role hint without that role's token (dropped there)", () => {
    expect(runsOn('/', { [SIGNED_IN_AS_COOKIE]: 'user' })).toBe(true);
    expect(runsOn('/about', { [SIGNED_IN_AS_COOKIE]: 'partner' })).toBe(true);
    expect(runsOn('/about', { [SIGNED_IN_AS_COOKIE]: 'user', [TOKEN_COOKIE.partner]: 'x' })).toBe(true);
    expect(runsOn('/about', { [SIGNED_IN_AS_COOKIE]: 'partner', [TOKEN_COOKIE.user]: 'x' })).toBe(true);
  });

  it('never on API routes, build assets or files', () => {
    for (const path of ['/api/v1/user/cart', '/_next/static/chunks/main.js', '/robots.txt', '/favicon-32x32.png']) {
      expect(runsOn(path, { [TOKEN_COOKIE.user]: 'x' }), path).toBe(false);
    }
  });
});
