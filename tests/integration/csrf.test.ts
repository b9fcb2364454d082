// Cross-site request forgery: state-changing API calls whose Origin is another site are refused
// (lib/server/http/csrf.ts, applied by defineHandler to every API).
import type { IncomingMessage } from 'node:http';

import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { CROSS_SITE_MESSAGE, crossSiteReason } from '@/lib/server/http/csrf';
import careerApply from '@/pages/api/v1/common/career/apply';
import logout from '@/pages/api/v1/common/auth/logout';
import contact from '@/pages/api/v1/common/contact';
import newsletter from '@/pages/api/v1/common/newsletter/add';
import screener from '@/pages/api/v1/common/screener';
import userLogin from '@/pages/api/v1/user/auth/login';
import userRegister from '@/pages/api/v1/user/auth/register';
import watchlistAdd from '@/pages/api/v1/user/watchlist/add';
import watchlistList from '@/pages/api/v1/user/watchlist/list';

import { testApiHandler } from 'next-test-api-route-handler';

import { buildInvestor, uniqueContact } from './factories';
import { cookieFor, type CallOptions, type CallResult } from './http';

// Like http.ts call(), but the request's Host header is site.test (fetch will not send another Host),
// so the server's own origin is known: http://site.test.
const SITE = 'http://site.test';

async function call(handler: NextApiHandler, options: CallOptions = {}): Promise<CallResult> {
  let result: CallResult | undefined;
  await testApiHandler({
    pagesHandler: handler,
    url: '/api/test',
    requestPatcher: (req) => {
      req.headers.host = 'site.test';
    },
    test: async ({ fetch }) => {
      const response = await fetch({
        method: options.method ?? 'GET',
        headers: { ...(options.body !== undefined && { 'content-type': 'application/json' }), ...options.headers },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
      const text = await response.text();
      result = { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
    },
  });
  return result!;
}
const EVIL = 'https://evil.example';

let investorId: number;
let companyId: number;

beforeAll(async () => {
  const db = await getDb();
  const fresh = await call(userRegister, { method: 'POST', body: buildInvestor({ fullName: 'Csrf Tester', password: 'Csrf-pass-123' }) });
  investorId = (fresh.body.data as { id: number }).id;
  expect(investorId).toEqual(expect.any(Number));
  companyId = (await db.select({ id: companies.id }).from(companies).limit(1))[0]!.id;
  expect((await db.select().from(users).where(eq(users.id, investorId))).length).toBe(1);
});

const contactBody = () => ({
  fullName: 'Asha Rao',
  email: uniqueContact().email,
  subject: 'General',
  message: 'Please tell me more about unlisted shares.',
});

// Several kinds of state-changing API: public forms, sign-in, a signed-in action, sign-out, a multipart upload.
const POSTS: [string, NextApiHandler, () => Record<string, unknown> | undefined][] = [
  ['POST /api/v1/common/contact', contact, contactBody],
  ['POST /api/v1/common/newsletter/add', newsletter, () => ({ email: uniqueContact().email })],
  ['POST /api/v1/user/auth/login', userLogin, () => ({ email: 'investor@example.com', password: 'wrong-password' })],
  ['POST /api/v1/common/auth/logout', logout, () => undefined],
  ['POST /api/v1/common/career/apply', careerApply, () => undefined],
];

describe.each(POSTS)('%s', (_name, handler, body) => {
  it('refuses a foreign Origin with 403 in the envelope', async () => {
    for (const origin of [EVIL, 'http://site.test.evil.example', 'http://site.test:8080', 'null', 'not a url']) {
      const { status, body: answer } = await call(handler, { method: 'POST', body: body(), headers: { origin } });
      expect(status, origin).toBe(403);
      expect(answer).toEqual({ success: false, message: CROSS_SITE_MESSAGE, code: 'cross_site' });
    }
  });

  it('refuses Sec-Fetch-Site: cross-site even without Origin', async () => {
    const { status, body: answer } = await call(handler, { method: 'POST', body: body(), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(status).toBe(403);
    expect(answer.message).toBe(CROSS_SITE_MESSAGE);
  });

  it('lets the same origin and calls without Origin through', async () => {
    for (const headers of [{ origin: SITE, 'sec-fetch-site': 'same-origin' }, {}, { origin: 'HTTP://SITE.TEST:80' }] as Record<
      string,
      string
    >[]) {
      const { status } = await call(handler, { method: 'POST', body: body(), headers });
      expect(status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});

describe('a cross-site request with the victim’s cookie', () => {
  it('changes nothing: the watch list stays as it was', async () => {
    const cookie = await cookieFor('user', investorId);
    const refused = await call(watchlistAdd, { method: 'POST', body: { companyId }, headers: { ...cookie, origin: EVIL } });
    expect(refused.status).toBe(403);
    const list = await call(watchlistList, { headers: { ...cookie } });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).not.toContain(`"companyId":${companyId}`);

    const allowed = await call(watchlistAdd, { method: 'POST', body: { companyId }, headers: { ...cookie, origin: SITE } });
    expect(allowed.status).toBe(200);
  });

  it('a GET from another site is answered (reading is not a state change; CORS keeps the answer from that site)', async () => {
    const { status } = await call(screener, { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(status).toBe(200);
  });

  it('a refused request does not reach the handler: no rate-limit count, no 405 probing', async () => {
    const { status } = await call(screener, { method: 'DELETE', headers: { origin: EVIL } });
    expect(status).toBe(403);
    const sameSite = await call(screener, { method: 'DELETE', headers: { origin: SITE } });
    expect(sameSite.status).toBe(405);
  });
});

describe('crossSiteReason (the rule itself)', () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;
  const plain = { trustProxy: false, allowedOrigins: '' };

  it('honours ALLOWED_ORIGINS (comma-separated, any spacing, path ignored)', () => {
    const settings = { trustProxy: false, allowedOrigins: ' https://app.example.com , https://admin.example.com/x ' };
    expect(crossSiteReason(req('POST', { host: 'site.test', origin: 'https://app.example.com' }), settings)).toBeNull();
    expect(crossSiteReason(req('POST', { host: 'site.test', origin: 'https://admin.example.com' }), settings)).toBeNull();
    expect(crossSiteReason(req('POST', { host: 'site.test', origin: 'http://app.example.com' }), settings)).not.toBeNull();
    expect(crossSiteReason(req('POST', { host: 'site.test', origin: 'https://app.example.com' }), plain)).not.toBeNull();
  });

  it('uses X-Forwarded-Host/Proto only behind a trusted proxy', () => {
    const behindProxy = {
      host: 'app:3000',
      origin: 'https://www.example.com',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'https',
    };
    expect(crossSiteReason(req('POST', behindProxy), { trustProxy: true, allowedOrigins: '' })).toBeNull();
    expect(crossSiteReason(req('POST', behindProxy), plain)).not.toBeNull();
    // A forged forwarded host is only believed when the proxy is trusted, and the scheme must match.
    expect(
      crossSiteReason(req('POST', { ...behindProxy, 'x-forwarded-proto': 'http' }), { trustProxy: true, allowedOrigins: '' }),
    ).not.toBeNull();
    expect(crossSiteReason(req('POST', { host: 'www.example.com', origin: 'https://www.example.com' }), plain)).toBeNull();
    expect(crossSiteReason(req('POST', { host: 'www.example.com:443', origin: 'https://www.example.com' }), plain)).toBeNull();
  });

  it('checks only state-changing methods', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(crossSiteReason(req(method, { host: 'a.test', origin: EVIL }), plain)).toBeNull();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post'])
      expect(crossSiteReason(req(method, { host: 'a.test', origin: EVIL }), plain)).not.toBeNull();
    expect(crossSiteReason(req('POST', { origin: EVIL }), plain)).not.toBeNull();
    expect(crossSiteReason(req('POST', { host: 'a.test', 'sec-fetch-site': 'same-site' }), plain)).toBeNull();
  });
});
