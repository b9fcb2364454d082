// The privacy page: an investor sees the terms they accepted at sign-up, gives and withdraws a consent (one
// click each, a switch with aria-pressed) and sees the history in India time; adds, changes and removes a nominee.
import { seriousViolations } from './axe';
import { createInvestor, createPartner, expect, test } from './fixtures';

test.describe('privacy page', () => {
  test('sees the terms accepted, gives and withdraws marketing email, sees the history; adds a nominee', async ({ acceptedPage: page }) => {
    await createInvestor(page.request, { fullName: 'Kavya Menon' });
    await page.goto('/dashboard/profile');
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');

    const consents = page.getByRole('region', { name: 'Consents' });
    await expect(consents).toContainText(/You accepted the Terms & Conditions \(version \d{4}-\d{2}-\d{2}\) and the Privacy Policy/);
    // Left unticked at sign-up: not given, and the history says where it was answered.
    const marketing = consents.getByRole('button', { name: /Marketing emails/ });
    await expect(marketing).toHaveAttribute('aria-pressed', 'false');
    const history = consents.getByRole('table', { name: /Changes to your consents/ });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('Not given');
    await expect(history.getByRole('row').nth(1)).toContainText('At sign-up');
    await marketing.click();
    await expect(marketing).toHaveAttribute('aria-pressed', 'true');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Given');
    await expect(history).toContainText('IST');
    await marketing.click();
    await expect(marketing).toHaveAttribute('aria-pressed', 'false');
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('row').nth(1)).toContainText('Withdrawn');

    const nominee = page.getByRole('region', { name: 'Nominee' });
    const form = nominee.getByRole('form', { name: 'Add a nominee' });
    await form.getByLabel('Nominee’s full name').fill('Arjun Menon');
    await form.getByLabel('Relationship to you').fill('Brother');
    await form.getByRole('button', { name: 'Add nominee' }).click();
    await expect(form.getByText('Please give the nominee’s email or mobile number.')).toBeVisible();
    await form.getByLabel('Nominee’s mobile number').fill('98765 43210');
    await form.getByRole('button', { name: 'Add nominee' }).click();
    await expect(nominee.getByText('Your nominee: Arjun Menon (Brother), 9876543210.')).toBeVisible();
    await expect(nominee.getByRole('table', { name: /Changes to your nominee/ })).toContainText('Arjun Menon (Brother)');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a partner has no partner-sharing switch and reaches the page from the profile', async ({ acceptedPage: page }) => {
    await createPartner(page.request);
    await page.goto('/Cp/cp-profile');
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/Cp\/privacy$/);
    const consents = page.getByRole('region', { name: 'Consents' });
    await expect(consents.getByRole('button')).toHaveCount(3);
    await expect(consents.getByRole('button', { name: /Share my holdings/ })).toHaveCount(0);
  });
});
