// Data rights (issue 23): an export of everything held about an account, prepared in the background; and
// the ledgers (consents, nominees): one list each, from which the database check, the zod enum and the
// label follow.
import { z } from '../zod';

import { labelled } from './labels';

export const EXPORT_STATUSES = ['pending', 'ready'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const exportStatusEnum = z.enum(EXPORT_STATUSES);
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = labelled(EXPORT_STATUSES);

export const EXPORT_FORMATS = ['json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What an investor or partner may consent to; `partner_sharing` (the referring partner sees their holdings and orders) is for investors only. */
export const CONSENT_PURPOSES = ['marketing_email', 'sms', 'whatsapp', 'partner_sharing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const consentPurposeEnum = z.enum(CONSENT_PURPOSES, { error: 'The purpose is marketing_email, sms, whatsapp or partner_sharing.' });
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  marketing_email: 'Marketing emails (newsletter, news about companies you watch, offers)',
  sms: 'Promotional SMS (never one-time codes or messages about your orders)',
  whatsapp: 'WhatsApp messages about offers and news',
  partner_sharing: 'Share my holdings and orders with the partner who referred me',
};
/** The purposes a partner's account has (a partner has no referring partner). */
export const PARTNER_CONSENT_PURPOSES = ['marketing_email', 'sms', 'whatsapp'] as const satisfies readonly ConsentPurpose[];

/**
 * Before an account chooses, nothing is given: consent under the DPDP Act is an affirmative act, so an
 * account that never chose (one opened before sign-up asked, or with Google) receives no marketing and
 * shares nothing with its partner until it says so. A choice, once recorded, is the account's ledger row.
 */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  marketing_email: false,
  sms: false,
  whatsapp: false,
  partner_sharing: false,
};

/** The purposes sign-up (and the one-time question to an account that never chose) offers, each unticked. */
export const SIGN_UP_PURPOSES = ['marketing_email', 'partner_sharing'] as const satisfies readonly ConsentPurpose[];
export type SignUpPurpose = (typeof SIGN_UP_PURPOSES)[number];

/** Where a change of consent, or an acceptance of the terms, was made. */
export const CONSENT_SOURCES = ['signup', 'prompt', 'privacy_page', 'newsletter'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  signup: 'At sign-up',
  prompt: 'When asked on the dashboard',
  privacy_page: 'On the privacy page',
  newsletter: 'Newsletter link',
};

/** Where the terms and the privacy policy are accepted: on a sign-up form, or when an account that never did is asked. */
export const ACCEPTANCE_SOURCES = ['signup', 'prompt'] as const satisfies readonly ConsentSource[];
export type AcceptanceSource = (typeof ACCEPTANCE_SOURCES)[number];

/** How a recorded choice reads: a no given as an answer (at sign-up, or to the one-time question) was never a withdrawal. */
export const choiceWord = (granted: boolean, source: ConsentSource) =>
  granted ? 'Given' : (ACCEPTANCE_SOURCES as readonly ConsentSource[]).includes(source) ? 'Not given' : 'Withdrawn';

/** Whose ledger: an investor's (users) or a partner's (partners). */
export const PRIVACY_ACCOUNT_KINDS = ['user', 'partner'] as const;
export type PrivacyAccountKind = (typeof PRIVACY_ACCOUNT_KINDS)[number];
