// Saved screens (issue 24): an investor saves the screener's query as a screen with alerts, finds it on
// their saved-screens page with its count, turns its alerts off and deletes it; a query with a typo is
// refused with its position. A partner has the same page; a visitor is asked to sign in.
import { seriousViolations } from './axe';
import { acceptDisclaimer, bootPage, createInvestor, createPartner, expect, seesNotification, test } from './fixtures';
import { approvedBySecond, companyOnSale, operatorApi } from './operator';

const QUERY = 'Price > 100 AND ROE > 0';

test.describe('saved screens', () => {
  test('an investor saves a screen from the screener, then manages it on the saved-screens page', async ({ acceptedPage: page }) => {
    await createInvestor(page.request, { fullName: 'Meera Iyer' });
    await page.goto(`/screener?q=${encodeURIComponent(QUERY)}`);
    await bootPage(page);
    await page.getByRole('button', { name: 'Save this screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this screen' });
    await expect(dialog.getByLabel('Query')).toHaveValue(QUERY);
    await dialog.getByLabel('Name').fill('Profitable above ₹100');
    await dialog.getByRole('checkbox', { name: /Tell me when a company enters or leaves/ }).check();
    await dialog.getByRole('button', { name: 'Save screen' }).click();
    await expect(dialog.getByText('Screen saved.')).toBeVisible();
    // The form is empty again: a second click saves nothing twice.
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Your saved screens' }).click();
    await expect(page).toHaveURL(/\/dashboard\/screens$/);

    const table = page.getByRole('table', { name: /Your saved screens \(1 of 20\)/ });
    const row = table.getByRole('row', { name: /Profitable above ₹100/ });
    await expect(row).toContainText(QUERY);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);
    const alerts = row.getByRole('button', { name: 'Alerts for Profitable above ₹100' });
    await expect(alerts).toHaveAttribute('aria-pressed', 'true');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-pressed', 'false');

    const form = page.getByRole('form', { name: 'Save a screen' });
    await form.getByLabel('Name').fill('Growth');
    await form.getByLabel('Query').fill('Revnue growth > 20');
    await form.getByRole('button', { name: 'Save screen' }).click();
    await expect(form.getByText(/unknown column 'Revnue growth' at 1:1/)).toBeVisible();
    await expect(form.getByText(/did you mean 'Revenue growth/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No saved screens yet.', { exact: false })).toBeVisible();
  });

  test('a partner keeps screens too; a visitor is asked to sign in to save one', async ({ acceptedPage: page, browser, baseURL }) => {
    await createPartner(page.request);
    await page.goto('/Cp/screens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved screens');
    const form = page.getByRole('form', { name: 'Save a screen' });
    await form.getByLabel('Name').fill('Fintech');
    await form.getByLabel('Query').fill('Sector CONTAINS "Fin"');
    await form.getByRole('button', { name: 'Save screen' }).click();
    await expect(page.getByRole('table', { name: /Your saved screens \(1 of 20\)/ })).toContainText('Fintech');
    const link = page.getByRole('link', { name: 'Fintech' });
    await expect(link).toHaveAttribute('href', `/screener?q=${encodeURIComponent('Sector CONTAINS "Fin"').replace(/%20/g, '+')}`);

    const context = await browser.newContext();
    await acceptDisclaimer(context, baseURL!);
    const visitor = await context.newPage();
    await visitor.goto(`/screener?q=${encodeURIComponent(QUERY)}`);
    await bootPage(visitor);
    await expect(visitor.getByRole('link', { name: 'Sign in to save this screen' })).toHaveAttribute('href', /\/login\?next=/);
    await context.close();
  });

  test('an operator’s price change moves a company into an alerting screen, and the investor is told', async ({
    acceptedPage: page,
    baseURL,
  }) => {
    const operator = await operatorApi(baseURL!);
    // The 14th company on sale: no other spec takes it.
    const company = await companyOnSale(operator, 13);
    await createInvestor(page.request, { fullName: 'Ravi Shankar' });
    const rupees = (company.pricePaise / 100).toFixed(2);
    await page.goto('/dashboard/screens');
    const form = page.getByRole('form', { name: 'Save a screen' });
    await form.getByLabel('Name').fill('Above today');
    await form.getByLabel('Query').fill(`Name = "${company.name}" AND Price > ${rupees}`);
    await form.getByRole('checkbox', { name: /Tell me when a company enters or leaves/ }).check();
    await form.getByRole('button', { name: 'Save screen' }).click();
    const row = page.getByRole('table', { name: /Your saved screens/ }).getByRole('row', { name: /Above today/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');

    // 5% up: under the four-eyes threshold, or approved by the second admin where it is not.
    const raised = Math.round(company.pricePaise * 1.05);
    const changed = await approvedBySecond(
      await operator.patch(`/api/v1/admin/companies/${company.slug}`, { data: { pricePaise: raised } }),
    );
    expect(changed.status(), await changed.text()).toBe(200);
    await operator.dispose();

    await seesNotification(page, 'Your screen “Above today”: 1 company moved');
    await page.goto('/dashboard/screens');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row).toContainText(`${company.name} entered.`);
  });
});
