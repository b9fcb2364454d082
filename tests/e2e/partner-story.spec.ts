// Issue 10's whole story in three browsers, clicked through as the people would: a new partner copies
// their sign-up link; a new investor signs up through it (becoming the partner's client) and submits
// KYC; the operator verifies it in the console; the partner proposes a purchase; the investor accepts
// it from the overview and reports the payment; the operator confirms it and completes the order; the
// partner sees the commission; the operator records the payout; the partner sees it; the investor
// sells part back (settled by the operator) and downloads the contract note and the capital-gains
// statement, whose PDF text the test reads.
import fs from 'node:fs/promises';

import type { Download, Page } from '@playwright/test';

import { pdfText as pdfTextOf } from '../support/pdf';

import { RISK_STATEMENT } from '../../lib/riskStatement';
import { orderMovedNotice } from '../../lib/status/orders';
import {
  acceptDisclaimer,
  buildInvestor,
  createPartner,
  expect,
  termsBox,
  test,
  uniquePan,
  uniqueUtr,
  uploadKycDocuments,
} from './fixtures';
import {
  approvePartner,
  approvePendingAsSecond,
  companyOnSale,
  operatorApi,
  operatorPage,
  verifiedBankAccount,
  verifyKycInConsole,
} from './operator';

// The transfer's UTR: one UTR pays one order, so each run (and retry) has its own.
const UTR = uniqueUtr();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paise: number) => inr.format(paise / 100);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pdfText(download: Download): Promise<string> {
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  return pdfTextOf(bytes);
}

/** Clicks the link or button and answers the file it downloads. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

test('a partner’s referral becomes a client who buys on a proposal; commission, payout and statements follow', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';

  // The partner signs up and copies their sign-up link from the clients page's pointer to it.
  const partnerContext = await browser.newContext({ baseURL: base });
  await acceptDisclaimer(partnerContext, base);
  await partnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const cp = await partnerContext.newPage();
  const { data: partner } = await createPartner(cp.request, { fullName: 'Story Partner' });
  // A new partner may propose once the desk has approved them.
  await approvePartner(base, partner.id!);
  // Finance verified their bank account: payouts go only to a verified one.
  await verifiedBankAccount(base, cp.request, partner.id!, String(partner.email));
  const partnerCode = String(partner.partnershipCode);
  await cp.goto('/Cp/clients');
  await cp.getByRole('link', { name: 'Get your referral link' }).click();
  await expect(cp).toHaveURL(/\/Cp\/cp-profile$/);
  await cp.getByRole('button', { name: 'Copy sign-up link' }).click();
  await expect(cp.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const link = await cp.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${base}/signup?code=${partnerCode}`);

  // A new investor follows the link in a browser of their own, signs up and submits KYC.
  const investorContext = await browser.newContext({ baseURL: base });
  await acceptDisclaimer(investorContext, base);
  const page = await investorContext.newPage();
  const investor = buildInvestor({ fullName: 'Story Investor' });
  await page.goto(link);
  await expect(page.getByLabel('Partnership code (optional)')).toHaveValue(partnerCode);
  await page.getByLabel('Full name').fill(investor.fullName);
  await page.getByLabel('Email', { exact: true }).fill(investor.email);
  await page.getByLabel('Mobile number').fill(investor.phone);
  await page.getByLabel('Password', { exact: true }).fill(investor.password);
  await termsBox(page).check();
  // Referred by the partner: the form offers to share their holdings and orders with them, unticked.
  const sharing = page.getByRole('checkbox', { name: 'Share my holdings and orders with the partner who referred me' });
  await expect(sharing).not.toBeChecked();
  await sharing.check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const clientCode = ((await page.getByRole('region', { name: 'Your investor ID' }).locator('p.font-mono').textContent()) ?? '').trim();
  expect(clientCode).not.toBe('');

  // The three documents the KYC page asks for (kyc.spec.ts uploads them through the page itself).
  await uploadKycDocuments(page.request);
  await page.goto('/dashboard/kyc');
  const kyc = page.getByRole('form', { name: 'KYC details' });
  await kyc.getByLabel('PAN').fill(uniquePan());
  await kyc.getByRole('radio', { name: 'NSDL' }).check();
  await kyc.getByLabel('DP ID').fill('IN301234');
  await kyc.getByLabel('Client ID').fill('10234567');
  await kyc.getByLabel('Account holder name').fill('Story Investor');
  await kyc.getByLabel('Bank account number').fill('123456789012');
  await kyc.getByLabel('IFSC').fill('HDFC0001234');
  await kyc.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your KYC has been submitted for review.' })).toBeVisible();

  // The partner sees the new client.
  await cp.goto('/Cp/clients');
  await expect(cp.getByRole('row', { name: /Story Investor/ })).toContainText(clientCode);

  // The operator verifies the KYC in the console.
  const desk = await operatorPage(browser, base);
  await desk.goto('/admin/kyc');
  await verifyKycInConsole(desk, clientCode);
  await expect(desk.getByTestId('notice')).toHaveText('Story Investor: KYC verified.');

  // A company of this spec's own (others take the first available ones), with a buy-back quote.
  const api = await operatorApi(base);
  const company = await companyOnSale(api, 9);
  if (company.buybackPricePaise === null) {
    const quoted = await api.patch(`/api/v1/admin/companies/${company.slug}`, { data: { buybackPricePaise: company.partnerPricePaise } });
    expect(quoted.status(), await quoted.text()).toBe(200);
  }
  await api.dispose();
  const quantity = company.minQuantity * 2;
  // Whole rupees, halfway between the partner price and the investor price.
  const pricePaise = Math.floor((company.partnerPricePaise + (company.pricePaise - company.partnerPricePaise) / 2) / 100) * 100;
  expect(pricePaise).toBeGreaterThanOrEqual(company.partnerPricePaise);
  const commission = (pricePaise - company.partnerPricePaise) * quantity;

  // The partner proposes the purchase from the client's page: the form opens with the client chosen.
  await cp.goto(`/Cp/clients/${clientCode}`);
  await cp.getByRole('link', { name: 'Propose a purchase' }).click();
  await expect(cp).toHaveURL(new RegExp(`/Cp/proposals\\?client=${clientCode}$`));
  const proposal = cp.getByRole('form', { name: 'New proposal' });
  await expect(proposal.getByLabel('Client')).toHaveValue(clientCode);
  await proposal.getByLabel('Company').selectOption({ label: company.name });
  await proposal.getByLabel('Quantity').fill(String(quantity));
  await proposal.getByLabel('Price per share (₹)').fill((pricePaise / 100).toFixed(2));
  await expect(proposal.getByText(`Your commission if accepted and completed: ${rupees(commission)}`)).toBeVisible();
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await expect(proposal.getByRole('status')).toHaveText('Proposal sent to your client.');
  // Cleared once sent: a second press does not send it again.
  await expect(proposal.getByLabel('Quantity')).toHaveValue('');
  const proposed = cp.getByRole('row').filter({ hasText: clientCode });
  await expect(proposed).toContainText(company.name);
  await expect(proposed).toContainText('Open');
  // When it expires, in India's time (7 days on).
  await expect(proposed.getByRole('cell', { name: /^Until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST$/ })).toBeVisible();

  // The investor finds it on the overview, accepts it and reports the payment.
  await page.goto('/dashboard');
  const open = page.getByRole('region', { name: 'Open proposals' });
  await expect(open).toContainText('from Story Partner');
  await open.getByRole('link', { name: new RegExp(`shares of ${escaped(company.name)}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/proposals$/);
  await expect(page.getByRole('heading', { name: new RegExp(escaped(company.name)) })).toBeVisible();
  await expect(page.getByText(/Open, until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} IST\./)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Total to pay')).toBeVisible();
  await expect(page.getByTestId('partner-earns')).toContainText(`Story Partner earns ${rupees(commission)}`);
  await dialog.getByRole('button', { name: 'Confirm and place order' }).click();
  // Their first purchase: the risk statement, accepted once.
  await page.getByRole('dialog', { name: RISK_STATEMENT.title }).getByRole('button', { name: 'I understand and accept' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order PB-B-/);
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '').trim();
  expect(reference).toMatch(/^PB-B-[0-9A-Z]{8}$/);
  await page.getByLabel(`UTR of your payment for ${reference}`).fill(UTR);
  await page.getByRole('button', { name: 'Report payment' }).click();
  await expect(page.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();

  // The operator confirms the payment and completes the order in the console.
  await desk.goto(`/admin/orders?q=${reference}`);
  await desk.getByRole('link', { name: reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  for (const [form, label, value, status] of [
    ['Confirm payment received', 'Payment reference', UTR, 'payment_received'],
    ['Mark transfer initiated', 'Transfer reference', 'NSDL-STORY-0001', 'transfer_initiated'],
  ] as const) {
    await desk.getByRole('form', { name: form }).getByLabel(label).fill(value);
    await desk.getByRole('form', { name: form }).getByRole('button', { name: form }).click();
    await expect(desk.getByTestId('notice')).toHaveText(orderMovedNotice(reference, status));
  }
  await desk.getByRole('button', { name: 'Confirm shares credited (complete)' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Order ${reference} is completed`);

  // The partner sees the commission: (proposal price − partner price) × quantity, accrued.
  await cp.goto('/Cp/commissions');
  const earned = cp.getByRole('row').filter({ hasText: reference });
  await expect(earned).toContainText(rupees(commission));
  await expect(earned).toContainText('Accrued');

  // The operator records the payout; the partner sees it and the commission paid.
  await desk.goto('/admin/payouts');
  const payout = desk.getByRole('form', { name: new RegExp(`\\(${partnerCode}\\)`) });
  await payout.getByLabel('Bank reference').fill('NEFT-STORY-PAYOUT');
  await payout.getByRole('button', { name: 'Record payout' }).click();
  // Every payout waits for a second person (four eyes); the second admin approves it.
  await expect(desk.getByText('The payout waits for another person’s approval: nothing is paid yet.')).toBeVisible();
  await approvePendingAsSecond('commission_payout', partnerCode);
  await cp.reload();
  await expect(cp.getByRole('cell', { name: 'NEFT-STORY-PAYOUT' })).toBeVisible();
  await expect(cp.getByRole('row').filter({ hasText: reference })).toContainText('Paid');

  // The investor sells one lot back at the buy-back quote; the operator settles the sale.
  await page.goto('/dashboard/sell');
  await page.getByLabel(`Shares of ${company.name} to sell`).fill(String(company.minQuantity));
  await page.getByRole('button', { name: 'Review sale' }).click();
  await page.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/S-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sell request PB-S-/);
  const sellReference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Sell request ', '').trim();
  expect(sellReference).toMatch(/^PB-S-/);
  await desk.goto(`/admin/sell?q=${sellReference}`);
  await desk.getByRole('link', { name: sellReference }).click();
  await desk.getByRole('button', { name: 'Confirm shares received' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Sell request ${sellReference}`);
  const settled = desk.getByRole('form', { name: 'Confirm investor paid (complete)' });
  await settled.getByLabel('Payment reference').fill('NEFT-STORY-SALE');
  await settled.getByRole('button', { name: 'Confirm investor paid (complete)' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`${sellReference} is completed`);
  await desk.context().close();

  // The investor downloads the purchase's contract note and the year's capital-gains statement.
  await page.goto('/dashboard/reports');
  const notes = page.getByRole('region', { name: 'Contract notes' });
  const note = await downloadFrom(page, () => notes.getByRole('link', { name: `Contract note PDF, Purchase ${reference}` }).click());
  expect(note.suggestedFilename()).toBe(`contract-note-${reference}.pdf`);
  const noteText = await pdfText(note);
  for (const expected of [
    'Contract note: purchase',
    reference,
    company.name,
    'Story Investor',
    quantity.toLocaleString('en-IN'),
    UTR,
    'NSDL-STORY-0001',
  ])
    expect(noteText).toContain(expected);

  const gains = page.getByRole('region', { name: 'Capital-gains statement' });
  const fy = await gains.getByLabel('Financial year').inputValue();
  const statement = await downloadFrom(page, () =>
    gains.getByRole('button', { name: 'Download PDF: the capital-gains statement' }).click(),
  );
  expect(statement.suggestedFilename()).toBe(`capital-gains-${fy}.pdf`);
  const gainsText = await pdfText(statement);
  expect(gainsText).toContain(`Capital gains statement, financial year ${fy}`);
  // The sale, matched first in first out to the proposal's purchase: one lot, held under 24 months.
  const sale = gainsText.split('\n').find((line) => line.includes(sellReference)) ?? '';
  // A long company name wraps in its cell, and a PDF's text gives its lines before the rest of the row:
  // the name is in the statement, whole once the lines are joined.
  expect(gainsText.replace(/\s+/g, ' ')).toContain(company.name);
  expect(sale).toContain(reference);
  expect(sale).toContain(company.minQuantity.toLocaleString('en-IN'));
  expect(sale).toContain('Short-term');
  expect(gainsText).toContain('No long-term sales in this financial year.');

  await investorContext.close();
  await partnerContext.close();
});
