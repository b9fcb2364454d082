// Every route of the specification answers 200 in its layout.
import { createInvestor, createPartner, expect, test } from './fixtures';
import { AUTH_ROUTES, INVESTOR_ROUTES, PARTNER_ROUTES, PUBLIC_ROUTES } from './routes';

test('public routes answer 200 with the public header, Join button and footer', async ({ acceptedPage: page }) => {
  for (const path of PUBLIC_ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join our WhatsApp group' }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('link[rel="icon"][sizes="32x32"]'), path).toHaveCount(1);
  }
});

test('a company page answers 200 for each slug form and 404 for an unknown one', async ({ acceptedPage: page, request }) => {
  const list = await (await request.get('/api/v1/admin/getCompanyList?page=1&limit=50')).json();
  const odd = list.data.result.find((c: { urlName: string }) => /[ &.(]/.test(c.urlName));
  expect(odd, 'the demo data has a urlName with a space, &, . or (').toBeTruthy();
  const response = await page.goto(`/indian-stocks/${odd.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(odd.name);
  expect((await page.goto('/indian-stocks/no-such-company'))?.status()).toBe(404);
});

test('sign-in routes answer 200 without the public chrome', async ({ acceptedPage: page }) => {
  for (const path of AUTH_ROUTES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Sign in|Create account|Send reset code)$/ }), path).toBeVisible();
  }
});

test('investor routes answer 200 in the investor dashboard, current item highlighted', async ({ acceptedPage: page }) => {
  await createInvestor(page.request);
  for (const path of INVESTOR_ROUTES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByPlaceholder('Search For Unlisted Company...'), path).toBeVisible();
  }
  await page.goto('/dashboard/UserPortfolio');
  await expect(page.locator('[aria-current="page"]').first()).toHaveText(/Portfolio/);
});

test('partner routes answer 200 in the partner dashboard', async ({ acceptedPage: page }) => {
  await createPartner(page.request);
  for (const path of PARTNER_ROUTES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await page.goto('/Cp/clients');
  await expect(page.locator('[aria-current="page"]').first()).toHaveText(/Clients/);
});
