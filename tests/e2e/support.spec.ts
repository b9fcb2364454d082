// Support end to end: an investor opens a ticket on their support page, an operator answers it in the
// console, the investor sees the answer and the notification and writes back, the operator resolves it.
// A partner's ticket from /Cp/support goes the same way, each answer and the resolution in their panel.
// And an operator writes a help article with the server's preview, which an investor then reads.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { createInvestor, createPartner, expect, test } from './fixtures';
import { operatorPage } from './operator';

async function expectNoAxeViolations(page: Page) {
  // The route progress bar (nprogress) shows while the page's props reload: wait for it to go.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a ticket goes back and forth between an investor and an operator', async ({ acceptedPage: page, browser, baseURL }) => {
  // Two people, two browsers and eight round trips: 50-58 s on a busy 2-core machine, past the usual minute.
  test.slow();
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

test('a partner’s ticket: answered and resolved by an operator, each told in the partner’s panel', async ({
  acceptedPage: page,
  browser,
  baseURL,
}) => {
  await createPartner(page.request, { fullName: 'Support Partner' });
  const subject = `Commission missing ${Date.now().toString(36)}`;

  await page.goto('/Cp/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByLabel('Category').selectOption('commission');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My client’s order completed yesterday but no commission shows yet.');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/Cp\/support\/\d+$/);
  const ticketId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  const console = await operatorPage(browser, baseURL ?? '');
  await console.goto(`/admin/tickets/${String(ticketId)}`);
  await expect(console.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await console.getByLabel('Reply to the customer').fill('Commission accrues when the order completes; it shows within the hour.');
  await console.getByRole('button', { name: 'Send reply' }).click();
  await expect(console.getByTestId('notice')).toHaveText('Your reply is sent to the customer.');

  // The partner sees the answer on the ticket and in the panel.
  await page.reload();
  await expect(page.getByText('Commission accrues when the order completes; it shows within the hour.')).toBeVisible();
  await expect(page.getByText('Awaiting you', { exact: true })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: `Support replied: ${subject}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The operator resolves it: the partner sees it resolved, and is told so in the panel.
  await console.getByRole('button', { name: 'Resolve' }).click();
  await expect(console.getByTestId('notice')).toHaveText('The ticket is resolved.');
  await console.context().close();
  await page.reload();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  await expect(panel.getByRole('link', { name: `Ticket resolved: ${subject}` })).toBeVisible();
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
