// The console's inboxes (contact messages, startup enquiries, job applications) and the content a page
// shows only once it is published (webcasts, real-estate listings): one list each, from which the
// database check, the zod enum and the label follow.
import { z } from '../zod';

/** A message or application arrives new; staff mark it handled (answered) or archive it. */
export const INBOX_STATUSES = ['new', 'handled', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const inboxStatusEnum = z.enum(INBOX_STATUSES, { error: 'The status is new, handled or archived.' });
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled', archived: 'Archived' };

/** Which inbox a contact message belongs to: the contact form, or a startup's "Ask about this startup". */
export const CONTACT_KINDS = ['contact', 'startup'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A webcast or listing is on the public page only when published. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const publicationStatusEnum = z.enum(PUBLICATION_STATUSES, { error: 'The status is draft or published.' });
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = { draft: 'Draft (not on the site)', published: 'Published' };

/** Whether a newsletter subscriber still receives it. */
export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' };
