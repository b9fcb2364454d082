// The getServerSideProps wrappers (lib/server/loaders/wrappers.ts), called as Next calls them: with
// a context built from real node:http request and response objects.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import type { GetServerSidePropsContext } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TOKEN_COOKIE, type Role } from '@/lib/auth/token';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { getServerSideProps as sitemapFile } from '@/lib/server/loaders/sitemaps/[file]';
import { investorLoader, partnerLoader, publicLoader } from '@/lib/server/loaders/wrappers';
import { clearMemo } from '@/lib/server/memo';
import { registerPartner, registerUser } from '@/lib/server/services/accounts';

import { buildInvestor, buildPartner } from './factories';
import { sessionToken, withSiteUrl } from './http';

interface ContextOptions {
  url?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

function context(options: ContextOptions = {}) {
  const req = new IncomingMessage(new Socket());
  req.url = options.url ?? '/';
  req.headers = { host: 'localhost:3000', ...options.headers };
  const res = new ServerResponse(req);
  const ctx = { req, res, resolvedUrl: req.url, query: options.query ?? {}, params: options.params };
  return { ctx: ctx as unknown as GetServerSidePropsContext, res };
}

async function cookie(role: Role, id: number) {
  return { cookie: `${TOKEN_COOKIE[role]}=${await sessionToken(role, id)}` };
}

const password = 'Original-pass-1';
const investor = async () => registerUser(await getDb(), buildInvestor({ fullName: 'Asha Verma', password }));
const partner = async () => registerPartner(await getDb(), buildPartner({ fullName: 'Kiran Rao', password }));

afterEach(() => clearMemo());

describe('publicLoader', () => {
  const when = new Date('2026-03-04T05:06:07.000Z');

  it('sets the shared-cache header after a successful load, with every date serialised', async () => {
    const { ctx, res } = context();
    const load = vi.fn(async () => {
      expect(res.getHeader('cache-control')).toBeUndefined();
      return { props: { at: when, rows: [{ id: 1, at: when, nested: { at: when } }], none: null as Date | null } };
    });
    const result = await publicLoader({ cacheSeconds: 300 }, load)(ctx);
    expect(res.getHeader('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=1500');
    expect(result).toEqual({
      props: {
        at: '2026-03-04T05:06:07.000Z',
        rows: [{ id: 1, at: '2026-03-04T05:06:07.000Z', nested: { at: '2026-03-04T05:06:07.000Z' } }],
        none: null,
        siteOrigin: 'http://localhost:3000',
      },
    });
  });

  it('leaves no cache header when the load throws', async () => {
    const { ctx, res } = context();
    const failing = publicLoader({ cacheSeconds: 60 }, async () => {
      throw new Error('database down');
    });
    await expect(failing(ctx)).rejects.toThrow('database down');
    expect(res.getHeader('cache-control')).toBeUndefined();
  });

  it('leaves no cache header on a notFound, and keeps it on a redirect', async () => {
    const missing = context();
    expect(await publicLoader({ cacheSeconds: 60 }, async () => ({ notFound: true as const }))(missing.ctx)).toEqual({ notFound: true });
    expect(missing.res.getHeader('cache-control')).toBeUndefined();

    const moved = context();
    const redirect = { destination: '/elsewhere', permanent: true };
    expect(await publicLoader({ cacheSeconds: 60 }, async () => ({ redirect }))(moved.ctx)).toEqual({ redirect });
    expect(moved.res.getHeader('cache-control')).toMatch(/s-maxage=60/);
  });

  it('sets no cache header without a cache policy', async () => {
    const { ctx, res } = context();
    await publicLoader({}, async () => ({ props: {} }))(ctx);
    expect(res.getHeader('cache-control')).toBeUndefined();
  });
});

describe('publicFileLoader (robots.txt, sitemaps)', () => {
  it('answers notFound with no headers for a file that does not exist', async () => {
    const { ctx, res } = context({ params: { file: 'nothing-here.xml' } });
    expect(await sitemapFile(ctx)).toEqual({ notFound: true });
    expect(res.getHeader('cache-control')).toBeUndefined();
    expect(res.getHeader('content-type')).toBeUndefined();
  });

  it('writes the file with its type and cache header', async () => {
    const { ctx, res } = context({ params: { file: 'pages.xml' } });
    expect(await sitemapFile(ctx)).toEqual({ props: {} });
    expect(res.getHeader('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.getHeader('cache-control')).toMatch(/s-maxage=3600/);
    expect(res.writableEnded).toBe(true);
  });

  it("lists URLs on the site's address, whatever Host the request named", async () => {
    const { ctx, res } = context({ params: { file: 'pages.xml' }, headers: { host: 'evil.example' } });
    const end = vi.spyOn(res, 'end');
    await withSiteUrl('https://shares.example.in', () => sitemapFile(ctx));
    const xml = String(end.mock.calls[0]?.[0]);
    expect(xml).toContain('<loc>https://shares.example.in/Faq</loc>');
    expect(xml).not.toContain('evil.example');
  });
});

describe.each([
  ['investorLoader', investorLoader, 'user', '/login', 'partner'],
  ['partnerLoader', partnerLoader, 'partner', '/Cp/signin', 'user'],
] as const)('%s', (_name, loader, role, signInPath, otherRole) => {
  const page = loader(async (ctx) => ({ props: { since: new Date('2026-01-02T00:00:00.000Z'), page: String(ctx.query.page ?? '1') } }));

  it('sends a signed-out caller to sign in, coming back to the page', async () => {
    const { ctx, res } = context({ url: '/area/page?page=2' });
    expect(await page(ctx)).toEqual({ redirect: { destination: `${signInPath}?next=%2Farea%2Fpage%3Fpage%3D2`, permanent: false } });
    expect(res.getHeader('cache-control')).toBeUndefined();
  });

  it('sends a caller signed in with the other role to sign in', async () => {
    const other = otherRole === 'user' ? await investor() : await partner();
    const { ctx } = context({ url: '/area/page', headers: await cookie(otherRole, other.id) });
    expect(await page(ctx)).toEqual({ redirect: { destination: `${signInPath}?next=%2Farea%2Fpage`, permanent: false } });
  });

  // Else the middleware, which sees only a good signature, sends the sign-in page straight back here.
  it('drops the cookie (and the hint) of a token whose session has ended, with the redirect', async () => {
    const caller = role === 'user' ? await investor() : await partner();
    const token = await sessionToken(role, caller.id);
    await endSessionsOf(await getDb(), role, caller.id, 'signed_out');
    const { ctx, res } = context({ url: '/area/page', headers: { cookie: `${TOKEN_COOKIE[role]}=${token}; signedInAs=${role}` } });
    expect(await page(ctx)).toEqual({ redirect: { destination: `${signInPath}?next=%2Farea%2Fpage`, permanent: false } });
    const cookies = ([] as string[]).concat((res.getHeader('set-cookie') as string[] | string | undefined) ?? []);
    expect(cookies.some((c) => c.startsWith(`${TOKEN_COOKIE[role]}=;`) && c.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('signedInAs=;'))).toBe(true);
    // The other role's cookie and hint are not this page's to drop.
    expect(cookies.some((c) => c.startsWith(`${TOKEN_COOKIE[otherRole]}=`))).toBe(false);
  });

  it('hands the caller and the serialised props to the page, with no shared-cache header', async () => {
    const caller = role === 'user' ? await investor() : await partner();
    const { ctx, res } = context({ url: '/area/page?page=3', headers: await cookie(role, caller.id), query: { page: '3' } });
    const result = await page(ctx);
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    expect(result.props).toMatchObject({ since: '2026-01-02T00:00:00.000Z', page: '3', [role]: { id: caller.id, email: caller.email } });
    expect(res.getHeader('cache-control')).toBeUndefined();
  });

  it('passes on a redirect the load answers', async () => {
    const caller = role === 'user' ? await investor() : await partner();
    const redirect = { destination: '/area/page?page=1', permanent: false };
    const { ctx } = context({ url: '/area/page', headers: await cookie(role, caller.id) });
    expect(await loader(async () => ({ redirect }))(ctx)).toEqual({ redirect });
  });
});
