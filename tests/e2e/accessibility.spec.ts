// Automated accessibility check (axe-core, WCAG 2.2 A/AA rules) of every public route.
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { bootPage, expect, test } from './fixtures';
import { AUTH_ROUTES, detailRoutes, PUBLIC_ROUTES } from './routes';

test.describe('accessibility', () => {
  // One test per route (axe takes several seconds a page), so the routes run in parallel and a slow
  // machine never runs one test out of time.
  async function expectNoSeriousViolations(page: Page, paths: readonly string[]) {
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) failures.push(`${path}: ${violation}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }

  for (const path of [...PUBLIC_ROUTES, ...AUTH_ROUTES]) {
    test(`${path} has no serious or critical violations`, async ({ acceptedPage: page }) => {
      await expectNoSeriousViolations(page, [path]);
    });
  }

  test('company, startup and article pages have no serious or critical violations', async ({ acceptedPage: page, request }) => {
    test.setTimeout(120_000);
    const details = await detailRoutes(request);
    await expectNoSeriousViolations(page, [details.company, details.startup, details.article]);
  });

  test('the disclaimer overlay and the cookie banner are accessible', async ({ page, context, baseURL }) => {
    await page.goto('/');
    // The server's copy, before the page's scripts run (they wait for an interaction)...
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // ...and the modal dialog React opens over it after hydration.
    await bootPage(page);
    await expect(page.locator('dialog[open]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
