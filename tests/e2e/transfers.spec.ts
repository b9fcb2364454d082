// Transfers tracked (issue 22), as the desk and the investor meet them: a desk member starts the transfer
// with its DIS reference (a malformed one refused under the field), the investor's tracker says where the
// shares are and by when, the console home's overdue count links to the orders list filtered to the
// late transfers, and a filtered list downloads as CSV. (Making a transfer overdue takes the server's
// clock past its due day: the integration tests do that, tests/integration/transfers.test.ts.)
import { readFile } from 'node:fs/promises';

import { formatDate } from '../../lib/format';
import { transferDueOn } from '../../lib/workingDays';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { companyOnSale, investorWithOrder, operatorApi, staffPage } from './operator';

test('the desk starts a transfer with its reference; the tracker says by when; the desk finds late transfers and exports the list', async ({
  acceptedPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const operator = await operatorApi(baseURL ?? '');
  const company = await companyOnSale(operator, 5);
  const order = await investorWithOrder(page.request, operator, company);
  const paid = await operator.post(`/api/v1/admin/orders/${String(order.id)}/transition`, {
    data: { to: 'payment_received', paymentReference: `PAY${String(order.id)}X` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const days = ((await (await operator.get('/api/v1/admin/settings')).json()).data as { transferWorkingDays: number }).transferWorkingDays;
  const holidays = new Set(((await (await operator.get('/api/v1/admin/holidays')).json()).data as { day: string }[]).map((one) => one.day));
  await operator.dispose();

  const desk = await staffPage(browser, baseURL ?? '', ['desk'], 'Transfer Desk');
  await desk.goto(`/admin/orders/${String(order.id)}`);
  const transfer = desk.getByRole('form', { name: 'Mark transfer initiated' });
  await transfer.getByLabel('Transfer reference').fill('DIS 42;');
  await transfer.getByRole('button', { name: 'Mark transfer initiated' }).click();
  await expect(transfer.getByText('Transfer reference may contain only letters, digits and / . _ -')).toBeVisible();
  await transfer.getByLabel('Transfer reference').fill('IN300214/DIS-0042');
  await transfer.getByRole('button', { name: 'Mark transfer initiated' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Order ${order.reference}: share transfer started.`);
  const due = formatDate(transferDueOn(new Date(), days, holidays));
  await expect(desk.getByRole('region', { name: 'Order', exact: true }).getByText(due, { exact: true })).toBeVisible();

  // The investor's tracker: what is happening, the reference and the day, in India's calendar.
  await page.goto(`/dashboard/transactions/${String(order.id)}`);
  await expect(page.getByTestId('transfer-status')).toHaveText(
    `Shares being transferred to your demat, reference IN300214/DIS-0042, expected by ${due}. We will confirm once they are credited.`,
  );

  // The console home: the transfers card counts what is overdue and links to exactly those orders.
  await desk.goto('/admin');
  const card = desk.getByRole('region', { name: 'Transfers to confirm' });
  await expect(card.getByRole('link', { name: order.reference })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await card.getByRole('link', { name: /^\d+ overdue$/ }).click();
  await expect(desk).toHaveURL(/\/admin\/orders\?queue=transfersToConfirm&overdue=1$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(desk.getByLabel('Deadline')).toHaveValue('1');
  await expect(desk.getByLabel('Desk queue')).toHaveValue('transfersToConfirm');
  // Due in the days to come, this transfer is not among the late ones.
  await expect(desk.getByRole('link', { name: order.reference })).toHaveCount(0);

  // The whole queue lists it with its due day; the filtered list downloads as CSV with the same rows.
  await desk.goto(`/admin/orders?queue=transfersToConfirm&q=${order.reference}`);
  await expect(desk.getByRole('row', { name: new RegExp(order.reference) }).getByText(`Due ${due}`)).toBeVisible();
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^reference,investorCode,investor,email,company,quantity,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.reference);
  expect(lines[1]).toContain('transfer_initiated,');
  expect(lines[1]).toContain('IN300214/DIS-0042');
  await desk.context().close();
});
