// Investor KYC: the form's messages, submitting, the status on the dashboard, and Buy refused until
// the KYC is verified. Each test registers its own investor. Verifying is an operator's task with no
// console yet (the CLI `tsx lib/server/db/cli.ts kyc:verify <email>` cannot open the embedded
// database the running server holds), so a verified investor here is the seeded demo investor,
// whose KYC the seed makes verified; tests only read its KYC, so they stay parallel-safe.
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { createInvestor, DEMO, expect, KYC_FORM, PNG_FILE, test, uniquePan, submitKyc } from './fixtures';

// Submitted, never verified here, but still a PAN of this run's own.
const GOOD = { pan: uniquePan().toLowerCase(), ...KYC_FORM };

/** The first company with shares on sale, found through the list's own filter. */
async function availableCompanyHref(page: Page) {
  await page.goto('/indian-stocks?status=Available&view=table');
  return (await page.getByRole('table').getByRole('link').first().getAttribute('href'))!;
}

async function pressBuy(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

test.describe('KYC', () => {
  test('a new investor fixes bad values, submits, and sees the status on the dashboard', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: /Complete your KYC/ });
    await expect(card.getByTestId('kyc-status')).toHaveText('Not started');
    await card.getByRole('link', { name: 'Complete your KYC' }).click();
    await expect(page).toHaveURL(/\/dashboard\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your KYC' })).toBeVisible();
    await expect(page.getByTestId('kyc-status')).toHaveText('Not started');

    // Nothing is flagged before the investor has tried to submit: no "Please upload…" beside the documents.
    const documentList = page.getByRole('region', { name: 'Your documents' });
    await expect(documentList.getByText('Not uploaded')).toHaveCount(3);
    await expect(documentList.getByText(/Please upload/)).toHaveCount(0);
    const form = page.getByRole('form', { name: 'KYC details' });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(form.getByText('PAN is required.')).toBeVisible();
    await expect(documentList.getByText('Please upload your PAN card.')).toBeVisible();
    await expect(form.getByText('Please choose your depository: NSDL or CDSL.')).toBeVisible();
    await expect(form.getByLabel('PAN')).toBeFocused();

    await form.getByLabel('PAN').fill('abcd1234');
    await expect(form.getByLabel('PAN')).toHaveValue('ABCD1234');
    await form.getByRole('radio', { name: 'NSDL' }).check();
    await form.getByLabel('DP ID').fill('12081600');
    await form.getByLabel('Client ID').fill('123');
    await form.getByLabel('Account holder name').fill('A');
    await form.getByLabel('Bank account number').fill('12ab');
    await form.getByLabel('IFSC').fill('hdfc1234567');
    await form.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(form.getByText('PAN must be 10 characters: 5 letters, 4 digits, then 1 letter (like ABCDE1234F).')).toBeVisible();
    await expect(form.getByText('For NSDL, the DP ID is IN followed by 6 digits (like IN301234).')).toBeVisible();
    await expect(form.getByText('The client ID is 8 digits (like 10234567).')).toBeVisible();
    await expect(form.getByText('Account holder name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Bank account number must be 9 to 18 digits, with no spaces or letters.')).toBeVisible();
    await expect(
      form.getByText('IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (like HDFC0001234).'),
    ).toBeVisible();
    for (const label of ['PAN', 'DP ID', 'Client ID', 'Account holder name', 'Bank account number', 'IFSC']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await seriousViolations(page)).toEqual([]);

    // CDSL changes the DP ID's format: the same 8 digits now fit.
    await form.getByRole('radio', { name: 'CDSL' }).check();
    await form.getByLabel('PAN').fill(GOOD.pan);
    await form.getByLabel('Client ID').fill(GOOD.clientId);
    await form.getByLabel('Account holder name').fill(GOOD.bankAccountName);
    await form.getByLabel('Bank account number').fill(GOOD.bankAccountNumber);
    await form.getByLabel('IFSC').fill(GOOD.ifsc);
    await expect(form.getByLabel('IFSC')).toHaveValue('HDFC0001234');
    // The documents come first: the form names each one missing, and nothing is sent.
    await form.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(form.getByRole('alert')).toContainText('Please upload your PAN card.');
    await expect(form.getByRole('alert')).toContainText('Please upload your cancelled cheque or bank statement.');

    // A file that is not a PDF, JPEG or PNG is refused by its content, whatever its name says.
    const documents = page.getByRole('region', { name: 'Your documents' });
    const panUpload = documents.getByRole('form', { name: 'Upload PAN card' });
    await panUpload
      .getByLabel('Choose PAN card file')
      .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await panUpload.getByRole('button', { name: 'Upload PAN card' }).click();
    await expect(panUpload.getByText('The file must be a PDF, JPEG or PNG.')).toBeVisible();
    const kinds = ['PAN card', 'Client master report (CMR) or demat statement', 'Cancelled cheque or bank statement'];
    for (const [index, kind] of kinds.entries()) {
      const upload = documents.getByRole('form', { name: `Upload ${kind}` });
      await upload.getByLabel(`Choose ${kind} file`).setInputFiles(PNG_FILE);
      await upload.getByRole('button', { name: `Upload ${kind}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `${kind} uploaded.` })).toBeVisible();
      await expect(documents.getByRole('link', { name: /^Open / })).toHaveCount(index + 1);
    }
    await expect(documents.getByRole('link', { name: /^Open / })).toHaveCount(3);
    await expect(documents.getByText('Not uploaded')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Submit KYC' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your KYC has been submitted for review.' })).toBeVisible();
    await expect(page.getByTestId('kyc-status')).toHaveText('Submitted — under review');
    await expect(form).toBeHidden();
    await expect(page.getByText('••••9012')).toBeVisible();
    await expect(page.getByText('12081600')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('kyc-status')).toHaveText('Submitted — under review');
    await expect(page.getByRole('form', { name: 'KYC details' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: /Complete your KYC/ }).getByTestId('kyc-status')).toHaveText('Submitted — under review');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'KYC', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/kyc$/);
  });

  test('Buy is refused with the KYC message and a link until the KYC is verified', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    const href = await availableCompanyHref(page);

    await pressBuy(page, href);
    await expect(page.getByText('Please complete your KYC before your first purchase.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to KYC' }).click();
    await expect(page).toHaveURL(/\/dashboard\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your KYC' })).toBeVisible();

    const submitted = await submitKyc(page.request, GOOD);
    expect(submitted.status(), await submitted.text()).toBe(201);
    await pressBuy(page, href);
    await expect(page.getByText('Your KYC is under review. You can buy shares once it is verified.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to KYC' })).toHaveAttribute('href', '/dashboard/kyc');

    const cart = await page.request.get('/api/v1/user/checkOut/getDetails');
    expect((await cart.json()).data.total).toBe(0);
  });

  test('the KYC page fits a 360 px screen and the form works from the keyboard', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/kyc');
    const form = page.getByRole('form', { name: 'KYC details' });
    await expect(form).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await form.getByLabel('PAN').focus();
    await page.keyboard.type('abcpe1234k');
    await page.keyboard.press('Tab'); // to the depository radios
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'NSDL' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'CDSL' })).toBeChecked();
    await expect(form.getByLabel('PAN')).toHaveValue('ABCPE1234K');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the demo investor’s KYC is verified, so the dashboard asks for nothing', async ({ acceptedPage: page }) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'KYC' });
    await expect(card.getByTestId('kyc-status')).toHaveText('Verified');
    await card.getByRole('link', { name: 'View your KYC' }).click();
    await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
    await expect(page.getByRole('form', { name: 'KYC details' })).toHaveCount(0);
    await expect(page.getByText('IN300999')).toBeVisible();
  });
});
