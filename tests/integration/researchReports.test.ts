// Partners download each company's research report as a real PDF (text-searchable): the company's
// price, facts, fundamentals and shareholding, never the partner price; partners only.
import { eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, companyFundamentals, companyPrices } from '@/lib/server/db/schema';
import researchReport from '@/pages/api/v1/cp/research-reports/[slug]';

import { pdfText } from '../support/pdf';

import { createCompany, createInvestor, createPartner, uniqueTag } from './factories';
import { call } from './http';

const created: number[] = [];

afterAll(async () => {
  const db = await getDb();
  for (const id of created) {
    await db.delete(companyFundamentals).where(eq(companyFundamentals.companyId, id));
    await db.delete(companyPrices).where(eq(companyPrices.companyId, id));
    await db.delete(companies).where(eq(companies.id, id));
  }
});

async function download(slug: string, headers: Record<string, string>) {
  let result = { status: 0, type: '', disposition: '', bytes: Buffer.alloc(0) };
  await testApiHandler({
    pagesHandler: researchReport,
    params: { slug },
    url: `/api/test?slug=${encodeURIComponent(slug)}`,
    test: async ({ fetch }) => {
      const response = await fetch({ headers });
      result = {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        disposition: response.headers.get('content-disposition') ?? '',
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  });
  return result;
}

describe('GET /api/v1/cp/research-reports/{slug}', () => {
  it('answers the company’s research report as a PDF with its facts and fundamentals, and no partner price', async () => {
    const company = await createCompany({
      urlName: `Research ${uniqueTag()} Ltd`,
      pricePaise: 45_600,
      brokerPricePaise: 43_210,
      about: 'Makes precision bearings for railways.',
      management: [{ name: 'Meera Iyer', role: 'Managing Director' }],
      shareholding: [
        { holder: 'Promoters', percent: 62.5 },
        { holder: 'Public', percent: 37.5 },
      ],
    });
    created.push(company.id);
    const db = await getDb();
    await db.insert(companyFundamentals).values({
      companyId: company.id,
      fiscalYear: 'FY2025',
      revenuePaise: 12_345_000_000_00,
      ebitdaPaise: 2_000_000_000_00,
      netProfitPaise: 1_000_000_000_00,
      epsPaise: 1_234,
      bookValuePerSharePaise: 20_000,
      debtPaise: 0,
      netWorthPaise: 5_000_000_000_00,
    });
    await db.insert(companyPrices).values([
      { companyId: company.id, day: '2026-01-05', pricePaise: 40_000 },
      { companyId: company.id, day: '2026-06-05', pricePaise: 45_600 },
    ]);
    const partner = await createPartner();
    const answer = await download(company.slug, partner.headers);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toContain(`${company.slug}-research-report.pdf`);
    expect(answer.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(answer.bytes);
    expect(text).toContain(`${company.name}: research report`);
    expect(text).toContain('₹456.00');
    expect(text).toContain(company.isin ?? 'missing');
    expect(text).toContain('Makes precision bearings for railways.');
    expect(text).toContain('FY2025');
    expect(text).toContain('1,234.50');
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('62.50%');
    expect(text).toContain('₹456.00 / ₹400.00');
    expect(text).toContain('not investment advice');
    expect(text).not.toContain('432.10');
  });

  it('is a 404 for an unknown or malformed slug, and for partners only', async () => {
    const partner = await createPartner();
    expect((await download('no-such-company-zz', partner.headers)).status).toBe(404);
    expect((await download('bad slug!', partner.headers)).status).toBe(404);
    const company = await createCompany();
    created.push(company.id);
    const investor = await createInvestor();
    expect((await call(researchReport, { query: { slug: company.slug }, headers: investor.headers })).status).toBeGreaterThanOrEqual(401);
    expect((await call(researchReport, { query: { slug: company.slug } })).status).toBe(401);
    expect((await call(researchReport, { query: { slug: company.slug, format: 'html' }, headers: partner.headers })).status).toBe(400);
  });
});
