// The contact, real-estate enquiry and job application forms: bad input first, then good input.

import type { Locator } from '@playwright/test';

import { expect, test, uniqueContact } from './fixtures';

/** A minimal, valid-looking PDF, generated for the upload. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The text of the element(s) an input names in aria-describedby. */
async function describedBy(form: Locator, label: string) {
  const ids = (await form.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => form.page().locator(`[id="${id}"]`).allTextContents()),
  );
  return texts.flat().join(' ');
}

test.describe('contact form', () => {
  test('shows messages beside the fields, then confirms and clears', async ({ acceptedPage: page }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveTitle(/Contact Us/);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Mobile number (optional)').fill('12345');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByLabel('Full name')).toBeFocused();
    expect(await describedBy(form, 'Full name')).toContain('Full name is required.');
    expect(await describedBy(form, 'Mobile number (optional)')).toContain('Please enter a valid 10-digit Indian mobile number.');
    expect(await describedBy(form, 'Subject')).toContain('Please choose a subject.');
    expect(await describedBy(form, 'Message')).toContain('Message is required.');

    await form.getByLabel('Full name').fill('Asha Verma');
    await form.getByLabel('Email').fill(uniqueContact().email);
    await form.getByLabel('Mobile number (optional)').fill('');
    await form.getByLabel('Subject').selectOption('Channel partnership');
    await form.getByLabel('Message').fill('I advise 40 families and would like to become a partner.');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/common/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(/Thank you for writing to us/);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('shows the contact details beside the form', async ({ acceptedPage: page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('complementary', { name: 'Reach us directly' })).toContainText('support@privatebourse.example');
  });
});

test.describe('global real estate', () => {
  test('filters by country and city, and ignores unknown values', async ({ acceptedPage: page }) => {
    await page.goto('/Global-Real-Estate?country=Portugal');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Portugal');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await page.getByRole('link', { name: 'Lisbon' }).click();
    await expect(page).toHaveURL(/country=Portugal&city=Lisbon/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('€690,000');
    await expect(cards.first()).toContainText('₹');

    await page.goto('/Global-Real-Estate?country=Atlantis&city=%3Cscript%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Real Estate');
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
  });

  test('the Get In Touch form refuses bad input beside the fields, then confirms', async ({ acceptedPage: page }) => {
    await page.goto('/Global-Real-Estate?country=United%20Kingdom');
    const form = page.getByRole('form', { name: 'Get in touch about real estate' });
    await form.getByLabel('Mobile number').fill('55555');
    await form.getByRole('button', { name: 'Get In Touch' }).click();
    await expect(form.getByLabel('Full name')).toBeFocused();
    expect(await describedBy(form, 'Mobile number')).toContain('Please enter a valid 10-digit Indian mobile number.');
    expect(await describedBy(form, 'Email')).toContain('Email is required.');

    await page.getByRole('button', { name: /Enquire about Kensington Mansion Flat/ }).click();
    await expect(form.getByLabel('Property (optional)')).toHaveValue(/\d+/);
    const { phone, email } = uniqueContact();
    await form.getByLabel('Full name').fill('Rahul Nair');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill(phone);
    await form.getByLabel('Message').fill('Budget around 1.5 million pounds; visiting London in May.');
    const answered = page.waitForResponse((r) => r.url().endsWith('/realEstate/enquiry'));
    await form.getByRole('button', { name: 'Get In Touch' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ fullName: 'Rahul Nair', listingId: expect.any(Number) });
    await expect(form.getByRole('status')).toHaveText(/real-estate desk will call you/);
    await expect(form.getByLabel('Property (optional)')).toHaveValue('');
  });
});

test.describe('career application', () => {
  test('refuses a wrong file type and missing fields, then uploads a PDF', async ({ acceptedPage: page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { name: /Open positions \(5\)/ })).toBeVisible();
    await expect(page.getByText('Content Writer, Private Markets (Internship)')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Apply for a position' });

    await form
      .getByLabel('Résumé')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(form.getByLabel('Position')).toBeFocused();
    expect(await describedBy(form, 'Position')).toContain('Please choose an open position.');
    expect(await describedBy(form, 'Résumé')).toContain('Your résumé must be a PDF file.');

    await page.getByRole('button', { name: 'Apply for Channel Partner Manager' }).click();
    await expect(form.getByLabel('Position')).not.toHaveValue('');
    const { phone, email } = uniqueContact();
    await form.getByLabel('Full name').fill('Meera Iyer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill(phone);
    await form.getByLabel('Cover note (optional)').fill('Eight years building a sub-broker network in Karnataka.');
    await form.getByLabel('Résumé').setInputFiles({ name: 'Meera Iyer.pdf', mimeType: 'application/pdf', buffer: PDF });
    const answered = page.waitForResponse((r) => r.url().endsWith('/career/apply'));
    await form.getByRole('button', { name: 'Submit application' }).click();
    expect((await answered).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(/Thank you for applying/);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    expect(await form.getByLabel('Résumé').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  });

  test('the server refuses a non-PDF that the browser check would miss', async ({ request }) => {
    const { phone, email } = uniqueContact();
    const response = await request.post('/api/v1/common/career/apply', {
      multipart: {
        openingId: '1',
        fullName: 'Test Applicant',
        email,
        phone,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') },
      },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors.resume).toBe('Your résumé must be a PDF file.');
  });
});
