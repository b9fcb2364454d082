import { expect, test } from './fixtures';
import { sitemapPaths } from '../../lib/routes';

import { detailRoutes, PUBLIC_ROUTES } from './routes';

test.describe('search engines', () => {
  test('robots.txt keeps the signed-in areas and the API out and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    for (const rule of ['Disallow: /dashboard', 'Disallow: /Cp', 'Disallow: /api', 'Disallow: /admin']) expect(body).toContain(rule);
    expect(body).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });

  test('the sitemap index leads to every public page, company and article', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/companies-1.xml', '/sitemaps/articles-1.xml']));
    const pages = await (await request.get('/sitemaps/pages.xml')).text();
    for (const path of sitemapPaths) expect(pages).toContain(`${path}</loc>`);
    const companies = await (await request.get('/sitemaps/companies-1.xml')).text();
    expect(companies).toMatch(/<url><loc>[^<]+\/indian-stocks\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    expect((await request.get('/sitemaps/companies-99.xml')).status()).toBe(404);
  });

  test('a public page left out of the sitemap tells crawlers not to index it', async ({ request }) => {
    const unlisted = PUBLIC_ROUTES.filter((path) => !sitemapPaths.includes(path));
    expect(unlisted.length).toBeGreaterThan(0);
    for (const path of unlisted) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('public pages have a unique title and description, a canonical URL and sharing tags', async ({ acceptedPage: page, request }) => {
    // Visits every public page in one test, since titles must differ across them.
    test.setTimeout(180_000);
    const details = await detailRoutes(request);
    const titles = new Map<string, string>();
    for (const path of [...PUBLIC_ROUTES.filter((p) => p !== '/unauthorized'), details.company, details.article]) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/$' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute('content', /^http.+\.(png|jpe?g|webp|svg)$/);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveCount(1);
    }
  });

  test('the home page carries Organization structured data', async ({ acceptedPage: page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((b) => [JSON.parse(b)].flat().map((d: { '@type': string }) => d['@type']));
    expect(types).toContain('Organization');
  });

  test('public pages can be shared-cached; signed-in pages cannot', async ({ request }) => {
    const details = await detailRoutes(request);
    const company = await request.get(details.company);
    // s-maxage alone makes a response shared-cacheable (RFC 9111); Next writes it for reused pages.
    expect(company.headers()['cache-control']).toMatch(/^(public, )?(max-age=0, )?s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(company.headers()['set-cookie']).toBeUndefined();
    const dashboard = await request.get('/dashboard', { maxRedirects: 0 });
    expect(dashboard.headers()['cache-control'] ?? '').not.toMatch(/public/);
  });
});
