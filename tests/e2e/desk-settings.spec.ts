// The desk's calendar and clocks, and the FAQ page's order (issue 22), as staff click through them: an admin
// adds a market holiday on /admin/settings (a missing name and a day listed twice refused beside their
// fields), removes it after a question, and changes the ticket response time; a content operator moves a
// question up the console's FAQ desk by keyboard and readers find the new order on /Faq.
import { formatDate } from '../../lib/format';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { operatorApi, operatorPage, staffPage } from './operator';

test('an admin adds and removes a market holiday and changes the ticket response time', async ({ browser, baseURL }) => {
  // A day far ahead that no other spec touches, its own for each run.
  const stamp = Date.now();
  const day = `2098-${String(1 + (stamp % 12)).padStart(2, '0')}-${String(1 + (Math.floor(stamp / 12) % 28)).padStart(2, '0')}`;
  const shown = formatDate(day);
  const name = `Desk test holiday ${stamp.toString(36)}`;

  const admin = await operatorPage(browser, baseURL!);
  await admin.goto('/admin/settings');
  const holidays = admin.getByRole('region', { name: 'Market holidays' });
  await expect(holidays.getByRole('table')).toContainText('Republic Day');
  const form = holidays.getByRole('form', { name: 'Add a holiday' });
  await form.getByLabel('Day').fill(day);
  await form.getByRole('button', { name: 'Add the holiday' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/Name is required\./);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add the holiday' }).click();
  await expect(admin.getByTestId('notice')).toHaveText('The holiday is added.');
  const row = holidays.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(shown);

  // The same day again: refused beside the day field.
  await form.getByLabel('Day').fill(day);
  await form.getByLabel('Name').fill('The same day again');
  await form.getByRole('button', { name: 'Add the holiday' }).click();
  await expect(form.getByLabel('Day')).toHaveAccessibleDescription(/This day is already a holiday\./);
  expect(await seriousViolations(admin)).toEqual([]);

  await row.getByRole('button', { name: `Remove ${name}, ${shown}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Due dates already set stay as they are.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByTestId('notice')).toHaveText('The holiday is removed.');
  await expect(holidays.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  // The ticket response time, beside the other settings: a value out of range refused, then saved.
  const settings = admin.getByRole('form', { name: 'Platform settings' });
  const hours = settings.getByLabel('Ticket response time (hours)');
  await expect(hours).toHaveValue('24');
  await hours.fill('200');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(hours).toHaveAccessibleDescription(/Ticket response time must be at most 168 hours \(7 days\)\./);
  await hours.fill('36');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByTestId('notice')).toHaveText('Settings updated.');
  await admin.reload();
  await expect(admin.getByRole('form', { name: 'Platform settings' }).getByLabel('Ticket response time (hours)')).toHaveValue('36');

  // Other specs read the default: put it back.
  const api = await operatorApi(baseURL!);
  expect((await api.patch('/api/v1/admin/settings', { data: { ticketResponseHours: 24 } })).status()).toBe(200);
  await api.dispose();
  await admin.context().close();
});

test('a content operator moves a question up the FAQ desk and readers see the new order', async ({
  acceptedPage: reader,
  browser,
  baseURL,
}) => {
  const category = `Desk order ${Date.now().toString(36)}`;
  const first = `Is the first question first ${Date.now().toString(36)}?`;
  const second = `Does the second question move up ${Date.now().toString(36)}?`;
  const api = await operatorApi(baseURL!);
  const ids: number[] = [];
  for (const question of [first, second]) {
    const added = await api.post('/api/v1/admin/faqs', { data: { category, question, answer: 'An answer for the order test.' } });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()).data as { id: number }).id);
  }
  const order = async () => {
    await reader.goto('/Faq');
    return reader.getByRole('region', { name: category }).getByRole('listitem').allTextContents();
  };
  expect((await order()).map((text) => text.includes(second))).toEqual([false, true]);

  const desk = await staffPage(browser, baseURL!, ['content'], 'Content Desk');
  await desk.goto(`/admin/faqs?q=${encodeURIComponent(category)}`);
  const moveUp = desk.getByRole('button', { name: `Move up: ${second}` });
  // By keyboard: focus the button and press Enter.
  await moveUp.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByTestId('notice')).toHaveText('The question moved up.');
  const rows = desk.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(second);
  await expect(rows.nth(2)).toContainText(first);
  expect(await seriousViolations(desk)).toEqual([]);

  await expect.poll(async () => (await order()).map((text) => text.includes(second))).toEqual([true, false]);

  // The first question on the page cannot go further up: the desk says so beside it.
  const top = ((await (await api.get('/api/v1/admin/faqs?limit=1')).json()).data as { result: { question: string }[] }).result[0]!.question;
  await desk.goto(`/admin/faqs?q=${encodeURIComponent(top)}`);
  await desk.getByRole('button', { name: `Move up: ${top}` }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'This question is already first on the FAQ page.' })).toBeVisible();

  for (const id of ids) expect((await api.delete(`/api/v1/admin/faqs/${String(id)}`)).status()).toBe(200);
  await api.dispose();
  await desk.context().close();
});
