// Playwright fixtures: every test makes its own accounts, so tests run in parallel and in any order.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { RISK_STATEMENT } from '../../lib/riskStatement';

import type { AdminCompany } from './operator';

import { buildInvestor, buildPartner, type InvestorData, type PartnerData } from '../support/factories';

export { buildInvestor, buildPartner, uniqueContact, uniquePan, uniqueUtr } from '../support/factories';

export const DEMO = {
  investor: { email: 'investor@example.com', password: 'Investor@123' },
  partner: { email: 'partner@example.com', password: 'Partner@123' },
};

/** The KYC form as an investor types it (lower case is accepted); add a PAN of the account's own (uniquePan). */
export const KYC_FORM = {
  depository: 'NSDL',
  dpId: 'in301234',
  clientId: '10234567',
  bankAccountName: 'Test Investor',
  bankAccountNumber: '123456789012',
  ifsc: 'hdfc0001234',
};

/** A small PNG: the server checks a document by its first bytes. */
export const PNG_FILE = {
  name: 'scan.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a small picture')]),
};

/** The reviewer's whole checklist ticked: how a KYC is verified through the API. */
export const VERIFY_KYC = { decision: 'verify', checks: ['name_matches_pan', 'pan_matches', 'demat_matches', 'bank_matches'] };

/** Uploads the three KYC documents (PAN card, CMR, cheque) for the investor signed in on `request`. */
export async function uploadKycDocuments(request: APIRequestContext) {
  for (const kind of ['pan_card', 'demat_proof', 'bank_proof']) {
    const response = await request.post('/api/v1/user/kyc/documents', { multipart: { kind, file: PNG_FILE } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Submits a KYC as the KYC page does: the documents first, then the details (the answer is returned). */
export async function submitKyc(request: APIRequestContext, details: Record<string, string>) {
  await uploadKycDocuments(request);
  return request.post('/api/v1/user/kyc', { data: details });
}

/** Marks the disclaimer and the cookie banner as accepted, as a returning visitor would have. */
export async function acceptDisclaimer(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'accept_cookie', value: 'true', url: baseURL },
    { name: 'accept_banner_cookie', value: 'true', url: baseURL },
  ]);
}

/** The sign-up forms' box (and the dashboard's one-time question's) accepting the terms and the privacy policy. */
export const termsBox = (scope: Page | Locator) =>
  scope.getByRole('checkbox', { name: /^I accept the Terms & Conditions and the Privacy Policy/ });

/** Registers through the API; the context's cookie jar (shared with its pages) keeps the token. */
async function register<A extends InvestorData | PartnerData>(request: APIRequestContext, role: 'user' | 'partner', account: A) {
  const path = role === 'user' ? '/api/v1/user/auth/register' : '/api/v1/cp/auth/register';
  const response = await request.post(path, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return { account, data: (await response.json()).data as Record<string, string | number> };
}

/**
 * A new investor, signed in on `request`'s cookie jar, who has accepted the current risk statement (as anyone
 * who bought before has) unless `riskAcknowledged: false`.
 */
export async function createInvestor(
  request: APIRequestContext,
  overrides: Partial<InvestorData> = {},
  { riskAcknowledged = true }: { riskAcknowledged?: boolean } = {},
) {
  const registered = await register(request, 'user', buildInvestor(overrides));
  if (riskAcknowledged) {
    const accepted = await request.post('/api/v1/user/risk-acknowledgement', { data: { version: RISK_STATEMENT.version } });
    expect(accepted.status(), await accepted.text()).toBe(201);
  }
  return registered;
}

/** A new channel partner, signed in on `request`'s cookie jar. */
export const createPartner = (request: APIRequestContext, overrides: Partial<PartnerData> = {}) =>
  register(request, 'partner', buildPartner(overrides));

/**
 * A public page runs no script until the visitor does something (lib/lazyBoot.ts). For a test that needs
 * React's page, not the server's HTML: a key press as a visitor's first interaction (Shift: it types
 * nothing), then wait until React has hydrated and taken over. Other pages boot at once; this only waits.
 */
export async function bootPage(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('html[data-booted]').waitFor({ state: 'attached' });
}

interface Fixtures {
  /** A page whose visitor has already accepted the disclaimer and the cookie banner. */
  acceptedPage: Page;
}

export const test = base.extend<Fixtures>({
  acceptedPage: async ({ page, context, baseURL }, use) => {
    await acceptDisclaimer(context, baseURL!);
    await use(page);
  },
});

/** The investor's notifications panel, after a reload, lists this title among the unread. */
export async function seesNotification(page: Page, title: string) {
  await page.reload();
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('tabpanel', { name: 'Unread' }).getByRole('link', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Buy on the company's page: a minimum lot goes to the cart (the page says so). */
export async function addToCart(page: Page, company: AdminCompany) {
  await page.goto(`/indian-stocks/${company.slug}`);
  await page.getByRole('button', { name: 'Buy' }).click();
  await page.getByLabel('Quantity (shares)').fill(String(company.minQuantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`shares of ${company.name} are in your cart`)).toBeVisible();
}

export { expect };
