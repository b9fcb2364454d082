// The disclaimer overlay, the cookie banner and the floating Join button (spec §2, §4, §9).
import type { Page } from '@playwright/test';

import { BOOT_SCRIPT } from '../../lib/bootScript';
import { brand } from '../../lib/brand';
import { bootPage, expect, test } from './fixtures';

const CHECKBOX_LABEL = 'I accept the terms and conditions.';
const DAY_SECONDS = 24 * 60 * 60;

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Disclaimer' });
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** React has the page (a public page boots at the visitor's first interaction: tests/e2e/fixtures.ts bootPage). */
const waitForHydration = bootPage;

test.describe('disclaimer overlay', () => {
  test('first visit shows the overlay; Read more / Read less toggles three extra paragraphs', async ({ page }) => {
    await page.goto('/');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: CHECKBOX_LABEL, exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: CHECKBOX_LABEL, exact: true })).not.toBeChecked();
    await expect(dialog.getByText(CHECKBOX_LABEL, { exact: true })).toBeVisible();

    // After hydration the server's copy has become the modal dialog.
    await waitForHydration(page);
    // The backdrop: fixed over the whole viewport, z-index 1000, dark, translucent and blurred. The
    // overlay is a modal <dialog>: its backdrop is its ::backdrop, and both sit in the top layer.
    const style = await dialog.evaluate((el) => {
      const s = getComputedStyle(el, '::backdrop');
      return {
        modal: el.matches(':modal'),
        zIndex: getComputedStyle(el).zIndex,
        position: s.position,
        inset: [s.top, s.right, s.bottom, s.left],
        backdropFilter: s.backdropFilter,
        background: s.backgroundColor,
      };
    });
    expect(style.modal).toBe(true);
    expect(style.zIndex).toBe('1000');
    expect(style.position).toBe('fixed');
    expect(style.inset).toEqual(['0px', '0px', '0px', '0px']);
    expect(style.backdropFilter).toContain('blur');
    const alpha = Number(/[/,]\s*([\d.]+)\)$/.exec(style.background)?.[1] ?? 1);
    expect(alpha, `translucent backdrop, got ${style.background}`).toBeGreaterThan(0.2);
    expect(alpha, `translucent backdrop, got ${style.background}`).toBeLessThan(1);

    const paragraphs = dialog.locator('p:visible');
    await expect(paragraphs).toHaveCount(3);
    const more = dialog.getByRole('button', { name: 'Read more', exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(paragraphs).toHaveCount(6);
    const less = dialog.getByRole('button', { name: 'Read less', exact: true });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Read more', exact: true })).toHaveCount(0);
    await less.click();
    await expect(paragraphs).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Read more', exact: true })).toBeVisible();
  });

  test('unticking does nothing; ticking sets accept_cookie, then the banner sets accept_banner_cookie; reload shows nothing', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const dialog = overlay(page);
    const checkbox = dialog.getByRole('checkbox', { name: CHECKBOX_LABEL, exact: true });
    await expect(checkbox).toBeVisible();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);

    // An "untick" (the box can only be unticked once ticked, so it is marked ticked first without an event).
    await checkbox.evaluate((el: HTMLInputElement) => {
      el.checked = true;
    });
    await checkbox.uncheck();
    await expect(checkbox).not.toBeChecked();
    await expect(dialog).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'accept_cookie')).toBeUndefined();

    // Ticking: cookie for one day on path /, overlay replaced by the banner.
    const before = Date.now() / 1000;
    await checkbox.click();
    await expect(dialog).toBeHidden();
    const acceptCookie = (await context.cookies()).find((c) => c.name === 'accept_cookie');
    expect(acceptCookie, 'accept_cookie is set').toBeDefined();
    expect(acceptCookie!.value).toBe('true');
    expect(acceptCookie!.path).toBe('/');
    expect(acceptCookie!.expires).toBeGreaterThan(before + DAY_SECONDS - 300);
    expect(acceptCookie!.expires).toBeLessThan(Date.now() / 1000 + DAY_SECONDS + 300);
    expect((await context.cookies()).find((c) => c.name === 'accept_banner_cookie')).toBeUndefined();

    const consent = banner(page);
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies-policy');
    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toBeHidden();
    const bannerCookie = (await context.cookies()).find((c) => c.name === 'accept_banner_cookie');
    expect(bannerCookie, 'accept_banner_cookie is set').toBeDefined();
    expect(bannerCookie!.value).toBe('true');
    expect(bannerCookie!.path).toBe('/');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'login' })).toBeVisible();
    await waitForHydration(page);
    await expect(overlay(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);

    // Another page of the same visitor shows nothing either.
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });

  test('/Disclaimer never shows the overlay, but the next page does', async ({ page, context }) => {
    await page.goto('/Disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await waitForHydration(page);
    await expect(overlay(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'accept_cookie')).toBeUndefined();

    // Leaving the page (client-side navigation) brings the overlay up: nothing was accepted.
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${brand.name} home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(overlay(page)).toBeVisible();
  });

  test("the overlay's logo links to the home page", async ({ page }) => {
    await page.goto('/about');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    const logo = dialog.getByRole('link', { name: `${brand.name} home` });
    await expect(logo).toHaveAttribute('href', '/');
    await waitForHydration(page);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    // Still not accepted: the overlay stays.
    await expect(overlay(page)).toBeVisible();
  });

  test('with accept_cookie only, a fresh page shows the banner but no overlay', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    await expect(overlay(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
  });
});

// Pages are the same HTML for everyone; the overlay and the banner are in it, and the inline script
// first in <head> (lib/bootScript.ts) marks <html> from the cookies so the stylesheet shows the right one at the
// first paint. These check that state before React runs, by keeping Next's scripts from loading.
test.describe('consent state before hydration', () => {
  async function withoutNextScripts(page: Page) {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
  }

  test('a new visitor gets the overlay from the server HTML, at the first paint', async ({ page, request }) => {
    const html = await (await request.get('/indian-stocks')).text();
    expect(html).toContain('data-consent-pending="disclaimers"');
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);

    await withoutNextScripts(page);
    await page.goto('/indian-stocks', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'disclaimers');
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: CHECKBOX_LABEL, exact: true })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // It covers the page, the Join button included (as the modal dialog's top layer does).
    const hit = await page.getByRole('link', { name: /join/i }).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !!found?.closest('[data-consent-pending="disclaimers"]');
    });
    expect(hit).toBe(true);
  });

  test('a returning visitor gets neither, and one with accept_cookie only gets the banner', async ({ page, context, baseURL }) => {
    await withoutNextScripts(page);
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'banner');
    await expect(banner(page)).toBeVisible();
    await expect(overlay(page)).toBeHidden();

    await context.addCookies([{ name: 'accept_banner_cookie', value: 'true', url: baseURL! }]);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'closed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
  });

  test('/Disclaimer has no overlay in its HTML', async ({ page }) => {
    await withoutNextScripts(page);
    await page.goto('/Disclaimer', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await expect(page.locator('[data-consent-pending="disclaimers"]')).toHaveCount(0);
  });

  test('a returning visitor never has the overlay painted, from the first frame through hydration', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'accept_cookie', value: 'true', url: baseURL! },
      { name: 'accept_banner_cookie', value: 'true', url: baseURL! },
    ]);
    // Before every frame from the start of the document: is any copy of the overlay or banner shown?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __consentSeen: string[] }).__consentSeen = seen;
      let frames = 0;
      const check = () => {
        frames += 1;
        (window as unknown as { __frames: number }).__frames = frames;
        for (const el of document.querySelectorAll('[data-consent-pending], dialog[open], [aria-label="Cookie consent"]')) {
          const box = el.getBoundingClientRect();
          if (getComputedStyle(el).display !== 'none' && box.width > 0 && box.height > 0) seen.push(el.outerHTML.slice(0, 80));
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBeGreaterThan(1);
    expect(await page.evaluate(() => (window as unknown as { __consentSeen: string[] }).__consentSeen)).toEqual([]);
    await expect(page.locator('[data-consent-pending]')).toHaveCount(0);
  });

  test('without JavaScript the page is readable: no overlay that could not be answered', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});

test.describe('floating Join button', () => {
  test('is a green link at the bottom left, below the overlay, to the WhatsApp invite in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    await waitForHydration(page);
    const join = page.getByRole('link', { name: /join/i });
    await expect(join).toHaveCount(1);
    await expect(join).toBeVisible();
    await expect(join).toHaveText('Join');
    await expect(join).toHaveAttribute('href', brand.whatsappInvite);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);

    const style = await join.evaluate((el) => {
      const s = getComputedStyle(el);
      return { zIndex: s.zIndex, position: s.position, background: s.backgroundColor };
    });
    expect(style.zIndex).toBe('9999');
    expect(style.position).toBe('fixed');
    const [r = NaN, g = NaN, b = NaN] = (style.background.match(/[\d.]+/g) ?? []).map(Number);
    expect(g, `green background, got ${style.background}`).toBeGreaterThan(r + 40);
    expect(g, `green background, got ${style.background}`).toBeGreaterThan(b + 20);

    const viewport = page.viewportSize()!;
    const box = (await join.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    // Issue 8: modal layers belong above it. While the disclaimer is open, the point at the
    // button's centre belongs to the overlay (its ::backdrop hits the dialog element), not the button.
    const hit = await join.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { join: !!found && el.contains(found), dialog: !!found?.closest('dialog[open]') };
    });
    expect(hit).toEqual({ join: false, dialog: true });
  });
});
