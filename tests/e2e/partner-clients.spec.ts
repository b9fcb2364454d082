// Issue 10, partners' clients and watch-list alerts: a partner's referred client buys (the operator
// completes the order through the API); the partner opens the client's detail and downloads the AUM
// CSV. An investor sets a price alert on a watched company; the operator's price change tells them in the panel.
import { randomUUID } from 'node:crypto';

import { acceptDisclaimer, createInvestor, createPartner, expect, test, uniquePan, submitKyc, VERIFY_KYC } from './fixtures';
import { companyOnSale, operatorApi } from './operator';

// Each investor's own PAN: a PAN can be verified on one account only.
const KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Referred Client',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};

test('a partner opens a referred client’s holdings and downloads the AUM CSV', async ({ acceptedPage: page, browser, baseURL }) => {
  const { data: partner } = await createPartner(page.request, { fullName: 'Meera Advisers' });
  const operator = await operatorApi(baseURL ?? '');

  const clientContext = await browser.newContext({ baseURL });
  await acceptDisclaimer(clientContext, baseURL!);
  const client = clientContext.request;
  const { data: investor } = await createInvestor(client, {
    fullName: 'Referred Client',
    partnershipCode: String(partner.partnershipCode),
    partnerSharing: true,
  });
  expect((await submitKyc(client, { ...KYC, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(investor.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);

  const company = await companyOnSale(operator, 3);
  const placed = await client.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; reference: string };
  for (const body of [
    { to: 'payment_received', paymentReference: 'NEFT-CP-1' },
    { to: 'transfer_initiated', transferReference: 'TRF-CP-1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${order.id}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await operator.dispose();
  await clientContext.close();

  await page.goto('/Cp/clients');
  const row = page.getByRole('row', { name: /Referred Client/ });
  await expect(row).toContainText('Verified');
  await row.getByRole('link', { name: 'Referred Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referred Client' })).toBeVisible();
  const holdings = page.getByRole('table', { name: 'Holdings at current prices' });
  await expect(holdings.getByRole('row', { name: new RegExp(company.name) })).toBeVisible();
  await expect(page.getByRole('table', { name: /Orders and sales/ }).getByRole('row', { name: new RegExp(order.reference) })).toContainText(
    'Completed',
  );
  await expect(page.getByText('••••9012')).toBeVisible();
  await expect(page.getByText('123456789012', { exact: true })).toHaveCount(0);

  await page.goto('/Cp/assets');
  await expect(page.getByRole('table', { name: /Holdings by company/ }).getByRole('row', { name: new RegExp(company.name) })).toBeVisible();
  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(csvHref ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain('Referred Client');
  expect(text).toContain(company.name.includes(',') ? `"${company.name}"` : company.name);

  // Another partner: the client's page is not found.
  const otherContext = await browser.newContext({ baseURL });
  await createPartner(otherContext.request);
  const other = await otherContext.request.get(`/api/v1/cp/clients/${String(investor.userUniqueCode)}`);
  expect(other.status()).toBe(404);
  await otherContext.close();
});

test('an investor’s price alert fires when the operator raises the price', async ({ acceptedPage: page, baseURL }) => {
  await createInvestor(page.request, { fullName: 'Alert Investor' });
  const operator = await operatorApi(baseURL ?? '');
  const company = await companyOnSale(operator, 6);

  await page.goto(`/indian-stocks/${company.slug}`);
  await page.getByRole('button', { name: 'Add to watch list' }).click();
  await expect(page.getByRole('button', { name: 'Remove from watch list' })).toBeVisible();

  await page.goto('/dashboard/UserWatchlist');
  await page.getByRole('button', { name: `Alert me about ${company.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Alert me about ${company.name}` });
  await dialog.getByLabel('When').selectOption('price_above');
  const levelPaise = company.pricePaise + 100;
  await dialog.getByLabel('Price level (₹ per share)').fill((levelPaise / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByRole('list', { name: `Alerts on ${company.name}` })).toContainText('Price rises above');

  const raised = await operator.patch(`/api/v1/admin/companies/${company.slug}`, { data: { pricePaise: company.pricePaise + 200 } });
  expect(raised.status(), await raised.text()).toBe(200);
  const restored = await operator.patch(`/api/v1/admin/companies/${company.slug}`, { data: { pricePaise: company.pricePaise } });
  expect(restored.status(), await restored.text()).toBe(200);
  await operator.dispose();

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('tabpanel', { name: 'Unread' }).getByText(`${company.name} rose above`)).toHaveCount(1);
});
