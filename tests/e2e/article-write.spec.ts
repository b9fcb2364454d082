// The news desk writes (issue 22): a content person writes an article as a draft (readers get 404),
// publishes it after a confirmation, then moves it to a new address; the old address, opened in the
// browser, lands on the new one through a permanent redirect.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { staffPage } from './operator';

test('a content person writes and publishes an article, moves it, and the old address redirects', async ({
  acceptedPage: reader,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const title = `Pre-IPO demand rises ${tag}`;
  const slug = `pre-ipo-demand-rises-${tag}`;
  const moved = `${slug}-moved`;

  const writer = await staffPage(browser, baseURL!, ['content'], 'Meera Writer');
  await writer.goto('/admin/articles');
  await expect(writer.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await writer.getByRole('link', { name: 'Write an article' }).click();
  await expect(writer.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible();

  // Nothing filled in: each field says what it needs, and nothing is saved.
  await writer.getByRole('button', { name: 'Save the draft' }).click();
  await expect(writer.getByLabel('Title')).toHaveAccessibleDescription(/Title is required\./);
  await expect(writer.getByLabel('Category')).toHaveAccessibleDescription(/Please choose a category\./);

  await writer.getByLabel('Title').fill(title);
  await expect(writer.getByLabel('Address (slug)')).toHaveValue(slug);
  await writer.getByLabel('Category').selectOption({ label: 'Private Equity' });
  await writer.getByLabel('Summary').fill('Secondary demand for pre-IPO shares rose this quarter.');
  await writer.getByLabel('Body (Markdown)').fill('## Demand\n\nBuyers asked for **more** pre-IPO shares than sellers offered.');
  expect(await seriousViolations(writer)).toEqual([]);
  await writer.getByRole('button', { name: 'Save the draft' }).click();
  await expect(writer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(writer.getByTestId('notice')).toHaveText('The draft is saved.');
  const facts = writer.getByRole('region', { name: 'On the site' });
  await expect(facts.getByText('Draft', { exact: true })).toBeVisible();

  // A draft is not on the site.
  expect((await reader.request.get(`/articles/${slug}`)).status()).toBe(404);

  // Publishing asks first, naming what happens.
  await facts.getByRole('button', { name: 'Publish now' }).click();
  const publish = writer.getByRole('dialog');
  await expect(publish.getByRole('heading', { name: `Publish “${title}” now?` })).toBeVisible();
  await expect(publish).toContainText(`It goes on the site at /articles/${slug} at once`);
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(writer.getByTestId('notice')).toHaveText('The article is published.');
  await expect(facts.getByText('Published', { exact: true })).toBeVisible();
  expect(await seriousViolations(writer)).toEqual([]);

  await reader.goto(`/articles/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);

  // Moving asks too, saying the old address will redirect.
  await writer.getByLabel('New address (slug)').fill(moved);
  await writer.getByRole('button', { name: 'Move the article' }).click();
  const move = writer.getByRole('dialog');
  await expect(move).toContainText(`The old address will redirect to /articles/${moved}`);
  await move.getByRole('button', { name: 'Move it' }).click();
  await expect(writer.getByTestId('notice')).toHaveText('The article is saved.');
  await expect(facts).toContainText(`/articles/${slug}`);
  await expect(facts.getByRole('link', { name: `/articles/${moved}` })).toBeVisible();

  // The old address, in the browser, lands on the new one; the redirect is permanent.
  await reader.goto(`/articles/${slug}`);
  await expect(reader).toHaveURL(new RegExp(`/articles/${moved}$`));
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  expect([301, 308]).toContain((await reader.request.get(`/articles/${slug}`, { maxRedirects: 0 })).status());

  // The console's list finds it by its status, the filter kept in the address.
  await writer.goto('/admin/articles');
  await writer.getByLabel('Status').selectOption({ label: 'Published' });
  await writer.getByLabel('Search').fill(moved);
  await writer.getByRole('button', { name: 'Apply' }).click();
  await expect(writer).toHaveURL(/status=published/);
  await expect(writer.getByRole('link', { name: title })).toBeVisible();
  await writer.context().close();
});
