// The right of access end to end: an investor opens Privacy from their profile, asks for a copy of their
// data, the runner prepares it (kicked right after the request commits), and they download the JSON (which
// the test parses) and the PDF. The page passes axe and reads at 360 px.
import fs from 'node:fs/promises';

import { seriousViolations } from './axe';
import { createInvestor, expect, test } from './fixtures';

test('an investor downloads a copy of their data as JSON and PDF', async ({ acceptedPage: page }) => {
  test.setTimeout(120_000);
  const { data } = await createInvestor(page.request, { fullName: 'Privacy Investor' });

  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const section = page.getByRole('region', { name: 'A copy of your data' });
  await expect(section).toContainText('You can ask for up to 3 copies a day.');
  await expect(page.getByRole('region', { name: 'Close my account and erase my data' })).toContainText(
    'Prevention of Money Laundering Act',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Prepare a copy of my data' }).click();
  const json = section.getByRole('link', { name: 'Download JSON' });
  await expect(json).toBeVisible({ timeout: 60_000 });

  const jsonDownload = page.waitForEvent('download');
  await json.click();
  const content = JSON.parse(await fs.readFile(await (await jsonDownload).path(), 'utf8')) as Record<string, unknown>;
  expect(content.profile).toMatchObject({ fullName: 'Privacy Investor', userUniqueCode: data.userUniqueCode });
  expect(content.profile).not.toHaveProperty('passwordHash');
  expect(Array.isArray(content.orders)).toBe(true);

  const pdfDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^my-data-\d+\.pdf$/);
  expect((await fs.readFile(await pdf.path())).subarray(0, 4).toString()).toBe('%PDF');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(section.getByRole('link', { name: 'Download JSON' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
