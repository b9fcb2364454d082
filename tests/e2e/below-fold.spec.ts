// Sections below the first screen are laid out only as they near the viewport (styles/globals.css
// `.below-fold`); until then each holds the height its page gives it (lib/belowFold.ts). A visitor who
// jumps to the end of a page must find it still: nothing in view moves while those sections are laid
// out. With one 720 px guess for every section, a jump to the end moved what was in view by a
// layout-shift score of 0.23 to 1.06 (a click aimed at the footer could land beside its link); with the
// measured heights 0 in most jumps and at most 0.016 (a few pixels of text wrapping at 360 px). Google
// counts a page's whole visit under 0.1 as good: 0.05 for one jump leaves room for that wrapping only.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const WIDTHS = [360, 1280] as const;

/** Starts collecting the layout shifts the browser reports (the Layout Instability API behind CLS), and
 * notes when the next scroll ends. */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    const watched = window as unknown as { layoutShifts: number[]; scrollEnded: Promise<void> };
    watched.layoutShifts = seen;
    watched.scrollEnded = new Promise((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true }));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

/** The shifts reported so far, after two more frames have been laid out and painted. */
const layoutShiftScore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0)),
          ),
        ),
      ),
  );

async function firstCompanyPath(page: Page): Promise<string> {
  const xml = await (await page.request.get('/sitemaps/companies-1.xml')).text();
  const path = /<loc>https?:\/\/[^/]+(\/indian-stocks\/[^<]+)<\/loc>/.exec(xml)?.[1];
  expect(path, 'the sitemap lists no company page').toBeDefined();
  return path!;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    for (const target of ['the home page', 'a company page'] as const) {
      test(`a jump to the end of ${target} moves nothing in view`, async ({ acceptedPage: page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(target === 'the home page' ? '/' : await firstCompanyPath(page));
        await watchLayoutShifts(page);
        await page.keyboard.press('End');
        await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
        await expect(page.getByRole('contentinfo')).toBeInViewport();
        expect(await layoutShiftScore(page)).toBeLessThan(0.05);
      });
    }
  });
}
