// Fees and risks said before money moves (issue 23): a new investor's first purchase asks for the risk
// statement in a dialog, once (the second purchase does not); the checkout says the platform deals as
// principal; the public /fees page is in the footer's Legal group and the sitemap, axe-clean and readable at 360 px.
import type { Page } from '@playwright/test';

import { RISK_STATEMENT } from '../../lib/riskStatement';
import { seriousViolations } from './axe';
import { createInvestor, expect, KYC_FORM, submitKyc, test, uniquePan, VERIFY_KYC } from './fixtures';
import { companyOnSale, operatorApi, type AdminCompany } from './operator';

/** A minimum lot of the company in the cart, through its page's Buy form as an investor adds it. */
async function addToCart(page: Page, company: AdminCompany) {
  await page.goto(`/indian-stocks/${company.slug}`);
  await page.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`shares of ${company.name} are in your cart`)).toBeVisible();
}

test.describe('risk statement before the first purchase', () => {
  test('a new investor is asked once: the first checkout asks, the second does not', async ({ acceptedPage: page, baseURL }) => {
    const operator = await operatorApi(baseURL!);
    const company = await companyOnSale(operator, 17);
    const { data } = await createInvestor(page.request, {}, { riskAcknowledged: false });
    expect((await submitKyc(page.request, { ...KYC_FORM, pan: uniquePan() })).status()).toBe(201);
    const verified = await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC });
    expect(verified.status(), await verified.text()).toBe(200);

    // First purchase: the statement in a dialog before anything is ordered.
    await addToCart(page, company);
    await page.goto('/dashboard/checkout');
    await expect(page.getByTestId('platform-role')).toContainText('as principal');
    await page.getByRole('button', { name: 'Confirm and place order' }).click();
    const dialog = page.getByRole('dialog', { name: RISK_STATEMENT.title });
    await expect(dialog).toBeVisible();
    for (const point of ['stock exchange', 'hard to sell', 'dealer quotes', '6 months', 'may never list'])
      await expect(dialog).toContainText(point);
    await dialog.getByRole('button', { name: 'I understand and accept' }).click();
    await expect(page.getByTestId('placed-order')).toHaveCount(1);
    const shown = await page.request.get('/api/v1/user/risk-acknowledgement');
    expect((await shown.json()).data).toMatchObject({ version: RISK_STATEMENT.version, acceptedAt: expect.any(String) });

    // Second purchase: straight to the order.
    await addToCart(page, company);
    await page.goto('/dashboard/checkout');
    await page.getByRole('button', { name: 'Confirm and place order' }).click();
    await expect(page.getByTestId('placed-order')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await operator.dispose();
  });

  test('without the statement accepted, the orders API answers 428', async ({ request, baseURL }) => {
    const operator = await operatorApi(baseURL!);
    const company = await companyOnSale(operator, 17);
    const { data } = await createInvestor(request, {}, { riskAcknowledged: false });
    expect((await submitKyc(request, { ...KYC_FORM, pan: uniquePan() })).status()).toBe(201);
    expect((await operator.post(`/api/v1/admin/kyc/${String(data.userUniqueCode)}`, { data: VERIFY_KYC })).status()).toBe(200);
    const refused = await request.post('/api/v1/user/orders', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
    });
    expect(refused.status()).toBe(428);
    expect((await refused.json()).code).toBe('risk_acknowledgement_required');
    await operator.dispose();
  });
});

test.describe('/fees', () => {
  test('lists what buyers and sellers pay as GET /api/v1/common/fees says, in the footer and the sitemap', async ({
    acceptedPage: page,
    request,
  }) => {
    const schedule = (await (await request.get('/api/v1/common/fees')).json()).data as {
      buyer: { platformFeeBps: number };
      platformRole: string;
    };
    await page.goto('/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees and charges' })).toBeVisible();
    await expect(page.getByTestId('platform-role')).toHaveText(schedule.platformRole);
    await expect(page.getByRole('table', { name: /When you buy/ })).toContainText('0.015% of the price');
    await expect(page.getByRole('table', { name: /When you sell/ })).toContainText('DP charge');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fees and charges' })).toHaveAttribute('href', '/fees');
    const pages = await (await request.get('/sitemaps/pages.xml')).text();
    expect(pages).toContain('/fees</loc>');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('reads at 360 px: nothing runs off the side', async ({ acceptedPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees and charges' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const table of await page.getByRole('table').all()) {
      const box = await table.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
  });
});
