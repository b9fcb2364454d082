// Investor KYC: PAN, demat account (depository, DP ID, client ID) and bank account (holder name,
// number, IFSC). One schema for the form (client) and the API (server), with the same messages.
import { z } from '@/lib/zod';

import { MAX_NAME_LENGTH, PERSON_NAME } from './fields';
import { cleanLine, cleanText } from './text';
import { KYC_STATUSES, type KycStatus as KycStatusName } from '@/lib/status/kyc';

export const DEPOSITORIES = ['NSDL', 'CDSL'] as const;
export type Depository = (typeof DEPOSITORIES)[number];

export { KYC_STATUSES, type KycStatusName };

export const MAX_REJECTION_REASON_LENGTH = 500;

export const KYC_MESSAGES = {
  pan: 'PAN must be 10 characters: 5 letters, 4 digits, then 1 letter (like ABCDE1234F).',
  depository: 'Please choose your depository: NSDL or CDSL.',
  dpId: {
    NSDL: 'For NSDL, the DP ID is IN followed by 6 digits (like IN301234).',
    CDSL: 'For CDSL, the DP ID is 8 digits (like 12081600).',
    unknown: 'The DP ID is IN followed by 6 digits (NSDL) or 8 digits (CDSL).',
  },
  clientId: 'The client ID is 8 digits (like 10234567).',
  bankAccountNumber: 'Bank account number must be 9 to 18 digits, with no spaces or letters.',
  ifsc: 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (like HDFC0001234).',
} as const;

/** Hints the form shows under each field (the format the API expects). */
export const KYC_HINTS = {
  pan: '10 characters, like ABCDE1234F',
  dpId: { NSDL: 'IN followed by 6 digits, like IN301234', CDSL: '8 digits, like 12081600' },
  clientId: '8 digits, like 10234567',
  bankAccountName: 'As printed on your cheque book or passbook',
  bankAccountNumber: '9 to 18 digits',
  ifsc: '11 characters, like HDFC0001234 (printed on your cheque)',
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const DP_ID_PATTERN: Record<Depository, RegExp> = { NSDL: /^IN[0-9]{6}$/, CDSL: /^[0-9]{8}$/ };
export const CLIENT_ID_PATTERN = /^[0-9]{8}$/;
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
});

/** Upper-cases and drops every space: "abcde 1234 f" → "ABCDE1234F". */
export const normaliseCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A code-like field: text, required, spaces removed, upper-cased, then matched against a pattern. */
const codeField = (label: string, pattern: RegExp | null, message: string) => {
  const base = z
    .string(required(label))
    .transform(normaliseCode)
    .pipe(z.string().min(1, `${label} is required.`));
  return pattern ? base.pipe(z.string().regex(pattern, message)) : base;
};

export const panField = codeField('PAN', PAN_PATTERN, KYC_MESSAGES.pan);
export const ifscField = codeField('IFSC', IFSC_PATTERN, KYC_MESSAGES.ifsc);
export const clientIdField = codeField('Client ID', CLIENT_ID_PATTERN, KYC_MESSAGES.clientId);
export const bankAccountNumberField = codeField('Bank account number', BANK_ACCOUNT_PATTERN, KYC_MESSAGES.bankAccountNumber);
/** Checked against the depository's format by the object below (the format depends on it). */
const dpIdField = codeField('DP ID', null, '');

export const depositoryField = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? KYC_MESSAGES.depository : 'Depository must be text.'),
  })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(DEPOSITORIES, KYC_MESSAGES.depository));

/** The account holder's name, with the rules of fullNameField (lib/validations/fields.ts). */
export const bankAccountNameField = z
  .string(required('Account holder name'))
  .trim()
  .check(cleanLine())
  .min(1, 'Account holder name is required.')
  .min(2, 'Account holder name must be at least 2 characters.')
  .max(MAX_NAME_LENGTH, `Account holder name must be at most ${MAX_NAME_LENGTH} characters.`)
  .regex(PERSON_NAME, 'Account holder name may contain only letters, spaces, dots, hyphens and apostrophes.');

/** The DP ID's message for a depository, or null when the DP ID fits it. */
export function dpIdError(depository: unknown, dpId: string): string | null {
  const value = normaliseCode(dpId);
  if (depository === 'NSDL' || depository === 'CDSL') {
    return DP_ID_PATTERN[depository].test(value) ? null : KYC_MESSAGES.dpId[depository];
  }
  return DP_ID_PATTERN.NSDL.test(value) || DP_ID_PATTERN.CDSL.test(value) ? null : KYC_MESSAGES.dpId.unknown;
}

export const kycSubmitSchema = z
  .object({
    pan: panField,
    depository: depositoryField,
    dpId: dpIdField,
    clientId: clientIdField,
    bankAccountName: bankAccountNameField,
    bankAccountNumber: bankAccountNumberField,
    ifsc: ifscField,
  })
  // Runs even when other fields failed, so the form shows every field's message at once.
  .superRefine(
    (value, ctx) => {
      // Runs on input that failed the object schema too, so `value` may be anything.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (!value || typeof value !== 'object') return;
      const { depository, dpId } = value as { depository?: unknown; dpId?: unknown };
      if (typeof dpId !== 'string' || normaliseCode(dpId) === '') return; // "required"/"must be text" already said
      const depositoryValue = typeof depository === 'string' ? depository.trim().toUpperCase() : undefined;
      const message = dpIdError(depositoryValue, dpId);
      if (message) ctx.addIssue({ code: 'custom', path: ['dpId'], message });
    },
    { when: () => true },
  );
export type KycSubmitInput = z.output<typeof kycSubmitSchema>;

/** An operator's decision on a submitted KYC (the operator console and the CLI use it). */
export const kycReviewSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('verified') }),
    z.object({
      status: z.literal('rejected'),
      reason: z
        .string(required('Reason'))
        .trim()
        .check(cleanText())
        .min(1, 'Please give the reason for rejecting the KYC.')
        .max(MAX_REJECTION_REASON_LENGTH, `Reason must be at most ${MAX_REJECTION_REASON_LENGTH} characters.`),
    }),
  ],
  { error: 'Status must be "verified" or "rejected".' },
);
export type KycReviewInput = z.output<typeof kycReviewSchema>;

/** The 403 message when a purchase needs a verified KYC, by the investor's KYC status. */
export function kycRequiredMessage(status: KycStatusName): string {
  if (status === 'submitted') return 'Your KYC is under review. You can buy shares once it is verified.';
  if (status === 'rejected') return 'Your KYC was rejected. Please correct and resubmit it before your first purchase.';
  return 'Please complete your KYC before your first purchase.';
}

/** "••••1234": all but the last four characters hidden. */
export function maskTail(value: string, visible = 4): string {
  return `${'•'.repeat(Math.max(0, Math.min(4, value.length - visible)))}${value.slice(-visible)}`;
}
