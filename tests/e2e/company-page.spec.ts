// Company page at phone and desktop widths: shareholding bars beside their labels, a readable price
// chart with a scale and a readout, and the period of the price change shown wherever it appears.
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';

const WIDTHS = [360, 1280] as const;

/** A company whose price has a previous week's price, so its change is a figure (not a dash). */
async function companyWithChange(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const response = await request.get('/api/v1/common/screener?sort=name&dir=asc');
  expect(response.status()).toBe(200);
  const rows = (await response.json()).data.rows as { slug: string; name: string; previousPricePaise: number | null }[];
  const row = rows.find((r) => r.previousPricePaise !== null);
  expect(row, 'no seeded company has a previous price').toBeDefined();
  return { slug: row!.slug, name: row!.name };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const fontSize = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

async function openCompany(page: Page, request: APIRequestContext, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const company = await companyWithChange(request);
  await page.goto(`/indian-stocks/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  return company;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('each shareholding bar sits on its own holder row, and every row has one', async ({ acceptedPage: page, request }) => {
      const company = await openCompany(page, request, width);
      const table = page.getByRole('table', { name: `${company.name} shareholding pattern` });
      await table.scrollIntoViewIfNeeded();
      const rows = table.locator('tbody tr');
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      await expect(table.getByRole('rowheader', { name: /Public & Others/ })).toBeVisible();
      for (let index = 0; index < count; index += 1) {
        const row = rows.nth(index);
        const label = await box(row.getByRole('rowheader'));
        const bars = row.getByTestId('shareholding-bar');
        await expect(bars).toHaveCount(1);
        await expect(bars).toBeVisible();
        const bar = await box(bars);
        // The bar's vertical extent lies within its label's row (and so overlaps the label's text).
        expect(bar.y).toBeGreaterThanOrEqual(label.y - 1);
        expect(bar.y + bar.height).toBeLessThanOrEqual(label.y + label.height + 1);
        expect(bar.width).toBeGreaterThan(40);
      }
    });

    test('the price chart has a price scale, readable labels and a readout on focus and hover', async ({ acceptedPage: page, request }) => {
      await openCompany(page, request, width);
      const chart = page.getByRole('slider', { name: /price by week/ });
      await chart.scrollIntoViewIfNeeded();
      const ticks = page.getByTestId('price-tick');
      expect(await ticks.count()).toBeGreaterThanOrEqual(3);
      for (const tick of await ticks.all()) {
        await expect(tick).toHaveText(/^₹[\d,]+$/);
        expect(await fontSize(tick)).toBeGreaterThanOrEqual(12);
      }
      expect(await fontSize(page.getByTestId('price-dates'))).toBeGreaterThanOrEqual(12);
      // The fundamentals chart's year labels keep their size too (they used to shrink with the SVG).
      const year = page
        .locator('#fundamentals')
        .locator('..')
        .getByText(/^FY\d{4}$/)
        .first();
      if (await year.count()) expect(await fontSize(year)).toBeGreaterThanOrEqual(11);

      const readout = page.getByTestId('price-readout');
      await chart.focus();
      const latest = await chart.getAttribute('aria-valuetext');
      expect(latest).toMatch(/^\d{1,2} \w+ \d{4}: ₹[\d,]+\.\d\d$/);
      await expect(readout).toHaveText(latest!);
      await page.keyboard.press('ArrowLeft');
      const before = await chart.getAttribute('aria-valuetext');
      expect(before).not.toBe(latest);
      await expect(readout).toHaveText(before!);
      await page.keyboard.press('Home');
      await expect(chart).toHaveAttribute('aria-valuenow', '0');

      const plot = await box(chart);
      await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2);
      await expect(readout).toHaveText(/^\d{1,2} \w+ \d{4}: ₹[\d,]+\.\d\d$/);
    });

    test('the price change shows its period on the company page', async ({ acceptedPage: page, request }) => {
      await openCompany(page, request, width);
      await expect(page.getByRole('region', { name: 'Price', exact: true })).toContainText(/[+−-]?(?<!\d)\d+\.\d+% ?\(1W\)/);
    });
  });
}

test('cards show the period of their price change', async ({ acceptedPage: page }) => {
  await page.goto('/indian-stocks');
  const cards = page.getByRole('list', { name: 'Companies' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  const withChange = texts.filter((text) => /(?<!\d)\d+\.\d+%/.test(text));
  expect(withChange.length).toBeGreaterThan(0);
  for (const text of withChange) expect(text).toMatch(/(?<!\d)\d+\.\d+%\s*\(1W\)/);
});
