// The cart (issue 8 §6): reachable from the sidebar and the header, a line's quantity changed with the
// Buy form's rules, a line removed; and the watch list's Remove button on a 360 px phone.
import type { Locator, Page } from '@playwright/test';

import { createInvestor, DEMO, expect, test } from './fixtures';

/** An available company other than the list's first few (which the seed's demo cart and other specs use). */
async function quietCompany(page: Page) {
  await page.goto('/indian-stocks?status=Available&view=table');
  const link = page.getByRole('table').getByRole('link').last();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/indian-stocks\//);
  await page.goto(href ?? '/');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  return { href: href ?? '/', name };
}

/** Nothing runs off the right edge: no sideways scroll, and every listed control inside the viewport. */
async function expectFitsWidth(page: Page, width: number, controls: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // A box with overflow hidden would clip a cell without scrolling the page: every shown cell ends on screen.
  const clipped = await page.evaluate(
    (limit) =>
      [...document.querySelectorAll('main th, main td')]
        .filter((cell) => cell.getClientRects().length > 0 && cell.getBoundingClientRect().right > limit + 0.5)
        .map((cell) => cell.textContent.trim()),
    width,
  );
  expect(clipped).toEqual([]);
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box, `control ${i}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `control ${i}`).toBeLessThanOrEqual(width);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
}

test.describe('cart', () => {
  test('reached from the header and the sidebar; a line’s quantity is changed and the line removed', async ({ acceptedPage: page }) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status(), await login.text()).toBe(200);
    const company = await quietCompany(page);
    await page.getByRole('button', { name: 'Buy' }).click();
    const min = Number(await page.getByLabel('Quantity (shares)').inputValue());
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`shares of ${company.name} are in your cart`)).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/cart',
    );
    const headerLink = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
    await expect(headerLink).not.toHaveAccessibleName('Cart, 0 items');
    const before = Number((await headerLink.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await headerLink.click();
    await expect(page).toHaveURL(/\/dashboard\/cart$/);

    const row = page.getByRole('row').filter({ hasText: company.name });
    await expect(row).toContainText(min.toLocaleString('en-IN'));
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${company.name}` });
    const update = page.getByRole('button', { name: `Update quantity of ${company.name}` });
    if (min > 1) {
      await quantity.fill(String(min - 1));
      await update.click();
      await expect(page.getByText(`Quantity must be at least ${min.toLocaleString('en-IN')} shares (the minimum lot).`)).toBeVisible();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    }
    await quantity.fill('2.5');
    await update.click();
    await expect(page.getByText('Quantity must be a whole number of shares.')).toBeVisible();

    await quantity.fill(String(min * 3));
    await update.click();
    await expect(row).toContainText((min * 3).toLocaleString('en-IN'));
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: `Remove ${company.name} from your cart` }).click();
    await expect(row).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Cart, ${before - 1} ${before - 1 === 1 ? 'item' : 'items'}` }),
    ).toBeVisible();
  });

  test('the cart’s controls fit a 360 px phone', async ({ acceptedPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status()).toBe(200);
    await page.goto('/dashboard/cart');
    await expect(page.getByRole('button', { name: /^Remove .* from your cart$/ }).first()).toBeVisible();
    await expectFitsWidth(page, 360, page.getByRole('main').getByRole('button'));
  });
});

test('watch list: Remove fits a 360 px phone and works', async ({ acceptedPage: page }) => {
  await createInvestor(page.request);
  const company = await quietCompany(page);
  await page.getByRole('button', { name: 'Add to watch list' }).click();
  await expect(page.getByRole('button', { name: 'Remove from watch list' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/UserWatchlist');
  const remove = page.getByRole('button', { name: `Remove ${company.name} from your watch list` });
  await expect(remove).toBeVisible();
  await expectFitsWidth(page, 360, page.getByRole('main').getByRole('button'));
  await remove.click();
  await expect(page.getByRole('heading', { name: 'Your watch list is empty' })).toBeVisible();
});
