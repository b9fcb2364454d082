// Sessions that end, clicked through as people would: an investor on two devices signs one out from
// the other and then signs out everywhere; a token used before sign-out opens nothing after it; a
// signed-in visitor's ?next= never leaves the site; the operator's own account page.
import { acceptDisclaimer, createInvestor, createPartner, DEMO, expect, test } from './fixtures';
import { operatorPage } from './operator';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe('where you’re signed in', () => {
  test('an investor signs their phone out from the laptop, then signs out everywhere', async ({ browser, baseURL }) => {
    // The laptop: a new investor, signed in (registration signs in).
    const laptop = await browser.newContext({ baseURL });
    await acceptDisclaimer(laptop, baseURL!);
    const page = await laptop.newPage();
    const { account } = await createInvestor(page.request);

    // The phone: the same investor signs in through the sign-in form.
    const phone = await browser.newContext({ baseURL, userAgent: PHONE_UA });
    await acceptDisclaimer(phone, baseURL!);
    const phonePage = await phone.newPage();
    await phonePage.goto('/login');
    await phonePage.getByLabel('Email').fill(account.email);
    await phonePage.getByLabel('Password', { exact: true }).fill(account.password);
    await phonePage.getByRole('button', { name: 'Sign in' }).click();
    await expect(phonePage).toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard/profile#sessions');
    const list = page.getByRole('list', { name: 'Your signed-in sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Chrome 131 on Android' });
    await expect(phoneRow).toContainText('Local network');

    await phoneRow.getByRole('button', { name: /Sign out/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
    // Centred in the viewport at 1280 px, not against the left edge over the sidebar.
    const panel = await dialog.locator(':scope > div').boundingBox();
    expect(Math.abs((panel?.x ?? 0) + (panel?.width ?? 0) / 2 - (page.viewportSize()?.width ?? 0) / 2)).toBeLessThan(2);
    await dialog.getByRole('button', { name: 'Sign it out' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The phone is signed out: its next page asks it to sign in, its API calls answer 401.
    expect((await phonePage.request.get('/api/v1/user/profile')).status()).toBe(401);
    await phonePage.goto('/dashboard/UserPortfolio');
    await expect(phonePage).toHaveURL(/\/login\?next=/);

    // Sign out everywhere ends this one too.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/v1/user/profile')).status()).toBe(401);
    await Promise.all([laptop.close(), phone.close()]);
  });

  test('a token copied before logout opens nothing after it', async ({ acceptedPage: page, context, playwright, baseURL }) => {
    await createPartner(page.request);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'partnerToken')?.value;
    expect(token).toBeTruthy();
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token!}` } });
    expect((await replay.get('/api/v1/cp/profile')).status()).toBe(200);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('button', { name: 'login', exact: true })).toBeVisible();
    expect((await replay.get('/api/v1/cp/profile')).status()).toBe(401);
    await replay.dispose();
  });
});

test.describe('redirects stay on this site', () => {
  const PAYLOADS = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example'];

  test('a signed-in investor or partner sent to a sign-in page with a crafted next= stays here', async ({ browser, baseURL }) => {
    const investor = await browser.newContext({ baseURL });
    await acceptDisclaimer(investor, baseURL!);
    const investorRequest = (await investor.newPage()).request;
    await investorRequest.post('/api/v1/user/auth/login', { data: DEMO.investor });
    const partner = await browser.newContext({ baseURL });
    await acceptDisclaimer(partner, baseURL!);
    const partnerRequest = (await partner.newPage()).request;
    await partnerRequest.post('/api/v1/cp/auth/login', { data: DEMO.partner });

    for (const payload of PAYLOADS) {
      for (const [request, page, home] of [
        [investorRequest, '/login', '/dashboard'],
        [partnerRequest, '/Cp/signin', '/Cp/dashboard'],
      ] as const) {
        const response = await request.get(`${page}?next=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
        expect(response.status(), `${page} ${payload}`).toBe(307);
        const location = new URL(response.headers().location!, baseURL);
        expect(location.origin, `${page} ${payload}`).toBe(new URL(baseURL!).origin);
        expect(location.pathname).toBe(home);
      }
    }
    await Promise.all([investor.close(), partner.close()]);
  });

  test('the operator console’s sign-in page too', async ({ browser, baseURL }) => {
    const page = await operatorPage(browser, baseURL!);
    for (const payload of PAYLOADS) {
      const response = await page.request.get(`/admin/login?next=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      expect(response.status(), payload).toBe(307);
      expect(new URL(response.headers().location!, baseURL).href).toBe(new URL('/admin', baseURL).href);
    }
    await page.context().close();
  });
});

test.describe('the operator’s own account', () => {
  test('lists the console’s sessions, refuses a wrong current password, and starts and abandons an authenticator reset', async ({
    browser,
    baseURL,
  }) => {
    const page = await operatorPage(browser, baseURL!);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your signed-in sessions' });
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('A-new-password-1');
    await password.getByLabel('Confirm new password').fill('A-new-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is not right.')).toBeVisible();

    const start = page.getByRole('form', { name: 'Start replacing the authenticator' });
    await start.getByLabel('Your password').fill('Operator@123');
    await start.getByRole('button', { name: 'Set up a new authenticator' }).click();
    await expect(page.getByRole('img', { name: 'QR code of the new authenticator secret' })).toBeVisible();
    const confirm = page.getByRole('form', { name: 'Confirm the new authenticator' });
    await confirm.getByLabel('Code from the new authenticator').fill('000000');
    await confirm.getByRole('button', { name: 'Switch to the new authenticator' }).click();
    await expect(confirm.getByText(/does not match the new secret/)).toBeVisible();
    await page.getByRole('button', { name: 'Keep the old one' }).click();
    await expect(start).toBeVisible();
    // Nothing changed: the console still answers this session.
    expect((await page.request.get('/api/v1/admin/auth/me')).status()).toBe(200);
    await page.context().close();
  });
});
