// npm run bench:load: a crowd of simulated visitors against a running server, each going round a
// visit as a person would: browse the lists and company pages, search, read an article, sign in, add
// to the cart, place an order and cancel it. Reports per step: requests, throughput, p50/p99,
// refusals (4xx) and failures (network errors and answers >= 500, which must be zero).
//   BENCH_URL (default http://127.0.0.1:3000)  LOAD_VISITORS (default 200)  LOAD_SECONDS (default 60)
// Start the server with RATE_LIMIT_MULTIPLIER=1000 (every visitor comes from one address here) and
// DEMO_ACCOUNTS=true (visitors sign in as the demo investor): `RATE_LIMIT_MULTIPLIER=1000 npm run demo`.
import { randomUUID } from 'node:crypto';
import os from 'node:os';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const visitors = Number(process.env.LOAD_VISITORS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const INVESTOR = { email: 'investor@example.com', password: 'Investor@123' };

interface Step {
  latencies: number[];
  refused: number;
  failed: number;
  lastFailure?: string;
}

const steps = new Map<string, Step>();

interface Answer {
  response: Response;
  text: string;
}

async function timed(name: string, run: () => Promise<Response>): Promise<Answer | null> {
  const step = steps.get(name) ?? { latencies: [], refused: 0, failed: 0 };
  steps.set(name, step);
  const started = performance.now();
  try {
    const response = await run();
    const text = await response.text(); // the whole answer, as a browser reads it
    step.latencies.push(performance.now() - started);
    if (response.status >= 500) {
      step.failed++;
      step.lastFailure = `HTTP ${response.status}`;
    } else if (response.status >= 400) step.refused++;
    return { response, text };
  } catch (error) {
    step.failed++;
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
  const list = (await (await fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=40`)).json()) as {
    data: { result: { slug: string }[] };
  };
  const found: Company[] = [];
  for (const { slug } of list.data.result) {
    const html = await (await fetch(`${base}/indian-stocks/${slug}`)).text();
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

async function visit(companies: Company[], articlePaths: string[], until: number) {
  const json = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });
  while (Date.now() < until) {
    const company = pick(companies);
    await timed('home page', () => fetch(`${base}/`));
    await timed('company records', () =>
      fetch(`${base}/indian-stocks${Math.random() < 0.5 ? '' : `?page=${1 + Math.floor(Math.random() * 3)}`}`),
    );
    await timed('company page', () => fetch(`${base}/indian-stocks/${company.slug}`));
    await timed('search', () =>
      fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=10&name=${encodeURIComponent(company.slug.slice(0, 3))}`),
    );
    await timed('news list', () => fetch(`${base}/articles`));
    await timed('article', () => fetch(`${base}${pick(articlePaths)}`));
    const signIn = await timed('sign in', () =>
      fetch(`${base}/api/v1/user/auth/login`, { method: 'POST', headers: json(''), body: JSON.stringify(INVESTOR) }),
    );
    if (!signIn?.response.ok) continue;
    const cookie = cookiesOf(signIn.response);
    await timed('add to cart', () =>
      fetch(`${base}/api/v1/user/checkOut/add`, {
        method: 'POST',
        headers: json(cookie),
        body: JSON.stringify({ companyId: company.id, quantity: company.minQuantity }),
      }),
    );
    const placed = await timed('place order', () =>
      fetch(`${base}/api/v1/user/orders`, {
        method: 'POST',
        headers: { ...json(cookie), 'idempotency-key': randomUUID() },
        body: JSON.stringify({ slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise }),
      }),
    );
    if (!placed?.response.ok) continue;
    // The order as the orders API gives it.
    const id = (JSON.parse(placed.text) as { data?: { id?: number } }).data?.id;
    if (id) await timed('cancel order', () => fetch(`${base}/api/v1/user/orders/${id}/cancel`, { method: 'POST', headers: json(cookie) }));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

async function main() {
  const companies = await orderableCompanies();
  const xml = await (await fetch(`${base}/sitemaps/articles-1.xml`)).text();
  const articlePaths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/g)].map((match) => match[1]!).slice(0, 200);
  process.stdout.write(`${visitors} visitors for ${seconds} s against ${base} (load average ${os.loadavg()[0]!.toFixed(2)})\n`);
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(Array.from({ length: visitors }, () => visit(companies, articlePaths, until)));
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
      'failed (>=500 or network)': step.failed,
      'last failure': step.lastFailure ?? '',
    };
  });
  console.table(rows);
  const failed = rows.reduce((sum, row) => sum + row['failed (>=500 or network)'], 0);
  process.stdout.write(`Load average after: ${os.loadavg()[0]!.toFixed(2)}; ${failed} failures\n`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
