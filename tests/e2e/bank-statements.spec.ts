// Payments matched (issue 22), as finance works it: an admin adds a finance person (who joins from the
// emailed link and signs in), an investor reports the UTR of a transfer, and the finance person imports
// the bank's statement, sees the line matched to the order and a stranger's credit unmatched with what to
// do, confirms the match after a dialog naming the count and the rupees, and finds the order paid. The
// same file again imports nothing.
import { randomInt, randomUUID } from 'node:crypto';

import { formatPaise } from '../../lib/format';

import { seriousViolations } from './axe';
import { createInvestor, expect, test, uniquePan, submitKyc, VERIFY_KYC } from './fixtures';
import { companyOnSale, operatorApi, staffPage } from './operator';

const rupees = (paise: number) => `${String(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;

test('finance imports a bank statement and confirms the matched payment; the order shows payment received', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000);
  const admin = await operatorApi(baseURL!);

  // An investor with verified KYC orders a minimum lot and reports the UTR of their transfer.
  const company = await companyOnSale(admin, 4);
  const investor = await playwright.request.newContext({ baseURL });
  const { data: account } = await createInvestor(investor, { fullName: 'Statement Tester' });
  const kyc = {
    depository: 'NSDL',
    dpId: 'IN301234',
    clientId: '10234567',
    bankAccountName: 'Statement Tester',
    bankAccountNumber: '123456789012',
    ifsc: 'HDFC0001234',
  };
  expect((await submitKyc(investor, { ...kyc, pan: uniquePan() })).status()).toBe(201);
  expect((await admin.post(`/api/v1/admin/kyc/${String(account.userUniqueCode)}`, { data: VERIFY_KYC })).status()).toBe(200);
  const placed = await investor.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; reference: string; totalPaise: number };
  const utr = `4${String(randomInt(10 ** 9, 10 ** 10 - 1))}7`;
  expect((await investor.post(`/api/v1/user/orders/${String(order.id)}/payment`, { data: { utr } })).status()).toBe(200);
  await investor.dispose();

  // The admin adds a finance person, who joins from the emailed link and signs in.
  await admin.dispose();
  const page = await staffPage(browser, baseURL!, ['finance'], 'Farah Finance');

  // The statement: the investor's transfer, a stranger's credit and a debit.
  const stranger = `5${String(randomInt(10 ** 9, 10 ** 10 - 1))}3`;
  const file = Buffer.from(
    [
      'date,description,reference,amount',
      `2026-11-24,UPI from Statement Tester ${order.reference},${utr},${rupees(order.totalPaise)}`,
      `2026-11-24,IMPS from someone,${stranger},1500.00`,
      '2026-11-25,Bank charges,,-118.00',
    ].join('\n'),
  );
  await page.goto('/admin/payments/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  // No file chosen: the form says so.
  await page.getByRole('button', { name: 'Import and match' }).click();
  await expect(page.getByText('Please choose the bank statement (a CSV file).')).toBeVisible();
  await page.getByLabel('Statement (CSV)').setInputFiles({ name: 'hdfc-november.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Import and match' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Statement of / })).toBeVisible();
  await expect(page.getByText('2 credits imported from hdfc-november.csv; 1 pay an order exactly.')).toBeVisible();

  const matched = page.getByRole('region', { name: 'Matched: 1 line' });
  await expect(matched.getByRole('link', { name: order.reference })).toBeVisible();
  const unmatched = page.getByRole('region', { name: 'Not matched: 1' });
  await expect(unmatched.getByText('UTR unknown')).toBeVisible();
  await expect(unmatched.getByText(`No order reported the UTR ${stranger}`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At 768 px nothing spills sideways (the tables scroll in their frames).
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  // By keyboard: unticking every line leaves nothing to confirm; ticking them again brings the button back.
  const all = matched.getByLabel('Choose every matched line');
  await all.focus();
  await page.keyboard.press('Space');
  await expect(all).not.toBeChecked();
  await expect(matched.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(all).toBeChecked();
  await matched.getByRole('button', { name: `Confirm 1 payment (${formatPaise(order.totalPaise)})` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`1 order totalling ${formatPaise(order.totalPaise)} will move to payment received`);
  await dialog.getByRole('button', { name: 'Yes, confirm 1 payment' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`1 order moved to payment received (${formatPaise(order.totalPaise)}).`);
  await expect(page.getByRole('region', { name: 'Matched: 0 lines' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  // The order is paid, with the UTR as its payment reference.
  await page.getByRole('link', { name: order.reference }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByText('Payment received').first()).toBeVisible();
  await expect(page.getByText(utr).first()).toBeVisible();

  // The same file again: nothing new.
  await page.goto('/admin/payments/statements');
  await page.getByLabel('Statement (CSV)').setInputFiles({ name: 'hdfc-november.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Import and match' }).click();
  await expect(page.getByText('Nothing new: all 2 credits of this file were imported before.')).toBeVisible();
  await page.context().close();
});
