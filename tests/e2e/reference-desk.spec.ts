// The site's FAQs kept from the console (issue 22): the content desk adds a question (a bad one is
// refused beside its field), readers find it on /Faq at once, and removing it asks first.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { operatorPage } from './operator';

test('a question added in the console is on the FAQ page at once, and removing it asks first', async ({
  acceptedPage: reader,
  browser,
  baseURL,
}) => {
  const question = `Can I hold unlisted shares in a minor’s demat ${Date.now().toString(36)}?`;
  // A reader's copy of /Faq, kept in Next's page cache.
  await expect.poll(async () => (await reader.request.get('/Faq')).headers()['x-nextjs-cache'], { timeout: 20_000 }).toBe('HIT');

  const desk = await operatorPage(browser, baseURL!);
  await desk.goto('/admin/faqs');
  await expect(desk.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  const form = desk.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Category').fill('Demat');
  await form.getByLabel('Question').fill(question);
  await form.getByRole('button', { name: 'Add the question' }).click();
  await expect(form.getByLabel('Answer')).toHaveAccessibleDescription(/Answer is required\./);
  await form.getByLabel('Answer').fill('Yes, through the guardian’s account.');
  expect(await seriousViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Add the question' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(desk.getByTestId('notice')).toHaveText('The question is added.');

  await reader.goto('/Faq');
  await expect(reader.getByText(question)).toBeVisible();

  await desk.getByRole('button', { name: 'Remove' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText('leaves the site at once');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  await expect(desk.getByTestId('notice')).toHaveText('The question is removed.');
  await reader.goto('/Faq');
  await expect(reader.getByText(question)).toHaveCount(0);
  await desk.context().close();
});
