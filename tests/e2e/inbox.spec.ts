// The console's inboxes and content screens (issue 22), as staff click through them: the support desk
// handles a contact message, the content desk exports the newsletter's subscribers and unsubscribes one,
// and adds a webcast that readers then find on /Webcast.
import { seriousViolations } from './axe';
import { expect, test, uniqueContact } from './fixtures';
import { staffPage } from './operator';

test('support marks a contact message handled with a note; it leaves the new messages', async ({
  acceptedPage: visitor,
  browser,
  baseURL,
}) => {
  const { email } = uniqueContact();
  const sent = await visitor.request.post('/api/v1/common/contact', {
    data: { fullName: 'Asha Verma', email, subject: 'Buying shares', message: 'How do I buy shares of a pre-IPO company?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const desk = await staffPage(browser, baseURL!, ['support'], 'Sunita Support');
  await desk.goto('/admin');
  await desk.getByRole('link', { name: 'Contact inbox' }).first().click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Contact inbox' })).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Search' }).fill(email);
  await desk.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(desk).toHaveURL(/q=/);
  const row = desk.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'Buying shares' }).click();

  await expect(desk.getByRole('heading', { level: 1, name: 'Buying shares' })).toBeVisible();
  await expect(desk.getByText('How do I buy shares of a pre-IPO company?')).toBeVisible();
  const form = desk.getByRole('form', { name: 'Mark it' });
  await form.getByLabel('Status').selectOption('handled');
  await form.getByLabel('Note').fill('Called her back; sent the buying guide.');
  expect(await seriousViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('notice')).toHaveText('The message is marked handled.');
  await expect(desk.getByText('Called her back; sent the buying guide.').first()).toBeVisible();
  await expect(desk.getByRole('definition').filter({ hasText: 'Sunita Support' })).toBeVisible();

  await desk.goto(`/admin/contact?q=${encodeURIComponent(email)}`);
  await expect(desk.getByText('No new messages.').or(desk.getByText('No messages match these filters.'))).toBeVisible();
  await desk.goto(`/admin/contact?q=${encodeURIComponent(email)}&status=handled`);
  await expect(desk.getByRole('row', { name: new RegExp(email) })).toContainText('Handled');
  await desk.context().close();
});

test('content exports the subscribers as CSV and unsubscribes one, after a question', async ({
  acceptedPage: visitor,
  browser,
  baseURL,
}) => {
  const { email } = uniqueContact();
  const subscribed = await visitor.request.post('/api/v1/common/newsletter/add', { data: { email, deviceType: 'website' } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  const desk = await staffPage(browser, baseURL!, ['content'], 'Chitra Content');
  await desk.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const download = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(`${email},subscribed,`);

  const row = desk.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText('No more newsletter emails go to this address.');
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(desk.getByTestId('notice')).toHaveText(`${email} is unsubscribed.`);
  await expect(row).toContainText('Unsubscribed');
  await expect(row.getByRole('button', { name: /Unsubscribe/ })).toHaveCount(0);
  await desk.context().close();
});

test('content adds a webcast (a bad link refused beside its field) and readers find it on /Webcast', async ({
  acceptedPage: reader,
  browser,
  baseURL,
}) => {
  const title = `Reading a DRHP before the IPO ${Date.now().toString(36)}`;
  const desk = await staffPage(browser, baseURL!, ['content'], 'Chitra Content');
  await desk.goto('/admin');
  await desk.getByRole('link', { name: 'Webcasts' }).first().click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Webcasts' })).toBeVisible();
  const form = desk.getByRole('form', { name: 'Add a webcast' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Video link').fill('https://example.com/video.mp4');
  await form.getByLabel('Duration (minutes)').fill('40');
  await form.getByLabel('Speakers').fill('Asha Rao, Vikram Shah');
  await form.getByLabel('Description').fill('What the draft prospectus says about pre-IPO shareholders and lock-in.');
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Add the webcast' }).click();
  await expect(form.getByLabel('Video link')).toHaveAccessibleDescription(/embed link of YouTube/);
  await form.getByLabel('Video link').fill('https://www.youtube-nocookie.com/embed/drhp101');
  expect(await seriousViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Add the webcast' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(desk.getByTestId('notice')).toHaveText('The webcast is added.');

  await reader.goto('/Webcast');
  await expect(reader.getByText(title)).toBeVisible();
  await desk.context().close();
});
