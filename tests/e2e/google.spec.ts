// Google sign-in end to end: the site's next-auth runs the whole OpenID Connect flow (authorize,
// state + PKCE, code exchange with the client secret, ID token checks) against the local provider
// that playwright.config.ts starts in Google's place (tests/support/oidc.mjs).
import type { Page } from '@playwright/test';

import { buildInvestor, createInvestor, expect, termsBox, test } from './fixtures';
import { layoutProblems } from './layout';
import { OIDC_CONTROL_URL, setGoogleIdentity } from './mail';

// The local provider's next identity is global: one test at a time.
test.describe.configure({ mode: 'serial' });

function googleIdentityFor(fullName: string) {
  const { email } = buildInvestor({ fullName });
  return { email: email.replace('e2e-', 'google-'), name: fullName };
}

async function continueWithGoogle(page: Page) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
}

async function overview(page: Page) {
  const response = await page.request.get('/api/v1/user/dashBoard/overview/userDetail');
  expect(response.status()).toBe(200);
  return ((await response.json()).data as Record<string, unknown>[])[0]!;
}

test.describe('Google sign-in', () => {
  test('a new Google identity gets a new investor account and lands on the dashboard', async ({ acceptedPage: page, context }) => {
    const identity = googleIdentityFor('Kavya Google');
    await setGoogleIdentity(identity);
    await page.goto('/login');
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kavya');

    const user = await overview(page);
    expect(user.email).toBe(identity.email);
    expect(user.fullName).toBe(identity.name);
    expect(user.phone).toBeNull();
    expect(user.userUniqueCode).toMatch(/^INV[A-Z2-9]{6}$/);

    // Our own session cookie, out of reach of page scripts.
    const token = (await context.cookies()).find((c) => c.name === 'userToken');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('userToken');
    // next-auth's own cookie is HttpOnly too.
    const nextAuth = (await context.cookies()).find((c) => c.name === 'next-auth.session-token');
    expect(nextAuth?.httpOnly).toBe(true);
  });

  test('a new Google account is asked once, on its dashboard, to accept the terms and choose (at 360 px)', async ({
    acceptedPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await setGoogleIdentity(googleIdentityFor('Ira Google'));
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const question = page.getByRole('region', { name: 'Please accept our terms and make your choices' });
    await expect(question).toBeVisible();
    // Not referred by a partner: the terms and marketing email, both unticked.
    await expect(question.getByRole('checkbox')).toHaveCount(2);
    for (const box of await question.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
    expect(await layoutProblems(page)).toEqual([]);
    await question.getByRole('button', { name: 'Save my choices' }).click();
    await expect(termsBox(question)).toHaveAccessibleDescription('Please accept the Terms & Conditions and the Privacy Policy.');

    await termsBox(question).check();
    await question.getByRole('checkbox', { name: /^Marketing emails/ }).check();
    await question.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your choices are saved' })).toBeFocused();
    const consents = (await (await page.request.get('/api/v1/user/privacy/consents')).json()).data as {
      consents: { purpose: string; granted: boolean }[];
      acceptance: { source: string } | null;
    };
    expect(consents.consents.find((row) => row.purpose === 'marketing_email')?.granted).toBe(true);
    expect(consents.acceptance).toMatchObject({ source: 'prompt' });
    // Asked once: not again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ira');
    await expect(question).toHaveCount(0);
  });

  test('a Google identity whose email has an account signs in to that same account', async ({ acceptedPage: page }) => {
    const { account, data } = await createInvestor(page.request, { fullName: 'Existing Investor' });
    // Signed out of the site again: only Google can bring the visitor back.
    await page.context().clearCookies({ name: 'userToken' });
    await setGoogleIdentity({ email: account.email.toUpperCase(), name: 'Some Other Google Name' });

    await page.goto('/login?next=%2Fdashboard%2Fwatchlist');
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/dashboard\/watchlist$/);

    const user = await overview(page);
    expect(user.userUniqueCode).toBe(data.userUniqueCode);
    expect(user.id).toBe(data.id);
    expect(user.fullName).toBe('Existing Investor');
    expect(user.email).toBe(account.email);
  });

  test('the Google session shows on /login (other tabs and focus refetch it) and continues without another trip', async ({
    acceptedPage: page,
    context,
  }) => {
    const identity = googleIdentityFor('Tab Switcher');
    await setGoogleIdentity(identity);

    // A second tab waits on /login while the first signs in with Google.
    const waiting = await context.newPage();
    await waiting.goto('/login');
    await expect(waiting.getByTestId('session-status')).toHaveAttribute('data-status', 'unauthenticated');
    await expect(waiting.getByText('You are signed in to Google')).toBeHidden();

    await page.goto('/login');
    // next-auth's cross-tab message carries a timestamp in whole seconds, and writing the same value
    // again fires no storage event: let the clock tick past this page's own message first.
    await page.waitForTimeout(1100);
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The dashboard's session read is broadcast (localStorage); the waiting tab refetches.
    await expect(waiting.getByTestId('session-status')).toHaveAttribute('data-status', 'authenticated');
    const panel = waiting.getByRole('region', { name: 'You are signed in to Google' });
    await expect(panel).toContainText(identity.email);

    // Becoming visible again refetches the session too.
    const refetch = waiting.waitForRequest((request) => request.url().endsWith('/api/auth/session'));
    await waiting.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await refetch;

    // Without our cookie, "Continue as" signs in to the same account with no Google round trip.
    const before = await overview(page);
    await context.clearCookies({ name: 'userToken' });
    await waiting.reload();
    await waiting.getByRole('link', { name: `Continue as ${identity.email}` }).click();
    await expect(waiting).toHaveURL(/\/dashboard$/);
    expect((await overview(waiting)).userUniqueCode).toBe(before.userUniqueCode);
    await waiting.close();
  });

  test('logout ends the Google session as well as ours', async ({ acceptedPage: page, context }) => {
    await setGoogleIdentity(googleIdentityFor('Leaving Soon'));
    await page.goto('/login');
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('button', { name: /account menu|profile|Leaving Soon/i })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: 'Logout' })
      .or(page.getByRole('button', { name: 'Logout' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('userToken');
    expect(names).not.toContain('next-auth.session-token');
    await page.goto('/login');
    await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'unauthenticated');
  });

  test('a Google account with an unverified email is refused with a clear message', async ({ acceptedPage: page, context }) => {
    const identity = googleIdentityFor('Not Verified');
    const response = await fetch(`${OIDC_CONTROL_URL}/identity`, {
      method: 'POST',
      body: JSON.stringify({ ...identity, email_verified: false }),
    });
    expect(response.status).toBe(204);
    await page.goto('/login');
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/login\?.*error=AccessDenied/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('verified email');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('userToken');
  });

  test('the completion route without a Google session explains and offers the button again', async ({ acceptedPage: page }) => {
    await page.goto('/api/v1/user/auth/google?next=%2Fdashboard');
    await expect(page).toHaveURL(/\/login\?error=GoogleSessionMissing$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('did not complete');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('sign-up offers Google too; the partner screens do not', async ({ acceptedPage: page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    for (const path of ['/Cp/signin', '/Cp/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    }
  });

  test('the Google button works from the keyboard at 360 px wide', async ({ acceptedPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const identity = googleIdentityFor('Keyboard User');
    await setGoogleIdentity(identity);
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Continue with Google' });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await overview(page)).email).toBe(identity.email);
  });
});
