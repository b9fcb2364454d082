// Issue 9, the investor's side: a verified investor buys from the cart through checkout, reports the
// payment's UTR and follows the tracker while the operator (through the API) confirms the payment and
// moves the shares; the holding appears in the portfolio and part of it is sold from /dashboard/sell.
// Also: a price change between loading checkout and confirming, and an unverified investor at checkout.
import type { APIRequestContext, Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { createInvestor, expect, test, uniqueUtr } from './fixtures';
import { approvedBySecond, operatorApi, verifiedInvestor } from './operator';

// The transfer's UTR: one UTR pays one order, so each run (and retry) has its own.
const UTR = uniqueUtr();

interface AdminCompany {
  slug: string;
  name: string;
  pricePaise: number;
  partnerPricePaise: number;
  availableQuantity: number;
  minQuantity: number;
}

/** An available company counted from the end of the list (other specs take the first and the last). */
async function availableCompany(page: Page, operator: APIRequestContext, fromEnd: number): Promise<AdminCompany> {
  await page.goto('/indian-stocks?status=Available&view=table');
  const links = page.getByRole('table').getByRole('link');
  const href = (await links.nth((await links.count()) - 1 - fromEnd).getAttribute('href')) ?? '';
  const slug = decodeURIComponent(href.replace(/^\/indian-stocks\//, ''));
  const response = await operator.get(`/api/v1/admin/companies/${encodeURIComponent(slug)}`);
  expect(response.status(), await response.text()).toBe(200);
  const company = (await response.json()).data as AdminCompany;
  if (company.availableQuantity < company.minQuantity * 4) {
    // A change of stock waits for a second person (four eyes): the second admin approves it.
    const patched = await approvedBySecond(
      await operator.patch(`/api/v1/admin/companies/${encodeURIComponent(slug)}`, {
        data: { availableQuantity: company.minQuantity * 200 },
      }),
    );
    expect(patched.status(), await patched.text()).toBe(200);
  }
  return company;
}

async function addToCart(page: Page, company: AdminCompany, quantity: number) {
  await page.goto(`/indian-stocks/${company.slug}`);
  await page.getByRole('button', { name: 'Buy' }).click();
  await page.getByLabel('Quantity (shares)').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`shares of ${company.name} are in your cart`)).toBeVisible();
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('investor orders', () => {
  test('buys through checkout, reports the UTR, follows the tracker, holds the shares and sells part', async ({
    acceptedPage: page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const operator = await operatorApi(baseURL ?? '');
    await verifiedInvestor(page.request, operator);
    const company = await availableCompany(page, operator, 1);
    const quantity = company.minQuantity * 2;
    await addToCart(page, company, quantity);

    await page.goto('/dashboard/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);
    const line = page.getByRole('row').filter({ hasText: company.name });
    await expect(line).toContainText(rupees(company.pricePaise * quantity));
    await expect(page.getByText('Stamp duty (0.015%)')).toBeVisible();
    await expect(page.getByText('Your bank account')).toBeVisible();
    await expect(page.getByText('Your demat account')).toBeVisible();

    await page.getByRole('button', { name: 'Confirm and place order' }).click();
    const placed = page.getByTestId('placed-order');
    await expect(placed).toContainText(/PB-B-[0-9A-Z]{8}/);
    const reference = (await placed.locator('strong.font-mono').textContent())?.trim() ?? '';
    const total = (await page.getByTestId('placed-order').locator('strong.tabular-nums').textContent())?.trim() ?? '';
    expect(total).toMatch(/^₹/);
    await expect(page.getByText('000111222333')).toBeVisible();

    await page.getByLabel(`UTR of your payment for ${reference}`).fill(UTR);
    await page.getByRole('button', { name: 'Report payment' }).click();
    await expect(page.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();

    // The ordered line left the cart; the overview lists the order as waiting, with a link to its tracker.
    await page.goto('/dashboard/checkout');
    await expect(page.getByRole('heading', { name: 'Nothing to check out' })).toBeVisible();
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Waiting for you' })
      .getByRole('link', { name: new RegExp(`reported \\(${reference}\\): awaiting confirmation$`) })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+$/);
    const orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order', exact: true })).toContainText(`Total${total}`);
    await expect(page.getByText('You reported UTR')).toBeVisible();
    await expect(page.getByTestId('step-awaiting_payment')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('step-payment_received')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('step-completed')).toHaveAttribute('data-state', 'upcoming');
    expect(await seriousViolations(page)).toEqual([]);

    for (const body of [
      { to: 'payment_received', paymentReference: 'NEFT-RECEIVED-1' },
      { to: 'transfer_initiated', transferReference: 'IN-TRF-2026-1' },
      { to: 'completed' },
    ]) {
      const moved = await operator.post(`/api/v1/admin/orders/${orderId}/transition`, { data: body });
      expect(moved.status(), await moved.text()).toBe(200);
      await page.reload();
      await expect(page.getByTestId(`step-${body.to}`)).toHaveAttribute('data-state', 'done');
      await expect(page.getByTestId(`step-${body.to}`).locator('time')).toHaveText(/\d{4}, \d{2}:\d{2} IST$/);
    }
    await expect(page.getByTestId('step-awaiting_payment').locator('time')).toBeVisible();
    await expect(page.getByRole('region', { name: 'References' })).toContainText('Depository transfer referenceIN-TRF-2026-1');
    await expect(page.getByRole('region', { name: 'References' })).toContainText(`Your payment UTR${UTR}`);
    await expect(page.getByText('The shares are in your demat account.')).toBeVisible();

    await page.getByRole('link', { name: 'See your portfolio' }).click();
    const holding = page.getByRole('table', { name: 'Your holdings' }).getByRole('row').filter({ hasText: company.name });
    await expect(holding).toContainText(quantity.toLocaleString('en-IN'));
    await expect(holding).toContainText(/Long-term from \d{1,2} \w{3} \d{4}/);
    await expect(page.getByRole('figure', { name: 'Allocation by sector' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard/transactions?kind=buy');
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Completed');
    expect(await seriousViolations(page)).toEqual([]);
    const csv = await page.request.get('/api/v1/user/transactions/export');
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(reference);

    await page.goto('/dashboard/sell');
    const sellQuantity = company.minQuantity;
    await page.getByLabel(`Shares of ${company.name} to sell`).fill(String(sellQuantity));
    await page.getByRole('button', { name: 'Review sale' }).click();
    await expect(page.getByRole('group', { name: `Confirm the sale of ${company.name}` })).toContainText('you receive');
    await page.getByRole('button', { name: 'Confirm sale' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transactions\/S-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Sell request PB-S-/ })).toBeVisible();
    await expect(page.getByTestId('step-requested')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('step-shares_received')).toHaveAttribute('data-state', 'current');

    await page.goto('/dashboard/sell');
    const request = page.getByRole('region', { name: 'Your sell requests' }).getByRole('row').filter({ hasText: company.name });
    await expect(request).toContainText('Awaiting your shares');
    await expect(request.getByRole('button', { name: /^Cancel PB-S-/ })).toBeVisible();
    await expect(page.getByTestId('sell-holding').filter({ hasText: company.name })).toContainText(
      `${sellQuantity.toLocaleString('en-IN')} of them in open sell requests`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a price change between checkout and confirm is shown and confirmed again', async ({ acceptedPage: page, baseURL }) => {
    test.setTimeout(120_000);
    const operator = await operatorApi(baseURL ?? '');
    await verifiedInvestor(page.request, operator);
    const company = await availableCompany(page, operator, 2);
    await addToCart(page, company, company.minQuantity);
    await page.goto('/dashboard/checkout');
    await expect(page.getByRole('row').filter({ hasText: company.name })).toContainText(rupees(company.pricePaise));
    expect(await seriousViolations(page)).toEqual([]);

    const newPrice = company.pricePaise + 500;
    const path = `/api/v1/admin/companies/${encodeURIComponent(company.slug)}`;
    const patched = await operator.patch(path, { data: { pricePaise: newPrice } });
    expect(patched.status(), await patched.text()).toBe(200);
    try {
      await page.getByRole('button', { name: 'Confirm and place order' }).click();
      await expect(page.getByTestId('price-changed')).toHaveText(
        `Price changed from ${rupees(company.pricePaise)} to ${rupees(newPrice)}.`,
      );
      await expect(page.getByRole('alert').filter({ hasText: 'The price changed' })).toBeVisible();
      await expect(page.getByTestId('placed-order')).toHaveCount(0);
      await page.getByRole('button', { name: 'Confirm at the new price' }).click();
      await expect(page.getByTestId('placed-order')).toContainText(/PB-B-[0-9A-Z]{8}/);
      const orders = await page.request.get('/api/v1/user/orders');
      const result = (await orders.json()).data.result as { pricePaise: number; slug: string }[];
      expect(result.map((order) => [order.slug, order.pricePaise])).toEqual([[company.slug, newPrice]]);
    } finally {
      await operator.patch(path, { data: { pricePaise: company.pricePaise } });
    }
  });

  test('an unverified investor at checkout is sent to KYC', async ({ acceptedPage: page }) => {
    await createInvestor(page.request);
    await page.goto('/dashboard/checkout');
    await expect(page).toHaveURL(/\/dashboard\/kyc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your KYC' })).toBeVisible();
  });
});
