// Past 64 KiB a response costs Node's write path about half its throughput (README, Performance: a
// company page of 65.6 KB served half the requests of one of 63.5 KB). The pages with a throughput
// target (issue 11: home, the two lists, articles, company pages) keep their HTML under it, with room
// for the headers and for longer records than the demo's. (/glossary, /screener and
// /Global-Real-Estate are still over it.) Sizes, not timings: they do not move with the machine's load.
import { expect, test } from './fixtures';
import { detailRoutes } from './routes';

const LIMIT = 62 * 1024;

test('home, the lists, an article and every company page in the sitemap stay under 62 KiB of HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemaps/companies-1.xml')).text();
  const companies = [...sitemap.matchAll(/<loc>[^<]+?(\/(?:indian-stocks|Startups)\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(companies.length).toBeGreaterThan(10);
  const { article } = await detailRoutes(request);
  const sizes: [string, number][] = [];
  for (const path of ['/', '/indian-stocks', '/articles', article, ...companies]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    sizes.push([path, (await response.body()).length]);
  }
  const over = sizes.filter(([, size]) => size >= LIMIT);
  expect(over, `largest: ${JSON.stringify(sizes.sort((a, b) => b[1] - a[1]).slice(0, 3))}`).toEqual([]);
});
