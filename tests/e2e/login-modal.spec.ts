// The signed-out public header: "login" modal, "Be Our Partner", and the small-screen menu (spec §2 Public header).
import type { Page } from '@playwright/test';

import { brand } from '../../lib/brand';
import { bootPage, expect, test } from './fixtures';
import { booted, holdScripts } from './lazyBoot';

const header = (page: Page) => page.getByRole('banner');
const loginButton = (page: Page) => header(page).getByRole('button', { name: 'login', exact: true });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: `Welcome to ${brand.name}` });

async function openLoginDialog(page: Page) {
  await loginButton(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const CHOICES = [
  { link: "I'm a User", href: '/login', h1: 'Sign in' },
  { link: 'Register as a User', href: '/signup', h1: 'Create your account' },
  { link: "I'm a Channel Partner", href: '/Cp/signin', h1: 'Partner sign in' },
  { link: 'Register as a Partner', href: '/Cp/signup', h1: 'Be our partner' },
] as const;

test.describe('signed-out header', () => {
  test('shows "login" and "Be Our Partner"; login opens a dialog with the user and partner choices', async ({ acceptedPage: page }) => {
    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();
    const partner = header(page).getByRole('link', { name: 'Be Our Partner', exact: true });
    await expect(partner).toBeVisible();
    await expect(partner).toHaveAttribute('href', '/Cp/signup');
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await expect(loginDialog(page)).toHaveCount(0);
    const dialog = await openLoginDialog(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toBeFocused();
    await expect(dialog.getByText("I'm a User", { exact: true })).toBeVisible();
    await expect(dialog.getByText("I'm a Channel Partner", { exact: true })).toBeVisible();
    for (const choice of CHOICES) {
      await expect(dialog.getByRole('link', { name: choice.link, exact: true })).toHaveAttribute('href', choice.href);
    }

    // The close button closes it as well.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(loginDialog(page)).toHaveCount(0);
    await expect(loginButton(page)).toBeFocused();
  });

  for (const choice of CHOICES) {
    test(`"${choice.link}" leads to ${choice.href}`, async ({ acceptedPage: page }) => {
      await page.goto('/');
      const dialog = await openLoginDialog(page);
      await dialog.getByRole('link', { name: choice.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${choice.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(choice.h1);
      await expect(loginDialog(page)).toHaveCount(0);
    });
  }

  test('"Be Our Partner" leads to the partner registration page', async ({ acceptedPage: page }) => {
    await page.goto('/about');
    await header(page).getByRole('link', { name: 'Be Our Partner', exact: true }).click();
    await expect(page).toHaveURL(/\/Cp\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Be our partner');
  });

  test('Escape closes the dialog and gives focus back to the login button', async ({ acceptedPage: page }) => {
    await page.goto('/');
    // React's dialog, once it has the page (the describe below covers the dialog before React).
    await bootPage(page);
    const dialog = await openLoginDialog(page);
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toHaveCount(0);
    await expect(loginButton(page)).toBeFocused();
    // And it opens again.
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
  });
});

// The dialog is in the server's HTML, closed; the inline script (lib/bootScript.ts) opens it at the first
// tap, before the page's scripts have arrived, and React takes the same element over once it has hydrated.
test.describe('before React has the page', () => {
  test('the first tap opens the dialog; Tab stays in it, Escape, the close button and the backdrop close it', async ({
    acceptedPage: page,
  }) => {
    await page.goto('/');
    await holdScripts(page);
    const dialog = loginDialog(page);
    await expect(dialog).toBeHidden();
    await loginButton(page).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();

    // From the keyboard too, and the close button closes it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();

    // A click on the backdrop (outside the panel) closes it.
    await loginButton(page).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    // Its links are plain links until React comes.
    await loginButton(page).click();
    await dialog.getByRole('link', { name: "I'm a User", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('React takes the open dialog over: the same element, one dialog, closed and opened by React', async ({ acceptedPage: page }) => {
    await page.goto('/');
    const release = await holdScripts(page);
    const dialog = loginDialog(page);
    await loginButton(page).click();
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => el.setAttribute('data-opened-before-react', ''));
    await expect(booted(page)).toHaveCount(0);

    release();
    await expect(booted(page)).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-opened-before-react', '');
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    // React has it: the page behind is locked, and its own close button closes it.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();
  });
});

test.describe('small screen (360 x 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header fits, and the hamburger opens and closes the navigation', async ({ acceptedPage: page }) => {
    await page.goto('/');
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(loginButton(page)).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Search unlisted companies' })).toBeVisible();
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const element of [menu, loginButton(page)]) {
      const box = (await element.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Company Records' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/Faq');
    await expect(header(page).getByRole('link', { name: 'Be Our Partner', exact: true })).toBeVisible();

    // Escape closes it and focus goes back to the menu button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // Choosing an item navigates and closes the menu.
    await menu.click();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/Faq$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();

    // The login dialog works at this size too.
    const dialog = await openLoginDialog(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('link', { name: "I'm a User", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});
