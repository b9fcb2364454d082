// The operator console's sign-in (password plus a six-digit authenticator code) and its CLI input.
import { z } from '@/lib/zod';

import { emailField, passwordField } from './fields';

export const INVALID_OPERATOR_CREDENTIALS = 'Invalid email, password or authenticator code.';

export const totpCodeField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Code is required.' : 'Code must be text.') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows.'));

export const operatorSignInSchema = z.object({
  email: emailField,
  password: passwordField,
  code: totpCodeField,
});
export type OperatorSignInValues = z.output<typeof operatorSignInSchema>;

/** Starting an authenticator reset in the console asks for the password again (a left-open session is not enough). */
export const totpResetStartSchema = z.object({ currentPassword: passwordField });

/** Confirming it: a code from the new secret. */
export const totpResetConfirmSchema = z.object({ code: totpCodeField });
