// Issue 9's whole flow in two browsers at once, as the investor and an operator would live it: the
// investor buys from the cart through checkout and reports the UTR; the operator signs in at
// /admin/login with the authenticator code and moves the order through the console; after each move
// the investor's tracker shows the step with its time, the panel has a notification and the mail
// catcher an email; the holding appears in the portfolio; part of it is sold and the operator settles it.
import { orderMovedNotice } from '../../lib/status/orders';

import { createInvestor, expect, seesNotification, test, uniquePan, uniqueUtr, submitKyc } from './fixtures';
import { emailText } from './mail';
import { approvedBySecond, operatorApi, operatorConsole, verifyKycInConsole } from './operator';

// The transfer's UTR: one UTR pays one order, so each run (and retry) has its own.
const UTR = uniqueUtr();

// Each investor's own PAN: a PAN can be verified on one account only.
const KYC = {
  depository: 'CDSL',
  dpId: '12081600',
  clientId: '00012345',
  bankAccountName: 'Flow Investor',
  bankAccountNumber: '998877665544',
  ifsc: 'ICIC0001234',
};

test('an investor buys and sells while an operator runs the order from the desk', async ({ acceptedPage: page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const { account, data } = await createInvestor(page.request, { fullName: 'Flow Investor' });
  const api = await operatorApi(base);
  expect((await submitKyc(page.request, { ...KYC, pan: uniquePan() })).status()).toBe(201);

  // The operator verifies the KYC from the desk's queue.
  const desk = await operatorConsole(browser, base);
  await desk.goto('/admin/kyc');
  await verifyKycInConsole(desk, String(data.userUniqueCode));
  await expect(desk.getByTestId('notice')).toHaveText('Flow Investor: KYC verified.');
  await emailText(account.email, 'KYC verified');

  // A company on sale with stock (the last available one in the public table; its stock topped up).
  await page.goto('/indian-stocks?status=Available&view=table');
  const links = page.getByRole('table').getByRole('link');
  const href = (await links.nth((await links.count()) - 4).getAttribute('href')) ?? '';
  const slug = decodeURIComponent(href.replace(/^\/indian-stocks\//, ''));
  const company = (await (await api.get(`/api/v1/admin/companies/${encodeURIComponent(slug)}`)).json()).data as {
    name: string;
    minQuantity: number;
  };
  // A change of stock waits for a second person (four eyes): the second admin approves it.
  const stocked = await approvedBySecond(
    await api.patch(`/api/v1/admin/companies/${encodeURIComponent(slug)}`, { data: { availableQuantity: company.minQuantity * 100 } }),
  );
  expect(stocked.status(), await stocked.text()).toBe(200);
  await api.dispose();

  // Cart → checkout → confirm → the reference and the amount → the UTR.
  await page.goto(`/indian-stocks/${slug}`);
  await page.getByRole('button', { name: 'Buy' }).click();
  const quantity = company.minQuantity * 2;
  await page.getByLabel('Quantity (shares)').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`shares of ${company.name} are in your cart`)).toBeVisible();
  await page.goto('/dashboard/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Confirm and place order' }).click();
  const placed = page.getByTestId('placed-order');
  await expect(placed).toContainText(/PB-B-[0-9A-Z]{8}/);
  const reference = (await placed.locator('strong.font-mono').textContent())?.trim() ?? '';
  await page.getByLabel(`UTR of your payment for ${reference}`).fill(UTR);
  await page.getByRole('button', { name: 'Report payment' }).click();
  await expect(page.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();
  await emailText(account.email, `Order ${reference} placed`);
  await emailText(account.email, `Payment reported for ${reference}`);

  // The operator finds it by its reference (the desk's queues show only the oldest few) and opens it.
  await desk.goto(`/admin/orders?q=${reference}`);
  await desk.getByRole('link', { name: reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const orderId = desk.url().split('/').pop() ?? '';

  await page.goto(`/dashboard/transactions/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();

  const moves = [
    {
      form: 'Confirm payment received',
      fill: ['Payment reference', UTR],
      step: 'payment_received',
      title: `Payment received for ${reference}`,
    },
    {
      form: 'Mark transfer initiated',
      fill: ['Transfer reference', 'CDSL-OFF-2026-0777'],
      step: 'transfer_initiated',
      title: `Shares on their way for ${reference}`,
    },
    { form: 'Confirm shares credited (complete)', fill: null, step: 'completed', title: `Order ${reference} completed` },
  ] as const;
  for (const move of moves) {
    if (move.fill) {
      const form = desk.getByRole('form', { name: move.form });
      await form.getByLabel(move.fill[0]).fill(move.fill[1]);
      await form.getByRole('button', { name: move.form }).click();
    } else {
      await desk.getByRole('button', { name: move.form }).click();
    }
    // This move's own notice (the last move's, also about this order, may still be on the page).
    await expect(desk.getByTestId('notice')).toHaveText(orderMovedNotice(reference, move.step));

    // The investor: the step done with its time, a notification, an email.
    await seesNotification(page, move.title);
    await expect(page.getByTestId(`step-${move.step}`)).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId(`step-${move.step}`).locator('time')).toHaveText(/\d{4}, \d{2}:\d{2} IST$/);
    expect(await emailText(account.email, move.title)).toContain(`/dashboard/transactions/${orderId}`);
  }
  await expect(page.getByRole('region', { name: 'References' })).toContainText('CDSL-OFF-2026-0777');

  await page.goto('/dashboard/UserPortfolio');
  await expect(page.getByRole('table', { name: 'Your holdings' }).getByRole('row').filter({ hasText: company.name })).toContainText(
    quantity.toLocaleString('en-IN'),
  );

  // Part of it sold back; the operator settles the sale from the desk.
  await page.goto('/dashboard/sell');
  await page.getByLabel(`Shares of ${company.name} to sell`).fill(String(company.minQuantity));
  await page.getByRole('button', { name: 'Review sale' }).click();
  await page.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/S-\d+$/);
  // The address changes before the new page is drawn: wait for its heading before reading it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sell request PB-S-/);
  const sellReference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Sell request ', '').trim();
  expect(sellReference).toMatch(/^PB-S-/);
  await emailText(account.email, `Sell request ${sellReference} received`);

  await desk.goto(`/admin/sell?q=${sellReference}`);
  await desk.getByRole('link', { name: sellReference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Sell request ${sellReference}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Confirm shares received' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Sell request ${sellReference}`);
  const paid = desk.getByRole('form', { name: 'Confirm investor paid (complete)' });
  await paid.getByLabel('Payment reference').fill('NEFT-PAYOUT-0042');
  await paid.getByRole('button', { name: 'Confirm investor paid (complete)' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`${sellReference} is completed`);

  await seesNotification(page, `Sale ${sellReference} completed`);
  await expect(page.getByTestId('step-completed')).toHaveAttribute('data-state', 'done');
  await emailText(account.email, `Shares received for ${sellReference}`);
  expect(await emailText(account.email, `Sale ${sellReference} completed`)).toContain('NEFT-PAYOUT-0042');

  await page.goto('/dashboard/UserPortfolio');
  await expect(page.getByRole('table', { name: 'Your holdings' }).getByRole('row').filter({ hasText: company.name })).toContainText(
    company.minQuantity.toLocaleString('en-IN'),
  );
  await desk.context().close();
});
