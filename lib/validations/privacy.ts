// Data rights requests (issue 23), shared by the forms and the API with the same messages: the export
// download's query, the console's legal hold, and the privacy page's consents, nominee and correction.
import { z } from '@/lib/zod';

import { CONSENT_PURPOSES, consentPurposeEnum, EXPORT_FORMATS } from '../status/privacy';
import type { KYC_CHECKLIST } from '../status/kyc';
import { emailField, fullNameField, indianMobileField, passwordField } from './fields';
import { codeField } from './otp';
import { cleanLine } from './text';

/** How many days a copy of one's data can be downloaded once it is ready. */
export const EXPORT_TTL_DAYS = 7;
/**
 * How many copies of their data an account may ask for in 24 hours: each is the whole account read in
 * one transaction, and a copy stays downloadable EXPORT_TTL_DAYS, so one is what a person needs, a
 * second if a download went wrong, a third after a change.
 */
export const EXPORTS_PER_DAY = 3;
/** The notice before a closed account's data is erased: the owner may still cancel within it. */
export const ERASURE_NOTICE_HOURS = 48;
/** How many years after an account closes the law (PMLA) makes us keep its KYC and transaction records. */
export const KEEP_YEARS = 5;

export const PRIVACY_MESSAGES = {
  format: 'Format must be json or pdf.',
  legalHold: 'Say whether the account is under a legal hold (true or false).',
} as const;

export const exportDownloadQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: PRIVACY_MESSAGES.format }).default('json'),
});

export const legalHoldSchema = z.object({ legalHold: z.boolean({ error: PRIVACY_MESSAGES.legalHold }) });

export const consentChangeSchema = z.object({
  purpose: consentPurposeEnum,
  granted: z.boolean({ error: 'Say whether you give (true) or withdraw (false) it.' }),
});

/** PUT …/privacy/consents: one or more purposes given or withdrawn at once. */
export const consentsUpdateSchema = z.object({
  consents: z
    .array(consentChangeSchema, { error: 'Please send the consents to change.' })
    .min(1, 'Please send at least one consent to change.')
    .max(CONSENT_PURPOSES.length, `At most ${CONSENT_PURPOSES.length} consents at once.`)
    .refine((changes) => new Set(changes.map((change) => change.purpose)).size === changes.length, 'Each purpose at most once.'),
});
export type ConsentsUpdate = z.infer<typeof consentsUpdateSchema>;

export const CONSENT_ANSWER_MESSAGES = {
  acceptTerms: 'Please accept the Terms & Conditions and the Privacy Policy.',
  choice: 'Say yes (true) or no (false).',
  sharingNeedsCode: 'Enter the partnership code of the partner who referred you to share with them.',
  noPartner: 'No partner referred you, so there is no one to share with.',
  answered: 'Your choices are already recorded: change them on your privacy page.',
} as const;

// A form's checkbox sends "on" when ticked and nothing when not; the API sends true or false.
const ticked = (value: unknown) => (value === 'on' ? true : value);

/**
 * The terms, the privacy policy and the choices that sign-up asks (and the one-time question to an account
 * that never answered): the acceptance is required and only a yes counts; each choice left out is a no.
 */
export const SIGN_UP_CONSENT_FIELDS = {
  acceptTerms: z.preprocess(ticked, z.literal(true, { error: CONSENT_ANSWER_MESSAGES.acceptTerms })),
  marketingEmail: z.preprocess(ticked, z.boolean({ error: CONSENT_ANSWER_MESSAGES.choice }).default(false)),
};
/** Sharing with the referring partner: an investor's choice only. */
export const partnerSharingField = z.preprocess(ticked, z.boolean({ error: CONSENT_ANSWER_MESSAGES.choice }).default(false));

/** POST /api/v1/user/privacy/acceptance: an investor who never answered accepts the terms and makes the choices. */
export const consentAnswerSchema = z.object({ ...SIGN_UP_CONSENT_FIELDS, partnerSharing: partnerSharingField });
/** POST /api/v1/cp/privacy/acceptance: the same for a partner, who has no referring partner. */
export const partnerConsentAnswerSchema = z.object(SIGN_UP_CONSENT_FIELDS);
export type ConsentAnswer = z.output<typeof partnerConsentAnswerSchema> & { partnerSharing?: boolean };

export const RELATIONSHIP_MAX_LENGTH = 40;
export const NOMINEE_CONTACT_MESSAGE = 'Please give the nominee’s email or mobile number.';

/** An empty input is "not given". */
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), field.optional());

/** PUT …/privacy/nominee: who may use the account's data rights on the holder's death or incapacity. */
export const nomineeSchema = z
  .object({
    name: fullNameField,
    relationship: z
      .string({ error: 'Relationship is required.' })
      .trim()
      .check(cleanLine())
      .min(1, 'Relationship is required.')
      .max(RELATIONSHIP_MAX_LENGTH, `Relationship must be at most ${RELATIONSHIP_MAX_LENGTH} characters.`),
    email: optional(emailField),
    phone: optional(indianMobileField),
  })
  .refine((value) => value.email !== undefined || value.phone !== undefined, { path: ['email'], message: NOMINEE_CONTACT_MESSAGE });
export type NomineeInput = z.infer<typeof nomineeSchema>;

/** What a correction with proof changes: each is a KYC checklist item the desk checks against the new documents. */
export const CORRECTION_FIELDS = ['name', 'pan', 'demat', 'bank'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  name: 'Name (as on PAN)',
  pan: 'PAN',
  demat: 'Demat account',
  bank: 'Bank account',
};
export const CORRECTION_CHECKLIST_ITEM = {
  name: 'name_matches_pan',
  pan: 'pan_matches',
  demat: 'demat_matches',
  bank: 'bank_matches',
} as const satisfies Record<CorrectionField, (typeof KYC_CHECKLIST)[number]>;

export const CORRECTION_NOTE_MAX_LENGTH = 500;

/** POST /api/v1/user/privacy/correction: reopens the investor's KYC for the named details. */
export const correctionRequestSchema = z.object({
  // A form with one box ticked sends one value, with none sends nothing: both read as a list.
  fields: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(CORRECTION_FIELDS, { error: 'Choose name, PAN, demat or bank.' }), { error: 'Please choose what to correct.' })
      .min(1, 'Please choose what to correct.'),
  ),
  note: z
    .string({ error: 'Please say what is wrong.' })
    .trim()
    .min(1, 'Please say what is wrong.')
    .max(CORRECTION_NOTE_MAX_LENGTH, `At most ${CORRECTION_NOTE_MAX_LENGTH} characters.`),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

export const ERASURE_PROOF_MESSAGES = {
  passwordWrong: 'Your password is not right.',
  hasPassword: 'Your account has a password: enter it to close your account.',
  codeSent: 'We emailed you a code to confirm that you want to close your account.',
} as const;

/**
 * POST …/privacy/erasure: closing an account asks who is there again, with the account's password, or
 * (an account opened with Google has none) a fresh code emailed to it (POST …/privacy/erasure/code).
 */
export const erasureWithPasswordSchema = z.object({ password: passwordField });
export const erasureWithCodeSchema = z.object({ code: codeField });
export const erasureSchema = z.union([erasureWithPasswordSchema, erasureWithCodeSchema]);
export type ErasureProof = z.output<typeof erasureSchema>;
