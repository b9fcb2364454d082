import type { ServerResponse } from 'node:http';

import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companySlug } from '@/lib/slug';
import { getDb } from '@/lib/server/db/client';
import { companies, companyFundamentals, companyPrices } from '@/lib/server/db/schema';
import { listCompanyRecords } from '@/lib/server/services/companies';
import { COMPANY_RECORDS_PAGE_SIZE } from '@/lib/validations/companies';
import report from '@/pages/api/v1/common/companies/[slug]/report';
import { getStaticProps as companyPageProps } from '@/pages/indian-stocks/[indian_stocks_details]';
import { getServerSideProps as recordsProps } from '@/pages/filtered/indian-stocks';
import { getStaticProps as plainRecordsProps } from '@/pages/indian-stocks/index';

import { createCompany, uniqueTag } from './factories';
import { call, INJECTION_STRINGS, withSiteUrl } from './http';

const tag = uniqueTag();
const urlName = `Report Test & Co. ${tag}`;
const slug = companySlug(urlName);
const sector = `Test Sector ${tag}`;
let companyId: number;

// One year's figures, money past 32 bits and below zero.
const FUNDAMENTALS = {
  fiscalYear: 'FY2025',
  revenuePaise: 12_345_678_901_234,
  ebitdaPaise: -10_000_000,
  netProfitPaise: -50_000_000,
  epsPaise: -50,
  bookValuePerSharePaise: 0,
  debtPaise: 100_000_000,
  netWorthPaise: 0,
};

beforeAll(async () => {
  const db = await getDb();
  // Removed after the file.
  companyId = (
    await createCompany({
      name: `Report <script>alert(1)</script> ${tag}`,
      urlName,
      slug,
      sector,
      category: 'startup',
      status: 'Available',
      isin: 'INE000TEST01',
      faceValuePaise: 1_000,
      pricePaise: 50_000,
      previousPricePaise: 40_000,
      brokerPricePaise: 48_000,
      sharesOutstanding: 1_000_000,
      about: 'Makes <b>bold</b> claims & "quotes".',
      stage: 'Series A',
      amountRaisedPaise: 5_000_000_000,
      minInvestmentPaise: 2_500_000,
      shareholding: [
        { holder: 'Founders', percent: 60 },
        { holder: 'Investors', percent: 40 },
      ],
      faqs: [{ question: 'Is this <i>real</i>?', answer: 'No, demo data.' }],
      minQuantity: 1,
    })
  ).id;
  await db.insert(companyPrices).values([
    { companyId, day: '2025-01-06', pricePaise: 40_000 },
    { companyId, day: '2025-01-13', pricePaise: 50_000 },
    // Stored after the later days: the page still lists days in order.
    { companyId, day: '2024-12-30', pricePaise: 12_345_678_901_234 },
  ]);
  await db.insert(companyFundamentals).values({ companyId, ...FUNDAMENTALS });
});

afterAll(async () => {
  await (await getDb()).delete(companies).where(eq(companies.id, companyId));
});

/** The report is HTML, not the JSON envelope: fetch it raw through Next's resolver (sent to `host`, when given). */
async function download(slugValue: string, host?: string) {
  let result: { status: number; text: string; headers: Headers } | undefined;
  await testApiHandler({
    pagesHandler: report,
    url: `/api/test?slug=${encodeURIComponent(slugValue)}`,
    requestPatcher: (req) => {
      if (host) req.headers.host = host;
    },
    test: async ({ fetch }) => {
      const response = await fetch();
      result = { status: response.status, text: await response.text(), headers: response.headers };
    },
  });
  return result!;
}

const context = (query: Record<string, string | string[]>, params: Record<string, string> = {}) => {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) } as unknown as ServerResponse;
  return { ctx: { query, params, res, req: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext, headers };
};

async function propsOf<P>(pending: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const result = await pending;
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props;
}

describe('GET /api/v1/common/companies/{slug}/report', () => {
  it('names the site by its configured address', async () => {
    const { text } = await withSiteUrl('https://invest.example.in', () => download(slug, 'evil.example'));
    expect(text).toContain(`Source: https://invest.example.in/indian-stocks/${slug}`);
    expect(text).not.toContain('evil.example');
  });

  it('downloads an HTML research report built from the data, with every value escaped', async () => {
    const { status, text, headers } = await download(slug);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${slug}-research-report.html"`);
    expect(text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(text).toContain('@media print');
    expect(text).toContain(`Report &lt;script&gt;alert(1)&lt;/script&gt; ${tag}`);
    expect(text).not.toContain('<script>');
    expect(text).toContain('Makes &lt;b&gt;bold&lt;/b&gt; claims');
    expect(text).toContain('₹500.00');
    expect(text).toContain('Series A');
    expect(text).toContain('FY2025');
    // Zero net worth and book value: the ratios have no meaning and show as a dash.
    expect(text).toContain('— · —');
  });

  it('finds a differently-cased slug', async () => {
    expect((await download(slug.toUpperCase())).status).toBe(200);
  });

  it.each(['no-such-company-anywhere', ...INJECTION_STRINGS, 'x'.repeat(300)])(
    'answers the 404 envelope (never a 500) for %j',
    async (bad) => {
      const { status, body } = await call(report, { query: { slug: bad } });
      expect([400, 404]).toContain(status);
      expect(body.success).toBe(false);
      if (bad === 'no-such-company-anywhere') expect(body.message).toMatch(/No company/);
    },
  );

  it('refuses POST with 405', async () => {
    expect((await call(report, { method: 'POST', query: { slug }, body: {} })).status).toBe(405);
  });
});

describe('Company Records list (/indian-stocks)', () => {
  it('renders the plain list once for every visitor, reused for a minute at most', async () => {
    const answer = await plainRecordsProps({});
    if (!('props' in answer)) throw new Error(`expected props, got ${JSON.stringify(answer)}`);
    expect(answer.props.companies).toHaveLength(COMPANY_RECORDS_PAGE_SIZE);
    expect(answer.props.total).toBeGreaterThanOrEqual(60);
    expect(answer.props.state).toMatchObject({ page: 1, sector: null, category: null, status: null, sort: 'name-asc', view: 'grid' });
    expect(answer.revalidate).toBe(60);
  });

  it('pages a filtered view (/filtered/indian-stocks) in SQL with a shared cache header', async () => {
    const { ctx, headers } = context({ page: '2' });
    const result = { props: await propsOf(recordsProps(ctx)) };
    expect(result.props.companies).toHaveLength(COMPANY_RECORDS_PAGE_SIZE);
    expect(result.props.state.page).toBe(2);
    expect(headers['cache-control']).toMatch(/s-maxage=60/);
  });

  it('filters by sector, category and status', async () => {
    const { ctx } = context({ sector, category: 'startup', status: 'Available' });
    const result = { props: await propsOf(recordsProps(ctx)) };
    expect(result.props.total).toBe(1);
    expect(result.props.companies[0]).toMatchObject({ id: companyId, valuationPaise: 50_000 * 1_000_000 });
    const none = { props: await propsOf(recordsProps(context({ sector, status: 'Sold Out' }).ctx)) };
    expect(none.props).toMatchObject({ companies: [], total: 0 });
  });

  it('ignores bad values and clamps a page past the end', async () => {
    const { ctx } = context({ page: '99999', sector: "' OR 1=1 --", status: 'nope', sort: 'DROP', view: ['table', 'grid'] });
    const result = { props: await propsOf(recordsProps(ctx)) };
    const last = Math.ceil(result.props.total / COMPANY_RECORDS_PAGE_SIZE);
    expect(result.props.state).toMatchObject({ page: last, sector: null, status: null, sort: 'name-asc', view: 'table' });
    expect(result.props.companies.length).toBeGreaterThan(0);
  });

  it.each(['price-desc', 'price-asc', 'change-desc', 'valuation-desc', 'valuation-asc', 'name-desc'] as const)(
    'sorts by %s in SQL',
    async (sort) => {
      const db = await getDb();
      const { result } = await listCompanyRecords(db, { page: 1, sector: null, category: null, status: null, sort }, 50);
      const key = (row: (typeof result)[number]) =>
        sort.startsWith('price')
          ? row.pricePaise
          : sort.startsWith('valuation')
            ? row.valuationPaise
            : sort.startsWith('change')
              ? row.previousPricePaise
                ? (row.pricePaise - row.previousPricePaise) / row.previousPricePaise
                : null
              : row.name.toLowerCase();
      const values = result.map(key).filter((value) => value !== null);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
    },
  );
});

describe('company page (/indian-stocks/{slug})', () => {
  // Rendered once per slug and reused (incremental static regeneration): only the path's params count.
  const staticContext = (companySlug: string) => ({ params: { indian_stocks_details: companySlug } });

  it('loads the company with prices, fundamentals, and no partner price, reused for a minute at most', async () => {
    const answer = await companyPageProps(staticContext(slug));
    if (!('props' in answer)) throw new Error(`expected props, got ${JSON.stringify(answer)}`);
    expect(answer.props.company).toMatchObject({ id: companyId, slug, pricePaise: 50_000 });
    // Nothing the page does not show: no partner price, no buyback price, no stock counters.
    for (const hidden of [
      'brokerPricePaise',
      'buybackPricePaise',
      'availableQuantity',
      'reservedQuantity',
      'deliveredQuantity',
      'addedQuantity',
    ]) {
      expect(answer.props.company).not.toHaveProperty(hidden);
    }
    // Days in order (the first, then the gaps in days), money as whole paise, past 32 bits too.
    expect(answer.props.prices).toEqual({ from: '2024-12-30', gaps: [7, 7], paise: [12_345_678_901_234, 40_000, 50_000] });
    expect(answer.props.fundamentals).toEqual([FUNDAMENTALS]);
    expect(answer.revalidate).toBe(60);
  });

  it('moves a differently-cased slug to the canonical address', async () => {
    const result = await companyPageProps(staticContext(slug.toUpperCase()));
    expect(result).toEqual({ redirect: { destination: `/indian-stocks/${slug}`, permanent: true }, revalidate: 60 });
  });

  it.each(['no-such-company', ...INJECTION_STRINGS])('answers notFound for %j', async (bad) => {
    expect(await companyPageProps(staticContext(bad))).toEqual({ notFound: true, revalidate: 60 });
  });
});
