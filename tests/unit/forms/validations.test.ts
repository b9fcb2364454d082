import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';

import { applicationSchema, cleanFileName, RESUME_MAX_BYTES, RESUME_MESSAGES, resumeFileProblem } from '@/lib/validations/career';
import { contactSchema } from '@/lib/validations/contact';
import { formErrors } from '@/lib/validations/fields';
import { enquirySchema, LISTING_CHOICE_MESSAGE, listingFilters } from '@/lib/validations/realEstate';

const errorsOf = (result: { success: boolean; error?: ZodError }) => (result.error ? formErrors(result.error) : {});

describe('contact form rules', () => {
  const good = {
    fullName: 'Asha Verma',
    email: 'Asha@Example.com',
    phone: '',
    subject: 'Media',
    message: 'A question about your research.',
  };

  it('accepts a message without a phone, lower-casing the email', () => {
    const parsed = contactSchema.parse(good);
    expect(parsed).toMatchObject({ email: 'asha@example.com', phone: undefined, subject: 'Media' });
  });

  it('checks the phone only when one is given', () => {
    expect(contactSchema.parse({ ...good, phone: '098765 43210' }).phone).toBe('9876543210');
    expect(errorsOf(contactSchema.safeParse({ ...good, phone: '12345' }))).toEqual({
      phone: 'Please enter a valid 10-digit Indian mobile number.',
    });
  });

  it('gives every empty field its own message', () => {
    expect(errorsOf(contactSchema.safeParse({ fullName: '', email: '', phone: '', subject: '', message: '' }))).toEqual({
      fullName: 'Full name is required.',
      email: 'Email is required.',
      subject: 'Please choose a subject.',
      message: 'Message is required.',
    });
  });

  it('bounds the message at 10 and 2000 characters after trimming', () => {
    expect(errorsOf(contactSchema.safeParse({ ...good, message: '   123456789   ' })).message).toBe(
      'Message must be at least 10 characters.',
    );
    expect(contactSchema.safeParse({ ...good, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...good, message: 'x'.repeat(2001) })).message).toBe(
      'Message must be at most 2000 characters.',
    );
  });
});

describe('real-estate enquiry rules', () => {
  const good = { fullName: 'Rahul Nair', email: 'r@example.com', phone: '9876543210', message: 'Interested in a villa.' };

  it('treats an empty listing choice as none and a numeric one as an id', () => {
    expect(enquirySchema.parse({ ...good, listingId: '' }).listingId).toBeUndefined();
    expect(enquirySchema.parse({ ...good, listingId: '12' }).listingId).toBe(12);
    expect(errorsOf(enquirySchema.safeParse({ ...good, listingId: '1e3' })).listingId).toBe(LISTING_CHOICE_MESSAGE);
  });

  it('requires the mobile number', () => {
    expect(errorsOf(enquirySchema.safeParse({ ...good, phone: '' })).phone).toBe('Mobile number is required.');
  });

  it('ignores repeated or overlong filter values', () => {
    expect(listingFilters({ country: ['A', 'B'], city: 'x'.repeat(101) })).toEqual({ country: undefined, city: undefined });
    expect(listingFilters({ country: 'Portugal', city: 'Lisbon' })).toEqual({ country: 'Portugal', city: 'Lisbon' });
  });
});

describe('job application rules', () => {
  const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

  it('requires a position and allows an empty cover note', () => {
    const good = { openingId: '3', fullName: 'Meera Iyer', email: 'm@example.com', phone: '9123456789', coverNote: '' };
    expect(applicationSchema.parse(good)).toMatchObject({ openingId: 3, coverNote: undefined });
    expect(errorsOf(applicationSchema.safeParse({ ...good, openingId: '' })).openingId).toBe('Please choose an open position.');
    expect(errorsOf(applicationSchema.safeParse({ ...good, coverNote: 'n'.repeat(2001) })).coverNote).toBe(
      'Cover note must be at most 2000 characters.',
    );
  });

  it('accepts a PDF by its first bytes, whatever its name or type', async () => {
    expect(await resumeFileProblem(new Blob([pdfBytes], { type: 'application/octet-stream' }))).toBeUndefined();
  });

  it('refuses a missing, empty, non-PDF or oversized file with the server’s messages', async () => {
    expect(await resumeFileProblem(null)).toBe(RESUME_MESSAGES.missing);
    expect(await resumeFileProblem(new Blob([]))).toBe(RESUME_MESSAGES.missing);
    expect(await resumeFileProblem(new Blob(['PK\u0003\u0004'], { type: 'application/pdf' }))).toBe(RESUME_MESSAGES.type);
    expect(await resumeFileProblem(new Blob([pdfBytes, new Uint8Array(RESUME_MAX_BYTES)]))).toBe(RESUME_MESSAGES.size);
  });

  it('keeps only a safe display name for the file', () => {
    expect(cleanFileName('C:\\Users\\me\\My CV.pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd\u0000')).toBe('passwd');
    expect(cleanFileName('')).toBe('resume.pdf');
  });
});
