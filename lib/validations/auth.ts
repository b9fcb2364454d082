import { z } from '@/lib/zod';

import { emailField, fullNameField, indianMobileField, newPasswordField, passwordField } from './fields';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
});

const partnershipCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'Please enter a valid partnership code.');

export const userSignUpSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  password: newPasswordField,
  partnershipCode: z.union([z.literal('').transform(() => undefined), partnershipCodeField]).optional(),
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const partnerSignUpSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: indianMobileField,
  password: newPasswordField,
  firm: optionalText('Firm name', 120),
  city: optionalText('City', 80),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type UserSignUpInput = z.input<typeof userSignUpSchema>;
export type PartnerSignUpInput = z.input<typeof partnerSignUpSchema>;
