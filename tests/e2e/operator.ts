// The demo operator for specs that need an operator's moves. A TOTP code is good once per 30-second
// step (and operator), so the whole run signs in once, in the setup project (operator.setup.ts), and
// every spec reuses that session from its storage-state file: no two workers race for a code, and no
// refused code counts toward the operator's lock-out.
import { randomUUID } from 'node:crypto';

import { expect, request, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { paymentPath } from '../../lib/routes';

import { acceptDisclaimer, createInvestor, KYC_FORM, submitKyc, uniquePan, VERIFY_KYC } from './fixtures';
import { codeSentTo, messagesTo } from './mail';

export const DEMO_OPERATOR = { email: 'operator@example.com', password: 'Operator@123', secret: 'JBSWY3DPEHPK3PXP' };

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Inside the run's own data folder, which the web server's command empties at the start of a run. */
export const OPERATOR_STATE = `.data/e2e-${String(PORT)}/operator-state.json`;
/** A second admin, invited by the demo operator in the setup project: the other pair of eyes (four eyes, issue 22). */
export const SECOND_OPERATOR_STATE = `.data/e2e-${String(PORT)}/second-operator-state.json`;
const BASE_URL = `http://127.0.0.1:${String(PORT)}`;

const STEP_MS = 30_000;
export const operatorTotp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DEMO_OPERATOR.secret) });

/**
 * Signs the context in as the demo operator. If this step's code was spent already (a console test
 * signing in through the form), the next step's code is accepted too (one step of clock drift);
 * only if both are spent does it wait for the next step.
 */
export async function signInDemoOperator(context: APIRequestContext): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const step = Math.floor(Date.now() / STEP_MS);
    for (const offset of [0, 1]) {
      const code = operatorTotp.generate({ timestamp: (step + offset) * STEP_MS });
      const response = await context.post('/api/v1/admin/auth/login', {
        data: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, code },
      });
      if (response.ok()) return;
      if (response.status() !== 401) throw new Error(`Operator sign-in failed: ${String(response.status())} ${await response.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 50));
  }
  throw new Error('The demo operator could not sign in.');
}

/** An API context signed in as the demo operator (the run's one session; cookie operatorToken). */
export function operatorApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: OPERATOR_STATE });
}

/** An API context signed in as the second admin (the run's one session for them). */
export function secondOperatorApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, storageState: SECOND_OPERATOR_STATE });
}

/**
 * A change the demo operator made: when it waits for a second person (202, four eyes), the second admin
 * approves it, as the desk would. Answers the approval's answer, or the change's own when it applied at once.
 */
export async function approvedBySecond(change: APIResponse): Promise<Pick<APIResponse, 'status' | 'text'>> {
  if (change.status() !== 202) return change;
  const id = ((await change.json()) as { data: { approval: { id: number } } }).data.approval.id;
  const second = await secondOperatorApi();
  const approved = await second.post(`/api/v1/admin/approvals/${String(id)}/approve`);
  // Read before the context (and its responses) is disposed.
  const [status, text] = [approved.status(), await approved.text()];
  await second.dispose();
  return { status: () => status, text: async () => text };
}

/** The second admin approves the pending change of this kind to this record (one the demo operator proposed in the console). */
export async function approvePendingAsSecond(kind: string, entityId: string): Promise<void> {
  const second = await secondOperatorApi();
  const list = await second.get(`/api/v1/admin/approvals?kind=${kind}&limit=50`);
  expect(list.status(), await list.text()).toBe(200);
  const pending = ((await list.json()) as { data: { result: { id: number; entityId: string }[] } }).data.result;
  const mine = pending.find((row) => row.entityId === entityId);
  expect(mine, `a pending ${kind} of ${entityId}`).toBeDefined();
  const approved = await second.post(`/api/v1/admin/approvals/${String(mine!.id)}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await second.dispose();
}

/** A browser page of its own signed in as the second admin (the other pair of eyes). */
export async function secondOperatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const second = await secondOperatorApi();
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  await context.addCookies((await second.storageState()).cookies);
  await second.dispose();
  return context.newPage();
}

/** A browser page of its own signed in as the demo operator (the run's one session), for the console's UI. */
export async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const operator = await operatorApi(baseURL);
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  await context.addCookies((await operator.storageState()).cookies);
  await operator.dispose();
  return context.newPage();
}

export interface AdminCompany {
  slug: string;
  name: string;
  status: string;
  pricePaise: number;
  partnerPricePaise: number;
  buybackPricePaise: number | null;
  minQuantity: number;
}

/**
 * A company on sale as the operator sees it, its stock topped up to 100 lots. `skip` passes over that
 * many available companies first, so specs that change a company (prices, stock) each take their own.
 */
export async function companyOnSale(operator: APIRequestContext, skip = 0): Promise<AdminCompany> {
  const list = await operator.get('/api/v1/admin/getCompanyList?limit=50');
  expect(list.status()).toBe(200);
  const slugs = ((await list.json()).data.result as { slug: string }[]).map((c) => c.slug);
  let seen = 0;
  for (const slug of slugs) {
    const response = await operator.get(`/api/v1/admin/companies/${slug}`);
    const company = (await response.json()).data as AdminCompany;
    if (response.status() !== 200 || company.status !== 'available') continue;
    if (seen++ < skip) continue;
    const patch = await approvedBySecond(
      await operator.patch(`/api/v1/admin/companies/${slug}`, { data: { availableQuantity: company.minQuantity * 100 } }),
    );
    expect(patch.status(), await patch.text()).toBe(200);
    return company;
  }
  throw new Error('no company on sale');
}

/**
 * The one-time link last emailed to a staff member, opened signed out in a browser context of its own:
 * the page on it, the link's token, and an authenticator holding the secret the page shows.
 */
export async function openStaffLink(browser: Browser, baseURL: string, email: string) {
  let link = '';
  await expect
    .poll(async () => (link = (await messagesTo(email)).at(-1)?.text.match(/https?:\/\/\S+\/admin\/join\/[\w-]+/)?.[0] ?? ''))
    .not.toBe('');
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  const page = await context.newPage();
  const path = new URL(link).pathname;
  await page.goto(path);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return { context, page, token: path.split('/').at(-1)!, totp };
}

/**
 * A browser page signed in as a new staff member holding `roles`: the demo admin invites them, they
 * join through the emailed link (password and the authenticator secret the link's page shows) and sign
 * in with the next step's code; tests/e2e/staff.spec.ts clicks the same way through.
 */
export async function staffPage(browser: Browser, baseURL: string, roles: string[], fullName: string): Promise<Page> {
  const email = `${roles.join('-')}-${Date.now().toString(36)}@example.test`;
  const password = 'Staff-pass-123';
  const admin = await operatorApi(baseURL);
  const invited = await admin.post('/api/v1/admin/staff', { data: { fullName, email, roles } });
  expect(invited.status(), await invited.text()).toBe(201);
  await admin.dispose();

  const { context, page, token, totp } = await openStaffLink(browser, baseURL, email);
  const joined = await context.request.post('/api/v1/admin/auth/join', {
    data: { token, password, confirmPassword: password, code: totp.generate() },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const signedIn = await context.request.post('/api/v1/admin/auth/login', {
    data: { email, password, code: totp.generate({ timestamp: Date.now() + STEP_MS }) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return page;
}

/** Approves a partner who just signed up (pending until the desk approves them), as the demo operator. */
export async function approvePartner(baseURL: string, partnerId: number | string): Promise<void> {
  const operator = await operatorApi(baseURL);
  const approved = await operator.post(`/api/v1/admin/partners/${String(partnerId)}/decision`, { data: { decision: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);
  await operator.dispose();
}

/**
 * Gives a partner (signed in on `partnerRequest`) a bank account and PAN verified by finance, as the
 * profile and the console do: a code emailed to them, the change with it, then the operator's verification.
 */
export async function verifiedBankAccount(baseURL: string, partnerRequest: APIRequestContext, partnerId: number | string, email: string) {
  const since = Date.now();
  const sent = await partnerRequest.post('/api/v1/cp/profile/bank/code');
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await codeSentTo(email, since);
  const saved = await partnerRequest.put('/api/v1/cp/profile/bank', {
    data: { pan: uniquePan(), accountNumber: '123456789012', ifsc: 'HDFC0001234', holderName: 'Test Partner', code },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { pending } = (await saved.json()).data as { pending: { id: number } };
  const operator = await operatorApi(baseURL);
  const verified = await operator.post(`/api/v1/admin/partners/${String(partnerId)}/bank`, {
    data: { accountId: pending.id, decision: 'verify' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  await operator.dispose();
}

const INVESTOR_KYC = {
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Hoarding Tester',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};

/** A new investor on `request`'s cookie jar, with a KYC (the form's details, a PAN of its own) the operator has verified. */
export async function verifiedInvestor(
  request: APIRequestContext,
  operator: APIRequestContext,
  kyc: Record<string, string> = KYC_FORM,
  overrides: Parameters<typeof createInvestor>[1] = {},
) {
  const { data } = await createInvestor(request, overrides);
  const submitted = await submitKyc(request, { ...kyc, pan: uniquePan() });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A new investor on `request`'s cookie jar, verified by the operator, with one order of a minimum lot. */
export async function investorWithOrder(request: APIRequestContext, operator: APIRequestContext, company: AdminCompany) {
  await verifiedInvestor(request, operator, INVESTOR_KYC, { fullName: 'Hoarding Tester' });
  const placed = await request.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; reference: string };
}

/** The reviewer's checklist on the console's KYC card, as it reads. */
export const KYC_CHECKLIST_LABELS = [
  'The name on the PAN card is the investor’s name',
  'The PAN card is legible and its number is the PAN typed',
  'The CMR or demat statement shows the same DP ID and client ID, in the investor’s name',
  'The cheque or bank statement shows the same account number and IFSC, in the investor’s name',
];

/** On /admin/kyc: ticks the whole checklist of the investor's card, presses Verify KYC and confirms. */
export async function verifyKycInConsole(page: Page, investorCode: string): Promise<void> {
  const verify = page.locator(`#kyc-${investorCode}`).getByRole('form', { name: /^Verify the KYC of / });
  for (const label of KYC_CHECKLIST_LABELS) await verify.getByRole('checkbox', { name: label }).check();
  await verify.getByRole('button', { name: 'Verify KYC' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, verify KYC' }).click();
}

/** The operator's own browser, signed in through the console's form with the authenticator code. */
export async function operatorConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  const page = await context.newPage();
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(DEMO_OPERATOR.email);
  await form.getByLabel('Password').fill(DEMO_OPERATOR.password);
  // Codes already spent this run (the setup's, the console spec's) are refused; the next step's code
  // is accepted (one step of drift), and a later step's once the clock gets there.
  await expect(async () => {
    await form.getByLabel('Authenticator code').fill(operatorTotp.generate({ timestamp: Date.now() + 30_000 }));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5_000 });
  }).toPass({ intervals: [10_000], timeout: 75_000 });
  return page;
}

/**
 * The console's page of a payment of several orders (a checkout's one transfer): one the orders list
 * names, or else a new investor's checkout of two companies, placed through the API.
 */
export async function paymentOnTheDesk(operator: APIRequestContext, baseURL: string): Promise<string> {
  const listed = await operator.get('/api/v1/admin/orders?limit=50');
  expect(listed.status(), await listed.text()).toBe(200);
  const named = ((await listed.json()).data.result as { payment: { reference: string } | null }[]).find((order) => order.payment);
  if (named?.payment) return paymentPath(named.payment.reference);
  const investor = await request.newContext({ baseURL });
  await verifiedInvestor(investor, operator);
  const lines = [await companyOnSale(operator, 14), await companyOnSale(operator, 16)].map((company) => ({
    slug: company.slug,
    quantity: company.minQuantity,
    pricePaise: company.pricePaise,
  }));
  const placed = await investor.post('/api/v1/user/checkOut/place', { headers: { 'Idempotency-Key': randomUUID() }, data: { lines } });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()).data as { payment: { reference: string } }).payment.reference;
  await investor.dispose();
  return paymentPath(reference);
}
