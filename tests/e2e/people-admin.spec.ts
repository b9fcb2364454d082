// Investors in the console (issue 22), as the desk does it: an operator finds an investor by PAN,
// opens the profile, disables them (the confirmation says they cannot sign in and their sessions end;
// the investor is then refused), leaves a note, and enables them again (the investor signs in).
import { randomUUID } from 'node:crypto';

import { request as playwrightRequest } from '@playwright/test';

import { seriousViolations } from './axe';
import { acceptDisclaimer, createInvestor, createPartner, expect, KYC_FORM, test, uniquePan, submitKyc } from './fixtures';
import { operatorPage } from './operator';

test('an operator finds an investor by PAN, disables them (no sign-in), then enables them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // Names are letters only: the hex of a UUID, its digits as letters.
  const name = `Meera ${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;
  const pan = uniquePan();
  const investorApi = await playwrightRequest.newContext({ baseURL });
  const { account } = await createInvestor(investorApi, { fullName: name });
  expect((await submitKyc(investorApi, { ...KYC_FORM, pan })).status()).toBe(201);
  const signIn = () => investorApi.post('/api/v1/user/auth/login', { data: { email: account.email, password: account.password } });

  // The desk searches by PAN and opens the investor.
  const desk = await operatorPage(browser, baseURL!);
  await desk.goto('/admin/investors');
  await expect(desk.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Search' }).fill(pan.toLowerCase());
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${pan.toLowerCase()}`));
  const rows = desk.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(pan);
  expect(await seriousViolations(desk)).toEqual([]);
  await rows
    .nth(1)
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'KYC and sessions' })).toContainText('Submitted');
  await expect(desk.getByRole('link', { name: 'Open the KYC review' })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);

  // Disabling asks first, saying what it does.
  await desk.getByRole('button', { name: 'Disable' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText('They can no longer sign in');
  await expect(dialog).toContainText('session');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(desk.getByTestId('notice')).toContainText('The investor is disabled: they cannot sign in.');
  await expect(desk.getByRole('button', { name: 'Enable' })).toBeVisible();

  // The investor's session has ended and signing in is refused.
  expect((await investorApi.get('/api/v1/user/profile')).status()).toBe(401);
  const refused = await signIn();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('disabled');

  // A note for whoever looks next, then enabled again.
  await desk.getByLabel('New note').fill('Disabled while we checked a reported phishing attempt.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(desk.getByRole('region', { name: 'Staff notes' })).toContainText('Disabled while we checked a reported phishing attempt.');
  await desk.getByRole('button', { name: 'Enable' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(desk.getByTestId('notice')).toContainText('The investor can sign in again.');
  await expect(desk.getByRole('button', { name: 'Disable' })).toBeVisible();
  expect((await signIn()).status()).toBe(200);

  // The history shows both actions.
  await expect(desk.getByRole('region', { name: 'Events' })).toContainText('Disabled (sessions ended)');
  await expect(desk.getByRole('region', { name: 'Events' })).toContainText('Enabled');
  await investorApi.dispose();
});

test('a new partner waits for approval; the desk approves them from the partners list', async ({ browser, baseURL }) => {
  const partnerContext = await browser.newContext({ baseURL });
  await acceptDisclaimer(partnerContext, baseURL!);
  const cp = await partnerContext.newPage();
  const firm = `Firm ${randomUUID().slice(0, 8)}`;
  const { data: partner } = await createPartner(cp.request, { fullName: 'Waiting Partner', firm });
  await cp.goto('/Cp/proposals');
  await expect(cp.getByRole('region', { name: 'Waiting for approval' })).toBeVisible();

  const desk = await operatorPage(browser, baseURL!);
  await desk.goto('/admin/partners?status=pending');
  await desk.getByRole('searchbox', { name: 'Search' }).fill(firm);
  await desk.getByRole('button', { name: 'Apply' }).click();
  await desk.getByRole('link', { name: /Waiting Partner/ }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Waiting Partner' })).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  // A rejection needs its reason.
  await desk.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText(/Give the reason/)).toBeVisible();
  await desk.getByRole('button', { name: 'Approve' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByTestId('notice')).toContainText('Partner approved');
  await expect(desk.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await cp.reload();
  await expect(cp.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
  await expect(cp.getByRole('region', { name: 'Waiting for approval' })).toHaveCount(0);
  expect(String(partner.partnershipCode)).toMatch(/^[A-Z0-9]+$/);
});
