// Issue 8: the floating Join button (z-index 9999) stays below every modal layer (the disclaimer, the
// sign-in chooser, sweetalert2's alerts) and never covers the end of the page.
import type { Locator, Page } from '@playwright/test';

import { brand } from '../../lib/brand';
import { bootPage, expect, test } from './fixtures';

const joinButton = (page: Page) => page.getByRole('link', { name: /join our whatsapp group/i });

/** What the browser hits at the Join button's centre: the button itself, or which modal layer. */
async function hitAtJoin(join: Locator) {
  return join.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      join: !!found && el.contains(found),
      // React's modal dialog, or before the page has booted the server's copy of the disclaimer.
      dialog: !!found?.closest('dialog[open], [data-consent-pending="disclaimers"]'),
      sweetAlert: !!found?.closest('.swal2-container'),
    };
  });
}

const WIDTHS = [360, 1280];

test.describe('modal layers above the Join button', () => {
  for (const width of WIDTHS) {
    test(`the disclaimer covers it at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
      expect(await hitAtJoin(joinButton(page))).toEqual({ join: false, dialog: true, sweetAlert: false });
      // And once React has the page, its modal dialog does.
      await bootPage(page);
      await expect(page.locator('dialog[open]')).toBeVisible();
      expect(await hitAtJoin(joinButton(page))).toEqual({ join: false, dialog: true, sweetAlert: false });
    });

    test(`the sign-in chooser covers it at ${width} px`, async ({ acceptedPage: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const join = joinButton(page);
      expect((await hitAtJoin(join)).join, 'nothing is open yet: the button is on top').toBe(true);
      await page.getByRole('banner').getByRole('button', { name: 'login', exact: true }).click();
      await expect(page.getByRole('dialog', { name: `Welcome to ${brand.name}` })).toBeVisible();
      expect(await hitAtJoin(join)).toEqual({ join: false, dialog: true, sweetAlert: false });
    });
  }

  test('an alert covers it', async ({ acceptedPage: page }) => {
    await page.goto('/');
    // An empty newsletter address answers with a sweetalert2 warning.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('dialog').and(page.locator('.swal2-popup'));
    await expect(alert).toBeVisible();
    // sweetalert2 hides the rest of the page from assistive technology, so find the button by its link.
    const join = page.locator(`a[href="${brand.whatsappInvite}"]`);
    expect(await hitAtJoin(join)).toEqual({ join: false, dialog: false, sweetAlert: true });
  });
});

test.describe('room for the Join button', () => {
  for (const width of WIDTHS) {
    test(`at the end of the page it covers nothing in the footer at ${width} px`, async ({ acceptedPage: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await footer.getByText(/All rights reserved/).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = await joinButton(page).evaluate((join) => {
        const box = join.getBoundingClientRect();
        const footerElement = document.querySelector('footer');
        if (!footerElement) return ['no footer'];
        // Every piece of footer content the visitor reads or uses: links, buttons, inputs and text.
        const items = Array.from(footerElement.querySelectorAll<HTMLElement>('a, button, input, p, h2, li'));
        return items
          .filter((item) => {
            const rect = item.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) return false;
            return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
          })
          .map((item) => item.textContent.trim() || item.getAttribute('aria-label') || item.tagName);
      });
      expect(covered).toEqual([]);
    });
  }
});
