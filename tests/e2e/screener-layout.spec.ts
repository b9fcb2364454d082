// Screener at phone and desktop widths: min/max checked on the field, results brought into view after
// Apply, a sticky company column with a scroll cue, and the period of the change column.
import type { Page } from '@playwright/test';

import { bootPage, expect, test } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: /Companies matching your filters/ });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No companies match|Updating/ });
const names = (page: Page) => results(page).getByTestId('company-name');

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
}

test('a min above its max is said on the max field, and nothing is applied', async ({ acceptedPage: page }) => {
  await page.goto('/screener');
  const before = await summary(page).textContent();
  await page.getByLabel('Min P/E').fill('50');
  await page.getByLabel('Max P/E').fill('5');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const max = page.getByLabel('Max P/E');
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await expect(max).toHaveAccessibleDescription('Max must be at least the min (50).');
  await expect(max).toBeFocused();
  await expect(page).toHaveURL(/\/screener$/);
  await expect(page.getByLabel('Min P/E')).toHaveValue('50');
  await expect(summary(page)).toHaveText(before!);

  // Fixing the range clears the message and applies.
  await max.fill('80');
  await expect(max).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/screener\?peMin=50&peMax=80$/);
});

test('at 360 px Apply brings the results summary into view and announces the count', async ({ acceptedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/screener');
  await openFilters(page);
  await page.getByLabel('Min P/E').fill('1');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/peMin=1$/);
  await expect(summary(page)).toHaveText(/^Showing 1–\d+ of \d+ compan/);
  await expect(summary(page)).toBeInViewport();
});

for (const width of [360, 1280] as const) {
  test(`at ${width} px the company column stays in view and a cue shows the columns beyond`, async ({ acceptedPage: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/screener');
    // The cue is measured by the page's script, which starts at the visitor's first interaction.
    await bootPage(page);
    const table = results(page);
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Change \(1W\)/ })).toBeVisible();

    // Names are whole, not cut with an ellipsis.
    for (const name of await names(page).all()) {
      const cut = await name.evaluate(
        (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
      expect(cut).toBe(false);
    }

    // Where the table is wider than its box, the cue says so until it is scrolled to the end.
    const hint = page.getByTestId('scroll-hint');
    const overflows = await table.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    if (width === 360) expect(overflows).toBe(true);
    if (!overflows) {
      await expect(hint).toBeHidden();
      await expect(table.getByRole('columnheader', { name: /^Rev\. growth/ })).toBeInViewport();
      return;
    }
    await expect(hint).toHaveText('Scroll sideways for more columns →');
    await expect(page.getByTestId('scroll-shadow')).toBeVisible();
    const boxLeft = (await table.boundingBox())!.x;
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(hint).toHaveText('← Scroll back for the first columns');
    await expect(page.getByTestId('scroll-shadow')).toBeHidden();
    await expect(table.getByRole('columnheader', { name: /^Rev\. growth/ })).toBeInViewport();

    // The sticky company column is still at the box's left edge, above the scrolled cells.
    // (On a phone the query box puts the rows below the fold: bring the first row up, which scrolls the page only.)
    const first = names(page).first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    expect((await first.boundingBox())!.x).toBeLessThan(boxLeft + 60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('at 360 × 800 the query box takes the full width and the price is in view without a swipe', async ({ acceptedPage: page }) => {
  const width = 360;
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/screener');
  await bootPage(page);

  // The input spans the page less its gutters (16 px) and the box's border and padding (13 px) on each side.
  const query = (await page.getByRole('combobox', { name: 'Query' }).boundingBox())!;
  expect(query.x).toBeLessThanOrEqual(32);
  expect(query.x + query.width).toBeGreaterThanOrEqual(width - 32);
  expect(query.width).toBeGreaterThanOrEqual(width - 64);
  await expect(page.getByRole('button', { name: 'Run query' })).toBeVisible();

  // The price is the column after the company's name, whose sector, category and status are written under it.
  const table = results(page);
  const firstRow = table.getByRole('row').nth(1);
  await firstRow.scrollIntoViewIfNeeded();
  expect(await table.evaluate((element) => element.scrollLeft)).toBe(0);
  const price = firstRow.getByRole('cell').first();
  await expect(price).toHaveText(/^₹/);
  await expect(price).toBeInViewport({ ratio: 1 });
  const cell = (await price.boundingBox())!;
  expect(cell.x + cell.width).toBeLessThanOrEqual(width);
  await expect(table.getByRole('columnheader', { name: /^Price/ })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole('columnheader', { name: /^Sector/ })).toBeHidden();
  await expect(firstRow.getByTestId('company-facts')).toHaveText(/^\S.* · .* · .*\S$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
