// The console at 768 px (a tablet, or a laptop window beside another): every page of the sidebar and the
// first record each list links to have no serious or critical axe violation (WCAG 2.2 A/AA) and nothing
// that makes the page scroll sideways. The staff pages' own specs check their flows; this one the whole.
// Each page answers 200 (the page staff without a permission are sent to, 403), has its heading and marks
// its section in the sidebar; each shows the demo accounts banner, whole within 768 px (this run's server
// starts with DEMO_ACCOUNTS=true, playwright.config.ts, as `npm run demo` does).
import type { Page } from '@playwright/test';

import { isActiveNav, operatorNav } from '../../lib/navigation';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { operatorApi, operatorPage } from './operator';
import { OPERATOR_RECORD_ROUTES, OPERATOR_ROUTES } from './routes';

const WIDTH = 768;
const BANNER = 'Demo accounts are active on this site.';

/**
 * The sidebar marks the section the page belongs to; pages outside it (the operator's own account) mark
 * none. Below 1024 px the sidebar is in the page but hidden (the header's menu opens it): read by CSS.
 */
async function expectSidebarMark(page: Page, path: string) {
  const inSidebar = operatorNav.some((item) => isActiveNav(item.href, path));
  const marked = page.locator('nav[aria-label="Operator console"]').first().locator('[aria-current="page"]');
  await expect(marked, path).toHaveCount(inSidebar ? 1 : 0);
}

/** The demo accounts banner is on the page, says where the passwords are, and fits the screen. */
async function expectDemoBanner(page: Page, path: string) {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner, path).toContainText('passwords are published in the README');
  const box = await banner.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= WIDTH, `${path}: banner within ${String(WIDTH)} px`).toBe(true);
}

async function problemsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  expect(response?.status(), path).toBe(path === '/admin/forbidden' ? 403 : 200);
  await page.waitForLoadState('networkidle');
  const problems = (await seriousViolations(page)).map((violation) => `${path}: ${violation}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > WIDTH) problems.push(`${path}: the page is ${String(scrollWidth)} px wide at ${String(WIDTH)} px`);
  return problems;
}

/** The first record the list page on screen links to (/admin/orders → /admin/orders/12), if it has one. */
async function firstRecordOf(page: Page, listPath: string): Promise<string | null> {
  const pattern = new RegExp(`^${listPath.replace(/\//g, '\\/')}\\/\\d+$`);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

// One test per page (axe takes seconds a page), so they run in parallel and none runs out of time.
test.describe('the console at 768 px', () => {
  for (const path of OPERATOR_ROUTES) {
    test(`${path} and its first record: no serious axe violation, nothing wider than 768 px, the demo banner`, async ({
      browser,
      baseURL,
    }) => {
      const page = await operatorPage(browser, baseURL ?? '');
      await page.setViewportSize({ width: WIDTH, height: 1024 });
      const problems = await problemsOf(page, path);
      await expectSidebarMark(page, path);
      await expectDemoBanner(page, path);
      const record = await firstRecordOf(page, path);
      if (record) problems.push(...(await problemsOf(page, record)));
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });
  }

  for (const route of OPERATOR_RECORD_ROUTES) {
    test(`${route.example} (a record no list opens by id): no serious axe violation, nothing wider than 768 px, the demo banner`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const operator = await operatorApi(baseURL ?? '');
      const path = await route.open(operator, baseURL ?? '');
      await operator.dispose();
      const page = await operatorPage(browser, baseURL ?? '');
      await page.setViewportSize({ width: WIDTH, height: 1024 });
      const problems = await problemsOf(page, path);
      await expectSidebarMark(page, path);
      await expectDemoBanner(page, path);
      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
});
