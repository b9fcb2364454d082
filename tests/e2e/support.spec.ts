// Support end to end: an investor opens a ticket on their support page, an operator answers it in the
// console, the investor sees the answer and the notification and writes back, the operator resolves it.
// And an operator writes a help article with the server's preview, which an investor then reads.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

import { acceptDisclaimer, createInvestor, expect, test } from './fixtures';
import { operatorApi } from './operator';

/** A page of its own signed in as the demo operator (the run's one session). */
async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const operator = await operatorApi(baseURL);
  const context = await browser.newContext({ baseURL });
  await acceptDisclaimer(context, baseURL);
  await context.addCookies((await operator.storageState()).cookies);
  await operator.dispose();
  return context.newPage();
}

async function expectNoAxeViolations(page: Page) {
  // The route progress bar (nprogress, role="bar") shows while the page's props reload: wait for it to go.
  await expect(page.locator('[role="bar"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a ticket goes back and forth between an investor and an operator', async ({ acceptedPage: page, browser, baseURL }) => {
  await createInvestor(page.request, { fullName: 'Support Seeker' });
  const subject = `Transfer not received ${Date.now().toString(36)}`;

  await page.goto('/dashboard/UserSupport');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The form refuses an empty subject before anything is sent.
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page.getByText('Please choose a category.')).toBeVisible();
  await page.getByLabel('Category').selectOption('transfer');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('I paid last week but the shares are not in my demat account yet.');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/UserSupport\/\d+$/);
  const ticketId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // The operator finds it in the queue, takes it and answers.
  const console = await operatorPage(browser, baseURL ?? '');
  await console.goto('/admin/tickets?status=open');
  await expect(console.getByRole('link', { name: subject })).toBeVisible();
  await expectNoAxeViolations(console);
  await console.getByRole('link', { name: subject }).click();
  await expect(console).toHaveURL(new RegExp(`/admin/tickets/${String(ticketId)}$`));
  await console.getByRole('button', { name: 'Assign to me' }).click();
  await expect(console.getByTestId('notice')).toHaveText('The ticket is assigned to you.');
  await console.getByLabel('Reply to the customer').fill('The transfer went out today; it shows in your account within two days.');
  await console.getByRole('button', { name: 'Send reply' }).click();
  await expect(console.getByTestId('notice')).toHaveText('Your reply is sent to the customer.');
  await expect(console.getByText('Awaiting customer')).toBeVisible();
  await expectNoAxeViolations(console);

  // The investor sees the answer, and the notification of it, and writes back.
  await page.reload();
  await expect(page.getByText('The transfer went out today; it shows in your account within two days.')).toBeVisible();
  await expect(page.getByText('Awaiting you', { exact: true })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: `Support replied: ${subject}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Your reply').fill('Thank you, it has arrived.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Thank you, it has arrived.')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // The operator resolves it; the investor sees it resolved.
  await console.reload();
  await expect(console.getByText('Thank you, it has arrived.')).toBeVisible();
  await console.getByRole('button', { name: 'Resolve' }).click();
  await expect(console.getByTestId('notice')).toHaveText('The ticket is resolved.');
  await page.reload();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await console.context().close();
});

test('an operator writes a help article with a preview, and an investor reads it', async ({ acceptedPage: page, browser, baseURL }) => {
  const tag = Date.now().toString(36);
  const title = `Lock-in after an IPO ${tag}`;
  const console = await operatorPage(browser, baseURL ?? '');
  await console.goto('/admin/knowledge');
  await expectNoAxeViolations(console);
  await console.getByRole('link', { name: 'New article' }).click();
  await expect(console).toHaveURL(/\/admin\/knowledge\/new$/);
  await console.getByLabel('Title').fill(title);
  await expect(console.getByLabel('Slug')).toHaveValue(`lock-in-after-an-ipo-${tag}`);
  await console.getByLabel('Audience').selectOption('both');
  await console.getByLabel('Category').fill('Tax and rules');
  await console.getByLabel('Summary').fill('Why pre-IPO shares cannot be sold for six months after listing.');
  await console
    .getByLabel('Body (Markdown)')
    .fill(
      '## Six months\n\nShares bought **before** an IPO are locked in for six months after listing.\n\n<script>window.hacked = true</script>',
    );
  const preview = console.getByTestId('knowledge-preview');
  await expect(preview.getByRole('heading', { name: 'Six months' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('before');
  await expect(preview.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(console);
  await console.getByRole('button', { name: 'Save article' }).click();
  await expect(console).toHaveURL(/\/admin\/knowledge\/\d+\?saved=1$/);
  await expect(console.getByTestId('notice')).toHaveText('The article is saved.');
  await console.context().close();

  await createInvestor(page.request, { fullName: 'Curious Reader' });
  await page.goto(`/dashboard/UserKnowledgebase/lock-in-after-an-ipo-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Six months' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
});
