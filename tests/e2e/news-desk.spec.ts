// The news desk: an operator corrects a published article in the console, and readers get the
// correction at once, on a page Next's page cache had kept (the article, the news
// list and the home page are rendered again before the save answers; tests/integration/articleAdmin.test.ts
// names them).
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { operatorApi, operatorPage } from './operator';

/** The oldest article: other specs follow the newest ones (the home page's and the sitemap's first). */
async function oldestArticle(operator: APIRequestContext) {
  const first = await operator.get('/api/v1/admin/articles?limit=1');
  expect(first.status()).toBe(200);
  const total = (await first.json()).data.total as number;
  const last = await operator.get(`/api/v1/admin/articles?limit=1&page=${String(total)}`);
  return (await last.json()).data.result[0] as { id: number; slug: string; title: string };
}

test('an operator corrects an article’s title, and the next reader sees it', async ({ acceptedPage: page, browser, baseURL }) => {
  const operator = await operatorApi(baseURL ?? '');
  const article = await oldestArticle(operator);
  await operator.dispose();
  const corrected = `${article.title} (corrected ${Date.now().toString(36)})`;

  // A reader's copy, kept in Next's page cache.
  const path = `/articles/${article.slug}`;
  await expect
    .poll(async () => (await page.request.get(path)).headers()['x-nextjs-cache'], { message: `${path} kept`, timeout: 20_000 })
    .toBe('HIT');

  const console = await operatorPage(browser, baseURL ?? '');
  await console.goto('/admin/articles');
  await console.getByLabel('Search').fill(article.slug);
  await console.getByRole('button', { name: 'Apply' }).click();
  await console.getByRole('link', { name: article.title, exact: true }).click();
  await expect(console).toHaveURL(new RegExp(`/admin/articles/${String(article.id)}$`));

  // A title cleared is refused beside the field, and nothing is saved.
  const title = console.getByLabel('Title');
  await title.fill('');
  await console.getByRole('button', { name: 'Save the text' }).click();
  await expect(title).toHaveAccessibleDescription(/Title is required\./);
  await expect(console.getByTestId('notice')).toHaveText('');

  await title.fill(corrected);
  await console.getByRole('button', { name: 'Save the text' }).click();
  await expect(console.getByTestId('notice')).toHaveText('The article is saved.');
  await console.context().close();

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(corrected);
});
