// The partner share list (search, sort, paging, CSV, with and without JavaScript) and the knowledge
// base seen by a partner and by an investor.
import AxeBuilder from '@axe-core/playwright';

import { acceptDisclaimer, createInvestor, createPartner, expect, test } from './fixtures';

interface Share {
  name: string;
  marginPaise: number;
}

test.describe('the partner share list', () => {
  test('searches, sorts, pages and downloads the CSV', async ({ acceptedPage: page }) => {
    await createPartner(page.request);
    await page.goto('/Cp/sharelist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share List');
    const rows = page.getByTestId('share-row');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText(/companies, page 1 of \d+/)).toBeVisible();

    // Sort by margin from the column header: the order the API gives.
    await page.getByRole('link', { name: 'Margin / share' }).click();
    await expect(page).toHaveURL(/\/Cp\/sharelist\?sort=margin$/);
    const api = await page.request.get('/api/v1/cp/sharelist?sort=margin&limit=3');
    const top = ((await api.json()).data.result as Share[]).map((share) => share.name);
    await expect(rows.nth(0).getByRole('rowheader')).toContainText(top[0]!);
    await expect(rows.nth(1).getByRole('rowheader')).toContainText(top[1]!);

    // The next page keeps the sort.
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/Cp\/sharelist\?sort=margin&page=2$/);
    await expect(page.getByText(/companies, page 2 of \d+/)).toBeVisible();

    // Search for one company by part of its name: the list and its URL follow.
    const word = top[0]!.split(' ')[0]!;
    await page.getByLabel('Company name').fill(word);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}&sort=margin$`));
    await expect(rows.first().getByRole('rowheader')).toContainText(word);
    const count = await rows.count();
    for (let i = 0; i < count; i++) await expect(rows.nth(i).getByRole('rowheader')).toContainText(new RegExp(word, 'i'));

    // The CSV has the same matches, with partner prices.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sharelist-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Partner price (INR)');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toContain(word);

    // Nothing matches: an empty state with a way back.
    await page.getByLabel('Company name').fill('no company has this name');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'No company matches' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/Cp\/sharelist$/);
    await expect(rows).toHaveCount(20);
  });

  test('shows every price on a 360 px phone without the page scrolling sideways', async ({ acceptedPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await createPartner(page.request);
    await page.goto('/Cp/sharelist?status=available');
    const first = page.getByTestId('share-row').first();
    await expect(first).toContainText('Partner price:');
    await expect(first).toContainText('Margin per lot:');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('is refused to investors', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    const api = await page.request.get('/api/v1/cp/sharelist');
    expect(api.status()).toBe(401);
    await page.goto('/Cp/sharelist');
    await expect(page).toHaveURL(/\/Cp\/signin\?next=%2FCp%2Fsharelist$/);
  });
});

test.describe('the share list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters and sorts through the plain GET form', async ({ acceptedPage: page }) => {
    await createPartner(page.request);
    await page.goto('/Cp/sharelist');
    await page.getByLabel('Status').selectOption('sold_out');
    await page.getByLabel('Sort by').selectOption('price');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/Cp\/sharelist\?q=&status=sold_out&sector=&sort=price&order=$/);
    const rows = page.getByTestId('share-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('Sold Out');
  });
});

test.describe('the knowledge base', () => {
  test('a partner reads partner guides; an investor cannot open them', async ({ acceptedPage: page, browser, baseURL }) => {
    await createPartner(page.request);
    await page.goto('/Cp/knowledge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Base');
    await page.getByRole('link', { name: /^Commissions and payouts/ }).click();
    await expect(page).toHaveURL(/\/Cp\/knowledge\?category=Commissions\+and\+payouts$/);
    await page.getByRole('link', { name: 'Payouts and TDS under section 194H' }).click();
    await expect(page).toHaveURL(/\/Cp\/knowledge\/partner-payouts-and-tds$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payouts and TDS under section 194H');
    await expect(page.getByTestId('article-body')).toContainText('2%');

    const context = await browser.newContext({ baseURL });
    await acceptDisclaimer(context, baseURL!);
    const investorPage = await context.newPage();
    await createInvestor(investorPage.request);
    const refused = await investorPage.goto('/dashboard/UserKnowledgebase/partner-payouts-and-tds');
    expect(refused?.status()).toBe(404);
    await context.close();
  });

  test('an investor searches the guides and reads one', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    await page.goto('/dashboard/UserKnowledgebase');
    await page.getByLabel('Search the guides').fill('CMR');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dashboard\/UserKnowledgebase\?q=CMR$/);
    await page.getByRole('link', { name: 'What is a CMR copy, and why we ask for it' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is a CMR copy, and why we ask for it');
    await expect(page.getByTestId('article-body')).toContainText('Client Master Report');
    const partnerGuide = await page.goto('/dashboard/UserKnowledgebase/how-proposals-work');
    expect(partnerGuide?.status()).toBe(404);
  });
});

test('the share list and knowledge pages have no serious accessibility violations', async ({ acceptedPage: page }) => {
  test.setTimeout(120_000);
  await createPartner(page.request);
  const failures: string[] = [];
  for (const path of ['/Cp/sharelist', '/Cp/knowledge', '/Cp/knowledge/how-partner-commissions-are-calculated']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical')
        failures.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test.describe('news inside the dashboards', () => {
  test('an investor sees news about a watched company first; a partner sees the news', async ({ acceptedPage: page, browser, baseURL }) => {
    await createInvestor(page.request);
    await page.goto('/dashboard/articles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
    await expect(page.getByText(/Add companies to your\s+watch list/)).toBeVisible();
    await expect(page.getByTestId('article-list').getByRole('listitem').first()).toBeVisible();

    // An article that names a company: watch that company.
    await page.goto('/articles');
    const links = page.getByTestId('article-list').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    let found: { title: string; slug: string } | null = null;
    for (const href of hrefs) {
      // A full load per article: the region is read from the server's HTML, not mid-navigation.
      await page.goto(href);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const companies = page.getByRole('region', { name: 'Companies in this article' }).getByRole('link');
      if ((await companies.count()) > 0) {
        found = { title, slug: (await companies.first().getAttribute('href'))!.replace('/indian-stocks/', '') };
        break;
      }
    }
    expect(found, 'an article naming a company').not.toBeNull();
    // The company's id, from the public company search (every company, 50 a page).
    let company: { id: number; name: string; slug: string } | undefined;
    for (let listPage = 1; !company && listPage <= 5; listPage++) {
      const search = await page.request.get(`/api/v1/admin/getCompanyList?limit=50&page=${listPage}`);
      if (search.status() !== 200) break;
      company = ((await search.json()).data.result as { id: number; name: string; slug: string }[]).find((c) => c.slug === found!.slug);
    }
    expect(company, found!.slug).toBeDefined();
    expect((await page.request.post('/api/v1/user/watchlist/add', { data: { companyId: company!.id } })).status()).toBe(200);

    await page.goto('/dashboard/articles');
    const watched = page.getByTestId('watchlist-news');
    await expect(watched.getByRole('heading', { name: found!.title })).toBeVisible();
    await expect(watched).toContainText(`On your watch list: ${company!.name}`);

    const context = await browser.newContext({ baseURL });
    await acceptDisclaimer(context, baseURL!);
    const partnerPage = await context.newPage();
    await createPartner(partnerPage.request);
    await partnerPage.goto('/Cp/articles');
    await expect(partnerPage.getByRole('heading', { level: 1 })).toHaveText('Articles');
    await expect(partnerPage.getByTestId('article-list').getByRole('listitem').first()).toBeVisible();
    await expect(partnerPage.getByTestId('watchlist-news')).toHaveCount(0);
    await context.close();
  });
});
