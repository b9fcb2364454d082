// Issue 25, "One payment per checkout" and "The missing steps": a cart of two companies is one bank
// transfer (one reference, one amount) with copy buttons; the UTR reported once marks both orders
// "Payment reported — being checked"; a removed cart line comes back with Undo from the keyboard; and
// a seller enters the DIS reference on the sale's tracker, which the desk then sees.
import { randomUUID } from 'node:crypto';

import { addToCart, expect, test, uniqueUtr } from './fixtures';
import { companyOnSale, operatorApi, verifiedInvestor } from './operator';

test.describe('one payment per checkout', () => {
  test('a cart of two companies: a line removed and undone, one payment with copy buttons, the UTR once for both orders', async ({
    acceptedPage: page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const operator = await operatorApi(baseURL ?? '');
    await verifiedInvestor(page.request, operator);
    const first = await companyOnSale(operator, 5);
    const second = await companyOnSale(operator, 6);
    await addToCart(page, first);
    await addToCart(page, second);

    // Removing a line offers to undo it; Undo has the focus, so Enter brings the line back.
    await page.goto('/dashboard/cart');
    const secondLink = page.getByRole('link', { name: second.name });
    await expect(secondLink).toBeVisible();
    await page.getByRole('button', { name: `Remove ${second.name} from your cart` }).click();
    await expect(page.getByText(`Removed ${second.name}.`)).toBeVisible();
    await expect(secondLink).toBeHidden();
    const undo = page.getByRole('button', { name: `Undo: put ${second.name} back in your cart` });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(secondLink).toBeVisible();
    await expect(undo).toBeHidden();

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Confirm and place order' }).click();
    const pay = page.getByRole('region', { name: '2 orders placed: please pay once' });
    await expect(pay).toBeVisible();
    await expect(pay.getByTestId('placed-order')).toHaveCount(2);
    const reference = ((await pay.getByTestId('transfer-reference').textContent()) ?? '').trim();
    expect(reference).toMatch(/^PB-P-[0-9A-Z]{8}$/);

    // Each value of the one transfer copies with its own button, and says so.
    for (const [what, value] of [
      ['account number', '000111222333'],
      ['IFSC', 'DEMO0001234'],
      ['reference', reference],
    ] as const) {
      const button = pay.getByRole('button', { name: `Copy ${what}` });
      await button.click();
      // The button itself says so (for two seconds), and a live region announces it.
      await expect(button).toHaveText('Copied');
      await expect(pay.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    await pay.getByRole('button', { name: 'Copy amount' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+\.\d{2}$/);

    await pay.getByLabel(`UTR of your payment for ${reference}`).fill(uniqueUtr());
    await pay.getByRole('button', { name: 'Report payment' }).click();
    await expect(pay.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();

    // Both orders say the payment is reported, in the list and on each tracker.
    await page.goto('/dashboard/transactions');
    for (const company of [first, second]) {
      await expect(page.getByRole('row').filter({ hasText: company.name })).toContainText('Payment reported — being checked');
    }
    await page.getByRole('row').filter({ hasText: first.name }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order PB-B-/ })).toBeVisible();
    await expect(page.getByText('Payment reported — being checked')).toBeVisible();
    await expect(page.getByRole('region', { name: 'References' })).toContainText(reference);
  });

  test('a seller enters the DIS reference on the sale’s tracker, and the desk sees it', async ({ acceptedPage: page, baseURL }) => {
    test.setTimeout(120_000);
    const operator = await operatorApi(baseURL ?? '');
    await verifiedInvestor(page.request, operator);
    const company = await companyOnSale(operator, 7);
    // Shares held: an order placed and run through the desk by the API.
    const placed = await page.request.post('/api/v1/user/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()).data as { id: number }).id;
    for (const step of [
      { to: 'payment_received', paymentReference: uniqueUtr() },
      { to: 'transfer_initiated', transferReference: 'CDSL-OFF-2026-0912' },
      { to: 'completed' },
    ]) {
      const moved = await operator.post(`/api/v1/admin/orders/${String(orderId)}/transition`, { data: step });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const sold = await page.request.post('/api/v1/user/sell', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { slug: company.slug, quantity: company.minQuantity },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const sale = (await sold.json()).data as { id: number; reference: string };

    await page.goto(`/dashboard/transactions/S-${String(sale.id)}`);
    const form = page.getByRole('form', { name: 'Transfer reference' });
    const field = form.getByLabel('DIS or transfer reference');
    await field.fill('12-34');
    await form.getByRole('button', { name: 'Send the reference' }).click();
    await expect(form.getByText('DIS or transfer reference must be at least 6 characters.')).toBeVisible();
    await field.fill('in30 1234 5678');
    await form.getByRole('button', { name: 'Send the reference' }).click();
    await expect(page.getByRole('region', { name: 'References' })).toContainText('IN3012345678');
    await expect(form.getByRole('button', { name: 'Correct the reference' })).toBeVisible();

    const desk = await operator.get(`/api/v1/admin/sell/${String(sale.id)}`);
    expect(desk.status()).toBe(200);
    const seen = (await desk.json()).data as { disReference: string; disReportedAt: string; events: { event: string; note: string }[] };
    expect(seen.disReference).toBe('IN3012345678');
    expect(seen.disReportedAt).not.toBeNull();
    expect(seen.events).toContainEqual(expect.objectContaining({ event: 'dis_reported', note: 'Transfer reference IN3012345678' }));
  });
});
