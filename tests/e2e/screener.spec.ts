// The screener: filters in the URL, results without a full reload, Back, sorting, CSV export, 360 px.
import fs from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

declare global {
  interface Window {
    screenerMarker?: string;
  }
}

const results = (page: Page) => page.getByRole('region', { name: /Companies matching your filters/ });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No companies match/ });
// The visible name only (the logo's initials are decorative).
const companyNames = (page: Page) => results(page).locator('tbody th [data-testid="company-name"]');
const firstCompany = (page: Page) => companyNames(page).first();
/** What the API answers for a query: the page must end up showing the same. */
async function expected(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/v1/common/screener?${query}`);
  expect(response.status()).toBe(200);
  const data = (await response.json()).data as { total: number; rows: { name: string }[] };
  return { total: data.total, first: data.rows[0]!.name, names: data.rows.map((row) => row.name) };
}

const markPage = (page: Page) => page.evaluate(() => (window.screenerMarker = 'still here'));
const expectNoReload = async (page: Page) => expect(await page.evaluate(() => window.screenerMarker)).toBe('still here');

test('filters, paging and Back update the results in place, with the state in the URL', async ({ acceptedPage: page, request }) => {
  await page.goto('/screener');
  await expect(results(page)).toBeVisible();
  await markPage(page);
  const unfilteredFirst = await firstCompany(page).textContent();

  await page.getByLabel('Min P/E').fill('1');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/screener\?peMin=1$/);
  const filtered = await expected(request, 'peMin=1');
  await expect(summary(page)).toHaveText(`Showing 1–25 of ${filtered.total} companies`);
  await expect(firstCompany(page)).toHaveText(filtered.first);
  const peCells = results(page).locator('tbody tr td:nth-child(8)');
  for (const text of await peCells.allTextContents()) expect(Number.parseFloat(text)).toBeGreaterThanOrEqual(1);
  const filteredFirst = await firstCompany(page).textContent();

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/screener\?peMin=1&page=2$/);
  await expect(summary(page)).toContainText('Showing 26–');
  await expect(firstCompany(page)).toHaveText((await expected(request, 'peMin=1&page=2')).first);

  await page.goBack();
  await expect(page).toHaveURL(/\/screener\?peMin=1$/);
  await expect(firstCompany(page)).toHaveText(filteredFirst!);
  await expect(page.getByLabel('Min P/E')).toHaveValue('1');

  await page.goBack();
  await expect(page).toHaveURL(/\/screener$/);
  await expect(page.getByLabel('Min P/E')).toHaveValue('');
  await expect(firstCompany(page)).toHaveText(unfilteredFirst!);
  await expectNoReload(page);
});

test('a select applies at once, and column headers sort with aria-sort', async ({ acceptedPage: page, request }) => {
  await page.goto('/screener');
  await markPage(page);
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('Technology');
  await expect(page).toHaveURL(/sector=Technology/);
  await expect(summary(page)).toContainText(`of ${(await expected(request, 'sector=Technology')).total} `);
  for (const sector of await results(page).locator('tbody tr td:nth-child(2)').allTextContents()) expect(sector).toBe('Technology');

  const header = results(page).getByRole('columnheader', { name: /^Company/ });
  await expect(header).not.toHaveAttribute('aria-sort');
  await header.getByRole('link').click();
  await expect(page).toHaveURL(/sector=Technology&sort=name&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(companyNames(page)).toHaveText((await expected(request, 'sector=Technology&sort=name&dir=asc')).names);
  await header.getByRole('link').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(companyNames(page)).toHaveText((await expected(request, 'sector=Technology&sort=name&dir=desc')).names);
  await expectNoReload(page);
});

test('exports the filtered results as CSV', async ({ acceptedPage: page }) => {
  await page.goto('/screener?sector=Technology&sort=name&dir=asc');
  const total = Number(/of (\d+)/.exec((await summary(page).textContent())!)![1]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^screener-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trimEnd().split('\r\n');
  expect(header).toBe(
    'Company,Sector,Category,Status,Price (INR),Change (%),Valuation (INR),P/E,P/B,ROE (%),Revenue growth (%),Financial year,URL',
  );
  expect(lines).toHaveLength(total);
  const names = await companyNames(page).allTextContents();
  for (const [index, line] of lines.entries()) {
    expect(line).toContain(',Technology,');
    expect(line).toMatch(/,\d+\.\d{2},/);
    if (index < names.length) expect(line).toContain(names[index]!.trim());
  }
});

test('bad values in the URL are ignored, not an error page', async ({ acceptedPage: page }) => {
  const response = await page.goto('/screener?priceMin=abc&sector=Nowhere&peMin=50&peMax=5&sort=evil&page=999999');
  expect(response!.status()).toBe(200);
  await expect(results(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('');
  await expect(page.getByLabel('Min Price (₹)')).toHaveValue('');
});

test('shows an empty state when nothing matches', async ({ acceptedPage: page }) => {
  await page.goto('/screener?priceMin=9999999');
  await expect(page.getByText('No company matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(results(page)).toBeVisible();
});

test('at 360 px the filters fold behind a button and the page does not scroll sideways', async ({ acceptedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/screener');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(page.getByRole('form', { name: 'Screener filters' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('form', { name: 'Screener filters' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
