// Clean input or a 400 (issue 20): the requests that answered 500, and a sweep of every API route.
// A NUL or another control character, a text-direction override, an invisible format character or a
// line separator, in a query parameter, a body field or a form field is refused with 400 and the text
// rule's message on that field (the joiners Indian scripts write inside words pass); an id the
// database cannot hold is a 400 or a 404; a database error caused by input is a 400, never a 500.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { count, eq, sql } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPORT_MESSAGES } from '@/lib/reports/query';
import { getDb } from '@/lib/server/db/client';
import { partners, supportTickets, users } from '@/lib/server/db/schema';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { SUPPORT_MESSAGES } from '@/lib/validations/support';
import { TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';
import adminArticles from '@/pages/api/v1/admin/articles/index';
import adminArticle from '@/pages/api/v1/admin/articles/[id]';
import adminKnowledge from '@/pages/api/v1/admin/knowledge/index';
import adminOrders from '@/pages/api/v1/admin/orders/index';
import adminSell from '@/pages/api/v1/admin/sell/index';
import contact from '@/pages/api/v1/common/contact';
import partnerRegister from '@/pages/api/v1/cp/auth/register';
import sharelist from '@/pages/api/v1/cp/sharelist/index';
import userRegister from '@/pages/api/v1/user/auth/register';
import userProfile from '@/pages/api/v1/user/profile/index';
import userOrder from '@/pages/api/v1/user/orders/[id]/index';
import reports from '@/pages/api/v1/user/reports/[kind]';
import tickets from '@/pages/api/v1/user/support/tickets/index';
import ticket from '@/pages/api/v1/user/support/tickets/[id]/index';
import watchlist from '@/pages/api/v1/user/watchlist/list';

import { buildInvestor, buildPartner, createInvestor, createPartner } from './factories';
import { call, cookieFor, expectFieldRefused, sendForm, type CallResult } from './http';
import { newOperator } from './orderFixtures';

const NUL = '\u0000';
const RLO = '\u202e';
const ZWSP = '\u200b';
const BOM = '\ufeff';
const LINE_SEPARATOR = '\u2028';
const ZWJ = '\u200d';

let operator: Record<string, string>;
let operatorId: number;
let investor: Record<string, string>;
let investorId: number;
let partner: Record<string, string>;
let partnerId: number;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  const op = await newOperator();
  [operator, operatorId] = [op.headers, op.id];
  const created = await createInvestor();
  [investor, investorId] = [created.headers, created.user.id];
  const cp = await createPartner();
  [partner, partnerId] = [cp.headers, cp.partner.id];
});
afterAll(() => useRateStore(undefined));

const countOf = async (table: typeof partners | typeof users | typeof supportTickets) =>
  (await (await getDb()).select({ n: count() }).from(table))[0]!.n;

function expectRefusedOn(result: Pick<CallResult, 'status' | 'body'>, field: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body).toMatchObject({ success: false, code: 'validation', message: TEXT_CHARACTER_MESSAGE });
  expect(result.body.errors?.[field]).toBe(TEXT_CHARACTER_MESSAGE);
}

describe('q=%00 on the console lists and the partner share list', () => {
  it.each([
    ['admin/orders', adminOrders],
    ['admin/sell', adminSell],
    ['admin/articles', adminArticles],
    ['admin/knowledge', adminKnowledge],
  ] as const)('GET /api/v1/%s?q=%%00 → 400 on q', async (_name, handler) => {
    expectRefusedOn(await call(handler, { headers: operator, query: { q: NUL } }), 'q');
    expectRefusedOn(await call(handler, { headers: operator, query: { q: `Acme${RLO}` } }), 'q');
    expectRefusedOn(await call(handler, { headers: operator, query: { q: `Ac${ZWSP}me` } }), 'q');
    // A search with ordinary text still answers.
    expect((await call(handler, { headers: operator, query: { q: `अ ஆ 😀 O’Brien & Co. क्${ZWJ}ष` } })).status).toBe(200);
  });

  it('GET /api/v1/cp/sharelist?q=%00 → 400 on q, as a list and as a CSV', async () => {
    expectRefusedOn(await call(sharelist, { headers: partner, query: { q: NUL } }), 'q');
    expectRefusedOn(await call(sharelist, { headers: partner, query: { q: `a${NUL}b`, format: 'csv' } }), 'q');
    // Query parameters are one line: tab and newline are refused too.
    expectRefusedOn(await call(sharelist, { headers: partner, query: { q: 'a\tb' } }), 'q');
    expectRefusedOn(await call(sharelist, { headers: partner, query: { sector: 'x\ny' } }), 'sector');
    expect((await call(sharelist, { headers: partner, query: { q: 'टाटा' } })).status).toBe(200);
  });

  it('refuses before the caller is checked, so an anonymous probe learns nothing more', async () => {
    expectRefusedOn(await call(adminOrders, { query: { q: NUL } }), 'q');
  });
});

describe('registration: the same text rule as the profile edit', () => {
  const partnerRows = () => countOf(partners);
  const userRows = () => countOf(users);

  it.each([
    ['firm with NUL', { firm: `Acme${NUL} Capital` }, 'firm'],
    ['firm with U+202E', { firm: `Acme ${RLO}latipaC` }, 'firm'],
    ['firm over two lines', { firm: 'Acme\nCapital' }, 'firm'],
    ['city with a control character', { city: 'Pune\u0007' }, 'city'],
    ['city with a C1 control', { city: 'Pune\u0085' }, 'city'],
    ['name with U+202E', { fullName: `Ravi ${RLO}ramuK` }, 'fullName'],
    ['name with a control character', { fullName: 'Ravi\u0008 Kumar' }, 'fullName'],
    ['name with an isolate', { fullName: 'Ravi \u2066Kumar\u2069' }, 'fullName'],
    ['name with a zero-width space (U+200B)', { fullName: `Ravi${ZWSP}Kumar` }, 'fullName'],
    ['firm with a byte-order mark (U+FEFF)', { firm: `${BOM}Acme Capital` }, 'firm'],
    ['city with a line separator (U+2028)', { city: `Pune${LINE_SEPARATOR}East` }, 'city'],
    ['firm with a right-to-left mark (U+200F)', { firm: 'Acme\u200f Capital' }, 'firm'],
    ['name with a joiner at the start of a word', { fullName: `Ravi ${ZWJ}Kumar` }, 'fullName'],
  ])('POST /api/v1/cp/auth/register, %s → 400 on the field, nothing written', async (_case, change, field) => {
    await expectFieldRefused(() => call(partnerRegister, { method: 'POST', body: buildPartner(change) }), {
      field,
      message: TEXT_CHARACTER_MESSAGE,
      rows: partnerRows,
    });
  });

  it.each([
    ['name with U+202E', `Asha ${RLO}amraV`],
    ['name with a control character', `Asha${NUL}Varma`],
    ['name with a zero-width space (U+200B)', `Asha${ZWSP}Varma`],
    ['name with a byte-order mark (U+FEFF)', `Asha Varma${BOM}`],
    ['name with a line separator (U+2028)', `Asha${LINE_SEPARATOR}Varma`],
    ['name with a joiner between spaces', `Asha ${ZWJ} Varma`],
  ])('POST /api/v1/user/auth/register, %s → 400 on fullName, nothing written', async (_case, fullName) => {
    await expectFieldRefused(() => call(userRegister, { method: 'POST', body: buildInvestor({ fullName }) }), {
      field: 'fullName',
      message: TEXT_CHARACTER_MESSAGE,
      rows: userRows,
    });
  });

  it('still opens accounts with names, firms and cities in Indian scripts', async () => {
    const { status, body } = await call(partnerRegister, {
      method: 'POST',
      body: buildPartner({ fullName: 'रवि कुमार', firm: 'கணேஷ் & Sons (P) Ltd.', city: 'Thiruvananthapuram – 695001' }),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ fullName: 'रवि कुमार', firm: 'கணேஷ் & Sons (P) Ltd.' });
  });

  it('takes a Devanagari name with a joiner inside a word (क्‍ष), at sign-up and in the profile', async () => {
    const fullName = `क्${ZWJ}षमा शर्मा`;
    const signUp = buildInvestor({ fullName });
    const { status, body } = await call(userRegister, { method: 'POST', body: signUp });
    expect(status, JSON.stringify(body)).toBe(201);
    const db = await getDb();
    const [stored] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.email, signUp.email));
    expect(stored?.fullName).toBe(fullName);
    const renamed = `श्री${ZWJ}मान रवि`;
    const changed = await call(userProfile, { method: 'PATCH', headers: investor, body: { fullName: renamed } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ fullName: renamed });
    expectRefusedOn(await call(userProfile, { method: 'PATCH', headers: investor, body: { fullName: `Ravi${ZWSP}` } }), 'fullName');
  });
});

describe('ids outside the database’s range', () => {
  it.each(['2147483648', '99999999999999999999'])('a contract-note link with order=%s → 400 on order', async (id) => {
    const result = await call(reports, { headers: investor, query: { kind: 'contract-note', order: id, format: 'pdf' } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.order).toBe(REPORT_MESSAGES.id);
  });

  it.each(['2147483648', '-1', '0', '1.5', '1e3', '007'])('a contract-note link with sell=%s → 400 on sell', async (id) => {
    const result = await call(reports, { headers: investor, query: { kind: 'contract-note', sell: id, format: 'csv' } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.sell).toBe(REPORT_MESSAGES.id);
  });

  it.each(['2147483648', '99999999999999999999', '-1', '0', '1.5', ' 1'])('a path id %j is no such row (404)', async (id) => {
    expect((await call(userOrder, { headers: investor, query: { id } })).status).toBe(404);
    expect((await call(ticket, { headers: investor, query: { id } })).status).toBe(404);
    expect((await call(adminArticle, { headers: operator, query: { id } })).status).toBe(404);
  });

  it('the largest id the column holds is looked up (and not found), not refused', async () => {
    expect((await call(userOrder, { headers: investor, query: { id: '2147483647' } })).body.message).toBe('No such order.');
  });

  it('an id in a query string or a body above 2³¹−1 → 400 on its field, nothing written', async () => {
    const watch = await call(watchlist, { headers: investor, query: { companyId: '2147483648' } });
    expect(watch.status).toBe(400);
    expect(watch.body.errors?.companyId).toBe('companyId must be a whole number.');
    await expectFieldRefused(
      () =>
        call(tickets, {
          method: 'POST',
          headers: investor,
          body: { category: 'order', subject: 'About my order', message: 'Where is it?', orderId: 2147483648 },
        }),
      { field: 'orderId', message: SUPPORT_MESSAGES.orderId, rows: () => countOf(supportTickets) },
    );
  });
});

describe('the central check on bodies and forms', () => {
  it('names a nested field by its dotted path', async () => {
    const { status, body } = await call(contact, {
      method: 'POST',
      body: { fullName: 'Asha Varma', email: 'asha@example.test', extra: { list: ['fine', `bad${NUL}`] } },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'extra.list.1': TEXT_CHARACTER_MESSAGE });
  });

  it.each([
    ['a zero-width space (U+200B)', ZWSP],
    ['a byte-order mark (U+FEFF)', BOM],
    ['a line separator (U+2028)', LINE_SEPARATOR],
    ['a paragraph separator (U+2029)', '\u2029'],
    ['a right-to-left mark (U+200F)', '\u200f'],
  ])('refuses %s in a multi-line field, a nested field and a form field', async (_name, char) => {
    // Each case sends five requests to rate-limited forms: counted afresh, so that none is a 429.
    useRateStore(new MemoryRateStore());
    const base = { category: 'other', subject: 'Hidden text', message: 'Line one' };
    const rows = () => countOf(supportTickets);
    await expectFieldRefused(() => call(tickets, { method: 'POST', headers: investor, body: { ...base, message: `Line one${char}two` } }), {
      field: 'message',
      message: TEXT_CHARACTER_MESSAGE,
      rows,
    });
    const nested = await call(contact, {
      method: 'POST',
      body: { fullName: 'Asha Varma', email: 'asha@example.test', extra: { note: `a${char}b` } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({ 'extra.note': TEXT_CHARACTER_MESSAGE });
    await expectFieldRefused(() => sendForm(tickets, { headers: investor, fields: { ...base, subject: `Refund${char}` } }), {
      field: 'subject',
      message: TEXT_CHARACTER_MESSAGE,
      rows,
    });
  });

  it('keeps line breaks and tabs in multi-line text, refuses them in a single-line field', async () => {
    const base = { category: 'other', message: 'Line one\n\tLine two\r\nLine three' };
    const created = await call(tickets, { method: 'POST', headers: investor, body: { ...base, subject: 'Two lines below' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await expectFieldRefused(() => call(tickets, { method: 'POST', headers: investor, body: { ...base, subject: 'Two\nlines' } }), {
      field: 'subject',
      message: TEXT_CHARACTER_MESSAGE,
      rows: () => countOf(supportTickets),
    });
  });

  it('refuses a form field and a file name in multipart/form-data, and writes nothing', async () => {
    const fields = { category: 'other', subject: 'With a file', message: 'See attached.' };
    const pdf = { field: 'attachment', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' };
    const rows = () => countOf(supportTickets);
    await expectFieldRefused(() => sendForm(tickets, { headers: investor, fields: { ...fields, subject: `Refund ${RLO}fdp.exe` } }), {
      field: 'subject',
      message: TEXT_CHARACTER_MESSAGE,
      rows,
    });
    await expectFieldRefused(() => sendForm(tickets, { headers: investor, fields: { ...fields, message: `a${NUL}b` } }), {
      field: 'message',
      message: TEXT_CHARACTER_MESSAGE,
      rows,
    });
    await expectFieldRefused(
      () => sendForm(tickets, { headers: investor, fields, files: [{ ...pdf, fileName: `invoice${RLO}fdp.exe` }] }),
      {
        field: 'attachment',
        message: TEXT_CHARACTER_MESSAGE,
        rows,
      },
    );
    const clean = await sendForm(tickets, { headers: investor, fields, files: [{ ...pdf, fileName: 'रसीद.pdf' }] });
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
  });

  it('walks a deeply nested body without failing', async () => {
    const depth = 100_000;
    // The NUL written as JSON's escape, as a client would send it.
    const rawBody = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const { status, body } = await call(contact, { method: 'POST', rawBody });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toHaveLength(1);
  });
});

describe('the safety net: a database error caused by input is a 400', () => {
  // A handler of the test's own that sends the value to the real database, as a route that forgot a
  // rule would: the responder answers Postgres's refusal with a plain 400, not a 500.
  const querying = (statement: () => Promise<unknown>) => defineHandler({ GET: async () => statement() });

  it.each([
    ['22003 numeric value out of range', () => getDb().then((db) => db.execute(sql`select ${'2147483648'}::int4`))],
    ['22P02 invalid text representation', () => getDb().then((db) => db.execute(sql`select ${'twelve'}::int4`))],
    ['22021 invalid byte sequence (a NUL)', () => getDb().then((db) => db.execute(sql`select ${`a${NUL}b`}::text`))],
    [
      '22001 string too long',
      () =>
        getDb().then((db) =>
          db.transaction(async (tx) => {
            await tx.execute(sql`create temporary table hygiene_short (value varchar(3)) on commit drop`);
            await tx.execute(sql`insert into hygiene_short values (${'too long'})`);
          }),
        ),
    ],
  ])('%s → 400 with a plain message', async (_case, statement) => {
    const { status, body } = await call(querying(statement));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'bad_request', message: expect.stringMatching(/^A |^The request/) });
  });

  it('any other database error is still a 500 with a reference', async () => {
    const { status, body } = await call(querying(() => getDb().then((db) => db.execute(sql`select 1 / 0`))));
    expect(status).toBe(500);
    expect(body.message).toMatch(/Reference: /);
  });
});

// Every route file under pages/api, found by walking the folder, so a new route is swept too.
const routes = import.meta.glob<{ default: NextApiHandler }>('../../pages/api/**/*.ts');

/** The path's own parameters ([id], [slug], [...path]), each with value. */
function pathParams(file: string, value = '1'): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of file.matchAll(/\[(\.\.\.)?(\w+)\]/g)) params[name!] = rest ? [value] : value;
  return params;
}

// Not defineHandler routes: the envelope's 404 for unknown endpoints answers the same whatever the query.
const ANSWERS_WITHOUT_READING = new Set(['../../pages/api/v1/[...path].ts']);

async function sweep(handler: NextApiHandler, params: Record<string, string | string[]>, query: string) {
  const send = async (method: string) => {
    let answer = { status: 0, allow: null as string | null, body: '' };
    await testApiHandler({
      pagesHandler: handler,
      params,
      url: `/api/sweep?${query}`,
      test: async ({ fetch }) => {
        const response = await fetch({
          method,
          redirect: 'manual',
          headers: { 'content-type': 'application/json', ...investor },
          ...(method !== 'GET' && { body: '{}' }),
        });
        answer = { status: response.status, allow: response.headers.get('allow'), body: await response.text() };
      },
    });
    return answer;
  };
  const first = await send('GET');
  // A route without GET answers 405 before reading anything; then its own method is tried.
  const method = first.status === 405 ? first.allow?.split(',')[0]?.trim() : undefined;
  return method ? send(method) : first;
}

describe('sweep: a NUL, a U+202E and a U+200B in a query or path parameter of every API route', () => {
  it('finds the routes', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(100);
  });

  it.each(Object.keys(routes).sort())('%s answers 400 on the parameter, never 5xx', async (file) => {
    const handler = (await routes[file]!()).default;
    for (const value of [NUL, `x${RLO}y`, `x${ZWSP}y`]) {
      const inQuery = await sweep(handler, pathParams(file), `q=${encodeURIComponent(value)}`);
      const inPath = await sweep(handler, pathParams(file, value), 'q=fine');
      for (const answer of [inQuery, inPath]) expect(answer.status, `${JSON.stringify(value)}: ${answer.body}`).toBeLessThan(500);
      if (ANSWERS_WITHOUT_READING.has(file)) continue;
      expect(inQuery.status, inQuery.body).toBe(400);
      expect(JSON.parse(inQuery.body)).toMatchObject({ errors: { q: TEXT_CHARACTER_MESSAGE } });
      const [param] = Object.keys(pathParams(file));
      if (param) expect(JSON.parse(inPath.body), inPath.body).toMatchObject({ errors: { [param]: TEXT_CHARACTER_MESSAGE } });
    }
  });
});

// Pages read their URL in loaders (lib/server/loaders, wrapped in lib/server/loaders/wrappers.ts):
// a path parameter that breaks the rule names nothing (404), a query parameter that does is ignored.
const loaders = import.meta.glob<Partial<Record<'getServerSideProps' | 'getStaticProps', (ctx: unknown) => Promise<unknown>>>>(
  '../../lib/server/loaders/**/*.ts',
);

function pageContext(file: string, value: string, headers: Record<string, string>) {
  const req = new IncomingMessage(new Socket());
  req.url = `/page?q=${encodeURIComponent(value)}`;
  req.headers = { host: 'localhost:3000', ...headers };
  const params = Object.fromEntries([...file.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, value]));
  const dynamic = Object.keys(params).length > 0;
  const ctx = {
    req,
    res: new ServerResponse(req),
    resolvedUrl: req.url,
    query: { q: value, ...params },
    params: dynamic ? params : undefined,
  };
  return { ctx, dynamic };
}

describe('pages: a NUL and a U+202E in the URL of every page loader', () => {
  let everyone: Record<string, string>;
  beforeAll(async () => {
    const cookies = await Promise.all([cookieFor('user', investorId), cookieFor('partner', partnerId), cookieFor('operator', operatorId)]);
    everyone = { cookie: cookies.map((each) => each.cookie).join('; ') };
  });

  const pages = Object.keys(loaders).sort();
  it('finds the loaders', () => expect(pages.length).toBeGreaterThan(60));

  it.each(pages)('%s never fails; a path parameter is a 404', async (file) => {
    const module = await loaders[file]!();
    const load = module.getServerSideProps ?? module.getStaticProps;
    if (!load) return; // a helper module, not a page's loader
    for (const value of [NUL, `x${RLO}y`]) {
      const { ctx, dynamic } = pageContext(file, value, everyone);
      const result = await load(ctx);
      if (dynamic) expect(result).toMatchObject({ notFound: true });
      else expect(result).toBeTypeOf('object');
    }
  });
});
