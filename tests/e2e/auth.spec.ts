import { buildInvestor, createInvestor, createPartner, DEMO, expect, termsBox, test, uniqueContact } from './fixtures';

test.describe('investor registration and sign-in', () => {
  test('shows each bad field, then registers and lands on the dashboard', async ({ acceptedPage: page, context }) => {
    const account = buildInvestor({ fullName: 'Riya Desai' });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Mobile number is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(termsBox(page)).toHaveAccessibleDescription('Please accept the Terms & Conditions and the Privacy Policy.');
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await termsBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Riya');
    const token = (await context.cookies()).find((c) => c.name === 'userToken');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('userToken');
  });

  test("shows the server's message beside a field when the email is taken", async ({ acceptedPage: page, playwright, baseURL }) => {
    const other = await playwright.request.newContext({ baseURL });
    const { account } = await createInvestor(other);
    await other.dispose();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile number').fill(uniqueContact().phone);
    await page.getByLabel('Password', { exact: true }).fill('Another-pass-1');
    await termsBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('refuses a wrong password with one message, then signs in', async ({ acceptedPage: page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Password').fill(DEMO.investor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText('INVDEMO01').first()).toBeVisible();
  });

  test('returns to the protected page that sent the visitor to sign in', async ({ acceptedPage: page }) => {
    await page.goto('/dashboard/UserWatchlist');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2FUserWatchlist$/);
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill(DEMO.investor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/UserWatchlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watch List');
  });
});

test.describe('channel partner registration and sign-in', () => {
  test('registers a partner who then sees their partnership code', async ({ acceptedPage: page }) => {
    const account = buildInvestor({ fullName: 'Vikram Sethi' });
    await page.goto('/Cp/signup');
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile number').fill(account.phone);
    await page.getByLabel('Firm (optional)').fill('Sethi Capital');
    await page.getByLabel('City (optional)').fill('Jaipur');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await termsBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/Cp\/dashboard$/);
    await expect(
      page
        .getByRole('main')
        .getByText(/CP[A-HJ-NP-Z2-9]{6}/)
        .first(),
    ).toBeVisible();
  });

  test('signs the demo partner in and refuses an investor password there', async ({ acceptedPage: page }) => {
    await page.goto('/Cp/signin');
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill(DEMO.investor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.partner.email);
    await page.getByLabel('Password').fill(DEMO.partner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/Cp\/dashboard$/);
    await expect(page.getByRole('main').getByText('CPDEMO01').first()).toBeVisible();
  });
});

test.describe('logout', () => {
  test('from the investor dashboard: tokens gone, home page, signed-out header', async ({ acceptedPage: page, context }) => {
    await createInvestor(page.request);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /account menu|profile|Test Investor/i })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: 'Logout' })
      .or(page.getByRole('button', { name: 'Logout' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'login', exact: true })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('userToken');
    expect(names).not.toContain('partnerToken');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test('from the public header as a partner', async ({ acceptedPage: page, context }) => {
    await createPartner(page.request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/Cp/dashboard');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('button', { name: 'login', exact: true })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('partnerToken');
  });
});
