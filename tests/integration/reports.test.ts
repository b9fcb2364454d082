// Statements: holdings as on a date, contract notes, capital gains (FIFO, 24-month rule) and
// transactions, as PDF and CSV, from orders and sales completed through the services' own APIs.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, companyPrices, users } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { updateConsents } from '@/lib/server/services/consents';
import adminCompanies from '@/pages/api/v1/admin/companies/index';
import adminOrders from '@/pages/api/v1/admin/orders/index';
import commissionStatement from '@/pages/api/v1/cp/commissions/statement';
import clientHoldings from '@/pages/api/v1/cp/reports/client-holdings';
import tdsReport from '@/pages/api/v1/cp/reports/tds';
import placeOrder from '@/pages/api/v1/user/orders/index';
import reports from '@/pages/api/v1/user/reports/[kind]';

import { pdfText } from '../support/pdf';

import { createPartner } from './factories';
import { call, withSiteUrl } from './http';
import { buy, newCompany, newInvestor, newOperator, sellShares, type TestCompany, type TestInvestor } from './orderFixtures';

beforeAll(() => useRateStore(new MemoryRateStore()));
afterAll(() => useRateStore(undefined));

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: { success?: boolean; message?: string; errors?: Record<string, string> } | null;
}

async function download(
  handler: NextApiHandler,
  query: Record<string, string>,
  headers: Record<string, string>,
  host?: string,
): Promise<Download> {
  let result: Download | undefined;
  await testApiHandler({
    pagesHandler: handler,
    url: `/api/test?${new URLSearchParams(query)}`,
    requestPatcher: (req) => {
      if (host) req.headers.host = host;
    },
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      result = { status: response.status, headers: response.headers, bytes, json: isJson ? JSON.parse(bytes.toString('utf8')) : null };
    },
  });
  return result!;
}

const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

let investor: TestInvestor;
let other: TestInvestor;
let company: TestCompany;
let isin: string;
let lotA: { id: number; reference: string };
let sale1: { id: number; reference: string };

beforeAll(async () => {
  investor = await newInvestor();
  other = await newInvestor();
  const operator = await newOperator();
  company = await newCompany({ available: 1000, pricePaise: 10_000, minQuantity: 10, buybackPricePaise: 12_000 });
  // Bought 100 on 10 Apr 2023 and 50 on 1 May 2024; sold 120 on 11 Apr 2025 (FY 2025-26: 100 long-term, a day past
  // 24 months, and 20 short-term) and 10 on 5 Apr 2026 (FY 2026-27, short-term).
  lotA = await buy(investor, operator, company, 100, '2023-04-10');
  await buy(investor, operator, company, 50, '2024-05-01');
  sale1 = await sellShares(investor, operator, company, 120, '2025-04-11');
  await sellShares(investor, operator, company, 10, '2026-04-05');
  const [row] = await (await getDb()).select({ isin: companies.isin }).from(companies).where(eq(companies.id, company.id));
  isin = row?.isin ?? '';
  await (await getDb()).insert(companyPrices).values({ companyId: company.id, day: '2024-12-31', pricePaise: 11_000 });
});

describe('GET /api/v1/user/reports/contract-note', () => {
  it('is a text PDF of the completed order with its amounts', async () => {
    const res = await download(reports, { kind: 'contract-note', order: String(lotA.id), format: 'pdf' }, investor.headers);
    expect(res.status, res.json?.message).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contract-note-${lotA.reference}.pdf"`);
    expect(res.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(res.bytes);
    for (const expected of [
      company.name,
      lotA.reference,
      '₹100.00',
      '₹10,000.00',
      '₹1.50',
      '₹10,001.50',
      'PAYREF1',
      'TRFREF1',
      '10 Apr 2023',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('prints the site’s configured address and the time it was made in India', async () => {
    const res = await withSiteUrl('https://invest.example.in', () =>
      download(reports, { kind: 'contract-note', order: String(lotA.id), format: 'pdf' }, investor.headers, 'evil.example'),
    );
    const text = await pdfText(res.bytes);
    expect(text).toContain('https://invest.example.in');
    expect(text).not.toContain('localhost');
    expect(text).not.toContain('evil.example');
    expect(text).toMatch(/Generated on: \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} IST/);
    expect(text).not.toContain('UTC');
  });

  it('is a CSV of the completed sale', async () => {
    const res = await download(reports, { kind: 'contract-note', sell: String(sale1.id), format: 'csv' }, investor.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csvLines(res.bytes);
    expect(lines).toContain(`Sale reference,${sale1.reference}`);
    expect(lines).toContain(`${company.name},${isin},120,120.00`);
    expect(lines).toContain('Total received,14400.00');
  });

  it("is a 404 for another investor's order or sale, and a 409 for one not completed", async () => {
    for (const query of [{ order: String(lotA.id) }, { sell: String(sale1.id) }] as Record<string, string>[]) {
      const res = await download(reports, { kind: 'contract-note', format: 'pdf', ...query }, other.headers);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
    }
    const pending = await call(placeOrder, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: { slug: company.slug, quantity: 10, pricePaise: company.pricePaise },
    });
    const res = await download(
      reports,
      { kind: 'contract-note', order: String((pending.body.data as { id: number }).id) },
      investor.headers,
    );
    expect(res.status).toBe(409);
    expect(res.json?.message).toMatch(/once the order is completed/);
  });
});

describe('GET /api/v1/user/reports/capital-gains', () => {
  it('matches the year’s sale first in first out, long-term only after 24 months, with totals per term', async () => {
    const res = await download(reports, { kind: 'capital-gains', fy: '2025-26', format: 'csv' }, investor.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="capital-gains-2025-26.csv"');
    const lines = csvLines(res.bytes);
    // Lot A: 100 of 100 (cost 10,000.00, stamp duty 1.50); lot B: 20 of 50 (cost 2,000.00, stamp duty 0.30 of 0.75).
    expect(lines).toContain(
      `${company.name},${sale1.reference},2025-04-11,${lotA.reference},2023-04-10,100,732,Long-term,10000.00,1.50,12000.00,1998.50`,
    );
    expect(lines.filter((line) => line.includes(',Short-term,'))).toEqual([
      expect.stringMatching(/,2024-05-01,20,345,Short-term,2000.00,0.30,2400.00,399.70$/),
    ]);
    expect(lines).toContain('Total long-term,,,,,100,,,10000.00,1.50,12000.00,1998.50');
    expect(lines).toContain('Total short-term,,,,,20,,,2000.00,0.30,2400.00,399.70');
    expect(lines).toContain('Total,,,,,120,,,12000.00,1.80,14400.00,2398.20');
    // The April 2026 sale belongs to the next year.
    expect(lines.some((line) => line.includes('2026-04-05'))).toBe(false);
  });

  it('puts the next year’s sale in its own statement, as a PDF', async () => {
    const res = await download(reports, { kind: 'capital-gains', fy: '2026-27' }, investor.headers);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    expect(text).toContain('2026-27');
    expect(text).toContain('5 Apr 2026');
    expect(text).toContain('No long-term sales in this financial year.');
    // Every heading whole: a word too wide for its column is set smaller, never broken ("Quantit / y").
    for (const heading of ['Quantity', 'Proceeds', 'Purchase', 'Charges']) expect(text).toContain(heading);
    // 10 of lot B's 30 left: cost 1,000.00, proceeds 1,200.00, stamp duty 0.15.
    expect(text).toContain('₹199.85');
  });
});

describe('GET /api/v1/user/reports/holdings', () => {
  it('rebuilds the holdings as on a date and values them at the price then in force', async () => {
    const res = await download(reports, { kind: 'holdings', date: '2024-12-31', format: 'csv' }, investor.headers);
    expect(res.status).toBe(200);
    expect(csvLines(res.bytes)).toContain(`${company.name},${isin},150,100.00,15000.00,110.00,2024-12-31,16500.00`);
    const after = csvLines((await download(reports, { kind: 'holdings', date: '2025-04-11', format: 'csv' }, investor.headers)).bytes);
    expect(after.find((line) => line.startsWith(`${company.name},`))).toMatch(/^[^,]+,[^,]+,30,100.00,3000.00,/);
    const before = csvLines((await download(reports, { kind: 'holdings', date: '2023-04-09', format: 'csv' }, investor.headers)).bytes);
    expect(before.some((line) => line.startsWith(`${company.name},`))).toBe(false);
  });

  it('answers a PDF for today by default', async () => {
    const res = await download(reports, { kind: 'holdings' }, investor.headers);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Statement of holdings');
    expect(text).toContain(company.name);
  });
});

describe('GET /api/v1/user/reports/transactions', () => {
  it('lists the period’s orders and sales with totals of the completed ones', async () => {
    const res = await download(reports, { kind: 'transactions', from: '2023-04-01', to: '2025-04-30', format: 'csv' }, investor.headers);
    expect(res.status).toBe(200);
    const lines = csvLines(res.bytes);
    expect(lines.filter((line) => line.includes(company.name))).toHaveLength(3);
    expect(lines).toContain('Completed purchases,,,,150,,2.25,15002.25,,');
    expect(lines).toContain('Completed sales,,,,120,,0.00,14400.00,,');
  });

  it("shows only the caller's own", async () => {
    const res = await download(reports, { kind: 'transactions', format: 'csv' }, other.headers);
    expect(res.bytes.toString('utf8')).not.toContain(company.name);
  });
});

describe('bad requests', () => {
  it('answers 400 with the field for a bad year, date, format or missing order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'capital-gains', fy: '2025-27' }, 'fy'],
      [{ kind: 'capital-gains' }, 'fy'],
      [{ kind: 'holdings', date: '2025-02-29' }, 'date'],
      [{ kind: 'holdings', date: '2999-01-01' }, 'date'],
      [{ kind: 'holdings', format: 'xlsx' }, 'format'],
      [{ kind: 'contract-note' }, 'order'],
      [{ kind: 'contract-note', order: 'abc' }, 'order'],
      [{ kind: 'transactions', from: '2025-13-01' }, 'from'],
      [{ kind: 'transactions', from: '2025-05-01', to: '2025-04-01' }, 'to'],
    ];
    for (const [query, field] of cases) {
      const res = await download(reports, query, investor.headers);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json?.errors?.[field], JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it('answers 400 for a financial year still to come or that ends past the year 9999', async () => {
    for (const fy of ['9999-00', '2998-99', '1899-00']) {
      const res = await download(reports, { kind: 'capital-gains', fy, format: 'csv' }, investor.headers);
      expect(res.status, fy).toBe(400);
      expect(res.json?.errors?.fy, fy).toMatch(/financial year like 2025-26/);
    }
  });

  it('answers 404 for an unknown kind and 401 to anonymous callers', async () => {
    expect((await download(reports, { kind: 'tax-return' }, investor.headers)).status).toBe(404);
    const anonymous = await download(reports, { kind: 'holdings' }, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false });
  });
});

describe('GET /api/v1/cp/reports/client-holdings', () => {
  it("lists the partner's own clients' holdings as on a date, only theirs who share them, and nobody else's", async () => {
    const mine = await createPartner();
    const theirs = await createPartner();
    const db = await getDb();
    await db.update(users).set({ partnerId: mine.partner.id }).where(eq(users.id, investor.id));
    // Referred, but not sharing: the report counts the client and shows none of their holdings.
    const withheld = await download(clientHoldings, { date: '2024-12-31', format: 'csv' }, mine.headers);
    expect(withheld.bytes.toString('utf8')).not.toContain(investor.userUniqueCode);
    expect(csvLines(withheld.bytes)).toContain('Clients who do not share their holdings with you,1');

    await updateConsents(db, { kind: 'user', id: investor.id }, { consents: [{ purpose: 'partner_sharing', granted: true }] });
    const res = await download(clientHoldings, { date: '2024-12-31', format: 'csv' }, mine.headers);
    expect(res.status, res.json?.message).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="client-holdings-2024-12-31.csv"');
    const lines = csvLines(res.bytes);
    expect(lines).toContain(`Order Tester,${investor.userUniqueCode},${company.name},${isin},150,15000.00,110.00,16500.00`);
    expect(lines).toContain('Total (assets under management),,,,,15000.00,,16500.00');
    const pdf = await download(clientHoldings, {}, mine.headers);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(pdf.bytes)).toContain(investor.userUniqueCode);

    const other = await download(clientHoldings, { format: 'csv' }, theirs.headers);
    expect(other.bytes.toString('utf8')).not.toContain(investor.userUniqueCode);
    expect(other.bytes.toString('utf8')).toContain('None of your clients held shares at the end of this day.');
  });

  it('refuses a bad date or format, investors and anonymous callers', async () => {
    const { headers } = await createPartner();
    const bad = await download(clientHoldings, { date: '2025-02-30', format: 'doc' }, headers);
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toEqual({ date: expect.any(String), format: expect.any(String) });
    expect((await download(clientHoldings, {}, investor.headers)).status).toBe(401);
    expect((await download(clientHoldings, {}, {})).status).toBe(401);
  });
});

describe("every parameter of the partner's and the console's reports", () => {
  it('GET /api/v1/cp/reports/tds?fy=9999-00&quarter=Q4&format=csv is a 400 on fy, not a 500', async () => {
    const partner = await createPartner();
    const res = await download(tdsReport, { fy: '9999-00', quarter: 'Q4', format: 'csv' }, partner.headers);
    expect(res.status).toBe(400);
    expect(res.json?.errors).toEqual({ fy: expect.stringMatching(/^Financial year must look like 2026-27/) });
  });

  it('refuses impossible years, months, quarters and formats per field', async () => {
    const partner = await createPartner();
    const cases: [NextApiHandler, Record<string, string>, string][] = [
      [tdsReport, { fy: '2998-99', quarter: 'Q1' }, 'fy'],
      [tdsReport, { fy: '0000-01', quarter: 'Q1' }, 'fy'],
      [tdsReport, { fy: '2025-26', quarter: 'Q0' }, 'quarter'],
      [tdsReport, { fy: '2025-26', quarter: 'Q1', format: 'xlsx' }, 'format'],
      [commissionStatement, { month: '9999-12' }, 'month'],
      [commissionStatement, { month: '0000-01', format: 'pdf' }, 'month'],
      [commissionStatement, { month: '2026-01', format: 'json' }, 'format'],
      [clientHoldings, { date: '9999-12-31' }, 'date'],
      [clientHoldings, { format: 'docx' }, 'format'],
    ];
    for (const [handler, query, field] of cases) {
      const res = await download(handler, query, partner.headers);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json?.errors?.[field], JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it("a console list's download in a format it does not make is a 400 on format", async () => {
    const operator = await newOperator();
    for (const handler of [adminCompanies, adminOrders]) {
      const res = await download(handler, { format: 'xlsx' }, operator.headers);
      expect(res.status).toBe(400);
      expect(res.json?.errors).toEqual({ format: 'format must be json or csv.' });
      expect((await download(handler, { format: 'csv' }, operator.headers)).status).toBe(200);
    }
  });
});
