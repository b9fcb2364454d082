// Demo content that looks finished (issue 8 §6): property prices without paise, a city-state named once,
// a cover per webcast, a startup facts grid without holes, one minimum investment on card and page,
// an enquiry about a startup, and a readable logo on the sign-in pages.
import AxeBuilder from '@axe-core/playwright';

import { expect, test } from './fixtures';

test('real-estate prices are in whole rupees and a city-state is named once', async ({ acceptedPage: page }) => {
  await page.goto('/Global-Real-Estate');
  const listings = page.getByRole('article');
  expect(await listings.count()).toBeGreaterThanOrEqual(20);
  const text = (await listings.allTextContents()).join('\n');
  // Whole rupees (₹11,76,00,000), never with paise (₹11,76,00,000.00); the short form keeps its decimals (₹11.76 Cr).
  expect(text).toMatch(/₹[\d,]*,\d{3}\b/);
  expect(text).not.toMatch(/₹[\d,]*,\d{3}\.\d{2}/);
  expect(text).toContain('Singapore');
  expect(text).not.toContain('Singapore, Singapore');
});

test('every webcast has a cover of its own', async ({ acceptedPage: page }) => {
  await page.goto('/Webcast');
  const cards = page.getByRole('main').getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  const covers = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('img')?.getAttribute('src') ?? ''));
  expect(covers.filter((src) => src === '')).toEqual([]);
  expect(new Set(covers).size).toBe(count);
  for (const src of covers.slice(0, 2)) expect((await page.request.get(src)).headers()['content-type']).toContain('svg');
});

test('a startup: the card’s minimum is the page’s, the facts grid has no empty cell, and an enquiry is sent', async ({
  acceptedPage: page,
}) => {
  await page.goto('/Startups');
  const card = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const onCard = (await card.getByText('Min. investment').locator('xpath=following-sibling::dd').textContent())?.trim();
  expect(onCard).toMatch(/^₹/);
  await card.click();
  await expect(page).toHaveURL(/\/Startups\//);

  const facts = page.getByRole('region', { name: 'Funding and key facts' }).locator('dl');
  const minimum = facts.getByText('Minimum investment', { exact: true }).locator('xpath=following-sibling::dd');
  expect((await minimum.textContent())?.startsWith(onCard ?? '?')).toBe(true);
  // No cell is missing or a dash, and the cells tile the grid's width row by row.
  const cells = await facts.evaluate((dl) => {
    const width = dl.clientWidth;
    const rows = new Map<number, number>();
    for (const cell of dl.children) {
      const box = cell.getBoundingClientRect();
      rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + box.width);
    }
    return { width, rows: [...rows.values()], values: [...dl.querySelectorAll('dd')].map((dd) => dd.textContent.trim()) };
  });
  expect(cells.values.filter((v) => !v || v === '—')).toEqual([]);
  for (const used of cells.rows) expect(Math.abs(used - cells.width)).toBeLessThanOrEqual(2);

  await page.getByRole('button', { name: 'Ask a question' }).click();
  const form = page.getByRole('form', { name: /^Ask about / });
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Full name is required.')).toBeVisible();
  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha.e2e@example.test');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Message').fill('What is the lock-in, and how do I pay?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you. Our startups desk will call you within two working days.');
});

test('the sign-in pages show the light logo, readable on the green panel', async ({ acceptedPage: page }) => {
  for (const path of ['/login', '/Cp/signin']) {
    await page.goto(path);
    const logo = page.getByRole('img', { name: /home$/ });
    await expect(logo).toHaveAttribute('src', '/brand/logo-light.svg');
    const ratios = await page.evaluate(async (src) => {
      const svg = await (await fetch(src)).text();
      const fills = [...svg.matchAll(/<tspan fill="(#[0-9a-f]{6})">/gi)].map((m) => m[1] ?? '');
      const root = getComputedStyle(document.documentElement);
      const panel = ['900', '800', '700'].map((n) => root.getPropertyValue(`--color-brand-${n}`).trim());
      const lum = (hex: string) => {
        const c = [1, 3, 5]
          .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
      };
      return fills.flatMap((fill) =>
        panel.map((bg) => {
          const [a, b] = [lum(fill), lum(bg)].sort((x, y) => y - x);
          return { fill, bg, ratio: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05) };
        }),
      );
    }, '/brand/logo-light.svg');
    expect(ratios).toHaveLength(6);
    expect(ratios.filter((r) => !/^#[0-9a-f]{6}$/i.test(r.bg) || r.ratio < 4.5)).toEqual([]);
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(contrast.violations).toEqual([]);
  }
});
