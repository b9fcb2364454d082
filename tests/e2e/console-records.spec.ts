// Records the console shows (issue 22), as the staff use them: the investor's record lists the KYC
// documents they uploaded and opens one; a large price change proposed on a company's page is shown
// there as waiting for approval, linking to it in the queue; the company list downloads as CSV.
import { randomUUID } from 'node:crypto';

import { request as playwrightRequest } from '@playwright/test';

import { seriousViolations } from './axe';
import { createInvestor, expect, KYC_FORM, submitKyc, test, uniquePan } from './fixtures';
import { companyOnSale, operatorApi, operatorPage, secondOperatorApi } from './operator';

test("the investor's record lists the KYC documents and opens one", async ({ browser, baseURL }) => {
  const name = `Records ${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;
  const pan = uniquePan();
  const investorApi = await playwrightRequest.newContext({ baseURL });
  await createInvestor(investorApi, { fullName: name });
  expect((await submitKyc(investorApi, { ...KYC_FORM, pan })).status()).toBe(201);
  await investorApi.dispose();

  const desk = await operatorPage(browser, baseURL!);
  await desk.goto(`/admin/investors?q=${pan}`);
  await desk
    .getByRole('table')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  const documents = desk.getByRole('region', { name: 'KYC documents' });
  for (const label of ['PAN card', 'Client master report (CMR) or demat statement', 'Cancelled cheque or bank statement']) {
    await expect(documents.getByRole('link', { name: `Open ${label}` })).toBeVisible();
  }
  await expect(documents).toContainText('scan.png');
  expect(await seriousViolations(desk)).toEqual([]);

  // The link opens the file in a tab of its own.
  const opened = desk.waitForEvent('popup');
  await documents.getByRole('link', { name: 'Open PAN card' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/v1\/admin\/kyc\/documents\/\d+$/);
  const file = await desk.request.get(tab.url());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  await desk.context().close();
});

test("a large price change waits on the company's page, linking to the queue; the list downloads as CSV", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const api = await operatorApi(baseURL!);
  const company = await companyOnSale(api, 15);
  await api.dispose();

  const desk = await operatorPage(browser, baseURL!);
  await desk.goto(`/admin/companies/${company.slug}`);
  await expect(desk.getByTestId('pending-approval')).toHaveCount(0);
  const form = desk.getByRole('form', { name: `Edit ${company.name}` });
  // Doubled, with the partner price beside it (alone it would fall under the partner price's floor).
  await form.getByLabel('Investor price (₹)').fill(((company.pricePaise * 2) / 100).toFixed(2));
  await form.getByLabel('Partner price (₹)').fill(((company.partnerPricePaise * 2) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('The change waits for another person’s approval: nothing has changed yet.');
  const waiting = desk.getByTestId('pending-approval');
  await expect(waiting).toContainText(`Waiting for approval: Investor price of ${company.name} from`);
  await expect(waiting).toContainText(/proposed by .+ (under a minute|\d+ min) ago/);
  expect(await seriousViolations(desk)).toEqual([]);
  await waiting.getByRole('link').click();
  await expect(desk).toHaveURL(/\/admin\/approvals\?kind=price_change#approval-\d+$/);
  const approvalId = new URL(desk.url()).hash.replace('#approval-', '');
  await expect(desk.getByRole('row').filter({ hasText: `Investor price of ${company.name} from` })).toContainText('Your proposal');

  // Rejected by the second person: the company page no longer says it waits.
  const second = await secondOperatorApi();
  const rejected = await second.post(`/api/v1/admin/approvals/${approvalId}/reject`, { data: { reason: 'Only a test of the notice' } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await second.dispose();
  await desk.goto(`/admin/companies/${company.slug}`);
  await expect(desk.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(desk.getByTestId('pending-approval')).toHaveCount(0);

  // The company list's CSV follows its search.
  await desk.goto(`/admin/companies?q=${company.slug}`);
  const download = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^slug,name,status,pricePaise,/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toContain(company.slug);
  await desk.context().close();
});
