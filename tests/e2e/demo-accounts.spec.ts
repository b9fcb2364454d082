// The console says on every page that the demo accounts (public passwords) exist: this run's server
// starts with DEMO_ACCOUNTS=true (playwright.config.ts), as `npm run demo` does.
import { expect, test } from './fixtures';
import { operatorPage } from './operator';
import { OPERATOR_ROUTES } from './routes';

const BANNER = 'Demo accounts are active on this site.';

test('every console page shows the demo accounts banner, readable on a 768 px screen', async ({ browser, baseURL }) => {
  const page = await operatorPage(browser, baseURL ?? '');
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of OPERATOR_ROUTES) {
    await page.goto(path);
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await expect(banner, path).toBeVisible();
    await expect(banner, path).toContainText('passwords are published in the README');
    // Whole on the screen, without scrolling sideways.
    const box = await banner.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 768, `${path}: banner within 768 px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(768);
  }
  await page.context().close();
});
