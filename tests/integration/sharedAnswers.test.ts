// The public API answers that are the same for everyone say so (Cache-Control: public, s-maxage), so nginx
// keeps them a few seconds (docs/nginx.conf), but only for an anonymous caller: an answer given to a
// request carrying a token or the role hint is private, whatever it holds.
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import getCompanyList from '@/pages/api/v1/admin/getCompanyList';
import companyPrices from '@/pages/api/v1/common/companies/[slug]/prices';
import companyReport from '@/pages/api/v1/common/companies/[slug]/report';
import fees from '@/pages/api/v1/common/fees';
import screenerExport from '@/pages/api/v1/common/screener/export';
import screener from '@/pages/api/v1/common/screener/index';

import { call } from './http';

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

const shared = (seconds: number) => `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`;

const CALLERS: [string, Record<string, string>][] = [
  ["an investor's token cookie", { cookie: 'theme=dark; userToken=any.token' }],
  ["a partner's token cookie", { cookie: 'partnerToken=any.token' }],
  ["an operator's token cookie", { cookie: 'operatorToken=any.token' }],
  ['the role hint alone', { cookie: 'signedInAs=user' }],
  ['a bearer token', { authorization: 'Bearer any.token' }],
];

describe('public API answers the same for everyone', () => {
  let slug = '';
  beforeAll(async () => {
    const { body } = await call(getCompanyList, { query: { page: '1', limit: '1' } });
    slug = (body.data as { result: { slug: string }[] }).result[0]!.slug;
  });

  const routes = (): [string, NextApiHandler, Record<string, string>, number][] => [
    ['the company search', getCompanyList, { page: '1', limit: '5' }, 10],
    ['the screener', screener, {}, 5],
    ["the screener's CSV", screenerExport, {}, 60],
    ['the fee schedule', fees, {}, 60],
    ["a company's price history", companyPrices, { slug }, 60],
    ["a company's research report", companyReport, { slug }, 60],
  ];

  it('are marked shared for an anonymous caller, for as long as each stays fresh', async () => {
    for (const [name, route, query, seconds] of routes()) {
      const { status, headers } = await call(route, { query, headers: { cookie: 'theme=dark; xuserToken=1' } });
      expect(status, name).toBe(200);
      expect(headers.get('cache-control'), name).toBe(shared(seconds));
    }
  });

  it.each(CALLERS)('are private for a caller with %s', async (_caller, callerHeaders) => {
    for (const [name, route, query] of routes()) {
      const { status, headers } = await call(route, { query, headers: callerHeaders });
      expect(status, name).toBe(200);
      expect(headers.get('cache-control'), name).toBe('private, no-store');
    }
  });
});
