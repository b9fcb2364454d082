// Header search: names that start with the query first, Enter opens the first result, and a query with
// no match is an answer (the spec's 404), not an error our code reports.
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

const search = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search unlisted companies' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Matching companies' }).getByRole('option');
/** The names the options show (their initials badge is decorative, so not part of the name). */
const shownNames = (page: Page) =>
  options(page).evaluateAll((elements) => elements.map((element) => element.querySelector('.truncate')?.textContent ?? ''));

async function names(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/v1/admin/getCompanyList?page=1&limit=50&name=${encodeURIComponent(query)}`);
  return response.status() === 200 ? ((await response.json()).data.result as { name: string }[]).map((c) => c.name) : [];
}

/** A two-letter query that starts some seeded names and sits inside others. */
async function mixedQuery(request: APIRequestContext): Promise<string> {
  for (const query of ['in', 'te', 'pa', 'ma', 'ar', 'al', 'an', 'er', 'ra', 'on']) {
    const found = (await names(request, query)).map((n) => n.toLowerCase());
    if (found.some((n) => n.startsWith(query)) && found.some((n) => !n.startsWith(query))) return query;
  }
  throw new Error('no seeded query both starts and sits inside company names');
}

test('names that start with the query come first, then the other matches, each alphabetical', async ({ acceptedPage: page, request }) => {
  const query = await mixedQuery(request);
  await page.goto('/');
  await search(page).pressSequentially(query);
  await expect(options(page).first()).toBeVisible();
  const shown = await shownNames(page);
  expect(shown.length).toBeGreaterThan(1);
  const starts = shown.map((name) => name.toLowerCase().startsWith(query));
  expect(starts[0]).toBe(true);
  // Once a name does not start with the query, none after it does.
  const firstOther = starts.indexOf(false);
  if (firstOther > 0) expect(starts.slice(firstOther).every((s) => !s)).toBe(true);
  const head = shown.slice(0, firstOther < 0 ? shown.length : firstOther);
  const lower = head.map((name) => name.toLowerCase());
  for (let index = 1; index < lower.length; index += 1)
    expect(lower[index - 1]! <= lower[index]!, `${head[index - 1]} before ${head[index]}`).toBe(true);
});

test('Enter with nothing highlighted opens the first result', async ({ acceptedPage: page, request }) => {
  const query = await mixedQuery(request);
  await page.goto('/');
  const input = search(page);
  await input.pressSequentially(query);
  const first = options(page).first();
  await expect(first).toBeVisible();
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  const href = (await first.getAttribute('href'))!;
  const [name] = await shownNames(page);
  expect(name).toBeTruthy();
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(name));
});

test('a query with no match logs no error from the page', async ({ acceptedPage: page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium itself notes every 4xx answer as "Failed to load resource"; the spec answers "no match"
    // with 404, so that line is the browser's, not ours. Anything else logged as an error is ours.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.goto('/');
  const answered = page.waitForResponse((response) => response.url().includes('getCompanyList') && response.url().includes('zzqqxx'));
  await search(page).pressSequentially('zzqqxx');
  expect((await answered).status()).toBe(404);
  await expect(page.getByText("Didn't find the stock?")).toBeVisible();
  expect(errors).toEqual([]);
});
