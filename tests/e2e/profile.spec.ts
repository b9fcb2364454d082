import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';

import { acceptDisclaimer, buildInvestor, createInvestor, createPartner, expect, termsBox, test, uniqueContact } from './fixtures';
import { codeSentTo } from './mail';

const pngPicture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();

test.describe('investor profile', () => {
  test('edits the name, uploads a picture, changes email and password', async ({ acceptedPage: page, context, baseURL }) => {
    const { account } = await createInvestor(page.request, { fullName: 'Meera Iyer' });
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    const accountMenu = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
    await expect(accountMenu).toContainText('Meera Iyer');
    await expect(page.getByRole('link', { name: 'KYC details' })).toHaveAttribute('href', '/dashboard/kyc');

    // Name
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Full name').fill('');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('Full name is required.')).toBeVisible();
    await details.getByLabel('Full name').fill('Meera Iyer-Rao');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('Your profile is saved.')).toBeVisible();
    await expect(accountMenu).toContainText('Meera Iyer-Rao');

    // Picture: a text file named .png is refused before upload, a real PNG is stored and shown in the header.
    const picture = page.getByLabel('Choose a picture');
    await picture.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPicture() });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Your profile picture is saved.')).toBeVisible();
    const headerAvatar = accountMenu.locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /^\/api\/v1\/image\/files\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

    // Email: a code goes to the new address.
    const newEmail = uniqueContact().email;
    const emailCard = page.getByRole('region', { name: 'Email', exact: true });
    await emailCard.getByRole('button', { name: 'Change email' }).click();
    await emailCard.getByLabel('New email').fill(newEmail);
    const since = Date.now();
    await emailCard.getByRole('button', { name: 'Send code' }).click();
    await expect(emailCard.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const code = await codeSentTo(newEmail, since - 1000);
    await emailCard.getByLabel('6-digit code').fill(code);
    await emailCard.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(emailCard.getByText('Your email is changed.')).toBeVisible();
    await expect(emailCard.getByText(newEmail)).toBeVisible();
    await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();

    // Password: the wrong current one is refused, then it changes and signs in.
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill('not-my-password');
    await passwordForm.getByLabel('New password', { exact: true }).fill('Fresh-pass-2024');
    await passwordForm.getByLabel('Confirm new password').fill('Fresh-pass-2024');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByText('Your current password is not right.')).toBeVisible();
    await passwordForm.getByLabel('Current password').fill(account.password);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByText('Your password is changed.')).toBeVisible();

    await context.clearCookies();
    await acceptDisclaimer(context, baseURL!);
    await page.goto('/login');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Password').fill('Fresh-pass-2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toContainText('Meera Iyer-Rao');
  });
});

test.describe('partner referral', () => {
  test("an investor who signs up through the partner's link becomes the partner's client", async ({
    acceptedPage: page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await createPartner(page.request, { fullName: 'Vikram Sethi' });

    await page.goto('/Cp/clients');
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

    await page.goto('/Cp/cp-profile');
    await page.getByRole('button', { name: 'Copy sign-up link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const link = await page.getByLabel('Sign-up link').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const code = await page.getByLabel('Partnership code').inputValue();
    expect(link).toBe(`${baseURL}/signup?code=${code}`);

    // A new visitor, in a browser context of their own, follows the link.
    const visitorContext = await browser.newContext({ baseURL });
    await acceptDisclaimer(visitorContext, baseURL!);
    const visitor = await visitorContext.newPage();
    const investor = buildInvestor({ fullName: 'Nisha Kapoor' });
    await visitor.goto(link);
    await expect(visitor.getByLabel('Partnership code (optional)')).toHaveValue(code);
    await visitor.getByLabel('Full name').fill(investor.fullName);
    await visitor.getByLabel('Email', { exact: true }).fill(investor.email);
    await visitor.getByLabel('Mobile number').fill(investor.phone);
    await visitor.getByLabel('Password', { exact: true }).fill(investor.password);
    await termsBox(visitor).check();
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await visitorContext.close();

    await page.goto('/Cp/clients');
    const row = page.getByRole('row', { name: /Nisha Kapoor/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Not started');
    await expect(row).toContainText(/INV|[A-Z0-9]{6,}/);
    await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  });
});

test('the profile and clients pages have no serious accessibility violations', async ({ acceptedPage: page, browser, baseURL }) => {
  // Two accounts and an axe pass per page: 50-60 s on a busy 2-core machine, at the edge of the usual minute.
  test.slow();
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${page.url()}: ${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  const { data } = await createPartner(page.request);
  const investorContext = await browser.newContext({ baseURL });
  const investor = buildInvestor({ fullName: 'Client Person' });
  const response = await investorContext.request.post('/api/v1/user/auth/register', {
    data: { ...investor, partnershipCode: data.partnershipCode },
  });
  expect(response.status()).toBe(201);
  await investorContext.close();

  const failures: string[] = [];
  for (const path of ['/Cp/cp-profile', '/Cp/clients']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    failures.push(...(await serious()));
  }
  await expect(page.getByRole('row', { name: /Client Person/ })).toBeVisible();
  await page.context().clearCookies();
  await acceptDisclaimer(page.context(), baseURL!);
  await createInvestor(page.request);
  await page.goto('/dashboard/profile');
  await page.waitForLoadState('networkidle');
  failures.push(...(await serious()));
  expect(failures, failures.join('\n')).toEqual([]);
});
