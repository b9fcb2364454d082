import { createInvestor, createPartner, expect, test } from './fixtures';

test.describe('who may go where', () => {
  test('a visitor holding both tokens is sent to /unauthorized and can sign out of both', async ({
    acceptedPage: page,
    context,
    playwright,
    baseURL,
  }) => {
    await createInvestor(page.request);
    const other = await playwright.request.newContext({ baseURL });
    await createPartner(other);
    const partnerToken = (await other.storageState()).cookies.find((c) => c.name === 'partnerToken')!;
    await other.dispose();
    await context.addCookies([partnerToken]);

    for (const path of ['/', '/indian-stocks', '/dashboard', '/Cp/dashboard', '/login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/unauthorized$/);
    }
    await page.getByRole('button', { name: 'Sign out of both' }).click();
    await expect(page).toHaveURL(/\/$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('userToken');
    expect(names).not.toContain('partnerToken');
  });

  test('lower-case /cp paths go to /Cp', async ({ acceptedPage: page }) => {
    await page.goto('/cp/clients');
    await expect(page).toHaveURL(/\/Cp\/signin\?next=%2FCp%2Fclients$/);
    await createPartner(page.request);
    await page.goto('/cp/clients');
    await expect(page).toHaveURL(/\/Cp\/clients$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
  });

  test('the investor area needs an investor, the partner area a partner', async ({ acceptedPage: page }) => {
    await page.goto('/dashboard/sell');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fsell$/);
    await page.goto('/Cp/assets');
    await expect(page).toHaveURL(/\/Cp\/signin\?next=%2FCp%2Fassets$/);
    await createInvestor(page.request);
    await page.goto('/Cp/assets');
    await expect(page).toHaveURL(/\/Cp\/signin\?next=/);
    await page.goto('/dashboard/sell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell shares');
  });

  test('a forged token is not let in', async ({ acceptedPage: page, context, baseURL }) => {
    await context.addCookies([{ name: 'userToken', value: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoidXNlciIsInN1YiI6IjEifQ.x', url: baseURL! }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('a signed-in header whose session has ended turns signed-out on a public page', async ({ acceptedPage: page, context, baseURL }) => {
    await createInvestor(page.request);
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

    // The token no longer holds (forged here; a password change elsewhere does the same): the header's
    // cart call answers 401, which drops the hint, and the header shows a signed-out visitor.
    await context.addCookies([{ name: 'userToken', value: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoidXNlciIsInN1YiI6IjEifQ.x', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'login' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('signedInAs');

    // A hint without any token is dropped by the middleware before the page renders.
    await context.addCookies([{ name: 'signedInAs', value: 'user', url: baseURL! }]);
    await context.clearCookies({ name: 'userToken' });
    await page.goto('/indian-stocks');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('signedInAs');
    await expect(page.getByRole('button', { name: 'login' })).toBeVisible();
  });

  test('a next target off the site is ignored after sign-in', async ({ acceptedPage: page, baseURL }) => {
    await page.goto('/login?next=//evil.example/');
    await page.getByLabel('Email').fill('investor@example.com');
    await page.getByLabel('Password').fill('Investor@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  });
});
