// Partners can be paid (issue 23): the partner adds a bank account and PAN on their profile with the
// code emailed to them; finance verifies it on the console's partner page; a payout goes to it (no TDS
// within the year's ₹20,000); the partner downloads the quarter's TDS statement as CSV and sees the numbers.
import { randomUUID } from 'node:crypto';

import { request as playwrightRequest } from '@playwright/test';

import { lastEndedQuarter } from '@/lib/commission';

import { createInvestor, createPartner, expect, KYC_FORM, submitKyc, test, uniquePan, VERIFY_KYC } from './fixtures';
import { codeSentTo } from './mail';
import { approvePartner, approvePendingAsSecond, operatorApi } from './operator';

interface Share {
  slug: string;
  pricePaise: number;
  partnerPricePaise: number;
  minQuantity: number;
  availableQuantity: number;
}

test('a partner’s bank account, verified by finance, is paid; the quarterly TDS statement shows the payout', async ({
  acceptedPage: page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const operator = await operatorApi(base);
  const partnerApi = await playwrightRequest.newContext({ baseURL });
  const { data: partner, account } = await createPartner(partnerApi, { fullName: 'Bank Partner' });
  await approvePartner(base, partner.id!);
  const partnerCode = String(partner.partnershipCode);

  // A client of the partner buys on a proposal; the order completes: the partner earns commission.
  const clientApi = await playwrightRequest.newContext({ baseURL });
  const { data: client } = await createInvestor(clientApi, { partnershipCode: partnerCode });
  expect((await submitKyc(clientApi, { ...KYC_FORM, pan: uniquePan() })).status()).toBe(201);
  expect((await operator.post(`/api/v1/admin/kyc/${String(client.userUniqueCode)}`, { data: VERIFY_KYC })).status()).toBe(200);
  const shares = (await (await partnerApi.get('/api/v1/cp/sharelist?status=available&sort=available&order=desc&limit=10')).json()).data
    .result as Share[];
  const share = shares.find(
    (row, index) => index >= 4 && row.pricePaise > row.partnerPricePaise && row.availableQuantity >= row.minQuantity * 5,
  );
  if (!share) throw new Error('No share to propose.');
  const proposed = await partnerApi.post('/api/v1/cp/proposals', {
    data: { clientCode: client.userUniqueCode, slug: share.slug, quantity: share.minQuantity, pricePaise: share.pricePaise },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const accepted = await clientApi.post(`/api/v1/user/proposals/${String((await proposed.json()).data.id)}/accept`, {
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const orderId = String((await accepted.json()).data.order.id);
  for (const body of [
    { to: 'payment_received', paymentReference: 'NEFT-BANK-1' },
    { to: 'transfer_initiated', transferReference: 'IN300000BANK1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${orderId}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const gross = (share.pricePaise - share.partnerPricePaise) * share.minQuantity;

  // Without a verified account the payout is refused.
  const refused = await operator.post('/api/v1/admin/payouts', { data: { partnerCode, bankReference: 'NEFT-BANK-0' } });
  expect(refused.status()).toBe(409);

  // The partner adds the account on their profile with the emailed code.
  await page.context().addCookies((await partnerApi.storageState()).cookies);
  await page.goto('/Cp/cp-profile');
  const form = page.getByRole('form', { name: 'Change bank account and PAN' });
  await form.getByLabel('Account holder name').fill('Bank Partner');
  await form.getByLabel('Account number').fill('556677889900');
  await form.getByLabel('IFSC').fill('SBIN0001234');
  await form.getByLabel('PAN (optional)').fill(uniquePan());
  const since = Date.now();
  await form.getByRole('button', { name: 'Email me a code to change it' }).click();
  await form.getByLabel('6-digit code').fill(await codeSentTo(account.email, since));
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('Bank account saved: finance will verify it before your next payout.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '••••9900' })).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toBeVisible();

  // Finance (the demo operator) verifies it on the partner's page.
  await page.context().clearCookies();
  await page.context().addCookies((await operator.storageState()).cookies);
  await page.goto(`/admin/partners/${String(partner.id)}`);
  await page.getByRole('button', { name: 'Verify bank account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Bank account verified.')).toBeVisible();

  // The payout (every payout waits for a second person) goes to it, with no TDS within the threshold.
  const payout = await operator.post('/api/v1/admin/payouts', { data: { partnerCode, bankReference: 'NEFT-BANK-2' } });
  expect(payout.status(), await payout.text()).toBe(202);
  expect((await payout.json()).data).toMatchObject({ grossPaise: gross, tdsPaise: 0, netPaise: gross });
  await approvePendingAsSecond('commission_payout', partnerCode);

  // The partner downloads this quarter's TDS statement as CSV.
  await page.context().clearCookies();
  await page.context().addCookies((await partnerApi.storageState()).cookies);
  await page.goto('/Cp/commissions');
  await expect(page.getByRole('cell', { name: /within it, so no TDS/ })).toBeVisible();
  // Today in India: its financial year (April to March) and quarter (Q1 April–June).
  const [year, month] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const quarter = `Q${String(Math.floor(((month + 8) % 12) / 3) + 1)}`;
  // It opens on the latest quarter that has ended (in December, July–September), not on April–June.
  const ended = lastEndedQuarter(`${String(year)}-${String(month).padStart(2, '0')}`);
  await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue(ended.quarter);
  await expect(page.getByLabel('Financial year', { exact: true })).toHaveValue(ended.financialYear);
  await page
    .getByLabel('Financial year', { exact: true })
    .selectOption(`${String(startYear)}-${String((startYear + 1) % 100).padStart(2, '0')}`);
  await page.getByLabel('Quarter', { exact: true }).selectOption(quarter);
  // The link's address, fetched with the page's cookies (the statement is an attachment).
  const href = await page.getByRole('link', { name: 'Download TDS statement (CSV)' }).getAttribute('href');
  expect(href).toContain(`quarter=${quarter}`);
  const response = await page.request.get(href ?? '');
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-disposition']).toContain('.csv');
  const csv = await response.text();
  expect(csv).toContain('TDS statement (section 194H)');
  expect(csv).toContain('NEFT-BANK-2');
  const rupees = (gross / 100).toFixed(2);
  expect(csv).toContain(`Total,,,${rupees},0.00,${rupees}`);
  await partnerApi.dispose();
  await clientApi.dispose();
});
