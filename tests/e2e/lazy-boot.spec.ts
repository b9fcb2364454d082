// Public pages boot on interaction (lib/lazyBoot.ts, lib/bootScript.ts): a visitor who only reads runs
// none of the page's scripts; the first pointer, key, touch or focus starts them, and what the visitor
// does before React has hydrated (typing, clicking a button, ticking the disclaimer) is not lost.
import type { Page } from '@playwright/test';

import { brand } from '../../lib/brand';
import { createInvestor, expect, test } from './fixtures';
import { booted, holdScripts } from './lazyBoot';

/** Counts the page's script requests. */
function scriptRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url());
  });
  return seen;
}

test.describe('a public page boots on interaction', () => {
  test('a first visit runs no script until the visitor acts; the disclaimer works without React', async ({ page, context }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'lazy');
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
    // The page is complete and loaded, and no script has been asked for or run.
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    expect(scripts).toEqual([]);
    await expect(booted(page)).toHaveCount(0);

    // Scripts held back: the inline script alone moves the disclaimer on.
    const release = await holdScripts(page);
    await page.getByRole('button', { name: 'Read more' }).click();
    await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByText('I accept the terms and conditions.').click();
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'accept_cookie')?.value).toBe('true');
    await expect(booted(page)).toHaveCount(0);
    // The click started the scripts; once they arrive React takes over in the same state.
    release();
    await expect(booted(page)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'accept_banner_cookie')?.value).toBe('true');
  });

  test('typing before React has the page reaches it once it has', async ({ acceptedPage: page, request }) => {
    const response = await request.get('/api/v1/admin/getCompanyList?page=1&limit=1');
    const company = (await response.json()).data.result[0] as { name: string };
    const query = company.name.split(/\s+/)[0]!.slice(0, 4).toLowerCase();

    await page.goto('/');
    const release = await holdScripts(page);
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search unlisted companies' });
    await search.fill(query);
    await page.getByRole('banner').getByRole('button', { name: 'login', exact: true }).click();
    // The dialog is in the server's HTML: the inline script opens it at once (tests/e2e/login-modal.spec.ts).
    const dialog = page.getByRole('dialog', { name: `Welcome to ${brand.name}` });
    await expect(dialog).toBeVisible();
    await expect(booted(page)).toHaveCount(0);

    release();
    await expect(booted(page)).toHaveCount(1);
    // React took the open dialog over; the typed text reached the search, which asked the API.
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toHaveValue(query);
    await expect(page.getByRole('listbox', { name: 'Matching companies' }).getByRole('option').first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu opens at the first tap, before React; React then has it open', async ({ acceptedPage: page }) => {
      await page.goto('/');
      const release = await holdScripts(page);
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const nav = page.locator('#public-mobile-menu').getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(booted(page)).toHaveCount(0);
      release();
      await expect(booted(page)).toHaveCount(1);
      // The held click reached React: still open, and the next tap closes it.
      await expect(nav).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  });

  test('a link followed before React arrives is a plain link', async ({ acceptedPage: page }) => {
    await page.goto('/');
    await holdScripts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Journey' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a signed-in visitor's page boots at once: the header shows them", async ({ acceptedPage: page, context }) => {
    await createInvestor(context.request);
    await page.goto('/');
    await expect(booted(page)).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  });

  test('signed-in areas and sign-in pages load their scripts as usual', async ({ request }) => {
    for (const path of ['/login', '/Cp/signin', '/admin/login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<script [^>]*data-boot-scripts/);
      expect(html, path).toMatch(/<script src="\/_next\/static\/chunks\/main-[^"]+\.js" defer="">/);
    }
    // A public page lists its scripts in a data block (valid HTML: no <script src> the browser would run).
    const home = await (await request.get('/')).text();
    expect(home).not.toMatch(/<script[^>]* src=/);
    expect(home).toMatch(/<script type="application\/json" data-boot-scripts="">\[[^\]]*"\/_next\/static\/chunks\/main-[^"]+\.js"/);
  });
});
