// Drafts never leave the desk: a company added in the console and not yet published (published_at null)
// is named or usable by no investor, partner or visitor. Every path that takes a company's id or slug
// answers a draft exactly as it answers an id or slug no company has, and never with its name.
import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, externalHoldings } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { getStaticProps as companyPage } from '@/lib/server/loaders/indian-stocks/[indian_stocks_details]';
import companyPrices from '@/pages/api/v1/common/companies/[slug]/prices';
import companyReport from '@/pages/api/v1/common/companies/[slug]/report';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import researchReport from '@/pages/api/v1/cp/research-reports/[slug]';
import cartAdd from '@/pages/api/v1/user/checkOut/add';
import placeOrder from '@/pages/api/v1/user/orders/index';
import externalOne from '@/pages/api/v1/user/portfolio/external/[id]';
import externalImport from '@/pages/api/v1/user/portfolio/external/import';
import external from '@/pages/api/v1/user/portfolio/external/index';
import sell from '@/pages/api/v1/user/sell/index';
import watchlistAdd from '@/pages/api/v1/user/watchlist/add';
import alerts from '@/pages/api/v1/user/watchlist/alerts/index';

import { createCompany, createInvestor, createPartner, verifyKyc } from './factories';
import { call, sendForm, type CallResult } from './http';

const holding = {
  assetClass: 'unlisted',
  name: 'Shares bought from a founder',
  quantity: '100',
  costPaise: 1_000_000,
  acquiredOn: '2024-06-01',
  valuePaise: 1_500_000,
  valueAsOf: '2026-10-01',
};
const CSV_HEADER = 'assetClass,name,isin,companySlug,quantity,costRupees,acquiredOn,valueRupees,valueAsOf,valueSource';

let draft: { id: number; slug: string; name: string };
let missing: { id: number; slug: string };
let investor: Awaited<ReturnType<typeof createInvestor>>;
let partner: Awaited<ReturnType<typeof createPartner>>;
let client: Awaited<ReturnType<typeof createInvestor>>;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  const company = await createCompany({ publishedAt: null, urlName: `Secret Draft ${Date.now()}` });
  draft = { id: company.id, slug: company.slug, name: company.name };
  // An id no company has (ids are sequential: the next one) and a slug no company has.
  missing = { id: company.id + 100_000, slug: `${company.slug}-none` };
  investor = await createInvestor();
  await verifyKyc(investor.user.id);
  partner = await createPartner();
  client = await createInvestor({ partnershipCode: partner.partner.partnershipCode });
  await verifyKyc(client.user.id);
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(externalHoldings).where(eq(externalHoldings.userId, investor.user.id));
  await db.delete(companies).where(eq(companies.id, draft.id));
  useRateStore(undefined);
});

/** The draft's answer is the unknown company's (status, code, message, fields), and never names it. */
function expectSameAsMissing(forDraft: CallResult, forMissing: CallResult, status: number) {
  expect(forDraft.status, JSON.stringify(forDraft.body)).toBe(status);
  expect(JSON.stringify(forDraft.body)).not.toContain(draft.name);
  expect(JSON.stringify(forDraft.body).replaceAll(draft.slug, missing.slug)).toBe(JSON.stringify(forMissing.body));
}

describe('a draft company, named by id or slug', () => {
  it('cannot be noted as a holding elsewhere: 400 on companyId, on create and on change', async () => {
    // The finding: companyId of a draft → 201 with its name.
    const create = (companyId: number) => call(external, { method: 'POST', headers: investor.headers, body: { ...holding, companyId } });
    const created = await create(draft.id);
    expectSameAsMissing(created, await create(missing.id), 400);
    expect(created.body.errors).toEqual({ companyId: 'No company has this id.' });

    const plain = await call(external, { method: 'POST', headers: investor.headers, body: holding });
    expect(plain.status).toBe(201);
    const id = String((plain.body.data as { id: number }).id);
    const change = (companyId: number) =>
      call(externalOne, { method: 'PATCH', headers: investor.headers, query: { id }, body: { companyId } });
    expectSameAsMissing(await change(draft.id), await change(missing.id), 400);

    const listed = await call(external, { headers: investor.headers });
    expect(JSON.stringify(listed.body)).not.toContain(draft.name);
  });

  it('cannot be imported as a holding elsewhere: the line is refused as an unknown company', async () => {
    const upload = (slug: string) =>
      sendForm(externalImport, {
        headers: investor.headers,
        files: [
          {
            field: 'file',
            data: Buffer.from([CSV_HEADER, `unlisted,Founder shares,,${slug},5,100,2021-04-01,100,2026-11-20,`].join('\r\n')),
            fileName: 'h.csv',
            type: 'text/csv',
          },
        ],
      });
    const forDraft = await upload(draft.slug);
    expect(forDraft.status).toBe(400);
    expect(forDraft.body.errors).toEqual({ 'line 2': `companySlug: no company here is called "${draft.slug}".` });
    expect(JSON.stringify(forDraft.body)).not.toContain(draft.name);
    expect(await (await getDb()).$count(externalHoldings, eq(externalHoldings.companyId, draft.id))).toBe(0);
  });

  it('cannot be watched, alerted on, put in the cart, bought or sold', async () => {
    const headers = investor.headers;
    const post = (handler: NextApiHandler, body: unknown, extra: Record<string, string> = {}) =>
      call(handler, { method: 'POST', headers: { ...headers, ...extra }, body });
    const pairs: [NextApiHandler, (company: { id: number; slug: string }) => unknown, number, Record<string, string>?][] = [
      [watchlistAdd, ({ id }) => ({ companyId: id }), 404],
      [alerts, ({ id }) => ({ companyId: id, kind: 'price_above', levelPaise: 50_000 }), 400],
      [cartAdd, ({ id }) => ({ companyId: id, quantity: 50 }), 404],
      [placeOrder, ({ slug }) => ({ slug, quantity: 50, pricePaise: 25_000 }), 404, { 'idempotency-key': 'draft-order-key' }],
      [sell, ({ slug }) => ({ slug, quantity: 1 }), 404, { 'idempotency-key': 'draft-sell-key' }],
    ];
    for (const [handler, body, status, extra] of pairs) {
      const forDraft = await post(handler, body(draft), extra);
      const forMissing = await post(handler, body(missing), {
        ...extra,
        ...(extra && { 'idempotency-key': `${extra['idempotency-key']}-2` }),
      });
      expectSameAsMissing(forDraft, forMissing, status);
    }
  });

  it('cannot be proposed by a partner, nor its research report read', async () => {
    const propose = (slug: string) =>
      call(cpProposals, {
        method: 'POST',
        headers: partner.headers,
        body: { clientCode: client.user.userUniqueCode, slug, quantity: 50, pricePaise: 25_000 },
      });
    expectSameAsMissing(await propose(draft.slug), await propose(missing.slug), 400);
    const report = (slug: string) => call(researchReport, { headers: partner.headers, query: { slug } });
    expectSameAsMissing(await report(draft.slug), await report(missing.slug), 404);
  });

  it('has no public page, price history or report', async () => {
    for (const handler of [companyPrices, companyReport]) {
      const read = (slug: string) => call(handler, { query: { slug } });
      expectSameAsMissing(await read(draft.slug), await read(missing.slug), 404);
    }
    expect(await companyPage({ params: { indian_stocks_details: draft.slug } })).toMatchObject({ notFound: true });
  });
});
