// The right of erasure end to end: an investor closes their account from Profile → Privacy, which asks
// for their password first (a wrong one is refused on the field and closes nothing), then signs them
// out; the password no longer signs in.
import { createInvestor, expect, test } from './fixtures';

test('an investor closes their account by entering their password', async ({ acceptedPage: page }) => {
  const { account } = await createInvestor(page.request, { fullName: 'Leaving Investor' });

  await page.goto('/dashboard/privacy');
  const section = page.getByRole('region', { name: 'Close my account and erase my data' });
  const form = section.getByRole('form', { name: 'Close my account' });
  const password = form.getByLabel('Your password');
  const close = form.getByRole('button', { name: 'Close my account' });

  await close.click();
  await expect(form.getByText('Password is required.')).toBeVisible();
  await expect(password).toBeFocused();

  await password.fill('not-my-password');
  await close.click();
  await expect(form.getByText('Your password is not right.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/privacy$/);

  await password.fill(account.password);
  await close.click();
  await expect(page).toHaveURL(/\/$/);

  const signIn = await page.request.post('/api/v1/user/auth/login', { data: { email: account.email, password: account.password } });
  expect(signIn.status()).toBe(403);
});
