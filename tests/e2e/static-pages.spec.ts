// About and the legal pages: their content, their statements and their navigation.
import { expect, test } from './fixtures';

const LEGAL_PAGES = [
  ['/terms-conditions', 'Terms & Conditions'],
  ['/policies', 'Privacy Policy'],
  ['/cookies-policy', 'Cookies Policy'],
  ['/disclaimers', 'Disclaimers'],
  ['/disclosures', 'Disclosures'],
  ['/Disclaimer', 'Disclaimer'],
] as const;

test.describe('legal pages', () => {
  for (const [path, title] of LEGAL_PAGES) {
    test(`${path} states that the site is no exchange, is not regulated and gives no advice`, async ({ acceptedPage: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | PrivateBourse`);
      const important = page.getByRole('complementary', { name: 'Important' });
      await expect(important).toContainText('is not a stock exchange, a trading platform or a marketplace');
      await expect(important).toContainText('SEBI');
      await expect(important).toContainText('IRDAI');
      await expect(important).toContainText('RERA');
      await expect(important).toContainText('Nothing on PrivateBourse is investment');
      await expect(page.getByText(/^Last updated:/)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    });
  }

  test('a long page links each section from its table of contents', async ({ acceptedPage: page }) => {
    await page.goto('/policies');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Your rights as a Data Principal' }).click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByRole('heading', { name: 'Your rights as a Data Principal' })).toBeInViewport();
    await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  });

  test('the cookies policy names every cookie the site sets', async ({ acceptedPage: page }) => {
    await page.goto('/cookies-policy');
    const table = page.getByRole('table', { name: 'Cookies set by this site' });
    for (const name of ['userToken', 'partnerToken', 'signedInAs', 'accept_cookie', 'accept_banner_cookie', 'next-auth.session-token']) {
      await expect(table).toContainText(name);
    }
    await expect(table.getByRole('row', { name: /accept_banner_cookie/ })).toContainText('1 year');
    await expect(table.getByRole('row', { name: /^accept_cookie/ })).toContainText('1 day');
  });

  test('/Disclaimer is readable without accepting the overlay', async ({ page }) => {
    await page.goto('/Disclaimer');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer');
  });
});

test('/about shows the Our Journey timeline from 2019 to 2025', async ({ acceptedPage: page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Journey' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Our journey, 2019 to 2025' });
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.first()).toContainText('2019');
  await expect(items.last()).toContainText('2025');
  expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
});

test('these pages fit a 360 px wide phone without sideways scrolling', async ({ acceptedPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/about', '/career', '/Global-Real-Estate', '/cookies-policy', '/policies', '/contact-us']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
