// Absolute links come only from the site's configured address (NEXT_PUBLIC_SITE_URL, else this server at
// http://localhost:<port>), never from the Host or X-Forwarded-Host a request names: CSVs, emails, pages,
// sitemaps and next-auth's callbacks, through the real handlers and the run's mail catcher.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';

import type { GetServerSidePropsContext } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { env } from '@/lib/server/env';
import { getStaticProps as faqPage } from '@/lib/server/loaders/Faq';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import nextAuthRoute from '@/pages/api/auth/[...nextauth]';
import exportCsv from '@/pages/api/v1/common/screener/export';
import staffListRoute from '@/pages/api/v1/admin/staff/index';

import { call, withSiteUrl } from './http';
import { messagesTo } from './mail';
import { newOperator } from './orderFixtures';

const SITE = 'https://shares.example.in';
const EVIL = 'evil.example';
// What a proxy would forward, believed only with TRUST_PROXY=true: links must not follow it either.
const FORWARDED = { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

let trustProxy: 'true' | 'false';
beforeAll(() => {
  trustProxy = env().TRUST_PROXY;
  env().TRUST_PROXY = 'true';
});
afterAll(() => {
  env().TRUST_PROXY = trustProxy;
});

async function screenerCsv(): Promise<{ status: number; text: string; cacheControl: string | null }> {
  let result: { status: number; text: string; cacheControl: string | null } | undefined;
  await testApiHandler({
    pagesHandler: exportCsv,
    url: '/api/v1/common/screener/export',
    requestPatcher: (req) => {
      req.headers.host = EVIL;
    },
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers: FORWARDED });
      result = { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
    },
  });
  return result!;
}

/** The origins of the CSV's links (its URL column): other files' companies may mention evil.example in their names. */
const linkOrigins = (csv: string) => new Set([...csv.matchAll(/,(https?:\/\/[^/,\s"]+)\/indian-stocks\//g)].map((match) => match[1]));

describe("the screener's CSV, asked for with Host: evil.example", () => {
  it('links every company to the configured address, in an answer a shared cache may keep', async () => {
    const { status, text, cacheControl } = await withSiteUrl(SITE, screenerCsv);
    expect(status).toBe(200);
    expect(text).toMatch(/https:\/\/shares\.example\.in\/indian-stocks\/[a-z0-9-]+/);
    expect(linkOrigins(text)).toEqual(new Set([SITE]));
    expect(cacheControl).toMatch(/s-maxage/);
  });

  it('without a configured address, links to this server on this machine', async () => {
    expect(env().NEXT_PUBLIC_SITE_URL).toBeUndefined();
    const { text } = await screenerCsv();
    expect(text).toMatch(/http:\/\/localhost:3000\/indian-stocks\/[a-z0-9-]+/);
    expect(linkOrigins(text)).toEqual(new Set(['http://localhost:3000']));
  });
});

describe('an email sent while answering a request with Host: evil.example', () => {
  it("a staff invitation's link is on the configured address", async () => {
    const admin = await newOperator(['admin']);
    const email = `invited-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await withSiteUrl(SITE, () =>
      call(staffListRoute, {
        method: 'POST',
        host: EVIL,
        headers: { ...admin.headers, ...FORWARDED },
        body: { email, fullName: 'Invited Person', roles: ['kyc'] },
      }),
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const text = messagesTo(email).at(-1)?.text ?? '';
    expect(text).toMatch(/https:\/\/shares\.example\.in\/admin\/join\/[\w-]{20,}/);
    expect(text).not.toContain(EVIL);
  });
});

describe('pages and next-auth', () => {
  const request = (host: string) => {
    const req = new IncomingMessage(new Socket());
    req.url = '/Faq';
    req.headers = { host, ...FORWARDED };
    return { req, res: new ServerResponse(req), resolvedUrl: '/Faq', query: {} } as unknown as GetServerSidePropsContext;
  };

  it('a page rendered per request and one rendered for everyone both carry the configured address', async () => {
    const perRequest = await withSiteUrl(SITE, () => publicLoader({}, async () => ({ props: {} }))(request(EVIL)));
    const shared = await withSiteUrl(SITE, () => faqPage({}));
    expect(perRequest).toEqual({ props: { siteOrigin: SITE } });
    if (!('props' in shared)) throw new Error('expected props');
    expect(shared.props.siteOrigin).toBe(SITE);
  });

  it("next-auth's callback names the configured address when NEXTAUTH_URL is empty", async () => {
    expect(process.env.NEXTAUTH_URL ?? '').toBe('');
    await withSiteUrl(SITE, () =>
      testApiHandler({
        pagesHandler: nextAuthRoute,
        url: '/api/auth/signin',
        params: { nextauth: ['signin'] },
        requestPatcher: (req) => {
          req.headers.host = EVIL;
          Object.assign(req.headers, FORWARDED);
        },
        test: async ({ fetch }) => {
          const response = await fetch({ method: 'GET', redirect: 'manual' });
          expect(response.status).toBe(302);
          const location = new URL(response.headers.get('location') ?? '', 'http://relative.invalid');
          expect(location.pathname).toBe('/login');
          expect(location.searchParams.get('callbackUrl')).toBe(SITE);
        },
      }),
    );
  });
});
