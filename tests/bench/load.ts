// npm run bench:load: a crowd of simulated visitors against a running server, each going round a
// visit as a person would: browse the lists and company pages, search, read an article, sign in (on
// the first visit; the session is kept after that), add to the cart, place an order and cancel it. Reports per step: requests, throughput, p50/p99,
// refusals (4xx) and failures (network errors and answers >= 500, which must be zero).
// A request not answered within 10 s counts as a timeout (a failure). The public pages' p99 is reported
// apart (target: at most 1 s).
// Visitors behave as people: they arrive over the first LOAD_RAMP_SECONDS (a crowd does not press Enter in
// the same millisecond) and read each answer for LOAD_THINK_MS on average (uniformly half to one and a half
// times it) before the next. LOAD_THINK_MS=0 LOAD_RAMP_SECONDS=0 is the stress mode: every visitor asks
// again the moment an answer arrives, so the figures measure the server's ceiling, not a crowd.
//   BENCH_URL (default http://127.0.0.1:3000)  LOAD_VISITORS (default 200)  LOAD_SECONDS (default 60)
//   LOAD_THINK_MS (default 2000)  LOAD_RAMP_SECONDS (default 10)
// Start the server with RATE_LIMIT_MULTIPLIER=1000 (every visitor comes from one address here),
// DEMO_ACCOUNTS=true and LOAD_TEST_INVESTORS=<visitors> (visitor n signs in as load investor n, so each
// account's limits meet one person's traffic):
// `RATE_LIMIT_MULTIPLIER=1000 LOAD_TEST_INVESTORS=200 npm run demo`.
import { randomUUID } from 'node:crypto';
import os from 'node:os';

import { LOAD_INVESTOR } from '../../lib/server/db/seedData/accounts';

const investor = (n: number) => ({ email: LOAD_INVESTOR.email(n), password: LOAD_INVESTOR.password });

const TIMEOUT_MS = 10_000;
/** The steps that are public pages (their p99 is the target's). */
const PUBLIC_PAGES = ['home page', 'company records', 'company page', 'news list', 'article'];

interface Step {
  latencies: number[];
  refused: number;
  failed: number;
  timeouts: number;
  /** 503 answers (the database away: to try again), counted apart from other failures. */
  unavailable: number;
  lastFailure?: string;
}

/** One answer, for a timeline of failures (scale:faults). */
export interface LoadEvent {
  at: number;
  step: string;
  /** HTTP status; 0 for a network error, -1 for no answer within the timeout */
  status: number;
}

const steps = new Map<string, Step>();
const events: LoadEvent[] = [];
let base = '';

/** fetch with the load's timeout. */
const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

interface Answer {
  response: Response;
  text: string;
}

async function timedStep(name: string, run: () => Promise<Response>): Promise<Answer | null> {
  const step = steps.get(name) ?? { latencies: [], refused: 0, failed: 0, timeouts: 0, unavailable: 0 };
  steps.set(name, step);
  const started = performance.now();
  try {
    const response = await run();
    const text = await response.text(); // the whole answer, as a browser reads it
    step.latencies.push(performance.now() - started);
    events.push({ at: Date.now(), step: name, status: response.status });
    if (response.status === 503) step.unavailable++;
    else if (response.status >= 500) {
      step.failed++;
      step.lastFailure = `HTTP ${response.status}`;
    } else if (response.status >= 400) step.refused++;
    return { response, text };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    events.push({ at: Date.now(), step: name, status: timedOut ? -1 : 0 });
    if (timedOut) step.timeouts++;
    else step.failed++;
    step.lastFailure = error instanceof Error ? error.message : String(error);
    return null;
  }
}

interface Company {
  id: number;
  slug: string;
  pricePaise: number;
  minQuantity: number;
}

/** Companies a visitor can order: available, with their price and lot read from their public page. */
async function orderableCompanies(): Promise<Company[]> {
  const list = (await (await get(`${base}/api/v1/admin/getCompanyList?page=1&limit=40`)).json()) as {
    data: { result: { slug: string }[] };
  };
  const found: Company[] = [];
  for (const { slug } of list.data.result) {
    const html = await (await get(`${base}/indian-stocks/${slug}`)).text();
    const data = /<script id="__NEXT_DATA__" type="application\/json">(.+?)<\/script>/s.exec(html)?.[1];
    if (!data) continue;
    const company = (JSON.parse(data) as { props: { pageProps: { company?: Company & { status: string } } } }).props.pageProps.company;
    if (company?.status === 'Available')
      found.push({ id: company.id, slug, pricePaise: company.pricePaise, minQuantity: company.minQuantity });
    if (found.length >= 10) break;
  }
  if (!found.length) throw new Error('No available company to order.');
  return found;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs in as load investor n; throws when the server has no such investor (or refuses them). */
async function checkInvestor(n: number) {
  const response = await get(`${base}/api/v1/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(investor(n)),
  });
  if (!response.ok) {
    throw new Error(
      `Load investor ${n} cannot sign in (HTTP ${response.status}): start the server with DEMO_ACCOUNTS=true LOAD_TEST_INVESTORS=${n} (or more).`,
    );
  }
}

/** A visitor's pause before the next request: thinkMs on average, uniformly from half to one and a half times it. */
const pause = (thinkMs: number) =>
  thinkMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : Promise.resolve();

async function visit(n: number, companies: Company[], articlePaths: string[], until: number, thinkMs: number) {
  const json = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });
  let cookie = '';
  const timed = (name: string, run: () => Promise<Response>) => timedStep(name, run).then(async (answer) => (await pause(thinkMs), answer));
  while (Date.now() < until) {
    const company = pick(companies);
    await timed('home page', () => get(`${base}/`));
    await timed('company records', () =>
      get(`${base}/indian-stocks${Math.random() < 0.5 ? '' : `?page=${1 + Math.floor(Math.random() * 3)}`}`),
    );
    await timed('company page', () => get(`${base}/indian-stocks/${company.slug}`));
    await timed('search', () =>
      get(`${base}/api/v1/admin/getCompanyList?page=1&limit=10&name=${encodeURIComponent(company.slug.slice(0, 3))}`),
    );
    await timed('news list', () => get(`${base}/articles`));
    await timed('article', () => get(`${base}${pick(articlePaths)}`));
    // Signed in once, as a browser keeps its session cookie from one visit to the next; again only
    // when the server refuses the session (401). Until 2026-11-26 every round signed in afresh: a
    // password hash (scrypt) per round, more than a person does.
    if (!cookie) {
      const signIn = await timed('sign in', () =>
        get(`${base}/api/v1/user/auth/login`, { method: 'POST', headers: json(''), body: JSON.stringify(investor(n)) }),
      );
      if (!signIn?.response.ok) continue;
      cookie = cookiesOf(signIn.response);
    }
    const added = await timed('add to cart', () =>
      get(`${base}/api/v1/user/checkOut/add`, {
        method: 'POST',
        headers: json(cookie),
        body: JSON.stringify({ companyId: company.id, quantity: company.minQuantity }),
      }),
    );
    if (added?.response.status === 401) {
      cookie = '';
      continue;
    }
    const placed = await timed('place order', () =>
      get(`${base}/api/v1/user/orders`, {
        method: 'POST',
        headers: { ...json(cookie), 'idempotency-key': randomUUID() },
        body: JSON.stringify({ slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise }),
      }),
    );
    if (!placed?.response.ok) continue;
    // The order as the orders API gives it.
    const id = (JSON.parse(placed.text) as { data?: { id?: number } }).data?.id;
    if (id) await timed('cancel order', () => get(`${base}/api/v1/user/orders/${id}/cancel`, { method: 'POST', headers: json(cookie) }));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

export interface LoadOptions {
  url: string;
  visitors: number;
  seconds: number;
  /** A visitor's mean pause between requests (0: none, the stress mode). */
  thinkMs: number;
  /** Visitors arrive evenly over this many seconds (0: all at once). */
  rampSeconds: number;
}

export interface LoadResult {
  rows: Record<string, string | number>[];
  failed: number;
  timeouts: number;
  unavailable: number;
  publicP99: number;
  events: LoadEvent[];
}

/** Runs the crowd against url; prints the table and returns what it measured. */
export async function runLoad({ url, visitors, seconds, thinkMs, rampSeconds }: LoadOptions): Promise<LoadResult> {
  base = url.replace(/\/$/, '');
  steps.clear();
  events.length = 0;
  await checkInvestor(visitors);
  const companies = await orderableCompanies();
  const xml = await (await get(`${base}/sitemaps/articles-1.xml`)).text();
  const articlePaths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/g)].map((match) => match[1]!).slice(0, 200);
  process.stdout.write(
    `${visitors} visitors for ${seconds} s against ${base}, arriving over ${rampSeconds} s, ${thinkMs} ms between requests on average ` +
      `(load average ${os.loadavg()[0]!.toFixed(2)})\n`,
  );
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  const arrival = (index: number) => new Promise<void>((resolve) => setTimeout(resolve, (rampSeconds * 1000 * index) / visitors));
  await Promise.all(
    Array.from({ length: visitors }, (_, index) => arrival(index).then(() => visit(index + 1, companies, articlePaths, until, thinkMs))),
  );
  const elapsed = (Date.now() - started) / 1000;
  const rows = [...steps].map(([name, step]) => {
    const sorted = [...step.latencies].sort((a, b) => a - b);
    return {
      step: name,
      answered: sorted.length,
      'req/s': (sorted.length / elapsed).toFixed(1),
      'p50 ms': Math.round(percentile(sorted, 0.5)),
      'p99 ms': Math.round(percentile(sorted, 0.99)),
      'refused (4xx)': step.refused,
      '503': step.unavailable,
      'timeouts (10 s)': step.timeouts,
      'failed (>=500, network)': step.failed,
      'last failure': step.lastFailure ?? '',
    };
  });
  console.table(rows);
  const all = [...steps.values()];
  const failed = all.reduce((sum, step) => sum + step.failed, 0);
  const timeouts = all.reduce((sum, step) => sum + step.timeouts, 0);
  const unavailable = all.reduce((sum, step) => sum + step.unavailable, 0);
  const publicLatencies = PUBLIC_PAGES.flatMap((name) => steps.get(name)?.latencies ?? []).sort((a, b) => a - b);
  const publicP99 = Math.round(percentile(publicLatencies, 0.99));
  const total = all.reduce((sum, step) => sum + step.latencies.length, 0);
  process.stdout.write(
    `${total} answers in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(0)} req/s); public pages p99 ${publicP99} ms; ` +
      `${timeouts} timeouts, ${failed} failures, ${unavailable} answered 503; load average after ${os.loadavg()[0]!.toFixed(2)}\n`,
  );
  return { rows, failed, timeouts, unavailable, publicP99, events: [...events] };
}

// Run directly (npm run bench:load), not when imported by scale:faults.
if (process.argv[1]?.endsWith('load.ts')) {
  runLoad({
    url: process.env.BENCH_URL ?? 'http://127.0.0.1:3000',
    visitors: Number(process.env.LOAD_VISITORS ?? 200),
    seconds: Number(process.env.LOAD_SECONDS ?? 60),
    thinkMs: Number(process.env.LOAD_THINK_MS ?? 2000),
    rampSeconds: Number(process.env.LOAD_RAMP_SECONDS ?? 10),
  })
    .then((result) => {
      if (result.failed + result.timeouts > 0) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
