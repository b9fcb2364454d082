// Company search in the public header and the investor dashboard header (spec §2, §4, §7).
import type { APIRequestContext, Page } from '@playwright/test';

import { itemAt } from '../../lib/arrays';

import { DEMO, expect, test } from './fixtures';

interface Company {
  name: string;
  slug: string;
}

/** A real company of the seeded database, and a part of its name to type. */
async function seededCompany(request: APIRequestContext): Promise<Company & { query: string }> {
  const response = await request.get('/api/v1/admin/getCompanyList?page=1&limit=1');
  expect(response.status(), await response.text()).toBe(200);
  const company = (await response.json()).data.result[0] as Company;
  expect(company.name).toBeTruthy();
  expect(company.slug).toBeTruthy();
  // The longest word of the name, typed in lower case: part of the name, and case should not matter.
  const word = company.name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const query = word.slice(0, Math.min(word.length, 6)).toLowerCase();
  return { ...company, query };
}

async function matchingNames(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/v1/admin/getCompanyList?page=1&limit=10&name=${encodeURIComponent(query)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).data.result as Company[]).map((c) => c.name);
}

const publicSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search unlisted companies' });
const resultList = (page: Page) => page.getByRole('listbox', { name: 'Matching companies' });

test.describe('public header search', () => {
  test('typing part of a name lists matching companies as links; clicking one opens its page', async ({ acceptedPage: page, request }) => {
    const company = await seededCompany(request);
    await page.goto('/');
    const input = publicSearch(page);
    await expect(input).toBeVisible();
    await expect(resultList(page)).toBeHidden();

    await input.pressSequentially(company.query);
    const list = resultList(page);
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The same companies, in the same order, as the API gives for this query (page 1, at most 10).
    const expected = await matchingNames(request, company.query);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(10);
    for (const name of expected) expect(name.toLowerCase()).toContain(company.query);
    const options = list.getByRole('option');
    await expect(options).toHaveCount(expected.length);
    for (const [index, name] of expected.entries()) await expect(options.nth(index)).toHaveAccessibleName(name);

    const hit = list.getByRole('option', { name: company.name, exact: true });
    await expect(hit).toHaveCount(1);
    await expect(hit).toHaveAttribute('href', `/indian-stocks/${company.slug}`);
    for (const option of await options.all()) await expect(option).toHaveAttribute('href', /^\/indian-stocks\/[a-z0-9-]+$/);

    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/indian-stocks/${company.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
    await expect(resultList(page)).toBeHidden();
  });

  test('ArrowDown then Enter opens the first result', async ({ acceptedPage: page, request }) => {
    const company = await seededCompany(request);
    await page.goto('/');
    const input = publicSearch(page);
    await input.pressSequentially(company.query);
    const name = itemAt(await matchingNames(request, company.query), 0);
    const first = resultList(page).getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAccessibleName(name);
    const href = (await first.getAttribute('href'))!;

    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Escape closes the list and clearing the input hides it', async ({ acceptedPage: page, request }) => {
    const company = await seededCompany(request);
    await page.goto('/');
    const input = publicSearch(page);
    await input.pressSequentially(company.query);
    await expect(resultList(page)).toBeVisible();

    await input.press('Escape');
    await expect(resultList(page)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);

    // Typing again reopens it; emptying the box hides it, with no "not found" notice.
    await input.fill('');
    await input.pressSequentially(company.query);
    await expect(resultList(page)).toBeVisible();
    await input.fill('');
    await expect(resultList(page)).toBeHidden();
    await expect(page.getByText("Didn't find the stock?")).toBeHidden();
    await input.press('ArrowDown');
    await expect(resultList(page)).toBeHidden();
  });

  test('a query with no match offers "Contact Us!!"', async ({ acceptedPage: page }) => {
    await page.goto('/');
    const input = publicSearch(page);
    await input.pressSequentially('zzqqxx');
    const notice = page.getByText("Didn't find the stock?");
    await expect(notice).toBeVisible();
    await expect(resultList(page)).toBeHidden();
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact Us!!', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', '/contact-us');
    await contact.click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(notice).toBeHidden();
  });
});

test.describe('investor dashboard header search', () => {
  test('finds a company and opens its page', async ({ acceptedPage: page, request }) => {
    const company = await seededCompany(request);
    const login = await page.request.post('/api/v1/user/auth/login', { data: DEMO.investor });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    const input = page.getByPlaceholder('Search For Unlisted Company...');
    await expect(input).toBeVisible();
    await input.pressSequentially(company.query);
    const list = resultList(page);
    await expect(list).toBeVisible();
    const hit = list.getByRole('option', { name: company.name, exact: true });
    await expect(hit).toHaveAttribute('href', `/indian-stocks/${company.slug}`);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/indian-stocks/${company.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  });
});
