// Held elsewhere and the net worth (issue 24), as an investor does it at 360 px: add a holding in the dialog,
// see the net worth and its allocation, import a CSV (a bad file refused line by line, then a good one),
// edit and delete; the page never scrolls sideways.
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { createInvestor, expect, test } from './fixtures';

const GOOD_CSV = [
  'assetClass,name,isin,companySlug,quantity,costRupees,acquiredOn,valueRupees,valueAsOf,valueSource',
  'fund,Nifty index fund,INF204K01XZ7,,125.5,"2,50,000",2022-06-01,"3,12,000",2026-11-01,Fund statement',
  'listed,Infosys,INE009A01021,,10,15000,2021-04-01,18500,2026-11-01,Broker statement',
].join('\r\n');
const BAD_CSV = [
  'assetClass,name,isin,companySlug,quantity,costRupees,acquiredOn,valueRupees,valueAsOf,valueSource',
  'listed,Infosys,INE009A01021,,10,15000,2021-04-01,18500,2026-11-01,',
  'crypto,Coins,,,,100,2021-04-01,100,2026-11-01,',
].join('\r\n');

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('an investor adds holdings held elsewhere and sees them in the net worth', async ({ acceptedPage: page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await createInvestor(page.request, { fullName: 'Net Worth Investor' });
  await page.goto('/dashboard/UserPortfolio');
  const elsewhere = page.getByRole('region', { name: 'Held elsewhere' });
  await expect(elsewhere).toContainText('Nothing held elsewhere yet.');

  await elsewhere.getByRole('button', { name: 'Add a holding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a holding held elsewhere' });
  await dialog.getByLabel('Kind of asset').selectOption({ label: 'Real estate' });
  await dialog.getByLabel('Name').fill('Flat in Pune');
  await dialog.getByLabel('Cost (₹)').fill('50,00,000');
  await dialog.getByLabel('Date acquired').fill('2019-01-15');
  await dialog.getByLabel('Current value (₹)').fill('65,00,000');
  await dialog.getByLabel('Value as of').fill('2018-10-01');
  await dialog.getByRole('button', { name: 'Add the holding' }).click();
  await expect(dialog.getByText('Value as of cannot be before the date acquired.')).toBeVisible();
  await dialog.getByLabel('Value as of').fill('2026-10-01');
  await dialog.getByRole('button', { name: 'Add the holding' }).click();
  await expect(dialog).toBeHidden();
  await expect(elsewhere.getByRole('row', { name: /Flat in Pune/ })).toContainText('₹65,00,000.00');

  const netWorth = page.getByRole('region', { name: 'Net worth: everything you hold' });
  await expect(netWorth.getByTestId('net-worth-total')).toHaveText('₹65,00,000.00');
  const byClass = netWorth.getByRole('figure', { name: 'Allocation by asset class' });
  await expect(byClass.getByRole('row', { name: /Real estate/ })).toContainText('100.00%');
  await noSidewaysScroll(page);

  // A file with a bad line adds nothing and says which line is wrong.
  await elsewhere.getByText('Import from a CSV file').click();
  const importForm = elsewhere.getByRole('form', { name: 'Import holdings from CSV' });
  await importForm.getByLabel('Holdings file (CSV)').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('list', { name: 'Lines that could not be imported' })).toContainText('Line 3: assetClass');
  await expect(elsewhere.getByRole('row', { name: /Infosys/ })).toHaveCount(0);

  await importForm
    .getByLabel('Holdings file (CSV)')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD_CSV) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(elsewhere.getByRole('status')).toHaveText('Imported 2 holdings.');
  await expect(elsewhere.getByRole('row', { name: /Nifty index fund/ })).toContainText('125.5 units');
  await expect(netWorth.getByTestId('net-worth-total')).toHaveText('₹68,30,500.00');
  await expect(netWorth.getByRole('figure', { name: 'Allocation by company' }).getByRole('row', { name: /Infosys/ })).toContainText(
    '₹18,500.00',
  );
  await netWorth.getByText(/The cash flows behind the XIRR/).click();
  await expect(netWorth.getByRole('table', { name: 'Cash flows' })).toContainText('Flat in Pune (held elsewhere)');

  const exported = await page.request.get('/api/v1/user/portfolio/external?format=csv');
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain('listed,Infosys,INE009A01021,,10,15000.00,2021-04-01,18500.00,2026-11-01,Broker statement');

  // Edit the value, then delete the holding.
  await elsewhere.getByRole('button', { name: 'Edit Infosys' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Infosys' });
  await edit.getByLabel('Current value (₹)').fill('20000');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(edit).toBeHidden();
  await expect(elsewhere.getByRole('row', { name: /Infosys/ })).toContainText('₹20,000.00');
  await elsewhere.getByRole('button', { name: 'Delete Infosys' }).click();
  await page.getByRole('dialog', { name: 'Delete Infosys?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(elsewhere.getByRole('row', { name: /Infosys/ })).toHaveCount(0);
  await expect(netWorth.getByTestId('net-worth-total')).toHaveText('₹68,12,000.00');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});
