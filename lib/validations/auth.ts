import { z } from '@/lib/zod';

import { cityField, emailField, firmField, fullNameField, indianMobileField, newPasswordField, passwordField } from './fields';
import { CONSENT_ANSWER_MESSAGES, partnerSharingField, SIGN_UP_CONSENT_FIELDS } from './privacy';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
});

export const partnershipCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'Please enter a valid partnership code.');

export const userSignUpSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    phone: indianMobileField,
    password: newPasswordField,
    partnershipCode: z.union([z.literal('').transform(() => undefined), partnershipCodeField]).optional(),
    ...SIGN_UP_CONSENT_FIELDS,
    partnerSharing: partnerSharingField,
  })
  .refine((value) => !value.partnerSharing || value.partnershipCode !== undefined, {
    path: ['partnerSharing'],
    message: CONSENT_ANSWER_MESSAGES.sharingNeedsCode,
  });

/** Left empty (or only spaces, which the field trims), it is not given. */
const optional = <T extends z.ZodType<string>>(field: T) => field.optional().transform((value) => (value === '' ? undefined : value));

export const partnerSignUpSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  password: newPasswordField,
  firm: optional(firmField),
  city: optional(cityField),
  ...SIGN_UP_CONSENT_FIELDS,
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type UserSignUpInput = z.input<typeof userSignUpSchema>;
export type PartnerSignUpInput = z.input<typeof partnerSignUpSchema>;
