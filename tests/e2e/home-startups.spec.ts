// Home page sections, and the startups list → detail → company record journey.
import { expect, test } from './fixtures';

test('home shows top companies, news, webcasts, startups, trust facts and the partner call to action', async ({ acceptedPage: page }) => {
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Top unlisted companies' });
  await expect(top.locator('a[href^="/indian-stocks/"]')).toHaveCount(8);
  await expect(top.getByText(/₹/).first()).toBeVisible();
  const news = page.getByRole('region', { name: 'Latest news' });
  await expect(news.locator('a[href^="/articles/"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Webcasts' }).locator('a[href="/Webcast"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Startups raising capital' }).locator('a[href^="/Startups/"]').first()).toBeVisible();
  await expect(page.getByText('companies tracked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Be Our Partner' }).last()).toHaveAttribute('href', '/Cp/signup');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Organization' });
});

test('a news headline on the home page opens its article', async ({ acceptedPage: page }) => {
  await page.goto('/');
  const link = page.getByRole('region', { name: 'Latest news' }).locator('a[href^="/articles/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('startups: filter by stage, open one, then its full company record', async ({ acceptedPage: page }) => {
  await page.goto('/Startups');
  const cards = page.locator('main a[href^="/Startups/"]');
  await expect(cards.first()).toBeVisible();
  const stage = page.getByRole('combobox', { name: 'Stage' });
  const firstStage = (await stage.locator('option').nth(1).textContent())!;
  await stage.selectOption(firstStage);
  await expect(page).toHaveURL(new RegExp(`/Startups\\?stage=${encodeURIComponent(firstStage).replace(/%20/g, '\\+')}`));
  await expect(stage).toHaveValue(firstStage);
  const card = cards.first();
  await expect(card).toContainText(firstStage);
  const cardText = (await card.textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/Startups\/[a-z0-9-]+$/);
  // The address changes before the startup's page has rendered: wait for its facts, then read its heading.
  await expect(page.getByText('Amount raised')).toBeVisible();
  expect(cardText).toContain(await page.getByRole('heading', { level: 1 }).textContent());
  await expect(page.getByText('Minimum investment')).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('link', { name: /Full company record/ }).click();
  await expect(page).toHaveURL(new RegExp(`/indian-stocks/${slug}$`));
});

test('an unknown startup is a 404', async ({ acceptedPage: page }) => {
  const response = await page.goto('/Startups/no-such-startup-xyz');
  expect(response!.status()).toBe(404);
});
