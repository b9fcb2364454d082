// Issue 25, "Tables that read on a phone": at 360 px no signed-in page scrolls sideways, and no
// table cuts a value at the screen's edge (a cell that ends past the right edge, hidden in a frame that
// scrolls without a hint). Issue 36, "A phone screen for the page": at 360 × 800 px the header is one row
// of at most 120 px, no text is drawn over other text and no word breaks across lines (tests/e2e/layout.ts).
// Every page of lib/routes.ts in the investor, partner and operator areas, with data in their tables: an
// investor who holds shares, has an open order, a sell request, a proposal, a cart line and a ticket, and the
// partner who proposed them with a commission earned; and the demo investor's and partner's own pages.
import { randomUUID } from 'node:crypto';

import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { bootPage, createInvestor, createPartner, DEMO, expect, KYC_FORM, submitKyc, test, uniquePan, VERIFY_KYC } from './fixtures';
import { approvePartner, companyOnSale, investorWithOrder, operatorApi, operatorPage } from './operator';
import { headerProblems, hitsItself, textProblems } from './layout';
import { INVESTOR_ROUTES, OPERATOR_ROUTES, PARTNER_ROUTES } from './routes';

const PHONE = { width: 360, height: 740 };
/** The sweeps' screen: issue 36's walk-through was at 360 × 800. */
const SWEEP = { width: 360, height: 800 };

interface Share {
  companyId?: number;
  slug: string;
  pricePaise: number;
  partnerPricePaise: number;
  minQuantity: number;
  availableQuantity: number;
}

/** What runs past the right edge of a 360 px page: the page itself, or cells cut by their frame. */
async function overflowOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  // The console's forbidden page answers 403 by design.
  expect(response?.status(), path).toBe(path === '/admin/forbidden' ? 403 : 200);
  return page.evaluate(
    ({ limit, path }) => {
      const problems: string[] = [];
      const width = document.documentElement.scrollWidth;
      if (width > limit) problems.push(`${path}: the page is ${width} px wide`);
      // Header cells kept for screen readers only (a phone's cards name each value) are not on screen.
      const shown = (cell: Element) => {
        const hidden = cell.closest('thead, .sr-only');
        return cell.getClientRects().length > 0 && !(hidden && hidden.getBoundingClientRect().width <= 1);
      };
      const cut = [...document.querySelectorAll('main th, main td')].filter(
        (cell) => shown(cell) && cell.getBoundingClientRect().right > limit + 0.5,
      );
      if (cut.length > 0) problems.push(`${path}: ${cut.length} cells end past the edge ("${cut[0]!.textContent.trim().slice(0, 40)}")`);
      return problems;
    },
    { limit: SWEEP.width, path },
  );
}

/** All a sweep checks on a page: its width and tables, its header, and its text. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  const problems = await overflowOf(page, path);
  for (const problem of [...(await headerProblems(page)), ...(await textProblems(page))]) problems.push(`${path}: ${problem}`);
  return problems;
}

async function sweep(page: Page, paths: readonly string[]) {
  await page.setViewportSize(SWEEP);
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await problemsOf(page, path)));
  return problems;
}

/**
 * A partner (on `partnerApi`) and their client (on `client`): one proposal accepted and completed (a
 * holding, a commission), one still open, one order waiting for payment and a line in the cart.
 */
async function partnerWithClient(baseURL: string, client: APIRequestContext, partnerApi: APIRequestContext) {
  const operator = await operatorApi(baseURL);
  const { data: partner } = await createPartner(partnerApi);
  await approvePartner(baseURL, partner.id!);
  const { data: investor } = await createInvestor(client, { partnershipCode: String(partner.partnershipCode), partnerSharing: true });
  expect((await submitKyc(client, { ...KYC_FORM, pan: uniquePan() })).status()).toBe(201);
  const verified = await operator.post(`/api/v1/admin/kyc/${String(investor.userUniqueCode)}`, { data: VERIFY_KYC });
  expect(verified.status(), await verified.text()).toBe(200);

  const list = await partnerApi.get('/api/v1/cp/sharelist?status=available&sort=available&order=desc&limit=20');
  const shares = ((await list.json()).data.result as Share[]).filter(
    (row, index) => index >= 6 && row.pricePaise > row.partnerPricePaise && row.availableQuantity >= row.minQuantity * 5,
  );
  expect(shares.length).toBeGreaterThanOrEqual(2);
  const [bought, offered] = shares as [Share, Share];
  const propose = async (share: Share) => {
    const proposed = await partnerApi.post('/api/v1/cp/proposals', {
      data: { clientCode: investor.userUniqueCode, slug: share.slug, quantity: share.minQuantity, pricePaise: share.pricePaise },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);
    return String((await proposed.json()).data.id);
  };
  const accepted = await client.post(`/api/v1/user/proposals/${await propose(bought)}/accept`, {
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const orderId = String((await accepted.json()).data.order.id);
  for (const body of [
    { to: 'payment_received', paymentReference: 'NEFT-PHONE-1' },
    { to: 'transfer_initiated', transferReference: 'IN300000PHONE1' },
    { to: 'completed' },
  ]) {
    const moved = await operator.post(`/api/v1/admin/orders/${orderId}/transition`, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await propose(offered);
  const placed = await client.post('/api/v1/user/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: offered.slug, quantity: offered.minQuantity, pricePaise: offered.pricePaise },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // The company's id, from the public company search (every company, 50 a page).
  let companyId: number | undefined;
  for (let listPage = 1; companyId === undefined && listPage <= 5; listPage++) {
    const search = await client.get(`/api/v1/admin/getCompanyList?limit=50&page=${listPage}`);
    companyId = ((await search.json()).data.result as { id: number; slug: string }[]).find((row) => row.slug === bought.slug)?.id;
  }
  const added = await client.post('/api/v1/user/checkOut/add', { data: { companyId, quantity: bought.minQuantity } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  // A support ticket, so the support page lists one (its table was wider than a phone).
  const ticket = await client.post('/api/v1/user/support/tickets', {
    multipart: { category: 'transfer', subject: 'Transfer not received on time', message: 'My shares are not in my demat yet.' },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  // A sell request of part of the holding: its tracker is the sale's card of facts (a company's name broke there).
  const sold = await client.post('/api/v1/user/sell', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { slug: bought.slug, quantity: bought.minQuantity },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const saleId = Number((await sold.json()).data.id);
  await operator.dispose();
  return { partnerId: String(partner.id), clientCode: String(investor.userUniqueCode), orderId, saleId };
}

test.describe('at 360 px no signed-in page scrolls sideways, cuts a table, stacks its header or garbles text', () => {
  test('the investor and partner areas, with data', async ({ acceptedPage: page, baseURL }) => {
    test.setTimeout(300_000);
    const partnerApi = await playwrightRequest.newContext({ baseURL });
    const { clientCode, orderId, saleId } = await partnerWithClient(baseURL!, page.request, partnerApi);
    const investorProblems = await sweep(page, [
      ...INVESTOR_ROUTES,
      `/dashboard/transactions/${orderId}`,
      `/dashboard/transactions/S-${String(saleId)}`,
    ]);
    await page.context().clearCookies();
    await page.context().addCookies((await partnerApi.storageState()).cookies);
    const partnerProblems = await sweep(page, [...PARTNER_ROUTES, `/Cp/clients/${encodeURIComponent(clientCode)}`]);
    await partnerApi.dispose();
    expect([...investorProblems, ...partnerProblems]).toEqual([]);
  });

  test('the demo investor’s and the demo partner’s pages', async ({ acceptedPage: page, baseURL }) => {
    test.setTimeout(240_000);
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status(), await login.text()).toBe(200);
    const investorProblems = await sweep(page, INVESTOR_ROUTES);
    await page.context().clearCookies();
    const partnerApi = await playwrightRequest.newContext({ baseURL });
    const partnerLogin = await partnerApi.post('/api/v1/cp/auth/login', { data: DEMO.partner });
    expect(partnerLogin.status(), await partnerLogin.text()).toBe(200);
    await page.context().addCookies((await partnerApi.storageState()).cookies);
    await partnerApi.dispose();
    const partnerProblems = await sweep(page, PARTNER_ROUTES);
    expect([...investorProblems, ...partnerProblems]).toEqual([]);
  });

  test('the header’s menu holds the rest, opens and closes from the keyboard', async ({ acceptedPage: page }) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status(), await login.text()).toBe(200);
    await page.setViewportSize(SWEEP);
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    // On the bar: the menu, the search, the cart with its count and the bell; the account's menu is in the drawer.
    for (const control of [
      banner.getByRole('button', { name: 'Open menu' }),
      banner.getByRole('button', { name: 'Search companies' }),
      banner.getByRole('link', { name: /^Cart, \d+ items?$/ }),
      banner.getByRole('button', { name: /^Notifications/ }),
    ]) {
      await expect(control).toBeVisible();
    }
    await expect(banner.getByRole('button', { name: /^Account menu/ })).toBeHidden();
    const search = banner.getByRole('button', { name: 'Search companies' });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(search).toBeFocused();
    await expect(banner.getByRole('combobox')).toBeHidden();

    const menu = banner.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Profile/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('every page of the console, and records with lists', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const page = await operatorPage(browser, baseURL!);
    const operator = await operatorApi(baseURL!);
    const orders = (await (await operator.get('/api/v1/admin/orders?limit=1')).json()).data.result as { id: number }[];
    const partners = (await (await operator.get('/api/v1/admin/partners?limit=1')).json()).data.result as { id: number }[];
    const investors = (await (await operator.get('/api/v1/admin/investors?limit=1')).json()).data.result as { id: number }[];
    await operator.dispose();
    const records = [
      ...orders.map((order) => `/admin/orders/${order.id}`),
      ...partners.map((partner) => `/admin/partners/${partner.id}`),
      ...investors.map((investor) => `/admin/investors/${investor.id}`),
    ];
    expect(records.length).toBeGreaterThan(0);
    expect(await sweep(page, [...OPERATOR_ROUTES, ...records])).toEqual([]);
    await page.context().close();
  });
});

const PRICE = /^₹[\d,]+\.\d\d$/;

test.describe('at 360 px nothing covers a button or a price', () => {
  test('card prices on home, the company list and a company page, and Add to cart after Buy', async ({ acceptedPage: page }) => {
    test.setTimeout(150_000);
    await createInvestor(page.request);
    await page.setViewportSize(PHONE);
    await page.goto('/indian-stocks?status=Available&view=table');
    // The table scrolls in its frame; the screen-reader words of its price changes once widened the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const company = await page.getByRole('table').getByRole('link').first().getAttribute('href');
    const covered: string[] = [];
    for (const path of ['/', '/indian-stocks', company!]) {
      await page.goto(path);
      // Each card brought up to the foot of the screen: its price (bottom left) stays clear of the Join button.
      const cards = page.getByRole('listitem').filter({ has: page.getByText(PRICE) });
      const count = Math.min(await cards.count(), 6);
      for (let index = 0; index < count; index++) {
        const card = cards.nth(index);
        await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        const price = card.getByText(PRICE).first();
        const hits = await hitsItself(price, null);
        if (hits.includes(false)) covered.push(`${path}: the price of card ${index + 1} (${hits.join(', ')})`);
      }
      if (path === company) expect(count, 'a company page shows similar companies').toBeGreaterThan(0);
    }
    expect(covered).toEqual([]);

    // Buy opens the quantity form where the investor can reach it, not under the Join button.
    await page.goto(company!);
    await bootPage(page);
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toBeVisible();
    await expect.poll(() => hitsItself(addToCart, null)).toEqual([true, true]);
    expect(await hitsItself(addToCart, 'end')).toEqual([true, true]);
  });

  test('the cookie banner leaves the hero’s buttons free', async ({ page, context, baseURL }) => {
    // The disclaimer accepted, the cookie banner not yet.
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    for (const name of ['Explore company records', 'Open the screener']) {
      expect(await hitsItself(page.getByRole('link', { name }).first(), 'nearest'), name).toEqual([true, true]);
    }
  });

  for (const width of [360, 1280]) {
    test(`a confirmation dialog is centred in the viewport at ${width} px`, async ({ acceptedPage: page, baseURL }) => {
      test.setTimeout(120_000);
      const operator = await operatorApi(baseURL!);
      // A company of its own per width (no other spec takes the 10th or 11th on sale), so parallel runs never share its stock.
      const order = await investorWithOrder(page.request, operator, await companyOnSale(operator, width === 360 ? 10 : 11));
      await operator.dispose();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/dashboard/transactions/${order.id}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const { box, viewport } = await dialog.evaluate((element) => ({
        box: (element.firstElementChild ?? element).getBoundingClientRect().toJSON() as DOMRect,
        viewport: { width: window.innerWidth, height: window.innerHeight },
      }));
      expect(Math.abs(box.left + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.top + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
      await dialog.getByRole('button', { name: 'Keep it' }).click();
    });
  }
});
