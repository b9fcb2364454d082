// The full-screen route loader (spec §2 "During any route change…", §9 hide delay 1000 ms).
import type { Page } from '@playwright/test';

import { itemAt } from '../../lib/arrays';

import { bootPage, expect, test } from './fixtures';

/** The full-screen cover inside the loader's live region (the region itself stays mounted, empty). */
const loader = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' }).locator(':scope > div');

interface Timeline {
  shown: number[];
  hidden: number[];
  pushed: number[];
}

/**
 * Records, in the page's own clock, when the loader appears and disappears and when the address
 * changes (history.pushState, which Next calls just before it renders the new page).
 */
async function recordTimeline(page: Page) {
  await page.addInitScript(() => {
    const timeline = { shown: [] as number[], hidden: [] as number[], pushed: [] as number[] };
    (window as unknown as { __timeline: typeof timeline }).__timeline = timeline;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      timeline.pushed.push(performance.now());
      push(...args);
    };
    let visible = false;
    const check = () => {
      const now = Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent.includes('Loading'));
      if (now === visible) return;
      visible = now;
      (now ? timeline.shown : timeline.hidden).push(performance.now());
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const timeline = (page: Page) => page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);

/** React has the page (a public page boots at the visitor's first interaction: tests/e2e/fixtures.ts bootPage). */
const waitForHydration = bootPage;

test.describe('route loader', () => {
  test('covers the screen from the start of a route change and goes about 1 s after the new page is shown', async ({
    acceptedPage: page,
  }) => {
    await recordTimeline(page);
    // Hold the webcasts page's server data back for a moment (then send the real request on), so the change
    // takes a while. (A server-rendered page: its data is fetched on the click, never prefetched.)
    let held = 0;
    await page.route(/\/_next\/data\/[^/]+\/Webcast\.json/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about');
    await waitForHydration(page);
    await expect(loader(page)).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Webcasts', exact: true }).click();
    // During the change: the loader is up while the old page's address is still shown. Read in one
    // go inside the page, so a slow test machine cannot look only after the change has ended.
    await expect(loader(page)).toBeVisible();
    const during = await loader(page).evaluate((cover) => {
      const box = cover.getBoundingClientRect();
      const style = getComputedStyle(cover);
      return {
        pathname: location.pathname,
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        position: style.position,
        zIndex: Number(style.zIndex),
        // The element at the centre of the screen is the loader, not the page.
        coversCentre: cover.contains(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)),
        centre: document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.outerHTML.slice(0, 200) ?? 'nothing',
      };
    });
    expect(during.pathname).toBe('/about');
    expect(during.box).toEqual({ x: 0, y: 0, ...during.viewport });
    expect(during.position).toBe('fixed');
    expect(during.zIndex).toBeGreaterThan(9999); // above the Join button and the disclaimer overlay
    expect(during.coversCentre, `at the centre: ${during.centre}`).toBe(true);

    // The new page is there, and the loader still covers it for a moment… (waitForURL resolves on the
    // change itself; toHaveURL polls up to a second apart and could look only after the loader went.)
    await page.waitForURL(/\/Webcast$/, { waitUntil: 'commit' });
    await expect(loader(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webcasts');
    // …then goes.
    await expect(loader(page)).toBeHidden({ timeout: 3_000 });
    await expect(loader(page)).toHaveCount(0);

    // The click asked for the held data (a hover may have asked once more before it).
    expect(held).toBeGreaterThanOrEqual(1);
    const { shown, hidden, pushed } = await timeline(page);
    expect(shown).toHaveLength(1);
    expect(hidden).toHaveLength(1);
    expect(pushed).toHaveLength(1);
    // Shown from the start (well before the held-back page arrived), hidden about 1 s after the new page:
    // never before the second, and not long after it. The upper bound leaves room for a loaded CI machine,
    // where rendering the new page and the timer itself were measured to take 3.2 s from the address change.
    expect(itemAt(pushed, 0) - itemAt(shown, 0)).toBeGreaterThan(1_000);
    expect(itemAt(hidden, 0) - itemAt(pushed, 0)).toBeGreaterThanOrEqual(950);
    expect(itemAt(hidden, 0) - itemAt(pushed, 0)).toBeLessThan(5_000);
  });

  test('shows and hides again on a footer link and on Back', async ({ acceptedPage: page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(loader(page)).toHaveCount(0);

    // Both changes below are near-instant (the glossary is rendered once and reused, and prefetched;
    // Back returns to a static page): record the loader from inside the page rather than polling for
    // its one-second window, which a loaded machine can miss.
    const watchLoader = () =>
      page.evaluate(() => {
        const shown = () =>
          [...document.querySelectorAll('[role="status"]')].some(
            (el) => el.textContent.includes('Loading') && el.querySelector(':scope > div'),
          );
        const record = window as unknown as { __loaderSeen?: boolean };
        record.__loaderSeen = false;
        new MutationObserver(() => {
          if (shown()) record.__loaderSeen = true;
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    const loaderSeen = () => page.evaluate(() => (window as unknown as { __loaderSeen?: boolean }).__loaderSeen);

    await watchLoader();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect.poll(loaderSeen).toBe(true);
    await expect(loader(page)).toBeHidden({ timeout: 3_000 });

    await watchLoader();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(loaderSeen).toBe(true);
    await expect(loader(page)).toBeHidden({ timeout: 3_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
