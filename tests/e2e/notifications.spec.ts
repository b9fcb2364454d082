// Notifications end to end: an investor's KYC is verified and an order moves (placed through the API,
// moved by the operator through theirs); the bell counts the unread ones, the panel reads and archives
// them, and the emails arrive at the mail catcher.
import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';

import { createInvestor, expect, test, uniquePan, submitKyc, VERIFY_KYC } from './fixtures';
import { messagesTo } from './mail';
import { companyOnSale, operatorApi } from './operator';

// Each investor's own PAN: a PAN can be verified on one account only.
const KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Notified Investor',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};

test('an investor sees the count, reads and archives notifications, and gets the emails', async ({ acceptedPage: page, baseURL }) => {
  const { account, data } = await createInvestor(page.request, { fullName: 'Notified Investor' });
  const email = account.email;
  const operator = await operatorApi(baseURL ?? '');

  // KYC submitted by the investor, verified by the operator.
  expect((await submitKyc(page.request, { ...KYC, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);

  // An order placed, then its payment confirmed by the operator.
  const company = await companyOnSale(operator);
  const placed = await page.request.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; reference: string };
  const moved = await operator.post(`/api/v1/admin/orders/${order.id}/transition`, {
    data: { to: 'payment_received', paymentReference: 'NEFT-E2E-1' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await operator.dispose();

  // The emails, one for each change, through the outbox.
  const subjects = ['KYC verified', `Order ${order.reference} placed`, `Payment received for ${order.reference}`];
  await expect
    .poll(async () => (await messagesTo(email)).map((m) => m.subject).sort(), { timeout: 20_000, message: 'the notification emails' })
    .toEqual([...subjects].sort());
  const paymentMail = (await messagesTo(email)).find((m) => m.subject === subjects[2])!;
  expect(paymentMail.text).toContain('NEFT-E2E-1');
  expect(paymentMail.text).toContain(`/dashboard/transactions/${order.id}`);

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await expect(bell).toHaveText('3');
  await bell.click();

  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const unread = panel.getByRole('tabpanel', { name: 'Unread' });
  await expect(unread.getByRole('link', { name: subjects[2] })).toBeVisible();
  await expect(unread.getByText(`We received`)).toContainText(company.name);
  await expect(unread.locator('time').first()).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('#notifications-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await unread.getByRole('button', { name: `Mark read: ${subjects[2]}` }).click();
  await expect(unread.getByRole('button', { name: `Mark read: ${subjects[2]}` })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await unread.getByRole('button', { name: 'Archive: KYC verified' }).click();
  await expect(unread.getByRole('link', { name: 'KYC verified' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await panel.getByRole('tab', { name: 'Archived' }).click();
  await expect(panel.getByRole('tabpanel', { name: 'Archived' }).getByRole('link', { name: 'KYC verified' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toBeFocused();

  // The notification's link leads to the order.
  await bell.click();
  await panel.getByRole('tabpanel', { name: 'Unread' }).getByRole('link', { name: subjects[1] }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transactions/${order.id}$`));
});
