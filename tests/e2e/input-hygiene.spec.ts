// Clean input or a 400 (issue 20): a firm name pasted with a hidden text-direction character (U+202E)
// is refused under its field by the sign-up form, and by the API with the same message.
import { buildPartner, expect, termsBox, test } from './fixtures';

const MESSAGE = 'This contains a hidden control or text-direction character. Please type it again.';

test('partner sign-up shows the message under a pasted firm name holding U+202E, then opens the account once corrected', async ({
  acceptedPage: page,
  request,
}) => {
  const account = buildPartner({ fullName: 'Meera Pillai' });
  const pasted = 'Pillai \u202eCapital';
  await page.goto('/Cp/signup');
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Firm (optional)').fill(pasted);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  const firm = page.getByLabel('Firm (optional)');
  await expect(firm).toHaveAttribute('aria-invalid', 'true');
  await expect(firm).toHaveAccessibleDescription(MESSAGE);
  await expect(page).toHaveURL(/\/Cp\/signup$/);

  // The server refuses the same value with the same message on the field (the form's check is a courtesy).
  const refused = await request.post('/api/v1/cp/auth/register', { data: { ...account, firm: pasted } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual({ firm: MESSAGE });

  await firm.fill('Pillai Capital');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/Cp\/dashboard$/);
});
