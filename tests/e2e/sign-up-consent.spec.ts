// Consent asked, not assumed: at 360 and 1280 px the investor and partner sign-up forms show the terms
// box and each choice unticked, link both documents, refuse an account without the terms, and record what
// was ticked. (An account that never answered is asked once on its dashboard: google.spec.ts.)
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { buildInvestor, buildPartner, createPartner, expect, termsBox, test } from './fixtures';
import { layoutProblems } from './layout';

const TERMS_MESSAGE = 'Please accept the Terms & Conditions and the Privacy Policy.';
const marketingBox = (page: Page) => page.getByRole('checkbox', { name: /^Marketing emails/ });
const sharingBox = (page: Page) => page.getByRole('checkbox', { name: 'Share my holdings and orders with the partner who referred me' });

async function fillDetails(page: Page, account: { fullName: string; email: string; phone: string; password: string }) {
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** The terms box's links: both documents, each opening beside the form. */
async function expectDocumentLinks(page: Page) {
  const form = page.getByRole('form', { name: 'Create account' });
  for (const [name, href] of [
    [/^Terms & Conditions/, '/terms-conditions'],
    [/^Privacy Policy/, '/policies'],
  ] as const) {
    const link = form.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

for (const width of [360, 1280]) {
  test.describe(`sign-up at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an investor sees every choice unticked, is refused without the terms, and gets what they ticked', async ({
      acceptedPage: page,
      playwright,
      baseURL,
    }) => {
      const partnerApi = await playwright.request.newContext({ baseURL });
      const { data: partner } = await createPartner(partnerApi);
      await partnerApi.dispose();
      await page.goto(`/signup?code=${String(partner.partnershipCode)}`);
      for (const box of [termsBox(page), marketingBox(page), sharingBox(page)]) {
        await expect(box).toBeVisible();
        await expect(box).not.toBeChecked();
      }
      await expectDocumentLinks(page);
      // Sharing is offered only with a partner's code to share with.
      await page.getByLabel('Partnership code (optional)').fill('');
      await expect(sharingBox(page)).toHaveCount(0);
      await page.getByLabel('Partnership code (optional)').fill(String(partner.partnershipCode));

      await fillDetails(page, buildInvestor({ fullName: 'Tara Joseph' }));
      await marketingBox(page).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(termsBox(page)).toHaveAccessibleDescription(TERMS_MESSAGE);
      await expect(termsBox(page)).toBeFocused();
      await expect(page).toHaveURL(/\/signup\?code=/);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await termsBox(page).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // Answered at sign-up: the dashboard does not ask again.
      await expect(page.getByRole('region', { name: 'Please accept our terms and make your choices' })).toHaveCount(0);
      const consents = (await (await page.request.get('/api/v1/user/privacy/consents')).json()).data as {
        consents: { purpose: string; granted: boolean }[];
        acceptance: { source: string } | null;
      };
      expect(Object.fromEntries(consents.consents.map((row) => [row.purpose, row.granted]))).toMatchObject({
        marketing_email: true,
        partner_sharing: false,
      });
      expect(consents.acceptance).toMatchObject({ source: 'signup' });
    });

    test('a partner sees the terms and marketing email unticked, and is refused without the terms', async ({ acceptedPage: page }) => {
      await page.goto('/Cp/signup');
      await expect(termsBox(page)).not.toBeChecked();
      await expect(marketingBox(page)).not.toBeChecked();
      await expect(sharingBox(page)).toHaveCount(0);
      await expectDocumentLinks(page);
      await fillDetails(page, buildPartner({ fullName: 'Farhan Ali' }));
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(termsBox(page)).toHaveAccessibleDescription(TERMS_MESSAGE);
      await expect(page).toHaveURL(/\/Cp\/signup$/);
      expect(await layoutProblems(page)).toEqual([]);

      await termsBox(page).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/Cp\/dashboard$/);
      const consents = (await (await page.request.get('/api/v1/cp/privacy/consents')).json()).data as {
        consents: { purpose: string; granted: boolean }[];
      };
      expect(consents.consents.find((row) => row.purpose === 'marketing_email')?.granted).toBe(false);
    });
  });
}
