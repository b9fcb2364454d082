// Bulk prices (issue 22), as the people do it: a prices person (invited by the admin, joined with their
// authenticator) uploads a CSV on /admin/prices/import, reads the preview (the refused rows with why),
// applies it; a price beyond the threshold waits for a second person, who approves; the company page then
// shows the new price with its source.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { formatPaise } from '../../lib/format';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { openStaffLink, operatorApi, type AdminCompany } from './operator';

const PASSWORD = 'Prices-pass-123';

/** A company on sale near the end of the console's first page (specs that buy shares take the first ones). */
async function companyToReprice(operator: APIRequestContext): Promise<AdminCompany> {
  const list = await operator.get('/api/v1/admin/getCompanyList?limit=50');
  expect(list.status()).toBe(200);
  const slugs = ((await list.json()).data.result as { slug: string }[]).map((c) => c.slug).reverse();
  for (const slug of slugs) {
    const company = (await (await operator.get(`/api/v1/admin/companies/${slug}`)).json()).data as AdminCompany;
    if (company.status === 'available') return company;
  }
  throw new Error('no company on sale');
}

test('a prices person imports a price file, a second person approves it, and the company page shows the price and its source', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await operatorApi(baseURL!);
  const company = await companyToReprice(admin);
  const newPrice = Math.round((company.pricePaise * 1.3) / 100) * 100;

  // The admin invites a prices person, who joins with the link's authenticator secret and signs in.
  const email = `prices-${randomUUID().slice(0, 8)}@example.test`;
  const invited = await admin.post('/api/v1/admin/staff', { data: { fullName: 'Pranav Prices', email, roles: ['prices'] } });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const { context, page, token, totp } = await openStaffLink(browser, baseURL!, email);
  const joined = await page.request.post('/api/v1/admin/auth/join', {
    data: { token, password: PASSWORD, confirmPassword: PASSWORD, code: totp.generate() },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const signedIn = await page.request.post('/api/v1/admin/auth/login', {
    data: { email, password: PASSWORD, code: totp.generate({ timestamp: Date.now() + 30_000 }) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  // The sidebar offers the import; the template is one click away.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Import prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import prices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template CSV' })).toHaveAttribute('download', 'price-import-template.csv');

  // No file chosen: the form says so.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Choose a CSV file to upload.')).toBeVisible();

  const fileName = `prices-${randomUUID().slice(0, 8)}.csv`;
  // The same stock as now: only the price changes (by +30%, beyond the 10% threshold).
  const { availableQuantity } = (await (await admin.get(`/api/v1/admin/companies/${company.slug}`)).json()).data as {
    availableQuantity: number;
  };
  const csv = [
    'slug,pricePaise,partnerPricePaise,availableQuantity,priceSource,priceNote',
    `${company.slug},${newPrice},${newPrice - 500},${availableQuantity},funding_round,Series C at a higher valuation`,
    'no-such-company,1000,900,10,trade,',
  ].join('\r\n');
  await page.getByLabel('Price file (CSV)').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await expect(page.getByTestId('import-summary')).toContainText('2 rows: 1 ok, 1 refused. 1 company change');
  await expect(page.getByTestId('import-summary')).toContainText("needs a second person's approval");
  const row = preview.getByRole('row').filter({ hasText: company.name });
  await expect(row).toContainText(`(+${Math.round(((newPrice - company.pricePaise) / company.pricePaise) * 1000) / 10}%)`);
  await expect(row).toContainText('Funding round');
  await expect(preview.getByRole('row').filter({ hasText: 'no-such-company' })).toContainText('No company has the slug "no-such-company".');
  expect(await seriousViolations(page)).toEqual([]);

  // Apply: the dialog says what happens; the answer says it waits for a second person.
  await page.getByRole('button', { name: 'Apply: 1 company change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply the price file to 1 company?' });
  await expect(dialog).toContainText('The changes go to a second person for approval');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('notice')).toHaveText('The price file waits for another person’s approval: nothing has changed yet.');
  await expect(page.getByText('The change awaits a second person', { exact: false })).toBeVisible();
  expect((await (await admin.get(`/api/v1/admin/companies/${company.slug}`)).json()).data.pricePaise).toBe(company.pricePaise);

  // The approval: not by the proposer; the admin approves it.
  const queue = (await (await admin.get('/api/v1/admin/approvals?limit=50')).json()).data.result as { id: number; summary: string }[];
  const approval = queue.find((item) => item.summary.includes(fileName));
  expect(approval, JSON.stringify(queue)).toBeDefined();
  expect((await page.request.post(`/api/v1/admin/approvals/${approval!.id}/approve`)).status()).toBe(403);
  const approved = await admin.post(`/api/v1/admin/approvals/${approval!.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  // The company page shows the new price, its source, and the change in the price history.
  await page.goto(`/indian-stocks/${company.slug}`);
  await expect(page.getByTestId('company-price')).toHaveText(formatPaise(newPrice));
  await expect(page.getByTestId('price-source')).toHaveText('Funding round');
  await expect(page.getByTestId('price-change').first()).toContainText('Funding round · Series C at a higher valuation');
  const history = await page.request.get(`/api/v1/common/companies/${company.slug}/prices?format=csv`);
  expect(await history.text()).toContain(`,${newPrice},`);

  await admin.dispose();
  await context.close();
});
