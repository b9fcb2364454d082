// One page container and one heading scale (issue 8 §6): at 1280 px every public page's title starts
// at the header logo's left edge, every dashboard page's title at one edge beside the sidebar, and
// all of them are the same size. The sign-in pages name the role as the chooser does.
import type { Page } from '@playwright/test';

import { DEMO, expect, test } from './fixtures';

const PUBLIC_PAGES = [
  '/indian-stocks',
  '/Startups',
  '/Global-Real-Estate',
  '/Webcast',
  '/articles',
  '/in-the-news',
  '/articles/Real-Estate',
  '/about',
  '/contact-us',
  '/glossary',
  '/Faq',
  '/screener',
  '/career',
  '/terms-conditions',
  '/policies',
];
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/UserWatchlist',
  '/dashboard/cart',
  '/dashboard/kyc',
  '/dashboard/profile',
  '/dashboard/transactions',
];

async function titleBox(page: Page, path: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  const box = await h1.boundingBox();
  const fontSize = await h1.evaluate((el) => getComputedStyle(el).fontSize);
  return { path, x: Math.round(box?.x ?? -1), fontSize };
}

test.use({ viewport: { width: 1280, height: 900 } });

test('page titles share one left edge and one size, public and dashboard', async ({ acceptedPage: page }) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  const logo = await page.getByRole('banner').getByRole('link', { name: /home$/ }).first().boundingBox();
  const publicTitles = [];
  for (const path of PUBLIC_PAGES) publicTitles.push(await titleBox(page, path));

  const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
  expect(login.status()).toBe(200);
  const dashboardTitles = [];
  for (const path of DASHBOARD_PAGES) dashboardTitles.push(await titleBox(page, path));

  const edge = Math.round(logo?.x ?? -1);
  expect(
    publicTitles.filter((t) => t.x !== edge),
    `public titles not at the logo's edge (${edge}px)`,
  ).toEqual([]);
  const dashboardEdge = dashboardTitles[0]?.x;
  expect(
    dashboardTitles.filter((t) => t.x !== dashboardEdge),
    'dashboard titles at another edge',
  ).toEqual([]);
  const size = publicTitles[0]?.fontSize;
  expect(
    [...publicTitles, ...dashboardTitles].filter((t) => t.fontSize !== size),
    `titles not ${size}`,
  ).toEqual([]);
});

test('the sign-in chooser and the sign-in pages use the same word for each role', async ({ acceptedPage: page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'login', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: "I'm a User" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const main = page.getByRole('main');
  await expect(main.getByText('User', { exact: true })).toBeVisible();
  await expect(main.getByText('User', { exact: true })).not.toHaveCSS('text-transform', 'uppercase');
  await expect(main.getByText('Investor', { exact: true })).toHaveCount(0);
  await page.goto('/Cp/signin');
  await expect(page.getByRole('main').getByText('Channel Partner', { exact: true })).toBeVisible();
});
