// Investors and channel partners as the console manages them (issue 22): a partner's standing, and
// whether an account may sign in.
import { z } from '../zod';

import { labelled } from './labels';

/** A partner who signs up is pending until the desk approves them; only an approved partner may propose. */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const partnerStatusEnum = z.enum(PARTNER_STATUSES);
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = labelled(PARTNER_STATUSES, { pending: 'Pending approval' });

/** Whether an investor or partner may sign in. */
export const ACCESS_STATUSES = ['active', 'disabled'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Whose record a staff note is on. */
export const NOTE_SUBJECTS = ['user', 'partner'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];
