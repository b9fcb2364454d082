// Bank statements matched to orders (issue 22, "Payments matched"): the generic layout and three banks'
// exports imported over HTTP, credits matched by UTR and exact amount, every mismatch with its reason,
// a line never imported twice, a bad file refused whole, and confirmation moving the matched orders to
// payment received in one transaction, once.
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { groupIndianDigits } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { auditLog, bankStatementLines, bankStatements, notifications, orderEvents, orders } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';
import statementConfirm from '@/pages/api/v1/admin/payments/statements/[id]/confirm';
import statementDetail from '@/pages/api/v1/admin/payments/statements/[id]/index';
import statements from '@/pages/api/v1/admin/payments/statements/index';
import adminTransition from '@/pages/api/v1/admin/orders/[id]/transition';
import placeOrder from '@/pages/api/v1/user/orders/index';
import cancelOrder from '@/pages/api/v1/user/orders/[id]/cancel';
import reportPayment from '@/pages/api/v1/user/orders/[id]/payment';
import health from '@/pages/api/health';

import { call, HIDDEN_IN_CELLS, sendForm } from './http';
import { newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

interface Line {
  id: number;
  row: number;
  utr: string | null;
  amountPaise: number;
  outcome: string;
  advice: string;
  order: { id: number; reference: string } | null;
}
interface Statement {
  id: number;
  format: string;
  newLines: number;
  repeatedLines: number;
  debitLines: number;
  matched: (Line & { orderId: number; reference: string })[];
  unmatched: Line[];
  notInStatements: { id: number; utr: string }[];
}

/** A UPI reference (12 digits) or a NEFT UTR (bank, N, 17 digits), fresh for each call. */
const upiUtr = () => `4${String(randomInt(10 ** 9, 10 ** 10 - 1))}${randomInt(1, 9)}`;
const neftUtr = () => `HDFCN5${String(randomInt(10 ** 8, 10 ** 9 - 1))}${String(randomInt(10 ** 6, 10 ** 7 - 1))}`;

/** Paise as a bank writes rupees: "1,23,456.70" (Indian grouping) or "123456.70". */
function rupees(paise: number, grouped = true): string {
  const whole = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  if (!grouped || whole.length <= 3) return `${whole}.${fraction}`;
  return `${groupIndianDigits(whole)}.${fraction}`;
}

interface Credit {
  utr: string;
  paise: number;
  narration?: string;
}

const sampleHead = (name: string, until: RegExp) => {
  const lines = fs.readFileSync(path.resolve(__dirname, '../fixtures/statements', name), 'utf8').split('\n');
  return lines.slice(0, lines.findIndex((line) => until.test(line)) + 1).join('\n');
};

/** A statement file in each layout, its account details and header taken from the sample exports. */
const FILES = {
  generic: (credits: Credit[]) =>
    [
      'date,description,reference,amount',
      ...credits.map((c, i) => `2026-11-2${i % 6},"${c.narration ?? 'UPI credit'}",${c.utr},${rupees(c.paise, false)}`),
    ].join('\n'),
  hdfc: (credits: Credit[]) =>
    [
      sampleHead('hdfc.csv', /^\*{8}/),
      ...credits.map(
        (c, i) =>
          `2${i % 6}/11/26,UPI-INVESTOR-inv@okaxis-UTIB0001234-${c.utr}-payment,0000${c.utr},2${i % 6}/11/26,,"${rupees(c.paise)}","${rupees(99_00_000_00 + i)}"`,
      ),
      ',,,,,,',
      'STATEMENT SUMMARY :-,,,,,,',
    ].join('\n'),
  icici: (credits: Credit[]) =>
    [
      sampleHead('icici.csv', /^S No\./),
      ...credits.map(
        (c, i) =>
          `${i + 1},2${i % 6}/11/2026,2${i % 6}/11/2026,,NEFT-${c.utr}-${c.narration ?? 'INVESTOR'},0.00,"${rupees(c.paise)}","${rupees(88_00_000_00 + i)}"`,
      ),
      ',,,,,,,',
      'Legends Used in Account Statement,,,,,,,',
    ].join('\n'),
  sbi: (credits: Credit[]) =>
    [
      sampleHead('sbi.csv', /^Txn Date/),
      ...credits.map(
        (c, i) =>
          `2${i % 6} Nov 2026\t2${i % 6} Nov 2026\tBY TRANSFER-UPI/CR/${c.utr}/INVESTOR/HDFC/inv@okhdfc--\tTRANSFER FROM 4897691162095\t \t${rupees(c.paise)}\t${rupees(77_00_000_00 + i)}`,
      ),
      '',
      '**This is a computer generated statement and does not require a signature.',
    ].join('\n'),
};

let finance: Awaited<ReturnType<typeof newOperator>>;
let company: TestCompany;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  finance = await newOperator(['finance']);
  company = await newCompany({ available: 100_000, pricePaise: 12_345, minQuantity: 1 });
});
afterAll(() => useRateStore(undefined));

/** An order awaiting payment, its UTR reported unless utr is null. */
async function unpaidOrder(utr: string | null = upiUtr(), quantity = randomInt(1, 20)) {
  const investor = await newInvestor();
  const placed = await call(placeOrder, {
    method: 'POST',
    headers: { ...investor.headers, 'idempotency-key': randomUUID() },
    body: { slug: company.slug, quantity, pricePaise: company.pricePaise },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data as { id: number; reference: string; totalPaise: number };
  if (utr) {
    const reported = await call(reportPayment, {
      method: 'POST',
      headers: investor.headers,
      query: { id: String(order.id) },
      body: { utr },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  }
  return { ...order, utr: utr ?? '', investor };
}

const upload = (text: string, fields: Record<string, string> = {}, headers = finance.headers) =>
  sendForm(statements, {
    headers,
    fields,
    files: [{ field: 'file', data: Buffer.from(text), fileName: 'statement.csv', type: 'text/csv' }],
  });

const confirm = (id: number, body: unknown = {}, headers = finance.headers) =>
  call(statementConfirm, { method: 'POST', headers, query: { id: String(id) }, body });

async function orderRow(id: number) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function stored() {
  const db = await getDb();
  const [statementsCount] = await db.select({ n: count() }).from(bankStatements);
  const [linesCount] = await db.select({ n: count() }).from(bankStatementLines);
  return { statements: statementsCount?.n, lines: linesCount?.n };
}

describe('POST /api/v1/admin/payments/statements', () => {
  it('generic CSV: a credit matching a reported UTR and the exact total is matched; the others say why and what to do', async () => {
    const paid = await unpaidOrder();
    const short = await unpaidOrder();
    const cancelled = await unpaidOrder();
    const cancel = await call(cancelOrder, { method: 'POST', headers: cancelled.investor.headers, query: { id: String(cancelled.id) } });
    expect(cancel.status).toBe(200);
    const missing = await unpaidOrder();
    const stranger = upiUtr();
    const file =
      FILES.generic([
        { utr: paid.utr, paise: paid.totalPaise },
        { utr: short.utr, paise: short.totalPaise - 100 },
        { utr: stranger, paise: 50_000 },
        { utr: cancelled.utr, paise: cancelled.totalPaise },
      ]) + '\n2026-11-25,Bank charges,,-118.00';
    const { status, body } = await upload(file);
    expect(status, JSON.stringify(body)).toBe(201);
    const statement = body.data as Statement;
    expect(statement).toMatchObject({ id: expect.any(Number), format: 'generic', newLines: 4, repeatedLines: 0, debitLines: 1 });
    expect(statement.matched).toEqual([expect.objectContaining({ orderId: paid.id, reference: paid.utr, outcome: 'matched' })]);
    const reasons = Object.fromEntries(statement.unmatched.map((line) => [line.utr, line]));
    expect(reasons[short.utr]).toMatchObject({
      outcome: 'amount_differs',
      order: { id: short.id },
      advice: expect.stringContaining('short by ₹1.00'),
    });
    expect(reasons[stranger]).toMatchObject({ outcome: 'utr_unknown', order: null, advice: expect.stringContaining('No order reported') });
    expect(reasons[cancelled.utr]).toMatchObject({
      outcome: 'order_closed',
      order: { id: cancelled.id },
      advice: expect.stringContaining('Refund'),
    });
    // The other way round: a reported payment that no statement holds.
    expect(statement.notInStatements.map((order) => order.id)).toContain(missing.id);
    expect(statement.notInStatements.map((order) => order.id)).not.toContain(paid.id);
    expect((await orderRow(paid.id)).status).toBe('awaiting_payment');
    const [logged] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_statement'), eq(auditLog.entityId, String(statement.id))));
    expect(logged).toMatchObject({ action: 'bank_statement.import', operatorId: finance.id });
  });

  it.each(['hdfc', 'icici', 'sbi'] as const)(
    '%s export: found by its header, the UTR read from its reference or narration',
    async (bank) => {
      const order = await unpaidOrder(bank === 'icici' ? neftUtr() : upiUtr(), 900);
      const other = await unpaidOrder();
      const { status, body } = await upload(
        FILES[bank]([
          { utr: order.utr, paise: order.totalPaise },
          { utr: other.utr, paise: other.totalPaise + 1 },
        ]),
      );
      expect(status, JSON.stringify(body)).toBe(201);
      const statement = body.data as Statement;
      expect(statement.format).toBe(bank);
      expect(statement.matched).toEqual([
        expect.objectContaining({ orderId: order.id, reference: order.utr, amountPaise: order.totalPaise }),
      ]);
      expect(statement.unmatched).toEqual([expect.objectContaining({ utr: other.utr, outcome: 'amount_differs' })]);
    },
  );

  it('a layout of another bank through the column mapping chosen in the form', async () => {
    const order = await unpaidOrder();
    const file = `Posting Date,Particulars,UTR No,Credit (Rs),Debit (Rs)\n24-11-2026,IMPS in,${order.utr},"${rupees(order.totalPaise)}",\n`;
    expect((await upload(file)).status).toBe(400);
    const fields = {
      dateColumn: 'Posting Date',
      descriptionColumn: 'Particulars',
      referenceColumn: 'UTR No',
      creditColumn: 'Credit (Rs)',
      debitColumn: 'Debit (Rs)',
    };
    const { status, body } = await upload(file, fields);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ format: 'mapped', matched: [{ orderId: order.id }] });
    // The list finds it by its layout and its file's name, and by nothing else.
    const { id } = body.data as { id: number };
    const listed = async (query: Record<string, string>) =>
      (await call(statements, { headers: finance.headers, query: { limit: '50', ...query } })).body.data as {
        total: number;
        result: { id: number; format: string }[];
      };
    const mapped = await listed({ layout: 'mapped', q: 'statement' });
    expect(mapped.result.map((row) => row.id)).toContain(id);
    expect(mapped.result.every((row) => row.format === 'mapped')).toBe(true);
    expect((await listed({ layout: 'hdfc' })).result.map((row) => row.id)).not.toContain(id);
    expect((await listed({ q: 'no-such-file-name' })).total).toBe(0);
    const half = await upload(file, { dateColumn: 'Posting Date' });
    expect(half.status).toBe(400);
    expect(half.body.errors).toMatchObject({ descriptionColumn: expect.any(String), amountColumn: expect.any(String) });
  });

  it('never imports a line twice: the same file again imports 0 new lines and says so', async () => {
    const order = await unpaidOrder();
    const file = FILES.hdfc([
      { utr: order.utr, paise: order.totalPaise },
      { utr: upiUtr(), paise: 1_000_00 },
    ]);
    expect((await upload(file)).status).toBe(201);
    const before = await stored();
    const again = await upload(file);
    expect(again.status).toBe(201);
    expect(again.body.message).toBe('No new lines: all 2 credits were imported before.');
    expect(again.body.data).toMatchObject({ newLines: 0, repeatedLines: 2, matched: [], unmatched: [] });
    expect((await stored()).lines).toBe(before.lines);
  });

  it('the same file sent twice at once is stored once: each line lands in one statement', async () => {
    const credits = Array.from({ length: 5 }, () => ({ utr: upiUtr(), paise: randomInt(100, 1_000_000) }));
    const file = FILES.sbi(credits);
    const before = await stored();
    const answers = await Promise.all([upload(file), upload(file), upload(file)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const counts = answers.map((answer) => (answer.body.data as Statement).newLines);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect((await stored()).lines).toBe((before.lines ?? 0) + 5);
  });

  it('paid twice: two lines with one order’s UTR, and a line for an order already paid with another reference', async () => {
    const order = await unpaidOrder();
    const earlier = await unpaidOrder();
    const byHand = await call(adminTransition, {
      method: 'POST',
      headers: (await newOperator(['desk'])).headers,
      query: { id: String(earlier.id) },
      body: { to: 'payment_received', paymentReference: `CHQ${randomInt(100000, 999999)}` },
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    const { body } = await upload(
      FILES.generic([
        { utr: order.utr, paise: order.totalPaise, narration: 'first' },
        { utr: order.utr, paise: order.totalPaise, narration: 'second' },
        { utr: earlier.utr, paise: earlier.totalPaise },
      ]),
    );
    const statement = body.data as Statement;
    expect(statement.matched.map((line) => line.orderId)).toEqual([order.id]);
    expect(statement.unmatched.map((line) => [line.order?.id, line.outcome])).toEqual([
      [order.id, 'paid_twice'],
      [earlier.id, 'paid_twice'],
    ]);
    expect(statement.unmatched[1]!.advice).toContain('Refund');
  });

  it('refuses a bad file whole (400, a message per row) and stores nothing; also a PDF, no file, an unknown layout', async () => {
    const before = await stored();
    const bad = await upload(
      'date,description,reference,amount\n2026-11-24,ok,432912345678,10.00\n31/02/2026,x,,5\n2026-11-24,y,,12.345\n',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      file: '2 lines could not be read: nothing was imported.',
      row3: 'Row 3: "31/02/2026" is not a date (write it as DD/MM/YYYY).',
      row4: 'Row 4: the amount "12.345" is not an amount in rupees (like 1234.50).',
    });
    const pdf = await sendForm(statements, {
      headers: finance.headers,
      files: [{ field: 'file', data: Buffer.from('%PDF-1.7 ...'), fileName: 'statement.pdf', type: 'application/pdf' }],
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors?.file).toContain('CSV text file');
    const none = await sendForm(statements, { headers: finance.headers, fields: {} });
    expect(none.body.errors?.file).toBe('Please choose the bank statement (a CSV file).');
    const unknown = await upload('when,what,how much\n1,2,3\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Choose its columns');
    expect(await stored()).toEqual(before);
  });

  it('is for finance and admins: the desk gets 403 and nothing is stored', async () => {
    const before = await stored();
    const desk = await newOperator(['desk']);
    const refused = await upload(FILES.generic([{ utr: upiUtr(), paise: 100 }]), {}, desk.headers);
    expect(refused.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('hostile statement files', () => {
  const HEADER = 'date,description,reference,amount';
  /** A cell that took the old date and amount patterns time growing with the square of its spaces. */
  const spaced = (spaces: number) => `a${' '.repeat(spaces)}1x`;
  const quoted = `a${' '.repeat(39)}…`;

  /** The upload and a health check sent together, each with the time it took from then. */
  async function uploadBesideHealth(file: string) {
    const started = performance.now();
    const timed = async <T>(work: Promise<T>) => ({ answer: await work, ms: performance.now() - started });
    const [refused, healthy] = await Promise.all([timed(upload(file)), timed(call(health))]);
    expect(healthy.answer.status, JSON.stringify(healthy.answer.body)).toBe(200);
    return { refused, healthy };
  }

  beforeAll(async () => {
    // Both routes once before any time is taken: the first call of a route loads its modules.
    expect((await call(health)).status).toBe(200);
    expect((await upload(`${HEADER}\nnot a date,x,,1\n`)).status).toBe(400);
  });

  it.each([
    ['the date cell', 'row2', `${HEADER}\n${spaced(200_000)},NEFT,,100.00\n`, `Row 2: "${quoted}" is not a date (write it as DD/MM/YYYY).`],
    [
      'the amount cell',
      'row3',
      `${HEADER}\n2026-11-24,NEFT,,100.00\n2026-11-24,NEFT,,${spaced(200_000)}\n`,
      `Row 3: the amount "${quoted}" is not an amount in rupees (like 1234.50).`,
    ],
  ])(
    '%s of 200,000 spaces is refused within a second while /api/health answers, and nothing is stored',
    async (_cell, row, file, message) => {
      const before = await stored();
      const { refused, healthy } = await uploadBesideHealth(file);
      expect(refused.answer.status).toBe(400);
      expect(refused.ms).toBeLessThan(1000);
      expect(healthy.ms).toBeLessThan(1000);
      expect(refused.answer.body.errors?.[row]).toBe(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('the finding as it was sent (a date cell of "a", 80,000 spaces and "1x") is refused within a second', async () => {
    const { refused, healthy } = await uploadBesideHealth(`${HEADER}\n${spaced(80_000)},NEFT,,100.00\n`);
    expect(refused.answer.status).toBe(400);
    expect(Math.max(refused.ms, healthy.ms)).toBeLessThan(1000);
    expect(refused.answer.body.errors?.row2).toBe(`Row 2: "${quoted}" is not a date (write it as DD/MM/YYYY).`);
  });

  it.each(HIDDEN_IN_CELLS)('a cell holding %s is refused with its row and column, and nothing is stored', async (_name, char) => {
    const before = await stored();
    const file = `${HEADER}\n2026-11-24,NEFT ok,${upiUtr()},100.00\n2026-11-24,"NEFT ${char}[31mPAID",${upiUtr()},100.00\n`;
    const { status, body } = await upload(file);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors).toEqual({
      file: '1 line could not be read: nothing was imported.',
      row3: `Row 3: the cell under "description" ${CELL_CHARACTER_REASON}`,
    });
    const inReference = await upload(`${HEADER}\n2026-11-24,NEFT,${upiUtr()}${char},100.00\n`);
    expect(inReference.body.errors?.row2).toBe(`Row 2: the cell under "reference" ${CELL_CHARACTER_REASON}`);
    expect(await stored()).toEqual(before);
  });

  it('reads an older Windows export: its quotes and dashes are letters, not control characters', async () => {
    const utr = upiUtr();
    const file = Buffer.from(`${HEADER}\n2026-11-24,O\x92Brien \x96 NEFT,${utr},100.00\n`, 'latin1');
    const { status, body } = await sendForm(statements, {
      headers: finance.headers,
      files: [{ field: 'file', data: file, fileName: 'statement.csv', type: 'text/csv' }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const db = await getDb();
    const [line] = await db
      .select({ description: bankStatementLines.description })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, (body.data as Statement).id));
    expect(line?.description).toBe('O’Brien – NEFT');
  });
});

describe('POST /api/v1/admin/payments/statements/{id}/confirm', () => {
  it('moves every matched order to payment received with the line’s UTR, events and notices as by hand; a second confirm is 409 and changes nothing', async () => {
    const first = await unpaidOrder();
    const second = await unpaidOrder(neftUtr());
    const short = await unpaidOrder();
    const { body } = await upload(
      FILES.generic([
        { utr: first.utr, paise: first.totalPaise },
        { utr: second.utr, paise: second.totalPaise },
        { utr: short.utr, paise: short.totalPaise - 1 },
      ]),
    );
    const statement = body.data as Statement;
    expect(statement.matched).toHaveLength(2);
    const done = await confirm(statement.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      orders: [
        { orderId: first.id, reference: first.utr },
        { orderId: second.id, reference: second.utr },
      ],
      totalPaise: first.totalPaise + second.totalPaise,
      statement: { matched: [], confirmedLines: 2 },
    });
    for (const order of [first, second]) {
      expect(await orderRow(order.id)).toMatchObject({ status: 'payment_received', paymentReference: order.utr });
      const db = await getDb();
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
      expect(events.at(-1)).toMatchObject({
        event: 'payment_received',
        actorKind: 'operator',
        actorId: finance.id,
        note: `Payment reference ${order.utr}`,
      });
      const notices = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.entityId, String(order.id)), eq(notifications.kind, 'order.payment_received')));
      expect(notices).toHaveLength(1);
    }
    expect((await orderRow(short.id)).status).toBe('awaiting_payment');
    const lines = (await call(statementDetail, { headers: finance.headers, query: { id: String(statement.id) } })).body.data as Statement;
    expect(lines.unmatched.map((line) => line.outcome).sort()).toEqual(['amount_differs', 'confirmed', 'confirmed']);

    const auditsBefore = await (await getDb()).select({ n: count() }).from(auditLog);
    const again = await confirm(statement.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Nothing to confirm');
    expect(await (await getDb()).select({ n: count() }).from(auditLog)).toEqual(auditsBefore);
  });

  it('two confirmations at once: one moves the orders, the other is 409', async () => {
    const a = await unpaidOrder();
    const b = await unpaidOrder();
    const { body } = await upload(
      FILES.icici([
        { utr: a.utr, paise: a.totalPaise },
        { utr: b.utr, paise: b.totalPaise },
      ]),
    );
    const statement = body.data as Statement;
    const answers = await Promise.all([confirm(statement.id), confirm(statement.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    for (const order of [a, b]) expect(await orderRow(order.id)).toMatchObject({ status: 'payment_received', paymentReference: order.utr });
    const events = await (
      await getDb()
    )
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, a.id), eq(orderEvents.event, 'payment_received')));
    expect(events[0]?.n).toBe(1);
  });

  it('confirms only the lines chosen, and refuses a choice no longer matched without moving any order', async () => {
    const a = await unpaidOrder();
    const b = await unpaidOrder();
    const { body } = await upload(
      FILES.generic([
        { utr: a.utr, paise: a.totalPaise },
        { utr: b.utr, paise: b.totalPaise },
      ]),
    );
    const statement = body.data as Statement;
    const [lineA, lineB] = statement.matched;
    // The desk records b's payment by hand meanwhile: its line is now already recorded.
    const desk = await newOperator(['desk']);
    const byHand = await call(adminTransition, {
      method: 'POST',
      headers: desk.headers,
      query: { id: String(b.id) },
      body: { to: 'payment_received', paymentReference: b.utr },
    });
    expect(byHand.status).toBe(200);
    const stale = await confirm(statement.id, { lineIds: [lineA!.id, lineB!.id] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('no longer matched');
    expect((await orderRow(a.id)).status).toBe('awaiting_payment');
    const chosen = await confirm(statement.id, { lineIds: [lineA!.id] });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await orderRow(a.id)).status).toBe('payment_received');
    expect((await confirm(statement.id, { lineIds: [0] })).status).toBe(400);
  });

  it('answers 404 for a statement that does not exist, and 403 to the desk', async () => {
    expect((await confirm(999_999_999)).status).toBe(404);
    expect((await confirm(1, {}, (await newOperator(['desk'])).headers)).status).toBe(403);
  });
});

describe('manual payment received: the reference is checked', () => {
  it('refuses a reference already used by another order (409 on the field) unless the operator says it is right', async () => {
    const paid = await unpaidOrder();
    const other = await unpaidOrder();
    const desk = await newOperator(['desk']);
    const send = (body: Record<string, unknown>) =>
      call(adminTransition, { method: 'POST', headers: desk.headers, query: { id: String(other.id) }, body });
    const reused = await send({ to: 'payment_received', paymentReference: paid.utr.toLowerCase() });
    expect(reused.status).toBe(409);
    expect(reused.body.errors?.paymentReference).toContain(paid.reference);
    expect((await orderRow(other.id)).status).toBe('awaiting_payment');
    const overridden = await send({ to: 'payment_received', paymentReference: paid.utr, allowUsedReference: 'on' });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(await orderRow(other.id)).toMatchObject({ status: 'payment_received', paymentReference: paid.utr });
  });
});
