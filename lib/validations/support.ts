// Support tickets: one set of rules and messages for the forms, the customer APIs and the console.
import { z } from '@/lib/zod';

import { blankToUndefined } from './contact';
import { idField } from './ids';
import { listFormat, overdueFlag, paginationQuery } from './pagination';
import { cleanLine, cleanText } from './text';
import {
  TICKET_STATUSES as SUPPORT_STATUSES,
  TICKET_STATUS_LABELS as SUPPORT_STATUS_LABELS,
  TICKET_STATUS_OPERATOR_LABELS as SUPPORT_STATUS_OPERATOR_LABELS,
  type TicketStatus as SupportStatusName,
} from '@/lib/status/tickets';

export { SUPPORT_STATUSES, SUPPORT_STATUS_LABELS, SUPPORT_STATUS_OPERATOR_LABELS, type SupportStatusName };

export const SUPPORT_CATEGORIES = [
  { value: 'order', label: 'An order or payment' },
  { value: 'transfer', label: 'Share transfer (DIS, CMR)' },
  { value: 'kyc', label: 'KYC and documents' },
  { value: 'account', label: 'My account' },
  { value: 'commission', label: 'Commission and payouts' },
  { value: 'grievance', label: 'Grievance (a formal complaint, answered within 21 days)' },
  { value: 'other', label: 'Something else' },
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];
const CATEGORY_VALUES = SUPPORT_CATEGORIES.map((category) => category.value) as [SupportCategory, ...SupportCategory[]];
export const supportCategoryLabel = (value: string) => SUPPORT_CATEGORIES.find((category) => category.value === value)?.label ?? value;

export const MIN_SUBJECT_LENGTH = 3;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_SUPPORT_MESSAGE_LENGTH = 5000;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const SUPPORT_MESSAGES = {
  attachmentType: 'The attachment must be a PDF, JPEG or PNG file.',
  attachmentSize: `The attachment must be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  attachmentCount: 'Please attach one file only.',
  orderId: 'Please choose one of your own orders.',
  ticketNotFound: 'No such ticket.',
  resolved: 'This ticket is resolved. Write a message to reopen it.',
} as const;

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
});

export const supportSubjectField = z
  .string(required('Subject'))
  .trim()
  .check(cleanLine())
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Subject is required.')
      .min(MIN_SUBJECT_LENGTH, `Subject must be at least ${MIN_SUBJECT_LENGTH} characters.`)
      .max(MAX_SUBJECT_LENGTH, `Subject must be at most ${MAX_SUBJECT_LENGTH} characters.`),
  );

export const supportMessageField = z
  .string(required('Message'))
  .check(cleanText())
  // Plain text with \n line ends (markup is kept as characters and escaped where shown).
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'Message is required.')
      .max(MAX_SUPPORT_MESSAGE_LENGTH, `Message must be at most ${MAX_SUPPORT_MESSAGE_LENGTH.toLocaleString('en-IN')} characters.`),
  );

const orderIdField = z.preprocess(blankToUndefined, idField(SUPPORT_MESSAGES.orderId).optional());

export const supportTicketCreateSchema = z.object({
  category: z.enum(CATEGORY_VALUES, { error: 'Please choose a category.' }),
  subject: supportSubjectField,
  message: supportMessageField,
  orderId: orderIdField,
});
export type SupportTicketCreateInput = z.output<typeof supportTicketCreateSchema>;
/** The form's values before parsing (everything a string). */
export interface SupportTicketFormValues {
  category: string;
  subject: string;
  message: string;
  orderId: string;
}

export const supportReplySchema = z.object({ message: supportMessageField });
export type SupportReplyInput = z.output<typeof supportReplySchema>;

const statusQuery = z
  .enum(SUPPORT_STATUSES, { error: `status must be one of: ${SUPPORT_STATUSES.join(', ')}.` })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const supportListQuery = paginationQuery.extend({ status: statusQuery });
export type SupportListQuery = z.output<typeof supportListQuery>;

export const adminTicketListQuery = paginationQuery.extend({
  status: statusQuery,
  /** "me": assigned to the caller; "none": to nobody. */
  assigned: z
    .enum(['me', 'none'], { error: 'assigned must be "me" or "none".' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Only the open tickets past their answer time (the desk's overdue tickets). */
  overdue: overdueFlag,
  /** Grievances only, by due date; "2": the principal officer's queue (escalated ones). */
  grievances: z
    .enum(['all', '2'], { error: 'grievances must be "all" or "2".' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  format: listFormat,
});
export type AdminTicketListQuery = z.output<typeof adminTicketListQuery>;

/** What a file's first bytes say it is; null for anything but PDF, JPEG or PNG. */
export function sniffAttachmentType(data: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
