// Public content: article lists and pages, webcasts, glossary and FAQs, server-rendered and usable by keyboard.
import type { Page } from '@playwright/test';

import { acceptDisclaimer, expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('article-list').getByRole('listitem');
const categoriesShown = (page: Page) => page.getByTestId('article-list').getByTestId('article-category').allTextContents();

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
}

test.describe('articles', () => {
  test('list: category filter, search, page 2 and bad values', async ({ acceptedPage: page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private Equity News and Updates');
    await expect(cards(page)).toHaveCount(9);
    expect(new Set(await categoriesShown(page)).size).toBeGreaterThan(1);

    const categories = page.getByRole('navigation', { name: 'Article categories' });
    await categories.getByRole('link', { name: 'Startups' }).click();
    await expect(page).toHaveURL(/category=startups/);
    await expect(categories.getByRole('link', { name: 'Startups' })).toHaveAttribute('aria-current', 'page');
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['Startups']));

    await page.goto('/articles');
    await page.getByLabel('Search articles').fill('IPO');
    await page.getByLabel('Search articles').press('Enter');
    await expect(page).toHaveURL(/q=IPO/);
    await expect(page.getByText(/results? for “IPO”/)).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/ipo/i);

    await page.goto('/articles');
    const firstPage = await cards(page).allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await cards(page).allTextContents();
    expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);

    const bad = await page.goto('/articles?category=nope&page=-7&q=');
    expect(bad?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(9);
    expect((await page.goto('/articles?page=99999'))?.status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();

    await page.goto(`/articles?q=${encodeURIComponent("'; drop table articles;--")}`);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(cards(page)).toHaveCount(9);
  });

  test('article page: body, author, date, reading time, tags, related; head tags and JSON-LD', async ({ acceptedPage: page }) => {
    await page.goto('/articles?category=private-equity');
    const link = cards(page).first().getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
    const path = new URL(page.url()).pathname;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByTestId('article-meta')).toContainText(/By \S+/);
    await expect(page.getByTestId('article-meta').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByTestId('article-meta')).toContainText(/(?<!\d)\d+ min read/);
    await expect(page.getByTestId('article-tags').getByRole('link').first()).toBeVisible();
    const related = page.getByTestId('related-articles').getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.allTextContents()).not.toContain(title);

    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ld = await jsonLdTypes(page);
    expect(ld.find((item) => item['@type'] === 'NewsArticle')).toMatchObject({ headline: title });
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Articles', 'Private Equity', title]);
  });

  test('related company links go to company pages', async ({ acceptedPage: page }) => {
    for (const category of ['private-equity', 'startups', 'real-estate']) {
      await page.goto(`/articles?category=${category}`);
      for (const href of await cards(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        await page.goto(href);
        const companies = page.getByRole('region', { name: 'Companies in this article' }).getByRole('link');
        if ((await companies.count()) === 0) continue;
        await expect(companies.first()).toHaveAttribute('href', /^\/indian-stocks\/[a-z0-9-]+$/);
        await expect(companies.first()).not.toHaveText('');
        return;
      }
    }
    throw new Error('no seeded article names a related company');
  });

  test('an article shows its text with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await acceptDisclaimer(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/articles');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText(/(?<!\w)\w+ \w+ \w+/);
    await expect(page.getByTestId('article-meta')).toContainText('min read');
    await context.close();
  });

  test('/articles/Real-Estate shows only real-estate articles; the slug never names an article', async ({ acceptedPage: page }) => {
    await page.goto('/articles/Real-Estate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Estate Articles');
    await expect(page).toHaveTitle(/^Real Estate Articles/);
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['Real Estate']));
    expect((await page.goto('/articles/Real-Estate?category=startups'))?.status()).toBe(200);
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['Real Estate']));
    for (const slug of ['real-estate', 'REAL-ESTATE', 'no-such-article']) {
      expect((await page.goto(`/articles/${slug}`))?.status(), slug).toBe(404);
    }
  });

  test('/in-the-news lists only in-the-news articles', async ({ acceptedPage: page }) => {
    await page.goto('/in-the-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('In the News');
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['In the News']));
  });
});

test('/Webcast loads no player until Play is pressed', async ({ acceptedPage: page }) => {
  const playerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('youtube')) playerRequests.push(request.url());
  });
  // The test never needs the real video; keep it off the network.
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
  await page.goto('/Webcast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webcasts');
  await expect(page.getByTestId('webcast-duration').first()).toHaveText(/^(\d+:)?\d{2}:\d{2}$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(playerRequests).toEqual([]);

  const play = page.getByRole('button', { name: /^Play / }).first();
  const title = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
  await play.focus();
  await page.keyboard.press('Enter');
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
  await expect(iframe).toHaveAttribute('title', title);
  await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
});

test('/glossary: filter, letter jump and term anchors', async ({ acceptedPage: page }) => {
  await page.goto('/glossary');
  const terms = page.locator('[data-testid="glossary-terms"] > div');
  const all = await terms.count();
  expect(all).toBeGreaterThanOrEqual(60);

  await page.getByLabel('Filter terms').fill('demat');
  await expect.poll(() => terms.count()).toBeLessThan(all);
  expect(await terms.count()).toBeGreaterThan(0);
  for (const text of await terms.allTextContents()) expect(text.toLowerCase()).toContain('demat');
  await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText(`${await terms.count()} terms shown`);
  await page.getByLabel('Filter terms').fill('');
  await expect(terms).toHaveCount(all);

  const index = page.getByRole('navigation', { name: 'Glossary index, A to Z' });
  await index.getByRole('link', { name: 'V', exact: true }).click();
  await expect(page).toHaveURL(/#letter-V$/);
  await expect(page.locator('#letter-V')).toBeInViewport();
  await expect(index.getByText('#')).toHaveCount(0);

  await page.goto('/glossary#demat-account');
  const term = page.locator('#demat-account');
  await expect(term).toBeInViewport();
  expect(await term.evaluate((el) => el.matches(':target'))).toBe(true);
});

test('/Faq: keyboard accordion, filter and FAQPage JSON-LD', async ({ acceptedPage: page }) => {
  await page.goto('/Faq');
  const items = page.locator('details');
  const all = await items.count();
  expect(all).toBeGreaterThanOrEqual(20);

  const first = items.first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open', '');

  await page.getByLabel('Filter questions').fill('tax');
  await expect.poll(() => items.count()).toBeLessThan(all);
  expect(await items.count()).toBeGreaterThan(0);

  const faqPage = (await jsonLdTypes(page)).find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faqPage.mainEntity).toHaveLength(all);
});
