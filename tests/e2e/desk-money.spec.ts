// The desk works from the money: an investor checks out three companies and reports one UTR; the operator
// finds the orders by that UTR, opens the payment from the list and confirms it once; the investor's
// tracker then shows each of the three orders paid.
import { seriousViolations } from './axe';
import { addToCart, expect, test, uniqueUtr } from './fixtures';
import { companyOnSale, operatorApi, operatorPage, verifiedInvestor } from './operator';

test('three companies, one UTR: the desk finds the payment by it and confirms it once for all three orders', async ({
  acceptedPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const operator = await operatorApi(baseURL ?? '');
  await verifiedInvestor(page.request, operator);
  const companies = [await companyOnSale(operator, 8), await companyOnSale(operator, 14), await companyOnSale(operator, 16)];
  await operator.dispose();
  for (const company of companies) await addToCart(page, company);

  await page.goto('/dashboard/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Confirm and place order' }).click();
  const pay = page.getByRole('region', { name: '3 orders placed: please pay once' });
  await expect(pay.getByTestId('placed-order')).toHaveCount(3);
  const reference = ((await pay.getByTestId('transfer-reference').textContent()) ?? '').trim();
  const utr = uniqueUtr();
  await pay.getByLabel(`UTR of your payment for ${reference}`).fill(utr);
  await pay.getByRole('button', { name: 'Report payment' }).click();
  await expect(pay.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();

  const desk = await operatorPage(browser, baseURL ?? '');
  // The desk's queue holds the payment once, not its three orders.
  await desk.goto('/admin');
  const queue = desk.getByRole('region', { name: 'Payments to confirm' });
  await expect(queue.getByRole('link', { name: reference })).toBeVisible();
  await expect(queue.getByText(/^3 orders: /).first()).toBeVisible();

  // Searched by the UTR, the list has the three orders, each naming the payment.
  await desk.goto('/admin/orders');
  await desk.getByRole('searchbox', { name: 'Search' }).fill(utr);
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${utr}`));
  const rows = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: reference }) });
  await expect(rows).toHaveCount(3);
  for (const company of companies) await expect(rows.filter({ hasText: company.name })).toHaveCount(1);
  await rows.first().getByRole('link', { name: reference }).click();

  await expect(desk.getByRole('heading', { level: 1, name: `Payment ${reference}` })).toBeVisible();
  const paid = desk.getByRole('table', { name: 'The orders this payment pays, with their status' });
  await expect(paid.getByRole('row').filter({ hasText: 'Awaiting payment' })).toHaveCount(3);
  expect(await seriousViolations(desk)).toEqual([]);
  const confirm = desk.getByRole('form', { name: 'Confirm payment received' });
  await expect(confirm.getByLabel('Payment reference')).toHaveValue(utr);
  await confirm.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Payment ${reference} received: 3 orders moved to payment received`);
  await expect(paid.getByRole('row').filter({ hasText: 'Payment received' })).toHaveCount(3);
  await expect(desk.getByRole('form', { name: 'Confirm payment received' })).toBeHidden();
  await expect(desk.getByText('No order of this payment awaits its money: nothing to confirm.')).toBeVisible();
  await desk.context().close();

  // Each order's tracker says the payment is received.
  await page.goto('/dashboard/transactions');
  for (const company of companies) {
    await expect(page.getByRole('row').filter({ hasText: company.name }).first()).toContainText('Payment received');
  }
  const orders = ((await (await page.request.get('/api/v1/user/orders?limit=10')).json()).data.result as { id: number }[]).map(
    (order) => order.id,
  );
  expect(orders).toHaveLength(3);
  for (const id of orders) {
    await page.goto(`/dashboard/transactions/${String(id)}`);
    await expect(page.getByTestId('step-payment_received')).toHaveAttribute('data-state', 'done');
  }
});
