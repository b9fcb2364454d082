// npm run bench:screener: p50/p99 latency of the screener API for several filter + sort combinations
// and of the header search (getCompanyList), against a running server. Requests go one at a time, so
// on a local server the latency is the server's time for the answer. Timings are printed, never asserted.
//   BENCH_URL (default http://127.0.0.1:3000)  BENCH_REQUESTS (default 40 per case, after 3 warm-ups)
// Start the server with RATE_LIMIT_MULTIPLIER=1000, or the search rate limit answers 429.
const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const requests = Number(process.env.BENCH_REQUESTS ?? 40);

const SCREENER_CASES: Record<string, string> = {
  'default (valuation desc)': '',
  'name asc': 'sort=name&dir=asc',
  'price asc': 'sort=price&dir=asc',
  'change desc': 'sort=change&dir=desc',
  'P/E asc': 'sort=pe&dir=asc',
  'revenue growth desc': 'sort=growth&dir=desc',
  'sector Technology, ROE desc': 'sector=Technology&sort=roe&dir=desc',
  'P/E 5–30, P/B asc': 'peMin=5&peMax=30&sort=pb&dir=asc',
  'startup + Available, price desc': 'category=startup&status=Available&sort=price&dir=desc',
  'price ₹100–1,000, ROE ≥ 10, valuation desc': 'priceMin=100&priceMax=1000&roeMin=10',
  'growth ≥ 50, change asc': 'growthMin=50&sort=change&dir=asc',
  'page 200 (default sort)': 'page=200',
  'q: P/E < 20 AND ROE > 15': `q=${encodeURIComponent('P/E < 20 AND ROE > 15')}`,
  'q: Market Cap > 500 AND Price to earning < 15': `q=${encodeURIComponent('Market Cap > 500 AND Price to earning < 15')}`,
  'q: Price / Book value < 3, name asc': `q=${encodeURIComponent('Price / Book value < 3')}&sort=name&dir=asc`,
  'q: Sector CONTAINS "tech" OR Revenue growth > 30': `q=${encodeURIComponent('Sector CONTAINS "tech" OR Revenue growth > 30')}`,
  'q: NOT (P/E > 0) AND (Change > 5 OR Change < -5)': `q=${encodeURIComponent('NOT (P/E > 0) AND (Change > 5 OR Change < -5)')}`,
  'q: bad (400)': `q=${encodeURIComponent('Revnue growth > 10')}`,
};

const SEARCH_CASES: Record<string, string> = {
  'one letter "a"': 'a',
  'word "tech"': 'tech',
  'prefix "Scale Test Company 12"': 'Scale Test Company 12',
  'inside "company 99"': 'company 99',
  'no match "xyzq"': 'xyzq',
};

async function timeOne(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  // 404 is the search API's answer for "no company matches", 400 the screener's for a bad query: valid, timed answers.
  if (!response.ok && response.status !== 404 && response.status !== 400) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

async function measure(url: string) {
  for (let i = 0; i < 3; i++) await timeOne(url);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await timeOne(url));
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
  return { 'p50 ms': at(0.5), 'p99 ms': at(0.99) };
}

async function main() {
  process.stdout.write(`Screener and search latency at ${base}: ${requests} sequential requests per case\n`);
  const screener = [];
  for (const [name, query] of Object.entries(SCREENER_CASES)) {
    screener.push({ case: name, ...(await measure(`${base}/api/v1/common/screener${query ? `?${query}` : ''}`)) });
  }
  console.table(screener);
  const search = [];
  for (const [name, text] of Object.entries(SEARCH_CASES)) {
    search.push({ case: name, ...(await measure(`${base}/api/v1/admin/getCompanyList?page=1&limit=10&name=${encodeURIComponent(text)}`)) });
  }
  console.table(search);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
