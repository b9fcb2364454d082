// The footer's newsletter form (spec §4 Newsletter, §5, §7 POST /newsletter/add, §8).

import type { Page, Request } from '@playwright/test';

import { expect, test, uniqueContact } from './fixtures';

const SUCCESS =
  'Thank you for subscribing to our newsletter! You will be the first to know about latest updates & news on private market opportunities. Stay tuned!';
const ADD_PATH = '**/api/v1/common/newsletter/add';

const form = (page: Page) => {
  const footer = page.getByRole('contentinfo');
  return { email: footer.getByLabel('Email address'), subscribe: footer.getByRole('button', { name: /^(Subscribe|Please Wait\.\.\.)$/ }) };
};

/** The sweetalert2 dialog: its text, and its icon type (success, error, warning…). */
const alertDialog = (page: Page) => page.getByRole('dialog').and(page.locator('.swal2-popup'));
const alertText = (page: Page) => alertDialog(page).locator('.swal2-html-container');
const alertIcon = (page: Page, icon: 'success' | 'error' | 'warning') => alertDialog(page).locator(`.swal2-icon.swal2-${icon}`);

async function closeAlert(page: Page) {
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(alertDialog(page)).toBeHidden();
}

/** Records every call to the subscribe endpoint. */
function recordSubscribeCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/newsletter/add')) calls.push(request);
  });
  return calls;
}

/** Holds each subscribe call back for a moment, then sends the real request on to the server. */
async function slowDownSubscribe(page: Page, ms = 1500) {
  await page.route(ADD_PATH, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('footer newsletter form', () => {
  test('an empty email shows a warning and sends nothing', async ({ acceptedPage: page }) => {
    const calls = recordSubscribeCalls(page);
    await page.goto('/');
    const { email, subscribe } = form(page);
    await expect(email).toBeVisible();
    await expect(subscribe).toHaveText('Subscribe');
    await expect(subscribe).toBeEnabled();

    await subscribe.click();
    await expect(alertText(page)).toHaveText('Please enter the email first');
    await expect(alertIcon(page, 'warning')).toBeVisible();
    await closeAlert(page);

    // Blank spaces count as empty too.
    await email.fill('   ');
    await email.press('Enter');
    await expect(alertText(page)).toHaveText('Please enter the email first');
    await closeAlert(page);

    expect(calls).toHaveLength(0);
    await expect(subscribe).toHaveText('Subscribe');
    await expect(subscribe).toBeEnabled();
  });

  test('an invalid email shows an error dialog', async ({ acceptedPage: page }) => {
    await page.goto('/');
    const { email, subscribe } = form(page);
    await email.fill('not-an-email');
    await subscribe.click();
    await expect(alertText(page)).toHaveText('Please enter a valid email address.');
    await expect(alertIcon(page, 'error')).toBeVisible();
    await closeAlert(page);
    await expect(email).toHaveValue('not-an-email');
    await expect(subscribe).toHaveText('Subscribe');
    await expect(subscribe).toBeEnabled();
  });

  test('a new email subscribes ("Please Wait..." while sending); the same email again gets the duplicate message', async ({
    acceptedPage: page,
    context,
  }) => {
    const address = uniqueContact().email;
    await slowDownSubscribe(page);
    await page.goto('/');
    const { email, subscribe } = form(page);
    await email.fill(address);

    const sent = page.waitForRequest((request) => request.url().includes('/newsletter/add') && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().includes('/newsletter/add'));
    await subscribe.click();
    await expect(subscribe).toHaveText('Please Wait...');
    await expect(subscribe).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({ email: address, deviceType: 'website' });
    expect((await answered).status()).toBe(201);

    await expect(alertText(page)).toHaveText(SUCCESS);
    await expect(alertIcon(page, 'success')).toBeVisible();
    // (While the dialog is open, sweetalert2 hides the rest of the page from assistive technology.)
    await closeAlert(page);
    await expect(email).toHaveValue('');
    await expect(subscribe).toHaveText('Subscribe');
    await expect(subscribe).toBeDisabled();

    // Again, from another page: the server refuses, and the form can be used again.
    const again = await context.newPage();
    await slowDownSubscribe(again);
    await again.goto('/about');
    const second = form(again);
    await second.email.fill(address);
    const refused = again.waitForResponse((response) => response.url().includes('/newsletter/add'));
    await second.subscribe.click();
    await expect(second.subscribe).toHaveText('Please Wait...');
    await expect(second.subscribe).toBeDisabled();
    const response = await refused;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    const serverMessage = (await response.json()).errors?.email as string;
    expect(serverMessage).toContain('already subscribed');

    await expect(alertText(again)).toHaveText(serverMessage);
    await expect(alertIcon(again, 'error')).toBeVisible();
    await closeAlert(again);
    await expect(second.subscribe).toHaveText('Subscribe');
    await expect(second.subscribe).toBeEnabled();
    await expect(second.email).toHaveValue(address);
  });
});
