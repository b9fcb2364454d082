// The screener's query box: typed with the keyboard from the suggestions, results in place with q in the
// URL, a typo named with its position, and the same query through the plain GET form without JavaScript.
import type { APIRequestContext, Page } from '@playwright/test';

import { acceptDisclaimer, bootPage, expect, test } from './fixtures';

const box = (page: Page) => page.getByRole('combobox', { name: 'Query' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No companies match/ });

async function totalFor(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/v1/common/screener?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

const summaryFor = (total: number) => (total === 0 ? 'No companies match' : `of ${total} compan`);

test('a query typed from the suggestions runs in place, with q in the URL; a typo is named with its position', async ({
  acceptedPage: page,
  request,
}) => {
  await page.goto('/screener');
  await box(page).click();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page).getByRole('option', { name: /^P\/E/ })).toBeVisible();

  await page.keyboard.type('rev');
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expect(suggestions(page).getByRole('option', { selected: true })).toContainText('Revenue growth');
  await page.keyboard.press('Enter');
  await expect(box(page)).toHaveValue('Revenue growth ');
  await expect(suggestions(page).getByRole('option', { name: /^>=/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('> 10');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/screener\?q=Revenue\+growth\+%3E\+10$/);
  const total = await totalFor(request, 'Revenue growth > 10');
  await expect(summary(page)).toContainText(summaryFor(total));

  await box(page).fill('Revnue growth > 10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'unknown column' })).toHaveText(
    "unknown column 'Revnue growth' at 1:1 — did you mean 'Revenue growth'?",
  );
  await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/q=Revenue\+growth\+%3E\+10$/);
});

test('a query that cannot run is said at the box, and the results never say that no company matches', async ({ acceptedPage: page }) => {
  const notRun = page.getByTestId('query-not-run');
  const noMatch = page.getByText(/No company matches|No companies match/);

  // Opened with a syntax error in the URL: nothing ran.
  await page.goto(`/screener?q=${encodeURIComponent('Price > 10 AND')}`);
  await expect(page.getByRole('alert').filter({ hasText: 'unexpected' })).toContainText('unexpected end of query at 1:15');
  await expect(page.getByRole('status').filter({ hasText: 'The query could not run' })).toBeVisible();
  await expect(notRun).toBeVisible();
  await expect(noMatch).toHaveCount(0);
  await bootPage(page);
  await notRun.getByRole('link', { name: 'Fix the query' }).click();
  await expect(box(page)).toBeFocused();

  // A text no company has: the server's refusal, at the box as a syntax error is, naming the nearest sectors.
  await box(page).fill('Sector = "Fintech"');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page).toHaveURL(/q=Sector\+%3D\+%22Fintech%22/);
  await expect(page.getByRole('alert').filter({ hasText: 'no company has' })).toHaveText(
    'no company has Sector "Fintech" — did you mean "Financial Services", "Technology"?',
  );
  await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(notRun).toBeVisible();
  await expect(noMatch).toHaveCount(0);

  // The same, case aside, with a sector the companies have: results.
  await box(page).fill('Sector = "technology"');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(summary(page)).toContainText(/^Showing 1–\d+ of \d+ compan/);
  await expect(box(page)).not.toHaveAttribute('aria-invalid');
  await expect(notRun).toHaveCount(0);
});

test('the range filters are shown as the same query, and can be edited as one', async ({ acceptedPage: page }) => {
  await page.goto('/screener?peMin=5&roeMin=10');
  await expect(page.getByText('Your filters as a query:')).toContainText('P/E >= 5 AND ROE >= 10');
  await page.getByRole('link', { name: 'Edit as a query' }).click();
  await expect(page).toHaveURL(/\/screener\?q=P%2FE\+%3E%3D\+5\+AND\+ROE\+%3E%3D\+10$/);
  await expect(box(page)).toHaveValue('P/E >= 5 AND ROE >= 10');
});

test('without JavaScript the GET form runs a query and shows an error under the box', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await acceptDisclaimer(context, baseURL!);
  const page = await context.newPage();
  await page.goto('/screener');
  await box(page).fill('P/E < 30 AND ROE > 5');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page).toHaveURL(/\/screener\?(sort=valuation&dir=desc&)?q=P%2FE\+%3C\+30\+AND\+ROE\+%3E\+5/);
  await expect(summary(page)).toContainText(summaryFor(await totalFor(request, 'P/E < 30 AND ROE > 5')));

  await page.goto(`/screener?q=${encodeURIComponent('Price > 10 AND')}`);
  await expect(page.getByRole('alert').filter({ hasText: 'unexpected' })).toHaveText(
    'unexpected end of query at 1:15 — expected a column, a number, a quoted text, NOT or (',
  );
  await context.close();
});

test('the help page lists the columns and ten example screens that open the screener', async ({ acceptedPage: page }) => {
  await page.goto('/screener');
  await page.getByRole('link', { name: /How to write a query/ }).click();
  await expect(page).toHaveURL(/\/screener\/help$/);
  await expect(page.getByRole('table', { name: 'Columns a query can use' }).getByRole('rowheader', { name: 'P/E' })).toBeVisible();
  const examples = page.getByRole('region', { name: 'Ten example screens' }).getByRole('link');
  await expect(examples).toHaveCount(10);
  await examples.first().click();
  await expect(page).toHaveURL(/\/screener\?q=P%2FE\+%3C\+25\+AND\+ROE\+%3E\+15$/);
  await expect(box(page)).toHaveValue('P/E < 25 AND ROE > 15');
});
