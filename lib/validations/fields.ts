// Field rules shared by forms (client) and API handlers (server), with the same messages. Every text
// field keeps the text rule (./text.ts): the server refuses the same characters before any route runs.
import { z } from '@/lib/zod';

import { cleanLine } from './text';

/** A page's address under its section (/articles/…, /help/…, /Startups/…): lower-case words joined by single hyphens. */
export const URL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A person's name: letters and marks of any script, spaces, dots, hyphens and apostrophes, and the
 * joiners Indian scripts write inside words (ZWNJ, ZWJ: the text rule refuses them anywhere else).
 */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\u200c-\u200d .'-]*$/u;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
});

export const emailField = z
  .string(required('Email'))
  .trim()
  .check(cleanLine())
  .min(1, 'Email is required.')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters.`)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const indianMobileField = z
  .string(required('Mobile number'))
  .trim()
  .check(cleanLine())
  .min(1, 'Mobile number is required.')
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number.'));

export const fullNameField = z
  .string(required('Full name'))
  .trim()
  .check(cleanLine())
  .min(1, 'Full name is required.')
  .min(2, 'Full name must be at least 2 characters.')
  .max(MAX_NAME_LENGTH, `Full name must be at most ${MAX_NAME_LENGTH} characters.`)
  .regex(PERSON_NAME, 'Full name may contain only letters, spaces, dots, hyphens and apostrophes.');

export const newPasswordField = z
  .string(required('Password'))
  .check(cleanLine())
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const passwordField = z
  .string(required('Password'))
  .check(cleanLine())
  .min(1, 'Password is required.')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const FIRM_MAX_LENGTH = 120;
export const CITY_MAX_LENGTH = 80;

/** Free text on one line, trimmed, at most max characters (a partner's firm and city). */
export const lineText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .check(cleanLine())
    .max(max, `${label} must be at most ${max} characters.`);

/** The same rules at sign-up and in the profile; each decides what an empty value means. */
export const firmField = lineText('Firm name', FIRM_MAX_LENGTH);
export const cityField = lineText('City', CITY_MAX_LENGTH);

/** What an upload form and its route say of a CSV file of at most maxBytes. */
export const csvUploadMessages = (maxBytes: number) =>
  ({
    missing: 'Choose a CSV file to upload.',
    size: `The file is too large (at most ${maxBytes / 1024} KB).`,
    count: 'Upload one file at a time.',
    notText: 'This is not a CSV file: it is not UTF-8 text.',
    noRows: 'The file has a header but no rows.',
  }) as const;

/** A form's chosen file (a CSV to upload): refused when none is chosen, or it is larger than maxBytes. */
export const uploadField = (messages: { missing: string; size: string }, maxBytes: number) =>
  z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File && value.size > 0, messages.missing)
    .refine((file) => file.size <= maxBytes, messages.size);

/** Maps a failed parse to { field: message } for a form to show beside each input. */
export function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}
