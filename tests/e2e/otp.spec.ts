// One-time codes in the browser: codes are read from the test's own SMTP server and SMS webhook.
import { buildInvestor, createInvestor, createPartner, expect, termsBox, test } from './fixtures';
import { codeSentTo } from './mail';

test.describe('codes by email and SMS', () => {
  test('registers, signs out, and signs in with an emailed code', async ({ acceptedPage: page, context }) => {
    const account = buildInvestor({ fullName: 'Kavya Nair' });
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await termsBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email and confirm your mobile number' })).toBeVisible();
    await context.clearCookies({ name: 'userToken' });
    await context.clearCookies({ name: 'signedInAs' });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Get a one-time code instead' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email or mobile number is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account uses that address, a code is on its way.')).toBeVisible();
    await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
    const code = await codeSentTo(account.email, since);

    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/That code is not right\. Please check it and try again\. 4 tries left\./)).toBeVisible();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kavya');
    // The code proved the email: only the mobile number is left to confirm.
    await expect(page.getByRole('heading', { name: 'Confirm your mobile number' })).toBeVisible();
  });

  test('a partner signs in with a code sent by SMS', async ({ acceptedPage: page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { account } = await createPartner(api, { fullName: 'Arjun Shah' });
    await api.dispose();
    await page.goto('/Cp/signin');
    await page.getByRole('button', { name: 'Get a one-time code instead' }).click();
    await page.locator('fieldset label', { hasText: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeSentTo(`+91${account.phone}`, since);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/Cp\/dashboard$/);
  });
});

test('forgotten password: reset with an emailed code, then sign in with the new password', async ({
  acceptedPage: page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const { account } = await createInvestor(api, { fullName: 'Dev Malhotra' });
  await api.dispose();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  const code = await codeSentTo(account.email, since);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('textbox', { name: 'New password' }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('Fresh-password-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^Your password is changed./)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill('Fresh-password-42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('lock-out: five wrong passwords lock the account with a clear message, even for the right one', async ({
  acceptedPage: page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const { account } = await createInvestor(api, { fullName: 'Lock Test' });
  await api.dispose();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
  }
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/^Too many failed attempts\. For your security, please try again in \d+ minutes\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
