// The console's startups desk (issue 22): a content operator adds a startup (a bad amount is refused beside
// its field), it is saved as a draft that no public page shows (its page is a 404), publishing it (asked
// first) puts it on /Startups, and unpublishing it takes it off again.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { staffPage } from './operator';

test('a content operator adds a startup as a draft, publishes it onto /Startups and unpublishes it', async ({
  acceptedPage: reader,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const name = `Tiffin Robotics ${tag}`;
  const slug = `tiffin-robotics-${tag}`;
  const sector = `Foodtech ${tag}`;

  const desk = await staffPage(browser, baseURL!, ['content'], 'Chitra Content');
  await desk.goto('/admin/startups');
  await expect(desk.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();
  await desk.getByRole('link', { name: 'Add a startup' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Add a startup' })).toBeVisible();

  const form = desk.getByRole('form', { name: 'New startup' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Sector').fill(sector);
  await form.getByLabel('Stage').selectOption('Seed');
  await form.getByLabel('About').fill('Robots that cook and pack tiffins for office kitchens in Mumbai.');
  await form.getByLabel('Year founded').fill('2021');
  await form.getByLabel('Headquarters').fill('Mumbai');
  await form.getByLabel('Amount raised (₹)').fill('lots');
  await form.getByLabel('Minimum investment (₹)').fill('50,000');
  await form.getByLabel('Price per share (₹)').fill('120');
  await form.getByLabel('Face value (₹)').fill('10');
  await form.getByRole('button', { name: 'Add the startup as a draft' }).click();
  await expect(form.getByLabel('Amount raised (₹)')).toHaveAccessibleDescription(/an amount above zero/);
  await form.getByLabel('Amount raised (₹)').fill('5,00,00,000');
  expect(await seriousViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Add the startup as a draft' }).click();

  // The address was made from the name; the startup is a draft.
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(desk).toHaveURL(new RegExp(`/admin/startups/${slug}`));
  await expect(desk.getByTestId('notice')).toHaveText('The startup is added as a draft.');
  expect((await reader.request.get(`/Startups/${slug}`)).status()).toBe(404);
  await reader.goto(`/Startups?sector=${encodeURIComponent(sector)}`);
  await expect(reader.getByText(name)).toHaveCount(0);

  // The list finds it among the drafts.
  await desk.goto(`/admin/startups?status=draft&q=${slug}`);
  await expect(desk.getByRole('rowheader').filter({ hasText: name })).toBeVisible();
  await desk.getByRole('link', { name }).click();

  await desk.getByRole('button', { name: 'Publish' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(`/Startups/${slug}`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('The startup is on the site.');

  await reader.goto(`/Startups?sector=${encodeURIComponent(sector)}`);
  await expect(reader.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await reader.goto(`/Startups/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();

  await desk.getByRole('button', { name: 'Unpublish' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('The startup is off the site.');
  await expect.poll(async () => (await reader.request.get(`/Startups/${slug}`)).status()).toBe(404);
  await reader.goto(`/Startups?sector=${encodeURIComponent(sector)}`);
  await expect(reader.getByText(name)).toHaveCount(0);
  await desk.context().close();
});
