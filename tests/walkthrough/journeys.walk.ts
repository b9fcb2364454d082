// Issue 25's walk-through: the five journeys clicked through as a person would, at the project's width
// (360 or 1280 px), a full-page screenshot at each step in walkthrough/<width>/<journey>-<nn>-<step>.png,
// and at each step the layout rules: no sideways scroll, no control covered; at 360 px on a signed-in page
// also a one-row header and text that neither overlaps nor breaks a word (tests/e2e/layout.ts).
// The data each journey needs is made the way the e2e specs make it (their fixtures and helpers).
import { randomUUID } from 'node:crypto';

import { request as playwrightRequest, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';

import {
  acceptDisclaimer,
  addToCart,
  bootPage,
  createInvestor,
  createPartner,
  expect,
  KYC_FORM,
  submitKyc,
  test,
  uniquePan,
  uniqueUtr,
  VERIFY_KYC,
} from '../e2e/fixtures';
import { headerProblems, layoutProblems, signedInPage, textProblems } from '../e2e/layout';
import {
  approvePartner,
  companyOnSale,
  investorWithOrder,
  operatorApi,
  operatorConsole,
  operatorPage,
  verifiedBankAccount,
  verifiedInvestor,
} from '../e2e/operator';

/** Screenshots and layout checks of one journey, numbered in order; the pages may be different people's. */
function walker(testInfo: TestInfo, journey: string) {
  const width = testInfo.project.use.viewport?.width ?? 1280;
  let count = 0;
  return async function step(page: Page, name: string) {
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // The route loader's veil, while a page's props reload after an action, is gone.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
    // Checked as the person sees the page after their action, then drawn whole from the top.
    expect.soft(await layoutProblems(page), `${journey} ${name} at ${String(width)} px`).toEqual([]);
    // Issue 36 on a phone: a signed-in page's header is one row, its text neither overlaps nor breaks a word.
    if (width <= 360 && signedInPage(page.url())) {
      const problems = [...(await headerProblems(page)), ...(await textProblems(page))];
      expect.soft(problems, `${journey} ${name} at ${String(width)} px: header and text`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `walkthrough/${String(width)}/${journey}-${String(++count).padStart(2, '0')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
  };
}

/** The width of this project's window, for pages opened in contexts of their own. */
async function sized(page: Page, testInfo: TestInfo) {
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
  return page;
}

/** Companies on sale a journey takes for itself, apart at each width (the projects run side by side). */
const skipFor = (testInfo: TestInfo, offset: number) => 12 + offset * 2 + (testInfo.project.name.endsWith('360') ? 0 : 1);

/** The desk's moves on an order or a sale through the API, each answered 200 (`what`: `orders/<id>`, `sell/<id>`). */
async function deskMoves(operator: APIRequestContext, what: string, moves: Record<string, string>[]) {
  for (const body of moves) {
    const moved = await operator.post(`/api/v1/admin/${what}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** Transfer initiated and completed: a paid order the investor then holds. */
const TRANSFERRED: Record<string, string>[] = [{ to: 'transfer_initiated', transferReference: 'CDSL-WALK-0001' }, { to: 'completed' }];

/** Payment received (a payment reference of its own), transfer initiated, completed: an order the investor then holds. */
const orderDone = (): Record<string, string>[] => [{ to: 'payment_received', paymentReference: uniqueUtr() }, ...TRANSFERRED];

async function pageAs(browser: Browser, baseURL: string, who: APIRequestContext, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  await context.addCookies((await who.storageState()).cookies);
  return sized(await context.newPage(), testInfo);
}

test('visitor', async ({ page, context, baseURL }, testInfo) => {
  const step = walker(testInfo, 'visitor');
  // The disclaimer accepted, the cookie banner not yet.
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
  await page.goto('/');
  await step(page, 'home-cookie-banner');
  await bootPage(page);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await step(page, 'home');
  await page.getByRole('link', { name: 'Explore company records' }).first().click();
  await expect(page).toHaveURL(/\/indian-stocks/);
  await step(page, 'companies');
  await page.goto('/indian-stocks?status=Available&view=table');
  await step(page, 'companies-table');
  const company = (await page.getByRole('table').getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(company);
  await step(page, 'company');
  await bootPage(page);
  // Signed out, Buy leads to the sign-in page, which comes back to the company.
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await step(page, 'buy-signs-in');
  await page.goto('/screener');
  await step(page, 'screener');
});

test('investor buys, holds and sells', async ({ acceptedPage: page, baseURL }, testInfo) => {
  const step = walker(testInfo, 'investor');
  const operator = await operatorApi(baseURL!);
  await verifiedInvestor(page.request, operator);
  const first = await companyOnSale(operator, skipFor(testInfo, 0));
  const second = await companyOnSale(operator, skipFor(testInfo, 1));
  await page.goto('/dashboard');
  await step(page, 'dashboard');

  await addToCart(page, first);
  await step(page, 'added-to-cart');
  await addToCart(page, second);
  await page.goto('/dashboard/cart');
  await step(page, 'cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and place order' })).toBeVisible();
  await step(page, 'checkout');
  await page.getByRole('button', { name: 'Confirm and place order' }).click();
  const pay = page.getByRole('region', { name: '2 orders placed: please pay once' });
  await expect(pay).toBeVisible();
  await step(page, 'pay-once');
  const reference = ((await pay.getByTestId('transfer-reference').textContent()) ?? '').trim();
  const utr = uniqueUtr();
  await pay.getByLabel(`UTR of your payment for ${reference}`).fill(utr);
  await pay.getByRole('button', { name: 'Report payment' }).click();
  await expect(pay.getByText('Thank you. We will confirm your payment shortly.')).toBeVisible();
  await step(page, 'payment-reported');
  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('row').filter({ hasText: first.name }).first()).toContainText('Payment reported — being checked');
  await step(page, 'transactions-reported');

  // The desk confirms the one payment once and completes both transfers (the operator journey does it in the console).
  const orders = ((await (await page.request.get('/api/v1/user/orders?limit=10')).json()).data.result as { id: number }[]).map(
    (order) => order.id,
  );
  expect(orders).toHaveLength(2);
  const confirmed = await operator.post(`/api/v1/admin/orders/payments/${reference}/confirm`, { data: { paymentReference: utr } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  for (const id of orders) await deskMoves(operator, `orders/${String(id)}`, TRANSFERRED);
  await page.goto('/dashboard/transactions');
  await page.getByRole('row').filter({ hasText: first.name }).getByRole('link').first().click();
  await expect(page.getByTestId('step-completed')).toHaveAttribute('data-state', 'done');
  await step(page, 'order-completed');
  await page.goto('/dashboard/UserPortfolio');
  await step(page, 'portfolio');

  await page.goto('/dashboard/sell');
  await step(page, 'sell');
  // A holding the platform quotes a buy-back price for (the others offer no sale).
  const holding = page
    .getByTestId('sell-holding')
    .filter({ has: page.getByRole('button', { name: 'Review sale' }) })
    .first();
  await holding.getByLabel(/^Shares of .+ to sell$/).fill(String(first.minQuantity));
  await holding.getByRole('button', { name: 'Review sale' }).click();
  await step(page, 'sell-review');
  await page.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/S-\d+$/);
  await step(page, 'sale-tracker');
  const saleId = page.url().split('S-').pop() ?? '';
  const dis = page.getByRole('form', { name: 'Transfer reference' });
  await dis.getByLabel('DIS or transfer reference').fill('IN3012345678');
  await dis.getByRole('button', { name: 'Send the reference' }).click();
  await expect(page.getByRole('region', { name: 'References' })).toContainText('IN3012345678');
  await step(page, 'dis-reference-sent');
  await deskMoves(operator, `sell/${saleId}`, [{ to: 'shares_received' }, { to: 'completed', paymentReference: 'NEFT-WALK-0001' }]);
  await page.reload();
  await expect(page.getByTestId('step-completed')).toHaveAttribute('data-state', 'done');
  await step(page, 'sale-completed');
  await page.goto('/dashboard/transactions');
  await step(page, 'transactions');
  await page.goto('/dashboard/UserPortfolio');
  await step(page, 'portfolio-after-sale');
  await page.goto('/dashboard/reports');
  await step(page, 'reports');
  await operator.dispose();
});

test('partner proposes and earns a commission', async ({ acceptedPage: page, browser, baseURL }, testInfo) => {
  const step = walker(testInfo, 'partner');
  const operator = await operatorApi(baseURL!);
  const partnerApi = await playwrightRequest.newContext({ baseURL });
  const { data: partner } = await createPartner(partnerApi);
  await approvePartner(baseURL!, partner.id!);
  await verifiedBankAccount(baseURL!, partnerApi, partner.id!, String(partner.email));
  const clientApi = await playwrightRequest.newContext({ baseURL });
  const { data: client } = await createInvestor(clientApi, {
    fullName: 'Walk Client',
    partnershipCode: String(partner.partnershipCode),
    partnerSharing: true,
  });
  // The bank account in the client's own name, so the automatic check agrees with the verification.
  expect((await submitKyc(clientApi, { ...KYC_FORM, bankAccountName: 'Walk Client', pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(client.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);
  const share = await companyOnSale(operator, skipFor(testInfo, 2));

  await page.context().addCookies((await partnerApi.storageState()).cookies);
  await page.goto('/Cp/dashboard');
  await step(page, 'dashboard');
  await page.goto('/Cp/clients');
  await step(page, 'clients');
  await page
    .getByRole('link', { name: /Walk Client/ })
    .first()
    .click();
  await step(page, 'client');
  await page.getByRole('link', { name: 'Propose a purchase' }).click();
  const form = page.getByRole('form', { name: 'New proposal' });
  await form.getByLabel('Company').selectOption(share.slug);
  const pricePaise = share.partnerPricePaise + Math.floor((share.pricePaise - share.partnerPricePaise) / 2);
  await form.getByLabel('Price per share (₹)').fill((pricePaise / 100).toFixed(2));
  await step(page, 'proposal-form');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await step(page, 'proposal-sent');

  // The client accepts in their dashboard.
  const clientPage = await pageAs(browser, baseURL!, clientApi, testInfo);
  await clientPage.goto('/dashboard/proposals');
  await step(clientPage, 'client-proposals');
  await clientPage.getByRole('button', { name: 'Accept' }).click();
  await expect(clientPage.getByRole('dialog').getByText('Total to pay')).toBeVisible();
  await step(clientPage, 'client-accept-dialog');
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Confirm and place order' }).click();
  await expect(clientPage).toHaveURL(/\/dashboard\/transactions\/\d+$/);
  await step(clientPage, 'client-order');
  const orderId = /\/(\d+)$/.exec(clientPage.url())?.[1] ?? '';
  await deskMoves(operator, `orders/${orderId}`, orderDone());
  await clientPage.context().close();

  await page.goto('/Cp/proposals');
  await step(page, 'proposals');
  await page.goto('/Cp/commissions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissions');
  await step(page, 'commissions');
  await page.goto('/Cp/research_report');
  await step(page, 'reports');
  await partnerApi.dispose();
  await clientApi.dispose();
  await operator.dispose();
});

test('operator runs the desk', async ({ browser, baseURL }, testInfo) => {
  const step = walker(testInfo, 'operator');
  const operator = await operatorApi(baseURL!);
  const investor = await playwrightRequest.newContext({ baseURL });
  const order = await investorWithOrder(investor, operator, await companyOnSale(operator, skipFor(testInfo, 3)));
  const reported = await investor.post(`/api/v1/user/orders/${String(order.id)}/payment`, { data: { utr: uniqueUtr() } });
  expect(reported.status(), await reported.text()).toBe(200);
  await operator.dispose();
  await investor.dispose();

  // Signed in through the console's form with the authenticator code.
  const desk = await sized(await operatorConsole(browser, baseURL!), testInfo);
  await step(desk, 'console');
  await desk.goto('/admin/orders');
  await step(desk, 'orders');
  await desk.goto(`/admin/orders?q=${order.reference}`);
  await desk.getByRole('link', { name: order.reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await step(desk, 'order');
  const confirm = desk.getByRole('form', { name: 'Confirm payment received' });
  await confirm.getByLabel('Payment reference').fill(uniqueUtr());
  await confirm.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(desk.getByTestId('notice')).toContainText(`Order ${order.reference}`);
  await step(desk, 'payment-confirmed');
  const transfer = desk.getByRole('form', { name: 'Mark transfer initiated' });
  await transfer.getByLabel('Transfer reference').fill('CDSL-WALK-0002');
  await transfer.getByRole('button', { name: 'Mark transfer initiated' }).click();
  await expect(desk.getByTestId('notice')).toContainText('transfer');
  await step(desk, 'transfer-initiated');
  await desk.getByRole('button', { name: 'Confirm shares credited (complete)' }).click();
  await expect(desk.getByTestId('notice')).toContainText('complete');
  await step(desk, 'completed');
  for (const [path, name] of [
    ['/admin/kyc', 'kyc'],
    ['/admin/sell', 'sales'],
    ['/admin/payouts', 'payouts'],
    ['/admin/audit', 'audit'],
  ] as const) {
    await desk.goto(path);
    await step(desk, name);
  }
  await desk.context().close();
});

test('support ticket back and forth', async ({ acceptedPage: page, browser, baseURL }, testInfo) => {
  const step = walker(testInfo, 'support');
  await createInvestor(page.request, { fullName: 'Walk Seeker' });
  const subject = `Transfer not received ${randomUUID().slice(0, 6)}`;
  await page.goto('/dashboard/UserSupport');
  await step(page, 'support');
  await page.getByLabel('Category').selectOption('transfer');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('I paid last week but the shares are not in my demat account yet.');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await step(page, 'ticket-opened');
  const ticketPath = new URL(page.url()).pathname.replace('/dashboard/UserSupport', '/admin/tickets');

  const desk = await sized(await operatorPage(browser, baseURL!), testInfo);
  await desk.goto('/admin/tickets?status=open');
  await step(desk, 'desk-queue');
  await desk.goto(ticketPath);
  await desk.getByRole('button', { name: 'Assign to me' }).click();
  await desk.getByLabel('Reply to the customer').fill('The transfer went out today; it shows in your account within two days.');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('Your reply is sent to the customer.');
  await step(desk, 'desk-replied');

  await page.reload();
  await expect(page.getByText('Awaiting you', { exact: true })).toBeVisible();
  await step(page, 'answer-seen');
  await page.getByLabel('Your reply').fill('Thank you, it has arrived.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Thank you, it has arrived.')).toBeVisible();
  await step(page, 'wrote-back');

  await desk.reload();
  await desk.getByRole('button', { name: 'Resolve' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('The ticket is resolved.');
  await step(desk, 'desk-resolved');
  await page.reload();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await step(page, 'resolved');
  await page.goto('/dashboard/UserSupport');
  await step(page, 'support-list');
  await desk.context().close();
});
