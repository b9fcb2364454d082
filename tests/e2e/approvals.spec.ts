// Four eyes on inventory (issue 22), as the two people do it: one operator changes a company's available
// quantity in the console and is told it waits; on /admin/approvals their own proposal is marked
// "waiting for another person", with no buttons. A second admin sees it on the desk's "Approvals waiting"
// queue and the sidebar's count, refuses a rejection without a reason, approves it through a dialog that
// names the change, and the company shows the new quantity.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { companyOnSale, operatorApi, operatorPage, secondOperatorPage } from './operator';

test('one operator changes inventory, a second approves it on /admin/approvals, and the company shows the new quantity', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await operatorApi(baseURL!);
  const company = await companyOnSale(api, 12);
  const before = ((await (await api.get(`/api/v1/admin/companies/${company.slug}`)).json()) as { data: { availableQuantity: number } }).data
    .availableQuantity;
  await api.dispose();
  const after = before + company.minQuantity * 7;

  // The first operator changes the stock: nothing changes yet.
  const first = await operatorPage(browser, baseURL!);
  await first.goto(`/admin/companies/${company.slug}`);
  const form = first.getByRole('form', { name: `Edit ${company.name}` });
  await form.getByLabel('Available quantity').fill(String(after));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByTestId('notice')).toHaveText('The change waits for another person’s approval: nothing has changed yet.');
  await first.reload();
  await expect(first.getByRole('form', { name: `Edit ${company.name}` }).getByLabel('Available quantity')).toHaveValue(String(before));

  // Their own proposal: marked, with nothing to click.
  await first.goto('/admin/approvals?kind=inventory_change');
  const summary = `Available shares of ${company.name} from ${before.toLocaleString('en-IN')} to ${after.toLocaleString('en-IN')}`;
  const named = `${summary} (+${(after - before).toLocaleString('en-IN')})`;
  const mine = first.getByRole('row').filter({ hasText: summary });
  await expect(mine).toContainText('Your proposal: waiting for another person');
  await expect(mine.getByRole('button')).toHaveCount(0);

  // The second admin: the desk's queue and the sidebar's count lead to it.
  const second = await secondOperatorPage(browser, baseURL!);
  await second.goto('/admin');
  const queue = second.getByRole('region', { name: 'Approvals waiting' });
  await expect(queue).toContainText(summary);
  await expect(queue).toContainText(/Oldest waiting/);
  const sidebar = second.getByRole('navigation', { name: 'Operator console' });
  await expect(sidebar.getByRole('link', { name: /^Approvals \d+ waiting$/ })).toBeVisible();
  await sidebar.getByRole('link', { name: /^Approvals/ }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  // The kind filter lives in the URL.
  await second.getByLabel('Kind').selectOption('inventory_change');
  await second.getByRole('button', { name: 'Apply' }).click();
  await expect(second).toHaveURL(/\/admin\/approvals\?kind=inventory_change$/);
  const row = second.getByRole('row').filter({ hasText: summary });
  await expect(row).toContainText('Inventory change');
  // Before → after, each value its own term and description.
  const change = row.getByRole('term').filter({ hasText: 'Available quantity:' }).locator('xpath=..');
  await expect(change.getByRole('definition')).toContainText(before.toLocaleString('en-IN'));
  await expect(change.getByRole('definition').getByRole('strong')).toHaveText(after.toLocaleString('en-IN'));
  expect(await seriousViolations(second)).toEqual([]);

  // A rejection needs a reason; kept waiting instead.
  await row.getByRole('button', { name: 'Reject…' }).click();
  const rejecting = second.getByRole('dialog', { name: `Reject: ${named}?` });
  await rejecting.getByRole('button', { name: 'Yes, reject the change' }).click();
  await expect(rejecting.getByText('Please give the reason.')).toBeVisible();
  await expect(rejecting.getByRole('textbox', { name: 'Reason for rejecting' })).toHaveAttribute('aria-invalid', 'true');
  await rejecting.getByRole('button', { name: 'Keep it waiting' }).click();

  // Approved through a dialog naming the change; it applies at once.
  await row.getByRole('button', { name: 'Approve' }).click();
  const approving = second.getByRole('dialog', { name: `Approve: ${named}?` });
  await expect(approving).toContainText('made now, in your name as the approver');
  await approving.getByRole('button', { name: 'Yes, approve and apply' }).click();
  await expect(second.getByTestId('notice')).toContainText('Approved: the change is made.');
  await expect(second.getByRole('row').filter({ hasText: summary })).toHaveCount(0);

  // The company shows the new quantity, to both of them.
  await first.goto(`/admin/companies/${company.slug}`);
  await expect(first.getByRole('form', { name: `Edit ${company.name}` }).getByLabel('Available quantity')).toHaveValue(String(after));
  await first.goto(`/admin/audit?entity=company&entityId=${company.slug}`);
  await expect(first.getByRole('row').filter({ hasText: 'approval.approve' }).first()).toBeVisible();
  await first.context().close();
  await second.context().close();
});
