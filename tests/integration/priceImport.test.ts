// Bulk price files (issue 22), through the API routes: a preview reads and checks the file, stores it and
// changes no company; a bad file is refused whole and stores nothing; applying changes every ok row in one
// transaction (refused rows never), or proposes the whole file for a second person's approval when a price
// moves beyond the threshold or stock changes; applying twice, or after a company moved since the preview, is a 409.
import { and, count, eq, inArray } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from 'vitest';

import { PRICE_ORDER_MESSAGES } from '@/lib/prices/controls';
import { istDate } from '@/lib/reports/dates';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companies, companyPrices, priceImports } from '@/lib/server/db/schema';
import { APPROVAL_MESSAGES } from '@/lib/server/services/approvals';
import { PRICE_IMPORT_APPLY_MESSAGES } from '@/lib/server/services/priceImports';
import { PARTNER_PRICE_MESSAGE } from '@/lib/validations/orders';
import { PRICE_IMPORT_MAX_BYTES, PRICE_IMPORT_MESSAGES, type PriceImportRow } from '@/lib/validations/priceImport';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import rejectRoute from '@/pages/api/v1/admin/approvals/[id]/reject';
import companyRoute from '@/pages/api/v1/admin/companies/[slug]';
import applyRoute from '@/pages/api/v1/admin/prices/import/[id]/apply';
import importRoute from '@/pages/api/v1/admin/prices/import/index';
import priceHistoryRoute from '@/pages/api/v1/common/companies/[slug]/prices';
import { getStaticProps as companyPageProps } from '@/pages/indian-stocks/[indian_stocks_details]';

import { call, HIDDEN_IN_CELLS } from './http';
import { newCompany, newOperator, type TestCompany } from './orderFixtures';

type Staff = Awaited<ReturnType<typeof newOperator>>;
let prices: Staff;
let checker: Staff;

beforeAll(async () => {
  [prices, checker] = await Promise.all([newOperator(['prices']), newOperator(['prices'])]);
});

const HEADER = 'slug,pricePaise,partnerPricePaise,availableQuantity,priceSource,priceNote';

interface Preview {
  id: number;
  status: string;
  rows: PriceImportRow[];
  counts: { ok: number; refused: number; changing: number; needingApproval: number };
  approval: { id: number } | null;
  applied?: number;
}

/** Uploads `text` as the multipart field `file` (or a raw body with its content type). */
async function upload(who: Staff, text: string | Uint8Array, options: { field?: string; contentType?: string } = {}) {
  let result: { status: number; body: { message: string; data?: Preview; errors?: Record<string, string> } } | undefined;
  await testApiHandler({
    pagesHandler: importRoute,
    test: async ({ fetch }) => {
      let body: FormData | string;
      if (options.contentType) body = String(text);
      else {
        body = new FormData();
        body.append(
          options.field ?? 'file',
          new Blob([typeof text === 'string' ? text : new Uint8Array(text)], { type: 'text/csv' }),
          'prices.csv',
        );
      }
      const response = await fetch({
        method: 'POST',
        body,
        headers: { ...who.headers, ...(options.contentType && { 'content-type': options.contentType }) },
      });
      result = { status: response.status, body: await response.json() };
    },
  });
  return result!;
}

const apply = (who: Staff, id: number) => call(applyRoute, { method: 'POST', headers: who.headers, query: { id: String(id) } });
const approve = (who: Staff, id: number) => call(approveRoute, { method: 'POST', headers: who.headers, query: { id: String(id) } });
const reject = (who: Staff, id: number, reason: string) =>
  call(rejectRoute, { method: 'POST', headers: who.headers, query: { id: String(id) }, body: { reason } });

async function state(company: TestCompany) {
  const db = await getDb();
  const [row] = await db
    .select({
      pricePaise: companies.pricePaise,
      partnerPricePaise: companies.brokerPricePaise,
      availableQuantity: companies.availableQuantity,
      priceSource: companies.priceSource,
      priceNote: companies.priceNote,
    })
    .from(companies)
    .where(eq(companies.id, company.id));
  const [history] = await db.select({ points: count() }).from(companyPrices).where(eq(companyPrices.companyId, company.id));
  return { ...row, points: history?.points };
}

const importCount = async () => (await (await getDb()).select({ n: count() }).from(priceImports))[0]?.n;
const today = () => istDate(new Date());
const rowFor = (preview: Preview, slug: string) => preview.rows.find((row) => row.slug === slug);

describe('price file preview', () => {
  it('stores the rows with current and new values and differences, refuses bad rows with their reason, and changes nothing', async () => {
    const [a, b, c] = await Promise.all([newCompany({ pricePaise: 20_000 }), newCompany({ pricePaise: 10_000 }), newCompany()]);
    await (
      await getDb()
    )
      .update(companies)
      .set({ isin: `INE${b.id}X01016` })
      .where(eq(companies.id, b.id));
    const before = await Promise.all([a, b, c].map(state));
    // The isin column sits beside slug, and a row may name its company by either.
    const file = [
      'slug,isin,pricePaise,partnerPricePaise,availableQuantity,priceSource,priceNote',
      `${a.slug},,21000,20000,1000,trade,"Block of 500, at ₹210"`,
      `,INE${b.id}X01016,9500,9300,1000,dealer_quote,`,
      `no-such-company,,100,50,1,trade,`,
      `${c.slug},,100,50,1,trade,`,
      `${c.slug.toUpperCase()},,200,50,1,trade,`,
    ].join('\r\n');
    const answer = await upload(prices, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const preview = answer.body.data!;
    expect(preview).toMatchObject({ status: 'pending', approval: null, counts: { ok: 2, refused: 3, changing: 2, needingApproval: 0 } });
    expect(rowFor(preview, a.slug)).toMatchObject({
      line: 2,
      status: 'ok',
      reason: null,
      current: { pricePaise: 20_000, availableQuantity: 1000 },
      next: {
        pricePaise: 21_000,
        partnerPricePaise: 20_000,
        availableQuantity: 1000,
        priceSource: 'trade',
        priceNote: 'Block of 500, at ₹210',
      },
      difference: { pricePercent: 5, quantity: 0 },
      changes: true,
      needsApproval: false,
    });
    expect(rowFor(preview, b.slug)).toMatchObject({ line: 3, status: 'ok', difference: { pricePercent: -5 }, needsApproval: false });
    expect(rowFor(preview, 'no-such-company')).toMatchObject({ status: 'refused', reason: 'No company has the slug "no-such-company".' });
    const twice = preview.rows.filter((row) => row.slug === c.slug);
    expect(twice.map((row) => row.reason)).toEqual([
      `${c.name} is on lines 5, 6: keep one row per company.`,
      `${c.name} is on lines 5, 6: keep one row per company.`,
    ]);
    expect(await Promise.all([a, b, c].map(state))).toEqual(before);
  });

  it('refuses rows with bad values, each with its reason', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const rows = (values: string) => `${HEADER}\r\n${company.slug},${values}\r\n`;
    const reasonOf = async (values: string) => (await upload(prices, rows(values))).body.data?.rows[0]?.reason;
    expect(await reasonOf('200.5,100,1,trade,')).toBe('Price must be a whole number of paise.');
    expect(await reasonOf('0,0,1,trade,')).toBe('Price must be more than zero. Partner price must be more than zero.');
    expect(await reasonOf('200,300,1,trade,')).toBe(PARTNER_PRICE_MESSAGE);
    expect(await reasonOf('200,100,-4,trade,')).toBe('Available quantity cannot be negative.');
    expect(await reasonOf('200,100,4,rumour,')).toMatch(/^Price source must be one of/);
  });

  it('refuses a file it cannot read as a whole, with a message, and stores nothing', async () => {
    const stored = await importCount();
    const refusals: [string | Uint8Array, number, RegExp | string][] = [
      ['slug,price\r\nx,1\r\n', 400, /^Unknown column "price"/],
      [`${HEADER}\r\n`, 400, PRICE_IMPORT_MESSAGES.noRows],
      [`${HEADER}\r\n"unclosed,1,1,1,trade,\r\n`, 400, 'Line 2: a quoted value is not closed.'],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), 400, PRICE_IMPORT_MESSAGES.notText],
      ['', 400, PRICE_IMPORT_MESSAGES.missing],
      [`${HEADER}\r\n${'x,2,1,1,trade,\r\n'.repeat(1001)}`, 400, 'The file has more than 1000 rows.'],
      [`${HEADER}\r\n${'x'.repeat(PRICE_IMPORT_MAX_BYTES)}`, 413, PRICE_IMPORT_MESSAGES.size],
    ];
    for (const [text, status, message] of refusals) {
      const answer = await upload(prices, text);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.errors?.file).toMatch(message);
    }
    expect((await upload(prices, `${HEADER}\r\n`, { field: 'resume' })).status).toBe(400);
    expect((await upload(prices, '{}', { contentType: 'application/json' })).status).toBe(415);
    expect(await importCount()).toBe(stored);
  });

  it.each(HIDDEN_IN_CELLS)('refuses a file with %s in a cell (400 naming its line and column) and stores nothing', async (_name, char) => {
    const company = await newCompany();
    const stored = await importCount();
    const answer = await upload(prices, `${HEADER}\r\n${company.slug},200,150,1,trade,"Dealer ${char}quote"\r\n`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors).toEqual({ file: `Line 2: the priceNote cell ${CELL_CHARACTER_REASON}` });
    expect(await importCount()).toBe(stored);
  });
});

describe('applying a price file', () => {
  it('within the threshold: every ok row in one go, with its source and note in the history; refused rows never; twice is a 409', async () => {
    const [a, b] = await Promise.all([newCompany({ pricePaise: 20_000 }), newCompany({ pricePaise: 10_000 })]);
    const untouched = await state(b);
    const file = `${HEADER}\r\n${a.slug},21000,20000,1000,funding_round,Series E\r\n${b.slug},10500,10600,1000,trade,\r\n`;
    const preview = (await upload(prices, file)).body.data!;
    expect(rowFor(preview, b.slug)).toMatchObject({ status: 'refused', reason: PARTNER_PRICE_MESSAGE });

    const answer = await apply(prices, preview.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'applied', applied: 1, approval: null });
    expect(await state(a)).toMatchObject({
      pricePaise: 21_000,
      partnerPricePaise: 20_000,
      priceSource: 'funding_round',
      priceNote: 'Series E',
    });
    const db = await getDb();
    const [point] = await db
      .select({ pricePaise: companyPrices.pricePaise, source: companyPrices.source, note: companyPrices.note })
      .from(companyPrices)
      .where(and(eq(companyPrices.companyId, a.id), eq(companyPrices.day, today())));
    expect(point).toEqual({ pricePaise: 21_000, source: 'funding_round', note: 'Series E' });
    expect(await state(b)).toEqual(untouched);
    const trail = await db
      .select({ action: auditLog.action, by: auditLog.operatorId })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [a.slug, String(preview.id)]));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'price_import.preview', by: prices.id },
        { action: 'company.update', by: prices.id },
        { action: 'price_import.apply', by: prices.id },
      ]),
    );

    expect(await apply(prices, preview.id)).toMatchObject({ status: 409, body: { message: PRICE_IMPORT_APPLY_MESSAGES.applied } });
    expect((await apply(prices, 999_999)).status).toBe(404);
  });

  it('beyond the threshold or changing stock: 202 with one approval for the whole file; nothing changes until another prices person approves', async () => {
    const [a, b] = await Promise.all([newCompany({ pricePaise: 20_000 }), newCompany({ pricePaise: 10_000, available: 100 })]);
    const before = await Promise.all([a, b].map(state));
    // a: +30% (beyond the 10% default); b: the same price, 50 more shares.
    const file = `${HEADER}\r\n${a.slug},26000,25000,1000,funding_round,Series F\r\n${b.slug},10000,9600,150,desk_estimate,\r\n`;
    const preview = (await upload(prices, file)).body.data!;
    expect(preview.rows.map((row) => row.needsApproval)).toEqual([true, true]);

    const proposed = await apply(prices, preview.id);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    const approvalId = (proposed.body.data as Preview).approval!.id;
    expect(proposed.body.data).toMatchObject({ status: 'awaiting_approval', applied: 0 });
    expect(await Promise.all([a, b].map(state))).toEqual(before);
    expect(await apply(prices, preview.id)).toMatchObject({ status: 409, body: { message: PRICE_IMPORT_APPLY_MESSAGES.awaiting } });

    expect(await approve(prices, approvalId)).toMatchObject({ status: 403, body: { message: APPROVAL_MESSAGES.ownProposal } });
    expect(await Promise.all([a, b].map(state))).toEqual(before);

    const approved = await approve(checker, approvalId);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await state(a)).toMatchObject({
      pricePaise: 26_000,
      partnerPricePaise: 25_000,
      priceSource: 'funding_round',
      priceNote: 'Series F',
    });
    expect(await state(b)).toMatchObject({ pricePaise: 10_000, availableQuantity: 150 });
    const [stored] = await (await getDb()).select().from(priceImports).where(eq(priceImports.id, preview.id));
    expect(stored).toMatchObject({ status: 'applied', appliedBy: checker.id, approvalId });
    expect((await apply(prices, preview.id)).status).toBe(409);
    expect((await approve(checker, approvalId)).status).toBe(409);
  });

  it('a rejected file is pending again, changed nothing, and can be proposed afresh', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const before = await state(company);
    const preview = (await upload(prices, `${HEADER}\r\n${company.slug},30000,29000,1000,dealer_quote,\r\n`)).body.data!;
    const first = (await apply(prices, preview.id)).body.data as Preview;
    expect(first).toMatchObject({ status: 'awaiting_approval' });

    const rejected = await reject(checker, first.approval!.id, 'The dealer quote is a day old.');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await state(company)).toEqual(before);
    const [stored] = await (await getDb()).select().from(priceImports).where(eq(priceImports.id, preview.id));
    expect(stored).toMatchObject({ status: 'pending', approvalId: null });

    const again = await apply(prices, preview.id);
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect((again.body.data as Preview).approval!.id).not.toBe(first.approval!.id);
  });

  it('refuses the whole file (409 naming the rows) when a company changed since the preview, and changes no row', async () => {
    const [a, b] = await Promise.all([newCompany({ pricePaise: 20_000 }), newCompany({ pricePaise: 10_000 })]);
    const file = `${HEADER}\r\n${a.slug},20500,19000,1000,trade,\r\n${b.slug},10500,9600,1000,trade,\r\n`;
    const preview = (await upload(prices, file)).body.data!;
    const moved = await call(companyRoute, {
      method: 'PATCH',
      headers: checker.headers,
      query: { slug: b.slug },
      body: { pricePaise: 10_100 },
    });
    expect(moved.status).toBe(200);
    const before = await Promise.all([a, b].map(state));

    const answer = await apply(prices, preview.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `Prices or stock changed since the preview on line 3 (${b.slug}): upload the file again to see the new values.`,
    );
    expect(await Promise.all([a, b].map(state))).toEqual(before);
    const [stored] = await (
      await getDb()
    )
      .select({ status: priceImports.status })
      .from(priceImports)
      .where(eq(priceImports.id, preview.id));
    expect(stored?.status).toBe('pending');
  });

  it('a file that changes nothing has nothing to apply', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const current = await state(company);
    const file = `${HEADER}\r\n${company.slug},20000,${current.partnerPricePaise},1000,trade,\r\n`;
    const preview = (await upload(prices, file)).body.data!;
    expect(preview.counts).toMatchObject({ ok: 1, changing: 0 });
    expect(await apply(prices, preview.id)).toMatchObject({ status: 409, body: { message: PRICE_IMPORT_APPLY_MESSAGES.nothing } });
  });
});

describe('the price history marks each change with its source', () => {
  it('the public API (JSON and CSV) and the company page carry the source and note of an imported price', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const preview = (await upload(prices, `${HEADER}\r\n${company.slug},20800,20000,1000,dealer_quote,"Two dealers, ₹208"\r\n`)).body.data!;
    expect((await apply(prices, preview.id)).status).toBe(200);

    const json = await call(priceHistoryRoute, { query: { slug: company.slug } });
    expect(json.status).toBe(200);
    const points = (json.body.data as { prices: { day: string; pricePaise: number; source: string | null; note: string | null }[] }).prices;
    expect(points.at(-1)).toEqual({ day: today(), pricePaise: 20_800, source: 'dealer_quote', note: 'Two dealers, ₹208' });
    // Points from before sources were kept have none.
    expect(points[0]).toMatchObject({ source: null, note: null });

    let csv = '';
    await testApiHandler({
      pagesHandler: priceHistoryRoute,
      params: { slug: company.slug, format: 'csv' },
      test: async ({ fetch }) => {
        const response = await fetch();
        expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
        csv = await response.text();
      },
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('day,pricePaise,priceRupees,source,note');
    expect(lines.at(-1)).toBe(`${today()},20800,208.00,dealer_quote,"Two dealers, ₹208"`);
    expect(lines).toHaveLength(points.length + 1);

    expect((await call(priceHistoryRoute, { query: { slug: 'no-such-company' } })).status).toBe(404);
    expect((await call(priceHistoryRoute, { query: { slug: company.slug, format: 'xml' } })).status).toBe(400);

    const page = await companyPageProps({ params: { indian_stocks_details: company.slug } });
    if (!('props' in page)) throw new Error('expected the company page');
    expect(page.props.priceChanges).toEqual([{ day: today(), pricePaise: 20_800, source: 'dealer_quote', note: 'Two dealers, ₹208' }]);
  });
});

describe('price files under the same controls as the form', () => {
  it('counts a file’s move from the last approved or settled price, however many files it took', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const header = 'slug,pricePaise,partnerPricePaise,buybackPricePaise,availableQuantity,priceSource';
    const row = (price: number) => `${company.slug},${price},${Math.round(price * 0.96)},${Math.round(price * 0.92)},1000,trade`;
    const first = (await upload(prices, `${header}\r\n${row(21_800)}\r\n`)).body.data!;
    expect(rowFor(first, company.slug)).toMatchObject({ status: 'ok', needsApproval: false });
    expect((await apply(prices, first.id)).status).toBe(200);
    // +9% again: +18.8% from ₹200, so a second person must approve it.
    const second = (await upload(prices, `${header}\r\n${row(23_760)}\r\n`)).body.data!;
    expect(rowFor(second, company.slug)).toMatchObject({ status: 'ok', needsApproval: true });
    const answer = await apply(prices, second.id);
    expect(answer.body.data).toMatchObject({ status: 'awaiting_approval', approval: { id: expect.any(Number) } });
    expect((await state(company)).pricePaise).toBe(21_800);
  });

  it('refuses rows that leave the prices out of order, and takes a buy-back price so a large cut can stay in order', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    // A cut of 15% with the buy-back left at ₹184: above the new partner price.
    const without = (await upload(prices, `${HEADER}\r\n${company.slug},17000,16320,1000,trade,\r\n`)).body.data!;
    expect(rowFor(without, company.slug)).toMatchObject({ status: 'refused', reason: PRICE_ORDER_MESSAGES.buybackAbovePartner });
    const below = (await upload(prices, `${HEADER}\r\n${company.slug},20000,15000,1000,trade,\r\n`)).body.data!;
    expect(rowFor(below, company.slug)?.reason).toBe('The partner price cannot be below 80% of the investor price (₹160.00).');
    const header = 'slug,pricePaise,partnerPricePaise,buybackPricePaise,availableQuantity,priceSource';
    const withBuyback = (await upload(prices, `${header}\r\n${company.slug},17000,16320,15640,1000,trade\r\n`)).body.data!;
    expect(rowFor(withBuyback, company.slug)).toMatchObject({
      status: 'ok',
      needsApproval: true,
      current: { buybackPricePaise: 18_400 },
      next: { buybackPricePaise: 15_640 },
    });
    const proposed = await apply(prices, withBuyback.id);
    const approved = await approve(checker, (proposed.body.data as Preview).approval!.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [after] = await (
      await getDb()
    )
      .select({ buybackPricePaise: companies.buybackPricePaise, pricePaise: companies.pricePaise })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(after).toEqual({ pricePaise: 17_000, buybackPricePaise: 15_640 });
  });

  it('sets aside a file waiting for approval when one of its companies moved meanwhile (409 approval_stale), and reopens it', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const preview = (await upload(prices, `${HEADER}\r\n${company.slug},20500,19600,1500,trade,\r\n`)).body.data!;
    const proposed = (await apply(prices, preview.id)).body.data as Preview;
    expect(proposed.status).toBe('awaiting_approval');
    expect(
      (await call(companyRoute, { method: 'PATCH', headers: checker.headers, query: { slug: company.slug }, body: { pricePaise: 20_100 } }))
        .status,
    ).toBe(200);
    const late = await approve(checker, proposed.approval!.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('approval_stale');
    expect((await state(company)).pricePaise).toBe(20_100);
    const [stored] = await (
      await getDb()
    )
      .select({ status: priceImports.status })
      .from(priceImports)
      .where(eq(priceImports.id, preview.id));
    expect(stored?.status).toBe('pending');
  });
});
