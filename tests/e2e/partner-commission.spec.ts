// A partner's referred client, KYC verified by the operator, accepts the partner's proposal in the
// dashboard; the operator completes the order; the partner sees the commission; the operator records
// the payout in the console; the partner sees the payout.
import { request as playwrightRequest } from '@playwright/test';

import { createInvestor, createPartner, expect, KYC_FORM, test, uniquePan, submitKyc, VERIFY_KYC } from './fixtures';
import { approvePartner, approvePendingAsSecond, operatorApi, verifiedBankAccount } from './operator';

interface Share {
  slug: string;
  name: string;
  pricePaise: number;
  partnerPricePaise: number;
  minQuantity: number;
  availableQuantity: number;
}

test('a proposal accepted, completed, earned and paid out', async ({ acceptedPage: page, baseURL }) => {
  const operator = await operatorApi(baseURL ?? '');
  const partnerApi = await playwrightRequest.newContext({ baseURL });
  const { data: partner } = await createPartner(partnerApi);
  await approvePartner(baseURL ?? '', partner.id!);
  await verifiedBankAccount(baseURL ?? '', partnerApi, partner.id!, String(partner.email));
  const partnerCode = String(partner.partnershipCode);

  // The client signs up with the partner's code (as the referral link does) and is verified.
  const { data: client } = await createInvestor(page.request, { partnershipCode: partnerCode });
  expect((await submitKyc(page.request, { ...KYC_FORM, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(client.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);

  // The partner proposes, halfway between the two prices.
  const list = await partnerApi.get('/api/v1/cp/sharelist?status=available&sort=available&order=desc&limit=10');
  const shares = (await list.json()).data.result as Share[];
  const share = shares.find(
    (row, index) => index >= 3 && row.pricePaise > row.partnerPricePaise && row.availableQuantity >= row.minQuantity * 5,
  );
  expect(share).toBeDefined();
  if (!share) return;
  const pricePaise = share.partnerPricePaise + Math.floor((share.pricePaise - share.partnerPricePaise) / 2);
  const proposed = await partnerApi.post('/api/v1/cp/proposals', {
    data: { clientCode: client.userUniqueCode, slug: share.slug, quantity: share.minQuantity, pricePaise },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  // The client accepts in the dashboard, after a confirmation with the charges.
  await page.goto('/dashboard/proposals');
  await expect(page.getByRole('heading', { name: new RegExp(share.name) })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Total to pay')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+$/);
  const orderId = /\/(\d+)$/.exec(page.url())?.[1] ?? '';

  // The operator takes the payment and completes the order.
  for (const body of [
    { to: 'payment_received', paymentReference: 'NEFT-PROPOSAL-1' },
    { to: 'transfer_initiated', transferReference: 'IN300000PROP1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${orderId}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The partner's commission: (proposal price − partner price) × quantity.
  const expected = (pricePaise - share.partnerPricePaise) * share.minQuantity;
  const ledger = (await (await partnerApi.get('/api/v1/cp/commissions')).json()).data as {
    total: number;
    result: { amountPaise: number; status: string }[];
  };
  expect(ledger.total).toBe(1);
  expect(ledger.result[0]).toMatchObject({ amountPaise: expected, status: 'accrued' });

  // The operator records the payout in the console.
  await page.context().addCookies((await operator.storageState()).cookies);
  await page.goto('/admin/payouts');
  const form = page.getByRole('form', { name: new RegExp(`\\(${partnerCode}\\)`) });
  await form.getByLabel('Bank reference').fill('NEFT-PAYOUT-E2E1');
  await form.getByRole('button', { name: 'Record payout' }).click();
  // Every payout waits for a second person (four eyes); the second admin approves it.
  await expect(page.getByText('The payout waits for another person’s approval: nothing is paid yet.')).toBeVisible();
  // The page says it waits, instead of offering to pay it again.
  await expect(page.getByRole('listitem').filter({ hasText: partnerCode }).getByTestId('payout-waiting')).toBeVisible();
  await approvePendingAsSecond('commission_payout', partnerCode);

  // The partner sees the payout on their commissions page (signed in as the partner only).
  await page.context().clearCookies();
  await page.context().addCookies((await partnerApi.storageState()).cookies);
  await page.goto('/Cp/commissions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissions');
  await expect(page.getByRole('cell', { name: 'NEFT-PAYOUT-E2E1' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await partnerApi.dispose();
});
