// npm run bench: throughput and p99 latency of the home, company and article pages and the search
// API against a running server, each as a ratio to a static page of the same server measured in the
// same run (absolute numbers on a shared 2-core machine are noise; ratios within one run compare).
//   BENCH_URL (default http://127.0.0.1:3000)  BENCH_SECONDS (default 10)  BENCH_CONNECTIONS (default 20)
import os from 'node:os';

import autocannon from 'autocannon';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Measure {
  name: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, path: string): Promise<Measure> {
  await autocannon({ url: base + path, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url: base + path, connections, duration: seconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, path, rps: result.requests.average, p99: result.latency.p99, errors };
}

async function firstCompanySlug(): Promise<string> {
  const response = await fetch(`${base}/api/v1/admin/getCompanyList?page=1&limit=1`);
  if (!response.ok) throw new Error(`Could not list companies from ${base} (HTTP ${response.status}). Is the server running?`);
  const body = (await response.json()) as { data: { result: { slug: string }[] } };
  return body.data.result[0]!.slug;
}

async function firstArticlePath(): Promise<string> {
  const xml = await (await fetch(`${base}/sitemaps/articles-1.xml`)).text();
  const match = /<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/.exec(xml);
  if (!match) throw new Error('No article found in /sitemaps/articles-1.xml');
  return match[1]!;
}

async function main() {
  const slug = await firstCompanySlug();
  const articlePath = await firstArticlePath();
  const staticPath = '/maintenance.html';
  process.stdout.write(`Benchmarking ${base}: ${connections} connections, ${seconds}s per target\n`);
  const load = () => os.loadavg()[0]!.toFixed(2);
  process.stdout.write(`Load average before: ${load()} on ${os.cpus().length} cores (ratios are only comparable within a run)\n`);
  const before = await measure('static page', staticPath);
  const targets = [
    // A prerendered page behind middleware (tokens, security headers with the page's script hash).
    await measure('static page via middleware /about', '/about'),
    // Server-rendered sign-in page (says whether Google sign-in is configured).
    await measure('sign-in page /login', '/login'),
    await measure('home /', '/'),
    await measure('company page', `/indian-stocks/${slug}`),
    await measure('article page', articlePath),
    await measure('getCompanyList API', '/api/v1/admin/getCompanyList?page=1&limit=10&name=a'),
  ];
  const after = await measure('static page (again)', staticPath);
  const staticRps = (before.rps + after.rps) / 2;
  const staticP99 = (before.p99 + after.p99) / 2;

  const rows = [before, after, ...targets].map((m) => ({
    target: m.name,
    path: m.path,
    'req/s': Math.round(m.rps),
    'p99 ms': m.p99,
    'throughput vs static': (m.rps / staticRps).toFixed(2),
    'p99 vs static': (m.p99 / Math.max(staticP99, 1)).toFixed(2),
    errors: m.errors,
  }));
  console.table(rows);
  process.stdout.write(`Load average after: ${load()}\n`);
  if (rows.some((row) => row.errors > 0)) {
    process.stdout.write('Some requests failed (a 429 means the rate limit: start the server with RATE_LIMIT_MULTIPLIER=1000).\n');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
