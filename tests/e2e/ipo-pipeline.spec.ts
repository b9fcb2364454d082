// The road to listing end to end: an investor holds a company's shares (bought through the API, moved by
// the operator through theirs); the operator records its IPO price band on the console's company page;
// the investor's portfolio shows the estimate at the band, the panel the notification, the mail catcher
// the email; the public /ipo-pipeline lists the company with its price band, linking to its page.
import { randomUUID } from 'node:crypto';

import { createInvestor, expect, submitKyc, test, uniquePan, VERIFY_KYC } from './fixtures';
import { messagesTo } from './mail';
import { companyOnSale, operatorApi, operatorPage } from './operator';

const KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234568',
  bankAccountName: 'Listing Investor',
  bankAccountNumber: '123456789013',
  ifsc: 'HDFC0001234',
};

test('an operator records a price band: the holder sees the estimate and is told, the pipeline lists it', async ({
  acceptedPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  // The milestone's email is marketing: this holder gave marketing email at sign-up.
  const { account, data } = await createInvestor(page.request, { fullName: 'Listing Investor', marketingEmail: true });
  const operator = await operatorApi(base);
  expect((await submitKyc(page.request, { ...KYC, pan: uniquePan() })).status()).toBe(201);
  expect((await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC })).status()).toBe(200);

  // A holding: an order placed, paid and completed.
  const company = await companyOnSale(operator, 5);
  const placed = await page.request.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number };
  for (const body of [
    { to: 'payment_received', paymentReference: 'NEFT-IPO-1' },
    { to: 'transfer_initiated', transferReference: 'IN-TRF-IPO-1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${order.id}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await operator.dispose();

  // The operator records the price band from the company's console page.
  const desk = await operatorPage(browser, base);
  await desk.goto(`/admin/companies/${encodeURIComponent(company.slug)}`);
  const form = desk.getByRole('form', { name: 'Record an IPO milestone' });
  await form.getByLabel('Milestone').selectOption('price_band');
  await form.getByLabel('Announced on').fill('2026-11-20');
  // A high end under the low end is refused beside its field, nothing recorded.
  await form.getByLabel('Price band low (₹)').fill('500');
  await form.getByLabel('Price band high (₹)').fill('450');
  await form.getByLabel('Exchange').selectOption('NSE');
  await form.getByRole('button', { name: /Record milestone|Correct price band announced/ }).click();
  await expect(form.getByText('The high end of the band must be at least its low end.')).toBeVisible();
  await form.getByLabel('Price band high (₹)').fill('525');
  await form.getByRole('button', { name: /Record milestone|Correct price band announced/ }).click();
  await expect(desk.getByTestId('ipo-notice').filter({ hasText: 'Milestone recorded.' })).toBeVisible();
  const timeline = desk.getByRole('list', { name: `${company.name}'s IPO milestones` });
  await expect(timeline).toContainText('Price band ₹500.00 to ₹525.00 a share');
  await desk.context().close();

  // The holder: the estimate at both ends of the band, the notification and its email.
  const low = ((company.minQuantity * 50_000) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  const high = ((company.minQuantity * 52_500) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await page.goto('/dashboard/UserPortfolio');
  const row = page.getByRole('row').filter({ hasText: company.name });
  await expect(row.getByTestId('holding-ipo')).toContainText('IPO: Price band announced');
  await expect(row.getByTestId('holding-ipo')).toContainText(`At the price band: ₹${low} to ₹${high}`);
  const title = `${company.name}: Price band announced`;
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: title })).toBeVisible();
  await expect.poll(async () => (await messagesTo(account.email)).map((message) => message.subject), { timeout: 20_000 }).toContain(title);

  // The public pipeline, at a phone's width without sideways scrolling; its link leads to the company page.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ipo-pipeline');
  const card = page.getByRole('region', { name: company.name });
  await expect(card).toContainText('Price band ₹500.00 to ₹525.00 a share');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.getByRole('link', { name: company.name }).click();
  await expect(page).toHaveURL(new RegExp(`/indian-stocks/${company.slug}$`));
  await expect(page.getByRole('list', { name: `${company.name}'s IPO milestones` })).toContainText('Price band announced');
});
