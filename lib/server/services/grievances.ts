// Grievances: support tickets of the category 'grievance', with a reference (GRV-2026-000123), an
// acknowledgement at once, a due date 21 days on, and escalation to level 2 (the principal officer) when
// overdue. Their officers are platform settings; the public page shows them and monthly statistics.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import {
  grievanceCounters,
  platformSettings,
  supportTicketEvents,
  supportTickets,
  type ActorKind,
  type GrievanceEvent,
} from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { refreshPublicPages } from '@/lib/server/pageCache';
import { notify } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { istDate } from '@/lib/reports/dates';
import { formatDate } from '@/lib/format';
import { GRIEVANCE_DUE_DAYS, grievanceReference, type GrievanceOfficers } from '@/lib/validations/grievances';

type Conn = Db | Tx;

export const GRIEVANCE_PAGE = '/grievance-redressal';
const DAY_MS = 86_400_000;

/** The customer a ticket belongs to, as notify() names them. */
const recipientOf = (ticket: { ownerKind: 'user' | 'partner'; ownerId: number }) =>
  ticket.ownerKind === 'user' ? { userId: ticket.ownerId } : { partnerId: ticket.ownerId };

/**
 * A new grievance's columns: the next reference of the year (India's calendar), level 1, due 21 days on.
 * The counter row's upsert locks it until the caller's transaction ends, so two filings never share a number.
 */
export async function newGrievanceColumns(tx: Tx, now: Date) {
  const year = Number(istDate(now).slice(0, 4));
  const [counter] = await tx
    .insert(grievanceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: grievanceCounters.year, set: { lastNumber: sql`${grievanceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: grievanceCounters.lastNumber });
  if (!counter) throw new Error('The grievance counter could not be written.');
  return {
    reference: grievanceReference(year, counter.lastNumber),
    level: 1,
    dueAt: new Date(now.getTime() + GRIEVANCE_DUE_DAYS * DAY_MS),
  };
}

export async function recordGrievanceEvent(
  tx: Conn,
  ticketId: number,
  event: GrievanceEvent,
  actorKind: ActorKind,
  note: string | null,
  at = new Date(),
) {
  await tx.insert(supportTicketEvents).values({ ticketId, event, actorKind, note, at });
}

interface GrievanceTicket {
  id: number;
  ownerKind: 'user' | 'partner';
  ownerId: number;
  subject: string;
  reference: string;
  dueAt: Date;
}

/** The acknowledgement, at once: the history's first event, the notification and its email, in the filing's transaction. */
export async function acknowledgeGrievance(tx: Tx, ticket: GrievanceTicket, link: string, now: Date) {
  const due = formatDate(ticket.dueAt);
  await recordGrievanceEvent(tx, ticket.id, 'filed', ticket.ownerKind, `Received; due by ${due}.`, now);
  await notify(tx, {
    ...recipientOf(ticket),
    kind: 'grievance_received',
    title: `Grievance ${ticket.reference} received`,
    body: `We have received your grievance "${ticket.subject}". Our grievance officer will resolve it by ${due}.`,
    link,
    entity: { type: 'support_ticket', id: ticket.id },
    email: {
      subject: `Grievance received: ${ticket.reference}`,
      text: `We have received your grievance "${ticket.subject}" under the reference ${ticket.reference}.\n\nOur grievance officer will resolve it by ${due}. If it is not resolved by then, it goes to our principal officer automatically.`,
    },
  });
}

/** A grievance now at level 2: its history's event and the customer's notification (panel and email), in the caller's transaction. */
async function recordEscalation(
  tx: Tx,
  row: { id: number; ownerKind: 'user' | 'partner'; ownerId: number; subject: string; reference: string | null },
  why: { actorKind: ActorKind; note: string; body: string },
  now: Date,
) {
  await recordGrievanceEvent(tx, row.id, 'escalated', why.actorKind, why.note, now);
  await notify(tx, {
    ...recipientOf(row),
    kind: 'grievance_escalated',
    title: `Grievance ${row.reference ?? ''} escalated`,
    body: why.body,
    link: row.ownerKind === 'user' ? `/dashboard/UserSupport/${row.id}` : `/Cp/support/${row.id}`,
    entity: { type: 'support_ticket', id: row.id },
    email: { subject: `Grievance escalated: ${row.reference ?? ''}`, text: `Your grievance "${row.subject}": ${why.body}` },
  });
}

/**
 * Sends every grievance past its due date and not resolved to level 2, notifies its customer and writes its
 * history. One UPDATE … RETURNING: of instances sweeping together, the row lock lets exactly one move each.
 */
export async function escalateOverdueGrievances(db: Db, now = new Date()): Promise<number> {
  const escalated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(supportTickets)
      .set({ level: 2, escalatedAt: now, updatedAt: now })
      .where(and(eq(supportTickets.level, 1), isNull(supportTickets.resolvedAt), lte(supportTickets.dueAt, now)))
      .returning(pickColumns(supportTickets, 'id', 'ownerKind', 'ownerId', 'subject', 'reference'));
    for (const row of rows) {
      await recordEscalation(
        tx,
        row,
        {
          actorKind: 'system',
          note: 'Not resolved within 21 days: sent to the principal officer.',
          body: 'It was not resolved within 21 days, so our principal officer now handles it (level 2).',
        },
        now,
      );
    }
    return rows.length;
  });
  if (escalated > 0) kickOutbox(db);
  return escalated;
}

/**
 * The grievance officer hands a level-1 grievance to the principal officer before its due date (a case
 * beyond their authority, or a customer who asks): the same level 2, history and notification as the
 * automatic escalation. 409 for a ticket that is not an open level-1 grievance.
 */
export async function escalateGrievanceInTx(
  tx: Tx,
  ticket: {
    id: number;
    ownerKind: 'user' | 'partner';
    ownerId: number;
    subject: string;
    reference: string | null;
    level: number | null;
    resolvedAt: Date | null;
  },
  now: Date,
) {
  if (!ticket.reference) throw conflict('Only a grievance can be escalated.');
  if (ticket.level !== 1 || ticket.resolvedAt) throw conflict('This grievance is already with the principal officer or resolved.');
  await tx.update(supportTickets).set({ level: 2, escalatedAt: now, updatedAt: now }).where(eq(supportTickets.id, ticket.id));
  await recordEscalation(
    tx,
    ticket,
    {
      actorKind: 'operator',
      note: 'Referred to the principal officer by the grievance officer.',
      body: 'Our grievance officer has referred it to our principal officer, who now handles it (level 2).',
    },
    now,
  );
}

/** A grievance's history in the order it happened (by id: a sweep may run with a clock of its own). */
export function grievanceEvents(db: Conn, ticketId: number) {
  return db
    .select(pickColumns(supportTicketEvents, 'id', 'event', 'actorKind', 'note', 'at'))
    .from(supportTicketEvents)
    .where(eq(supportTicketEvents.ticketId, ticketId))
    .orderBy(asc(supportTicketEvents.id));
}

/** Resolving or reopening a grievance, in the caller's transaction: resolved_at and the history. Other tickets only keep resolved_at. */
export async function markResolution(
  tx: Tx,
  ticket: { id: number; reference: string | null },
  resolved: boolean,
  actorKind: ActorKind,
  now = new Date(),
) {
  await tx
    .update(supportTickets)
    .set({ resolvedAt: resolved ? now : null })
    .where(eq(supportTickets.id, ticket.id));
  if (!ticket.reference) return;
  await recordGrievanceEvent(tx, ticket.id, resolved ? 'resolved' : 'reopened', actorKind, null, now);
}

/**
 * After the commit of a change to a grievance: the public page's statistics rendered again. Never inside the
 * transaction: the page's render reads the database, which waits for that very transaction.
 */
export async function afterGrievanceChange<T extends { reference: string | null }>(view: T): Promise<T> {
  if (view.reference) await refreshPublicPages([GRIEVANCE_PAGE]);
  return view;
}

// ---- Statistics for the public page ----

export interface GrievanceMonth {
  /** YYYY-MM, India's month. */
  month: string;
  received: number;
  resolved: number;
  /** Received by the month's end and not resolved by then. */
  pending: number;
  /** Average days from filing to resolution of those resolved in the month; null when none. */
  averageDays: number | null;
}

// A count as the driver gives it back: a number, or a numeric's text on some drivers.
type Count = number | string;

/** The last 12 months (India's), the current one last: one query over the grievances. */
export async function grievanceStats(db: Conn, now = new Date()): Promise<GrievanceMonth[]> {
  const result = await db.execute<{ month: string; received: Count; resolved: Count; pending: Count; average_days: Count | null }>(sql`
    with months as (
      select generate_series(
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') - interval '11 months',
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata'),
        interval '1 month'
      ) as start
    ), filed as (
      select created_at at time zone 'Asia/Kolkata' as created, resolved_at at time zone 'Asia/Kolkata' as resolved
      from ${supportTickets} where ${supportTickets.reference} is not null
    )
    select to_char(m.start, 'YYYY-MM') as month,
      (count(*) filter (where f.created >= m.start and f.created < m.start + interval '1 month'))::int as received,
      (count(*) filter (where f.resolved >= m.start and f.resolved < m.start + interval '1 month'))::int as resolved,
      (count(*) filter (where f.created < m.start + interval '1 month' and (f.resolved is null or f.resolved >= m.start + interval '1 month')))::int as pending,
      round((avg(extract(epoch from f.resolved - f.created) / 86400) filter (where f.resolved >= m.start and f.resolved < m.start + interval '1 month'))::numeric, 1)::float8 as average_days
    from months m left join filed f on true
    group by m.start order by m.start`);
  return result.rows.map((row) => ({
    month: row.month,
    received: Number(row.received),
    resolved: Number(row.resolved),
    pending: Number(row.pending),
    averageDays: row.average_days === null ? null : Number(row.average_days),
  }));
}

// ---- The officers (platform settings) ----

const officerColumns = pickColumns(
  platformSettings,
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'principalOfficerName',
  'principalOfficerEmail',
  'principalOfficerPhone',
);

/** The schema's defaults, for a database whose settings row was never written. */
export const DEFAULT_OFFICERS: GrievanceOfficers = {
  grievanceOfficerName: 'Ananya Rao',
  grievanceOfficerEmail: 'grievances@privatebourse.example',
  grievanceOfficerPhone: '+91 22 4000 1100',
  principalOfficerName: 'Vikram Mehta',
  principalOfficerEmail: 'principal.officer@privatebourse.example',
  principalOfficerPhone: '+91 22 4000 1199',
};

export async function getGrievanceOfficers(db: Conn): Promise<GrievanceOfficers> {
  const [row] = await db.select(officerColumns).from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  return row ?? DEFAULT_OFFICERS;
}

/** An operator changes the officers: the settings row locked, before and after audited, the public page refreshed after the commit. */
export async function updateGrievanceOfficers(db: Db, operatorId: number, input: GrievanceOfficers): Promise<GrievanceOfficers> {
  const after = await db.transaction(async (tx) => {
    await tx.select({ id: platformSettings.id }).from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const before = await getGrievanceOfficers(tx);
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: platformSettings.id, set: { ...input, updatedAt: sql`now()` } });
    await audit(tx, operatorId, { action: 'settings.grievance_officers', entity: 'settings', entityId: 1, before, after: input });
    return input;
  });
  await refreshPublicPages([GRIEVANCE_PAGE]);
  return after;
}
