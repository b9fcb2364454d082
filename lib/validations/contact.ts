// The contact form: the same rules and messages in the browser and in POST /api/v1/common/contact.
import { z } from '@/lib/zod';

import { emailField, fullNameField, indianMobileField } from './fields';
import { cleanText } from './text';

export const CONTACT_SUBJECTS = ['General', 'Buying shares', 'Selling shares', 'Channel partnership', 'Media', 'Other'] as const;
export const CONTACT_SUCCESS_MESSAGE = 'Thank you for writing to us. We usually reply within one working day.';

/** Free text of one or more lines, between min and max characters (after trimming). */
export function textField(label: string, min: number, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .check(cleanText())
    .min(1, `${label} is required.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional text field: empty or missing becomes undefined. */
export function optionalTextField(label: string, max: number) {
  return z.preprocess(blankToUndefined, textField(label, 1, max).optional());
}

/** An Indian mobile number that may be left empty. */
export const optionalMobileField = z.preprocess(blankToUndefined, indianMobileField.optional());

export function blankToUndefined(value: unknown) {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const contactSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: optionalMobileField,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject.' }),
  message: textField('Message', MESSAGE_MIN, MESSAGE_MAX),
});
export type ContactInput = z.output<typeof contactSchema>;
