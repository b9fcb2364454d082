// The console's inboxes (issue 22): contact messages, startup enquiries, job applications and newsletter
// subscribers. One schema per list and per action, for the page's form and the API alike.
import { CONTACT_KINDS, INBOX_STATUSES, inboxStatusEnum, SUBSCRIBER_STATUSES } from '@/lib/status/inbox';
import { z } from '@/lib/zod';

import { blankToUndefined } from './contact';
import { boundedText } from './knowledgeAdmin';
import { listQuery } from './pagination';

export const MAX_STAFF_NOTE = 2_000;

/** ?q (name, email, subject) &status &kind (contact or startup: which inbox); `format=csv` downloads every match. */
export const contactListQuery = listQuery({
  status: z.enum(INBOX_STATUSES).optional().catch(undefined),
  kind: z.enum(CONTACT_KINDS).optional().catch(undefined),
});
export type ContactListQuery = z.output<typeof contactListQuery>;

/** ?q (name, email, position) &status; `format=csv` downloads every match. */
export const applicationListQuery = listQuery({ status: z.enum(INBOX_STATUSES).optional().catch(undefined) });
export type ApplicationListQuery = z.output<typeof applicationListQuery>;

/** ?q (email) &status; `format=csv` downloads every matching subscriber. */
export const subscriberListQuery = listQuery({ status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined) });
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;

/** Marking a message or an application: its status and staff's note (what was replied, to whom it went). */
export const inboxUpdateSchema = z.object({
  status: inboxStatusEnum,
  note: z.preprocess(blankToUndefined, boundedText('Note', 1, MAX_STAFF_NOTE, 'multiline').optional()),
});
export type InboxUpdateInput = z.output<typeof inboxUpdateSchema>;

export const INBOX_MESSAGES = {
  noMessage: 'No such message.',
  noApplication: 'No such application.',
  noSubscriber: 'No such subscriber.',
  alreadyUnsubscribed: 'This address is already unsubscribed.',
  badLink: 'This unsubscribe link is not valid. Use the link in the latest newsletter email, or write to us.',
  unsubscribed: 'You are unsubscribed: no more newsletter emails will be sent to this address.',
} as const;
