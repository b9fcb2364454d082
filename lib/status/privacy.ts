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
 * Before any change is recorded, the state is what the product did before the ledger existed: marketing
 * email went out (to newsletter subscribers, who asked for it), no promotional SMS or WhatsApp was
 * sent, and a referred investor's partner saw their holdings and orders.
 */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  marketing_email: true,
  sms: false,
  whatsapp: false,
  partner_sharing: true,
};

/** Where a change of consent was made. */
export const CONSENT_SOURCES = ['signup', 'privacy_page', 'newsletter'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  signup: 'At sign-up',
  privacy_page: 'On the privacy page',
  newsletter: 'Newsletter link',
};

/** Whose ledger: an investor's (users) or a partner's (partners). */
export const PRIVACY_ACCOUNT_KINDS = ['user', 'partner'] as const;
export type PrivacyAccountKind = (typeof PRIVACY_ACCOUNT_KINDS)[number];
