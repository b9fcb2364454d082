// npm run bench: throughput and p99 latency of the public pages and the search API, each as a ratio to a
// static file measured right before and right after it on the same machine (absolute numbers on a shared
// 2-core machine are noise; ratios within one run compare). Every request accepts gzip, as browsers do,
// and every answer is checked for compression. Then a crawl: 2,000 different company pages, each once.
//   npm run bench                  against a running `npm start` (BENCH_URL, default http://127.0.0.1:3000);
//                                  the reference is Next's own small static file (public/maintenance.html)
//   npm run bench -- --start       starts `npm start` itself on the embedded database (.data/bench); the reference
//                                  is Next serving a static file of the same size as each page (the page's own
//                                  bytes, written to public/bench-static/ and served after a restart)
//   npm run bench -- --nginx       starts two instances on PostgreSQL and Redis behind nginx (tests/scale/pair.ts,
//                                  as scale:demo); the reference is nginx serving a static file of the same
//                                  size as each page (the page's own bytes, from disk, gzipped by nginx per
//                                  request), and beside it the same bytes precompressed (gzip_static: a .gz
//                                  written next to the file, sent as it is)
//   BENCH_SECONDS (default 10)  BENCH_CONNECTIONS (default 20)  BENCH_CRAWL (default 2000; 0 skips the crawl)
//   With --nginx: BENCH_PORT (default 8280), BENCH_DATABASE_URL (default a database "scale_bench" on PG_ADMIN_URL's
//   server), PG_ADMIN_URL, REDIS_URL as for scale:demo. With --start: BENCH_PORT
//   (default 3280).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { root, startPair, type Pair } from '../scale/pair';
import { rawGet } from '../support/nginx';

import { startNext, stopNext } from './nextServer';

const behindNginx = process.argv.includes('--nginx');
const startOwn = process.argv.includes('--start');
/** Each target has a static file of its own size (behind nginx, or with --start). */
const twinned = behindNginx || startOwn;
let base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const crawlSize = Number(process.env.BENCH_CRAWL ?? 2000);
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

interface Measure {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, path: string, extra: Record<string, string> = {}): Promise<Measure> {
  const headers = { ...ACCEPT, ...extra };
  await autocannon({ url: base + path, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url: base + path, connections, duration: seconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function sitemapPaths(file: string, pattern: RegExp): Promise<string[]> {
  const response = await fetch(`${base}/sitemaps/${file}`);
  if (!response.ok) throw new Error(`Could not read /sitemaps/${file} from ${base} (HTTP ${response.status}). Is the server running?`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((match) => match[1]!).filter((path) => pattern.test(path));
}

/** Each path once, over `connections` connections; how many were rendered for this request (a cache miss). */
async function crawl(paths: string[]) {
  let next = 0;
  let misses = 0;
  const result = await autocannon({
    url: base,
    connections,
    amount: paths.length,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length], headers: { ...request.headers, ...ACCEPT } }),
        onResponse: (_status, _body, _context, headers) => {
          const cache = ((headers as Record<string, string> | undefined)?.['x-nextjs-cache'] ?? '').toUpperCase();
          if (cache === 'MISS' || cache === '') misses++;
        },
      },
    ],
  });
  return { result, misses };
}

/** What an answer to a browser looks like: its encoding and size as sent. */
async function compression(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { ...ACCEPT, ...headers } });
  const body = Buffer.from(await response.arrayBuffer()); // fetch decodes; the size sent is content-length or this
  const encoding = response.headers.get('content-encoding') ?? 'none';
  return { encoding, type: (response.headers.get('content-type') ?? '').split(';')[0]!, bytes: body.length };
}

/**
 * A static file for a page: the page's own bytes, written where nginx serves them from disk (the
 * `location /bench-static/` added to docs/nginx.conf for the run) or, with --start, to public/bench-static/
 * (Next reads public/ when it starts: the server is started again once they are written). Behind nginx
 * a gzipped copy is written beside it, at zlib's default level as `next start` compresses, which
 * `location /bench-gzip-static/` sends as it is.
 */
let staticDir = '';
async function staticTwin(path: string): Promise<string> {
  if (!twinned) return '/maintenance.html';
  const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
  const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.html`;
  fs.writeFileSync(`${staticDir}/${name}`, html);
  if (behindNginx) fs.writeFileSync(`${staticDir}/${name}.gz`, gzipSync(html));
  return `/bench-static/${name}`;
}

const precompressed = (twin: string) => twin.replace('/bench-static/', '/bench-gzip-static/');

/** The precompressed reference must be the .gz file itself, not the page gzipped again on the way out. */
async function expectSentAsStored(twin: string) {
  const sent = await rawGet(base + precompressed(twin), ACCEPT);
  const file = fs.readFileSync(`${staticDir}/${path.basename(twin)}.gz`);
  if (sent.headers.get('content-encoding') !== 'gzip' || !sent.body.equals(file)) {
    throw new Error(`nginx did not send ${precompressed(twin)} as its stored .gz file (gzip_static): check the bench's nginx locations.`);
  }
}

let restartAfterTwins: (() => Promise<void>) | undefined;

async function main() {
  let pair: Pair | undefined;
  let server: ChildProcess | undefined;
  if (startOwn) {
    const port = Number(process.env.BENCH_PORT ?? 3280);
    staticDir = path.join(root, 'public/bench-static');
    fs.mkdirSync(staticDir, { recursive: true });
    base = `http://127.0.0.1:${port}`;
    server = await startNext(port, 'bench');
    restartAfterTwins = async () => {
      await stopNext(server);
      server = await startNext(port, 'bench');
    };
  }
  if (behindNginx) {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
    fs.chmodSync(staticDir, 0o755);
    const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    pair = await startPair({
      nginxPort: Number(process.env.BENCH_PORT ?? 8280),
      adminUrl,
      databaseUrl: process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/scale_bench'),
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      env: { RATE_LIMIT_MULTIPLIER: '1000' },
      nginxExtra: `location /bench-static/ { alias ${staticDir}/; } location /bench-gzip-static/ { alias ${staticDir}/; gzip_static on; }`,
    });
    base = pair.site;
  }
  try {
    await run();
  } finally {
    await pair?.stop();
    await stopNext(server);
    if (twinned) fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

async function run() {
  const companyPaths = await sitemapPaths('companies-1.xml', /^\/indian-stocks\//);
  const articlePaths = await sitemapPaths('articles-1.xml', /^\/articles\//);
  if (!companyPaths[0] || !articlePaths[0]) throw new Error('The sitemaps list no company or no article.');
  process.stdout.write(
    `Benchmarking ${base} (${behindNginx ? 'two instances behind nginx; static twins served by nginx' : startOwn ? 'npm start; static twins served by Next' : "npm start; Next's own small static file"}): ` +
      `${connections} connections, ${seconds}s per target, accepting gzip\n`,
  );
  const load = () => os.loadavg()[0]!.toFixed(2);
  process.stdout.write(`Load average before: ${load()} on ${os.cpus().length} cores (ratios are only comparable within a run)\n`);
  // Each target between two measures of the static file (the one after a target is the one before the
  // next): its ratios are to their mean, so a shared machine's drift over the run (the static file
  // alone moved from 2,231 to 3,370 req/s within one run) weighs on both sides of a ratio.
  const plan: [string, string, Record<string, string>?][] = [
    // A prerendered page, for an anonymous visitor, a signed-in one (the middleware checks the role) and
    // one with a hint but no token (the middleware drops it): what the middleware costs.
    ['prerendered /about', '/about'],
    ['prerendered /about, signed in', '/about', { cookie: 'signedInAs=user; userToken=bench.token' }],
    ['prerendered /about, stale hint dropped', '/about', { cookie: 'signedInAs=user' }],
    // Server-rendered sign-in page (says whether Google sign-in is configured).
    ['sign-in page /login', '/login'],
    ['home /', '/'],
    ['company page', companyPaths[0]],
    ['article page', articlePaths[0]],
    ['company records /indian-stocks', '/indian-stocks'],
    ['news /articles', '/articles'],
    ['getCompanyList API', '/api/v1/admin/getCompanyList?page=1&limit=10&name=a'],
  ];
  const twins: string[] = [];
  for (const [, path] of plan) twins.push(await staticTwin(path));
  await restartAfterTwins?.();
  if (behindNginx) await expectSentAsStored(twins[0]!);
  const statics: Measure[] = [await measure('static file', twins[0]!)];
  const targets: Measure[] = [];
  const after: Measure[] = [];
  // Behind nginx, the precompressed twin too, right after the other: what a cached page should cost.
  const gzipStatic: Measure[] = [];
  for (const [index, [name, path, headers]] of plan.entries()) {
    targets.push(await measure(name, path, headers));
    after.push(await measure('static file', twins[index]!));
    if (behindNginx) gzipStatic.push(await measure('gzip_static file', precompressed(twins[index]!)));
  }
  statics.push(...after);
  // Behind nginx each target has its own twin, measured right after it; otherwise the one static file
  // before and after each target.
  const reference = (index: number) =>
    twinned
      ? { rps: after[index]!.rps, p99: after[index]!.p99 }
      : { rps: (statics[index]!.rps + statics[index + 1]!.rps) / 2, p99: (statics[index]!.p99 + statics[index + 1]!.p99) / 2 };
  const staticRps = statics.reduce((sum, m) => sum + m.rps, 0) / statics.length;
  const staticAll = statics.map((m) => Math.round(m.rps));

  const rows = targets.map((m, index) => {
    const ref = reference(index);
    const gz = gzipStatic[index];
    return {
      target: m.name,
      path: m.path.length > 48 ? `${m.path.slice(0, 45)}...` : m.path,
      'req/s': Math.round(m.rps),
      'static req/s': Math.round(ref.rps),
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      'throughput vs static': (m.rps / ref.rps).toFixed(2),
      'p99 vs static': (m.p99 / Math.max(ref.p99, 1)).toFixed(2),
      ...(gz && {
        'gzip_static req/s': Math.round(gz.rps),
        'vs gzip_static': (m.rps / gz.rps).toFixed(2),
        'p99 vs gzip_static': (m.p99 / Math.max(gz.p99, 1)).toFixed(2),
      }),
      errors: m.errors,
    };
  });
  process.stdout.write(`Static files, measured between the targets: ${staticAll.join(', ')} req/s\n`);
  if (behindNginx) {
    process.stdout.write(
      `Precompressed static files (gzip_static), each right after the other: ${gzipStatic.map((m) => Math.round(m.rps)).join(', ')} req/s\n`,
    );
  }
  console.table(rows);
  const encodings = [];
  for (const [name, path, headers] of [...plan, ['screener /screener', '/screener'] as const, ['startups', '/Startups'] as const]) {
    encodings.push({ target: name, ...(await compression(path, headers)) });
  }
  console.table(encodings);
  const plain = encodings.filter((answer) => answer.encoding === 'none' && answer.bytes >= 1024);
  process.stdout.write(
    plain.length
      ? `Sent uncompressed though gzip was accepted: ${plain.map((answer) => answer.target).join(', ')}\n`
      : 'Every answer of 1 KB or more was compressed.\n',
  );
  const [anonymous, signedIn, staleHint] = targets;
  const cost = (m: Measure) => `${((1 - m.rps / anonymous!.rps) * 100).toFixed(0)}%`;
  process.stdout.write(
    `Middleware cost on a prerendered page, against an anonymous visitor's: signed in ${cost(signedIn!)}, ` +
      `a stale hint dropped ${cost(staleHint!)} (negative: faster)\n`,
  );

  {
    // The header's search as visitors type it: each query once, so no answer is cached anywhere (the
    // handler's memo keeps an answer per query): the trigram index and the handler.
    const words = [...new Set(companyPaths.flatMap((path) => path.split('/').pop()!.split('-')).filter((word) => word.length >= 4))];
    const queries = [...new Set(words.flatMap((word) => [word.slice(0, 3), word.slice(1, 5), word]))].slice(0, 1000);
    const { result } = await crawl(
      queries.map((query) => `/api/v1/admin/getCompanyList?page=1&limit=10&name=${encodeURIComponent(query)}`),
    );
    const ok = result.requests.total - result.non2xx;
    process.stdout.write(
      `Company search, ${queries.length} different queries (each once, ${connections} connections): ` +
        `${Math.round(result.requests.average)} req/s (${(result.requests.average / staticRps).toFixed(2)}x static), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${ok} found, ${result.non2xx} answered otherwise ` +
        `(404: no match), ${result.errors + result.timeouts} errors\n`,
    );
  }

  if (crawlSize > 0) {
    // Pages deep in the list: the ones the measurements above did not touch.
    const paths = companyPaths.slice(-crawlSize);
    const { result, misses } = await crawl(paths);
    process.stdout.write(
      `Crawl of ${paths.length} different company pages (each once, ${connections} connections): ` +
        `${Math.round(result.requests.average)} req/s (${(result.requests.average / staticRps).toFixed(2)}x static), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${misses} rendered on request, ` +
        `${result.errors + result.timeouts + result.non2xx} errors\n`,
    );
  }
  process.stdout.write(`Load average after: ${load()}\n`);
  if (rows.some((row) => row.errors > 0) || [...statics, ...gzipStatic].some((m) => m.errors > 0)) {
    process.stdout.write('Some requests failed (a 429 means the rate limit: start the server with RATE_LIMIT_MULTIPLIER=1000).\n');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
