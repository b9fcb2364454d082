// The console's inboxes (issue 22): contact messages and startup enquiries, job applications, newsletter
// subscribers; and the newsletter email's unsubscribe link. The routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type {
  getApplication,
  getContactMessage,
  listApplications,
  listContactMessages,
  listSubscribers,
  markApplication,
  markContactMessage,
  unsubscribeByStaff,
} from '@/lib/server/services/inbox';
import type { unsubscribeWithToken } from '@/lib/server/services/newsletter';
import { applicationListQuery, contactListQuery, inboxUpdateSchema, subscriberListQuery } from '@/lib/validations/inbox';
import { unsubscribeQuery } from '@/lib/validations/newsletter';

export const adminContactListApi = contract<Answer<typeof listContactMessages>>()('admin', 'GET', 'contact', contactListQuery);
export const adminContactApi = contract<Answer<typeof getContactMessage>>()('admin', 'GET', 'contact/{id}');
export const adminContactMarkApi = contract<Answer<typeof markContactMessage>>()('admin', 'PATCH', 'contact/{id}', inboxUpdateSchema);

export const adminApplicationListApi = contract<Answer<typeof listApplications>>()('admin', 'GET', 'careers', applicationListQuery);
export const adminApplicationApi = contract<Answer<typeof getApplication>>()('admin', 'GET', 'careers/{id}');
export const adminApplicationMarkApi = contract<Answer<typeof markApplication>>()('admin', 'PATCH', 'careers/{id}', inboxUpdateSchema);

/** GET: with `format=csv`, every matching subscriber as a CSV download. */
export const adminSubscriberListApi = contract<Answer<typeof listSubscribers>>()('admin', 'GET', 'newsletter', subscriberListQuery);
export const adminUnsubscribeApi = contract<Answer<typeof unsubscribeByStaff>>()('admin', 'POST', 'newsletter/{id}/unsubscribe');

/** POST ?token=…: the newsletter email's one-click unsubscribe (RFC 8058), and the page's button. */
export const newsletterUnsubscribeApi = contract<Answer<typeof unsubscribeWithToken>>()(
  'common',
  'POST',
  'newsletter/unsubscribe',
  unsubscribeQuery,
);
