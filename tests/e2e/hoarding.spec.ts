// Stock cannot be hoarded (issue 20), as people meet it: an investor reporting a UTR already reported
// on another order sees why under the field; the desk filters the orders whose payment waits to be
// checked, and edits the limits on unpaid orders. (Moving an order to "payment to check" takes the
// server's clock past the check time: the integration tests do that, with a clock of their own.)
import { randomUUID } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { createInvestor, expect, test, uniquePan, uniqueUtr, submitKyc, VERIFY_KYC } from './fixtures';
import { companyOnSale, operatorApi, operatorPage, type AdminCompany } from './operator';

const DUPLICATE_UTR =
  'This UTR is already reported on another order. Each bank transfer pays for one order: please check the UTR of the transfer for this order.';

const KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Hoarding Tester',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};

/** A new investor on `request`'s cookie jar, verified by the operator, with one order of a minimum lot. */
async function investorWithOrder(request: APIRequestContext, operator: APIRequestContext, company: AdminCompany) {
  const { data } = await createInvestor(request, { fullName: 'Hoarding Tester' });
  expect((await submitKyc(request, { ...KYC, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);
  const placed = await request.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; reference: string };
}

test('a UTR already reported on another investor’s order is refused, with the reason under the field', async ({
  acceptedPage: page,
  playwright,
  baseURL,
}) => {
  const operator = await operatorApi(baseURL ?? '');
  const company = await companyOnSale(operator, 2);
  const other = await playwright.request.newContext({ baseURL });
  const theirs = await investorWithOrder(other, operator, company);
  const utr = uniqueUtr();
  expect((await other.post(`/api/v1/user/orders/${String(theirs.id)}/payment`, { data: { utr } })).status()).toBe(200);
  await other.dispose();
  const mine = await investorWithOrder(page.request, operator, company);
  await operator.dispose();

  await page.goto(`/dashboard/transactions/${String(mine.id)}`);
  const field = page.getByLabel(`UTR of your payment for ${mine.reference}`);
  // Typed as a person might, it is still the same transfer.
  await field.fill(`${utr.slice(0, 6).toLowerCase()} ${utr.slice(6)}`);
  await page.getByRole('button', { name: 'Report payment' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(DUPLICATE_UTR.replace(/[.]/g, '\\.')));
  await expect(page.getByText(DUPLICATE_UTR)).toBeVisible();

  // Nothing was recorded: the order still asks for the payment.
  await page.reload();
  await expect(page.getByText("Then report the transfer's UTR below.", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report payment' })).toBeVisible();
});

test('the desk filters the payments to check and edits the limits on unpaid orders', async ({ browser, baseURL }) => {
  const desk = await operatorPage(browser, baseURL ?? '');
  await desk.goto('/admin');
  const queue = desk.getByRole('region', { name: 'Payments to check' });
  await expect(queue.getByTestId('paymentsToCheck-count')).toHaveText(/^\d+/);

  await desk.goto('/admin/orders');
  await desk.getByLabel('Status').selectOption({ label: 'Payment to check' });
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(/[?&]status=payment_to_check/);
  await expect(desk.getByLabel('Status')).toHaveValue('payment_to_check');
  // Only payments to check are listed (or none yet, in a fresh run).
  const rows = desk.getByRole('table').getByRole('row');
  if ((await desk.getByText('No orders match these filters.').count()) === 0) {
    const count = (await rows.count()) - 1;
    await expect(desk.getByRole('table').getByText('Payment to check', { exact: true })).toHaveCount(count);
  }

  await desk.goto('/admin/settings');
  const form = desk.getByRole('form', { name: 'Platform settings' });
  const orders = form.getByLabel('Unpaid orders per investor', { exact: true });
  const value = form.getByLabel('Value of unpaid orders per investor (₹)');
  const check = form.getByLabel('Time to confirm a reported payment (hours)');
  const saved = { orders: await orders.inputValue(), value: await value.inputValue(), check: await check.inputValue() };
  expect(Number(saved.orders)).toBeGreaterThan(0);
  await orders.fill('0');
  await value.fill('ten lakh');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Unpaid orders per investor must be at least 1.')).toBeVisible();
  await expect(form.getByText('Value of unpaid orders per investor must be an amount in rupees, like 10000000.')).toBeVisible();
  await expect(orders).toHaveAttribute('aria-invalid', 'true');
  // Saved as they were: other tests of the run buy under these limits.
  await orders.fill(saved.orders);
  await value.fill(saved.value);
  await check.fill(saved.check);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('Settings updated.');
  await desk.context().close();
});
