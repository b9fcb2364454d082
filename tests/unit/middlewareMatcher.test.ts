// @vitest-environment node
// Where the middleware runs at all (its matcher), as Next evaluates it.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE } from '@/lib/auth/token';
import { config } from '@/middleware';

const runsOn = (url: string, cookies: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, cookies });

/** Whether it runs on `path` for a visitor without cookies, and for one signed in: the same either way. */
const runsOnEither = (path: string) => {
  const signedOut = runsOn(path);
  expect(runsOn(path, { [TOKEN_COOKIE.user]: 'x', [SIGNED_IN_AS_COOKIE]: 'user' })).toBe(signedOut);
  return signedOut;
};

describe('the middleware runs', () => {
  // It sets the security headers of pages and files from the running server's settings, so it runs on every
  // such path: pages (public ones included), build assets and files, signed in or not.
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
    '/api',
    '/apis',
    '/_next/static/chunks/main.js',
    '/_next/data/build-id/about.json',
    '/robots.txt',
    '/favicon-32x32.png',
  ])('on %s', (path) => expect(runsOnEither(path)).toBe(true));
});

describe('the middleware stays off', () => {
  // Next copies a request's body for the middleware (up to 10 MB) and waits for all of it before the route
  // runs: the API, which refuses a body over its limit before reading it, sets the headers itself.
  it.each([
    '/api/health',
    '/api/v1/user/cart',
    '/api/v1/user/auth/login',
    '/api/v1/user/kyc/documents',
    '/api/auth/signin/google',
    '/api/v1/no/such/thing',
  ])('%s', (path) => expect(runsOnEither(path)).toBe(false));
});
