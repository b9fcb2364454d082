// The console's inboxes (issue 22): contact messages and startup enquiries (one table: a startup's
// enquiry is a contact message whose subject names the startup), job applications with their résumé,
// and newsletter subscribers. Staff mark a message handled or archived with a note; each change is one
// transaction with the row locked, audited.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, not, type SQL } from 'drizzle-orm';

import { fieldsCsv, toCsv } from '@/lib/reports/csv';
import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import { careerApplications, careerOpenings, contactMessages, newsletterSubscriptions, operators } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { escapeLike } from '@/lib/server/services/companies';
import { audit } from '@/lib/server/services/operators';
import { matching } from '@/lib/server/services/referenceAdmin';
import type { ContactKind } from '@/lib/status/inbox';
import {
  INBOX_MESSAGES,
  type ApplicationListQuery,
  type ContactListQuery,
  type InboxUpdateInput,
  type SubscriberListQuery,
} from '@/lib/validations/inbox';
import { STARTUP_ENQUIRY_SUBJECT_PREFIX } from '@/lib/validations/startupEnquiry';

const isStartupEnquiry = ilike(contactMessages.subject, `${escapeLike(STARTUP_ENQUIRY_SUBJECT_PREFIX)}%`);

/** Which inbox a message is in, from its subject. */
export const contactKindOf = (subject: string): ContactKind => (subject.startsWith(STARTUP_ENQUIRY_SUBJECT_PREFIX) ? 'startup' : 'contact');

const handledByName = operators.fullName;

// ---------------------------------------------------------------- contact messages and startup enquiries

/** The names of a select's columns: a list's CSV writes the columns the list reads. */
const keysOf = <T extends object>(columns: T) => Object.keys(columns) as (keyof T & string)[];

const contactColumns = pickColumns(
  contactMessages,
  'id',
  'fullName',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'staffNote',
  'handledAt',
  'createdAt',
);

const contactWhere = (query: ContactListQuery) =>
  and(
    matching(query.q, contactMessages.fullName, contactMessages.email, contactMessages.subject),
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.kind === 'startup' ? isStartupEnquiry : query.kind === 'contact' ? not(isStartupEnquiry) : undefined,
  );

/** Newest first: the inbox is read from the top. */
export function listContactMessages(db: Db, query: ContactListQuery) {
  const where = contactWhere(query);
  const rows = db
    .select(contactColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return pagedQuery(rows, db.$count(contactMessages, where), query, (row) => ({ ...row, kind: contactKindOf(row.subject) }));
}

export async function getContactMessage(db: Db, id: number) {
  const [row] = await db
    .select({ ...contactColumns, handledBy: handledByName })
    .from(contactMessages)
    .leftJoin(operators, eq(operators.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!row) throw notFound(INBOX_MESSAGES.noMessage);
  return { ...row, kind: contactKindOf(row.subject) };
}

// ---------------------------------------------------------------- job applications

// Never the résumé's bytes: they are served by their own route, and kept out of the audit log.
const applicationColumns = {
  ...pickColumns(
    careerApplications,
    'id',
    'fullName',
    'email',
    'phone',
    'coverNote',
    'resumeFileName',
    'status',
    'staffNote',
    'handledAt',
    'createdAt',
  ),
  opening: careerOpenings.title,
  openingSlug: careerOpenings.slug,
};

/** The contact inbox's and startup enquiries' CSV: the columns the list reads, and the inbox. */
export const CONTACT_CSV = fieldsCsv<ContactRow>('contact-messages', [...keysOf(contactColumns), 'kind']);
type ContactRow = Awaited<ReturnType<typeof listContactMessages>>['result'][number];

export function listApplications(db: Db, query: ApplicationListQuery) {
  const where = and(
    matching(query.q, careerApplications.fullName, careerApplications.email, careerOpenings.title),
    query.status ? eq(careerApplications.status, query.status) : undefined,
  );
  const rows = db
    .select(applicationColumns)
    .from(careerApplications)
    .innerJoin(careerOpenings, eq(careerOpenings.id, careerApplications.openingId))
    .where(where)
    .orderBy(desc(careerApplications.createdAt), desc(careerApplications.id));
  const counted = db
    .select({ total: count() })
    .from(careerApplications)
    .innerJoin(careerOpenings, eq(careerOpenings.id, careerApplications.openingId))
    .where(where);
  return pagedQuery(rows, counted, query, (row) => row);
}

/** Job applications as CSV, the columns the list reads (the résumé by its file name: the file is opened from the console). */
export const APPLICATIONS_CSV = fieldsCsv<ApplicationRow>('job-applications', keysOf(applicationColumns));
type ApplicationRow = Awaited<ReturnType<typeof listApplications>>['result'][number];

export async function getApplication(db: Db, id: number) {
  const [row] = await db
    .select({ ...applicationColumns, handledBy: handledByName })
    .from(careerApplications)
    .innerJoin(careerOpenings, eq(careerOpenings.id, careerApplications.openingId))
    .leftJoin(operators, eq(operators.id, careerApplications.handledBy))
    .where(eq(careerApplications.id, id))
    .limit(1);
  if (!row) throw notFound(INBOX_MESSAGES.noApplication);
  return row;
}

/** The résumé as the applicant uploaded it (checked to be a PDF on the way in, and again by its route). */
export async function applicationResume(db: Db, id: number) {
  const [row] = await db
    .select({ fileName: careerApplications.resumeFileName, data: careerApplications.resume })
    .from(careerApplications)
    .where(eq(careerApplications.id, id))
    .limit(1);
  if (!row) throw notFound(INBOX_MESSAGES.noApplication);
  return row;
}

// ---------------------------------------------------------------- marking a message or an application

/** A table staff mark (lib/status/inbox.ts): the entity the audit log names and the 404's words. */
interface Inbox {
  table: typeof contactMessages | typeof careerApplications;
  entity: string;
  missing: string;
}

const CONTACT_INBOX: Inbox = { table: contactMessages, entity: 'contact_message', missing: INBOX_MESSAGES.noMessage };
const APPLICATION_INBOX: Inbox = { table: careerApplications, entity: 'career_application', missing: INBOX_MESSAGES.noApplication };

/** Sets the status and the note (a blank note keeps the one there); who and when are recorded unless it is new again. */
async function markEntry(db: Db, inbox: Inbox, operatorId: number, id: number, input: InboxUpdateInput, now = new Date()) {
  const { table } = inbox;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status, staffNote: table.staffNote })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) throw notFound(inbox.missing);
    const after = { status: input.status, staffNote: input.note ?? before.staffNote };
    const handled = input.status === 'new' ? { handledBy: null, handledAt: null } : { handledBy: operatorId, handledAt: now };
    await tx
      .update(table)
      .set({ ...after, ...handled })
      .where(eq(table.id, id));
    await audit(tx, operatorId, { action: `${inbox.entity}.${input.status}`, entity: inbox.entity, entityId: id, before, after });
    return { id, ...after };
  });
}

export const markContactMessage = (db: Db, operatorId: number, id: number, input: InboxUpdateInput) =>
  markEntry(db, CONTACT_INBOX, operatorId, id, input);

export const markApplication = (db: Db, operatorId: number, id: number, input: InboxUpdateInput) =>
  markEntry(db, APPLICATION_INBOX, operatorId, id, input);

// ---------------------------------------------------------------- newsletter subscribers

/** Every subscriber a CSV holds at most. */
export const SUBSCRIBERS_CSV_LIMIT = 50_000;

const subscriberWhere = (query: SubscriberListQuery): SQL | undefined =>
  and(
    matching(query.q, newsletterSubscriptions.email),
    query.status === 'subscribed'
      ? isNull(newsletterSubscriptions.unsubscribedAt)
      : query.status === 'unsubscribed'
        ? isNotNull(newsletterSubscriptions.unsubscribedAt)
        : undefined,
  );

const subscriberRows = (db: Db, query: SubscriberListQuery) =>
  db
    .select()
    .from(newsletterSubscriptions)
    .where(subscriberWhere(query))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));

const subscriberRow = (row: typeof newsletterSubscriptions.$inferSelect) => ({
  ...row,
  status: row.unsubscribedAt ? ('unsubscribed' as const) : ('subscribed' as const),
});

export function listSubscribers(db: Db, query: SubscriberListQuery) {
  return pagedQuery(subscriberRows(db, query), db.$count(newsletterSubscriptions, subscriberWhere(query)), query, subscriberRow);
}

/** The same subscribers as CSV, oldest first (up to SUBSCRIBERS_CSV_LIMIT). */
export async function subscribersCsv(db: Db, query: SubscriberListQuery): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(subscriberWhere(query))
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id))
    .limit(SUBSCRIBERS_CSV_LIMIT);
  return toCsv([
    ['email', 'status', 'subscribedAt', 'unsubscribedAt', 'device'],
    ...rows
      .map(subscriberRow)
      .map((row) => [row.email, row.status, row.createdAt.toISOString(), row.unsubscribedAt?.toISOString() ?? null, row.deviceType]),
  ]);
}

/** Staff unsubscribe an address (asked by phone, by a reply…); audited. */
export async function unsubscribeByStaff(db: Db, operatorId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for('update');
    if (!before) throw notFound(INBOX_MESSAGES.noSubscriber);
    if (before.unsubscribedAt) throw conflict(INBOX_MESSAGES.alreadyUnsubscribed);
    const [after] = await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: now })
      .where(eq(newsletterSubscriptions.id, id))
      .returning();
    await audit(tx, operatorId, {
      action: 'newsletter_subscription.unsubscribe',
      entity: 'newsletter_subscription',
      entityId: id,
      before: { email: before.email, unsubscribedAt: null },
      after: { email: before.email, unsubscribedAt: now.toISOString() },
    });
    return subscriberRow(after ?? before);
  });
}

/** The address's own unsubscribe (the newsletter email's one-click link): done once, answered the same after. */
export async function unsubscribeEmail(db: Db, email: string, now = new Date()) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return { unsubscribed: row !== undefined };
}

/** For bad input that names no row. */
export const badUnsubscribeLink = () => badRequest(INBOX_MESSAGES.badLink, { token: INBOX_MESSAGES.badLink });
