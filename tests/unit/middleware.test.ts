// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { middleware } from '@/middleware';

import { signedToken } from '../support/tokens';

async function visit(path: string, cookies: { user?: string; partner?: string } = {}) {
  const cookie = [cookies.user && `userToken=${cookies.user}`, cookies.partner && `partnerToken=${cookies.partner}`]
    .filter(Boolean)
    .join('; ');
  const response = await middleware(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
  const location = response.headers.get('location');
  return { status: response.status, location: location && new URL(location).pathname + new URL(location).search };
}

const userToken = () => signedToken('user', 1);
const partnerToken = () => signedToken('partner', 1);

describe('middleware', () => {
  it('sends a visitor holding both tokens to /unauthorized, whatever they hold', async () => {
    expect(await visit('/', { user: 'x', partner: 'y' })).toEqual({ status: 307, location: '/unauthorized' });
    expect(await visit('/dashboard', { user: await userToken(), partner: await partnerToken() })).toMatchObject({
      location: '/unauthorized',
    });
    expect((await visit('/unauthorized', { user: 'x', partner: 'y' })).location).toBeNull();
  });

  it('sends lower-case /cp paths to /Cp, keeping the query', async () => {
    expect(await visit('/cp/clients?x=1', { partner: await partnerToken() })).toEqual({ status: 308, location: '/Cp/clients?x=1' });
  });

  it('sends /dashboard without a valid user token to /login with next', async () => {
    expect(await visit('/dashboard/UserPortfolio?tab=2')).toEqual({
      status: 307,
      location: `/login?next=${encodeURIComponent('/dashboard/UserPortfolio?tab=2')}`,
    });
    expect((await visit('/dashboard', { user: 'forged' })).location).toMatch(/^\/login\?next=/);
    expect((await visit('/dashboard', { partner: await partnerToken() })).location).toMatch(/^\/login\?next=/);
    expect((await visit('/dashboard', { user: await userToken() })).location).toBeNull();
  });

  it('guards /Cp except sign-in and sign-up', async () => {
    expect((await visit('/Cp/clients')).location).toBe(`/Cp/signin?next=${encodeURIComponent('/Cp/clients')}`);
    expect((await visit('/Cp/signin')).location).toBeNull();
    expect((await visit('/Cp/signin/forgot-password')).location).toBeNull();
    expect((await visit('/Cp/signup')).location).toBeNull();
    expect((await visit('/Cp/clients', { partner: await partnerToken() })).location).toBeNull();
    expect((await visit('/Cp', { partner: await partnerToken() })).location).toBe('/Cp/dashboard');
  });

  it('sends a signed-in visitor from sign-in to an internal next target only', async () => {
    expect((await visit('/login?next=/dashboard/sell', { user: await userToken() })).location).toBe('/dashboard/sell');
    expect((await visit('/login?next=//evil.example', { user: await userToken() })).location).toBe('/dashboard');
    expect((await visit('/Cp/signin', { partner: await partnerToken() })).location).toBe('/Cp/dashboard');
  });

  // The payloads that were answered "307 Location: http://evil.example/" (raw value checked, normalised one returned).
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example', '/a/..//evil.example'])(
    'never sends a signed-in visitor off the site for next=%j, on any sign-in page',
    async (payload) => {
      const next = `?next=${encodeURIComponent(payload)}`;
      const cases: [string, Record<string, string>, string][] = [
        ['/login', { user: await userToken() }, '/dashboard'],
        ['/Cp/signin', { partner: await partnerToken() }, '/Cp/dashboard'],
      ];
      for (const [page, cookies, home] of cases) {
        const response = await middleware(
          new NextRequest(`http://localhost${page}${next}`, {
            headers: {
              cookie: Object.entries(cookies)
                .map(([role, token]) => `${role}Token=${token}`)
                .join('; '),
            },
          }),
        );
        const location = new URL(response.headers.get('location') ?? '', 'http://localhost/');
        expect(location.origin).toBe('http://localhost');
        expect(location.pathname).toBe(home);
      }
      const admin = await middleware(
        new NextRequest(`http://localhost/admin/login${next}`, {
          headers: { cookie: `operatorToken=${await signedToken('operator', 1)}` },
        }),
      );
      expect(new URL(admin.headers.get('location') ?? '', 'http://localhost/').href).toBe('http://localhost/admin');
    },
  );

  it('drops a signedInAs hint whose token is gone or invalid, and keeps a valid one', async () => {
    const stale = await middleware(new NextRequest('http://localhost/', { headers: { cookie: 'signedInAs=user' } }));
    expect(stale.headers.get('set-cookie')).toMatch(/signedInAs=;/);
    const valid = await middleware(
      new NextRequest('http://localhost/', { headers: { cookie: `signedInAs=user; userToken=${await userToken()}` } }),
    );
    expect(valid.headers.get('set-cookie')).toBeNull();
  });

  it('sends /admin without a valid operator token to /admin/login, and a signed-in operator past it', async () => {
    const adminVisit = async (path: string, cookie?: string) => {
      const response = await middleware(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
      const location = response.headers.get('location');
      return { location: location && new URL(location).pathname + new URL(location).search, response };
    };
    expect((await adminVisit('/admin/orders?status=payment_received')).location).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/orders?status=payment_received')}`,
    );
    expect((await adminVisit('/admin', `userToken=${await userToken()}`)).location).toMatch(/^\/admin\/login\?next=/);
    expect((await adminVisit('/admin', 'operatorToken=forged')).location).toMatch(/^\/admin\/login\?next=/);
    const operatorCookie = `operatorToken=${await signedToken('operator', 1)}`;
    const inside = await adminVisit('/admin/orders', operatorCookie);
    expect(inside.location).toBeNull();
    expect(inside.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(inside.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await adminVisit('/admin/login')).location).toBeNull();
    expect((await adminVisit('/admin/login', operatorCookie)).location).toBe('/admin');
    // A staff member's one-time link opens signed out, still never indexed nor shared-cached.
    const join = await adminVisit('/admin/join/some-token-from-the-email');
    expect(join.location).toBeNull();
    expect(join.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await adminVisit('/admin/joined')).location).toMatch(/^\/admin\/login\?next=/);
  });

  it('leaves public pages alone', async () => {
    expect(await visit('/indian-stocks')).toEqual({ status: 200, location: null });
  });
});

describe('security headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // The middleware reads the settings of the process it runs in, on every path: the build's do not count.
  it.each(['/', '/indian-stocks', '/about', '/favicon.ico', '/_next/static/chunks/main.js'])(
    'on %s follow APP_ENV at run time',
    async (path) => {
      vi.stubEnv('APP_ENV', 'production');
      vi.resetModules();
      const production = await (await import('@/middleware')).middleware(new NextRequest(`http://localhost${path}`));
      expect(production.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(production.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(production.headers.get('x-content-type-options')).toBe('nosniff');

      vi.stubEnv('APP_ENV', 'development');
      vi.resetModules();
      const local = await (await import('@/middleware')).middleware(new NextRequest(`http://localhost${path}`));
      expect(local.headers.get('strict-transport-security')).toBeNull();
      expect(local.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(local.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});
