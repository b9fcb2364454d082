// A partner's PAN and bank account (the profile form and the API), confirmed with a one-time code, and
// finance's decision on it.
import { z } from '@/lib/zod';

import { bankAccountNameField, bankAccountNumberField, ifscField, panField } from './kyc';
import { codeField } from './otp';

/** The PAN is optional: without one, TDS is 20% (section 206AA). */
const optionalPanField = z
  .string({ error: 'PAN must be text.' })
  .optional()
  .transform((value) => (value?.trim() ? value : undefined))
  .pipe(panField.optional());

export const bankAccountFields = z.object({
  pan: optionalPanField,
  accountNumber: bankAccountNumberField,
  ifsc: ifscField,
  holderName: bankAccountNameField,
});
export type BankAccountFields = z.infer<typeof bankAccountFields>;

/** The change itself: the details and the code emailed to the partner for it. */
export const bankAccountChangeSchema = bankAccountFields.extend({ code: codeField });
export type BankAccountChangeInput = z.infer<typeof bankAccountChangeSchema>;

const REASON_REQUIRED = 'Please say why the account is rejected.';
export const bankAccountDecisionSchema = z
  .object({
    accountId: z.coerce
      .number({ error: 'Account id is required.' })
      .int('Account id must be a whole number.')
      .positive('Account id is required.'),
    decision: z.enum(['verify', 'reject'], { error: 'Decision must be "verify" or "reject".' }),
    reason: z.string({ error: 'Reason must be text.' }).trim().max(500, 'Reason must be at most 500 characters.').optional(),
  })
  .refine((value) => value.decision === 'verify' || Boolean(value.reason), { path: ['reason'], message: REASON_REQUIRED });
export type BankAccountDecisionInput = z.infer<typeof bankAccountDecisionSchema>;
