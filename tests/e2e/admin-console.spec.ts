// The operator console at /admin: sign-in with the authenticator code, the desk, KYC review, an order
// moved through its steps with the references each needs, a company's price, and the audit log.
// The demo operator signs in once (a code is accepted once per 30-second step): the tests run in
// order in one worker and reuse the session cookie.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { formatDate, formatPaise } from '../../lib/format';

import { seriousViolations } from './axe';
import { createInvestor, expect, test, uniquePan, uniqueUtr, submitKyc } from './fixtures';
import { verifyKycInConsole } from './operator';

// The transfer's UTR: one UTR pays one order, so each run (and retry) has its own.
const UTR = uniqueUtr();

const OPERATOR = { email: 'operator@example.com', password: 'Operator@123', secret: 'JBSWY3DPEHPK3PXP' };
const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(OPERATOR.secret) });
const INVALID = 'Invalid email, password or authenticator code.';

// Each investor's own PAN: a PAN can be verified on one account only.
const KYC = {
  depository: 'NSDL',
  dpId: 'in301234',
  clientId: '10234567',
  bankAccountName: 'Console Tester',
  bankAccountNumber: '123456789012',
  ifsc: 'hdfc0001234',
};

test.describe.configure({ mode: 'serial' });

let operatorCookie: Cookie | undefined;

async function signedIn(page: Page) {
  if (!operatorCookie) throw new Error('The sign-in test did not run first.');
  await page.context().addCookies([operatorCookie]);
}

/** An available company with stock, from the end of the list's first page (other specs use its start). */
async function companyWithStock(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/admin/getCompanyList?page=1&limit=50')).json();
  for (const { slug } of (list.data.result as { slug: string }[]).reverse()) {
    const company = (await (await request.get(`/api/v1/admin/companies/${encodeURIComponent(slug)}`)).json()).data;
    if (company.status === 'available' && company.availableQuantity >= company.minQuantity * 2) {
      return company as { slug: string; name: string; pricePaise: number; minQuantity: number };
    }
  }
  throw new Error('No available company with stock in the demo data.');
}

test('an anonymous visitor is sent to sign in; a wrong code is refused; the right one opens the console', async ({
  acceptedPage: page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');

  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(OPERATOR.email);
  await form.getByLabel('Password').fill(OPERATOR.password);
  await form.getByLabel('Authenticator code').fill('12345');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('The code is the 6 digits your authenticator app shows.')).toBeVisible();
  // A code from ten minutes ago is outside the accepted window.
  await form.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.now() - 10 * 60_000 }));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);

  // The run's setup signed the operator in with an earlier step's code; the next step's code is
  // accepted (one step of clock drift) and cannot have been spent yet.
  await expect(async () => {
    await form.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/, { timeout: 5_000 });
  }).toPass({ intervals: [10_000], timeout: 75_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  operatorCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'operatorToken');
  expect(operatorCookie?.httpOnly).toBe(true);

  const response = await page.goto('/admin');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['cache-control']).toMatch(/private/);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  for (const queue of [
    'Payments to confirm',
    'Payments to check',
    'Transfers to make',
    'Transfers to confirm',
    'Sales to settle',
    'KYC to review',
  ]) {
    await expect(page.getByRole('region', { name: queue })).toBeVisible();
  }
  await expect(page.getByTestId('operator-name')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});

test('verifies a submitted KYC, then moves a paid order through payment, transfer and completion', async ({
  acceptedPage: page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  const investor = await playwright.request.newContext({ baseURL });
  await createInvestor(investor, { fullName: 'Console Tester' });
  expect((await submitKyc(investor, { ...KYC, pan: uniquePan() })).status()).toBeLessThan(300);
  const detail = await (await investor.get('/api/v1/user/dashBoard/overview/userDetail')).json();
  const code = detail.data[0].userUniqueCode as string;

  await page.goto('/admin');
  const kycQueue = page.getByRole('region', { name: 'KYC to review' });
  await expect(kycQueue.getByTestId('kycToReview-count')).not.toHaveText(/^0/);
  await page.goto('/admin/kyc');
  const card = page.locator(`#kyc-${code}`);
  await expect(card.getByText('IN301234')).toBeVisible();
  await expect(card.getByText('HDFC0001234')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await verifyKycInConsole(page, code);
  await expect(page.getByTestId('notice')).toHaveText('Console Tester: KYC verified.');
  await expect(page.locator(`#kyc-${code}`)).toHaveCount(0);

  // The investor, now verified, orders one minimum lot and reports the payment.
  const company = await companyWithStock(page.request);
  const placed = await investor.post('/api/v1/user/orders', {
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; reference: string };
  expect((await investor.post(`/api/v1/user/orders/${order.id}/payment`, { data: { utr: UTR } })).status()).toBe(200);
  await investor.dispose();

  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Payments to confirm' }).getByRole('link', { name: order.reference })).toBeVisible();
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.reference);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${order.reference}`));
  await page.getByRole('link', { name: order.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order', exact: true }).getByText(UTR, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Investor and KYC' }).getByText('123456789012')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The reference starts as the UTR the investor reported; emptied, it is asked for; another one is flagged.
  const payment = page.getByRole('form', { name: 'Confirm payment received' });
  await expect(payment.getByLabel('Payment reference')).toHaveValue(UTR);
  await payment.getByLabel('Payment reference').fill('');
  await payment.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(payment.getByText('Payment reference is required.')).toBeVisible();
  await payment.getByLabel('Payment reference').fill(`${UTR}9`);
  await expect(payment.getByText(`Not the UTR the investor reported (${UTR})`, { exact: false })).toBeVisible();
  await payment.getByLabel('Payment reference').fill(UTR);
  await payment.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`Order ${order.reference}: payment received. Next, start the share transfer.`);

  const transfer = page.getByRole('form', { name: 'Mark transfer initiated' });
  await transfer.getByLabel('Transfer reference').fill('NSDL-OFF-2026-0042');
  await transfer.getByRole('button', { name: 'Mark transfer initiated' }).click();
  await expect(page.getByTestId('notice')).toContainText(`Order ${order.reference}: share transfer started.`);
  // A paid order is rejected only with a refund reference.
  await expect(page.getByRole('form', { name: 'Reject order' }).getByLabel('Refund reference')).toBeVisible();

  await page.getByRole('button', { name: 'Confirm shares credited (complete)' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`Order ${order.reference} is completed: the shares are in the investor’s portfolio.`);
  await expect(page.getByText('This order is completed: nothing more to do.')).toBeVisible();
  const events = page.getByRole('region', { name: 'Events' });
  for (const step of ['Placed', 'Payment received', 'Transfer initiated', 'Completed']) {
    await expect(events.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(events.getByText('Transfer reference NSDL-OFF-2026-0042')).toBeVisible();

  await page.goto(`/admin/audit?entity=order&entityId=${order.id}`);
  const log = page.getByRole('table');
  for (const action of ['order.payment_received', 'order.transfer_initiated', 'order.completed']) {
    await expect(log.getByText(action, { exact: true })).toBeVisible();
  }
  // Read as a sentence that links the order; the raw values stay one click away.
  await expect(
    log.getByRole('link', { name: `marked order ${order.reference} as transfer initiated (reference NSDL-OFF-2026-0042)` }),
  ).toBeVisible();
  await page.goto(`/admin/audit?entity=kyc&entityId=${code}`);
  await expect(page.getByRole('table').getByText('kyc.verified', { exact: true })).toBeVisible();
});

test("edits a company's price; the public page shows it with its new last-updated time", async ({ acceptedPage: page }) => {
  await signedIn(page);
  const company = await companyWithStock(page.request);
  // A new price, one rupee and 23 paise up, typed as rupees: the form converts it to paise exactly.
  const newPaise = company.pricePaise + 123;
  const typed = `${Math.floor(newPaise / 100)}.${String(newPaise % 100).padStart(2, '0')}`;

  await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}`);
  await page.getByRole('link', { name: company.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const form = page.getByRole('form', { name: `Edit ${company.name}` });
  await form.getByLabel('Investor price (₹)').fill('12.345');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Investor price must be an amount in rupees with at most 2 decimals, like 1234.56.')).toBeVisible();
  // The server's own rule, shown beside its field.
  await form.getByLabel('Investor price (₹)').fill(typed);
  await form.getByLabel('Partner price (₹)').fill(`${Math.floor(newPaise / 100) + 10}`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('The partner price cannot be above the investor price.')).toBeVisible();

  const savedAfter = Date.now() - 60_000;
  // 95%: above the buy-back price (92% as seeded) and the partner price's floor, and within the four-eyes threshold.
  await form.getByLabel('Partner price (₹)').fill(`${Math.floor((newPaise * 0.95) / 100)}`);
  await form.getByLabel('Price source').selectOption('dealer_quote');
  await form.getByLabel('Price note').fill('Two dealers at this level');
  await form.getByRole('button', { name: 'Save changes' }).click();
  // The company form's notice (the IPO milestones panel below has its own).
  await expect(page.getByTestId('notice').filter({ hasText: 'Company updated.' })).toHaveText('Company updated.');
  await expect(page.getByRole('form', { name: `Edit ${company.name}` }).getByLabel('Investor price (₹)')).toHaveValue(typed);

  await page.goto(`/indian-stocks/${company.slug}`);
  await expect(page.getByTestId('company-price')).toHaveText(formatPaise(newPaise));
  const updated = page.getByRole('region', { name: 'Price', exact: true }).locator('time');
  await expect(updated).toHaveText(formatDate(new Date()));
  expect(new Date((await updated.getAttribute('datetime'))!).getTime()).toBeGreaterThan(savedAfter);
  // Where the price comes from, beside it.
  await expect(page.getByTestId('price-source')).toHaveText('Dealer quote');

  await page.goto(`/admin/audit?entity=company&entityId=${company.slug}`);
  const row = page.getByRole('row').filter({ hasText: 'company.update' }).first();
  await expect(row).toContainText(`price from ${formatPaise(company.pricePaise)} to ${formatPaise(newPaise)}`);
  await row.getByText('company.update').click();
  await expect(row.getByText(`pricePaise: ${company.pricePaise} → ${newPaise}`)).toBeVisible();
});

test("an investor's cookie does not open the console", async ({ acceptedPage: page }) => {
  await createInvestor(page.request);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  const response = await page.request.get('/admin/orders', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/admin/login?next=%2Fadmin%2Forders');
});
