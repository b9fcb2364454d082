// Grievances (issue 23): a ticket of the category 'grievance' gets a reference GRV-<year>-<six digits>,
// unique under concurrent filing, is acknowledged at once (notification and email), is due 21 days on,
// goes to level 2 exactly once when its clock passes, and feeds the public page's monthly table.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, emailOutbox, notifications, supportTicketEvents, supportTickets } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { escalateOverdueGrievances, getGrievanceOfficers, grievanceStats } from '@/lib/server/services/grievances';
import { GRIEVANCE_REFERENCE } from '@/lib/validations/grievances';
import * as adminAssign from '@/pages/api/v1/admin/tickets/[id]/assign';
import * as adminEscalate from '@/pages/api/v1/admin/tickets/[id]/escalate';
import * as adminResolve from '@/pages/api/v1/admin/tickets/[id]/resolve';
import * as adminTickets from '@/pages/api/v1/admin/tickets';
import * as officersRoute from '@/pages/api/v1/admin/grievance-officers';
import * as cpTickets from '@/pages/api/v1/cp/support/tickets';
import * as userTicket from '@/pages/api/v1/user/support/tickets/[id]';
import * as userTickets from '@/pages/api/v1/user/support/tickets';

import { createPartner } from './factories';
import { call } from './http';
import { newInvestor, newOperator } from './orderFixtures';

beforeEach(() => resetRateLimits());

const DAY_MS = 86_400_000;
const grievance = { category: 'grievance', subject: 'My transfer is a month late', message: 'I paid on 1 March and have no shares yet.' };

interface Filed {
  id: number;
  reference: string;
  level: number;
  dueAt: string;
  createdAt: string;
  resolvedAt: string | null;
  events: { event: string }[];
}

async function file(headers: Record<string, string>, handler = userTickets.default) {
  const result = await call(handler, { method: 'POST', headers, body: grievance });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as Filed;
}

describe('filing a grievance', () => {
  it('answers 201 with its reference and a due date exactly 21 days on, acknowledged by notification and email', async () => {
    const investor = await newInvestor();
    const filed = await file(investor.headers);
    expect(filed.reference).toMatch(GRIEVANCE_REFERENCE);
    expect(filed.reference.slice(4, 8)).toBe(String(new Date(Date.now() + 330 * 60_000).getUTCFullYear()));
    expect(Date.parse(filed.dueAt) - Date.parse(filed.createdAt)).toBe(21 * DAY_MS);
    expect(filed.level).toBe(1);
    expect(filed.events.map((event) => event.event)).toEqual(['filed']);

    const db = await getDb();
    const sent = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientKind, 'user'),
          eq(notifications.recipientId, investor.id),
          eq(notifications.kind, 'grievance_received'),
        ),
      );
    expect(sent).toEqual([{ title: `Grievance ${filed.reference} received` }]);
    const mails = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Grievance received: ${filed.reference}`));
    expect(mails).toHaveLength(1);

    // An ordinary ticket stays as it was: no reference, no level, no due date.
    const plain = await call(userTickets.default, { method: 'POST', headers: investor.headers, body: { ...grievance, category: 'order' } });
    expect(plain.body.data).toMatchObject({ reference: null, level: null, dueAt: null });
  });

  it('gives concurrent filings distinct, consecutive references (investors and partners share the counter)', async () => {
    const investors = await Promise.all([newInvestor(), newInvestor(), newInvestor(), newInvestor()]);
    const partner = await createPartner();
    const filed = await Promise.all([...investors.map((investor) => file(investor.headers)), file(partner.headers, cpTickets.default)]);
    const references = filed.map((one) => one.reference);
    expect(new Set(references).size).toBe(5);
    const numbers = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
    expect(numbers[4]! - numbers[0]!).toBe(4);
  });
});

describe('escalation', () => {
  it('goes to level 2 once the clock passes 21 days, exactly once with instances sweeping together', async () => {
    const investor = await newInvestor();
    const filed = await file(investor.headers);
    const db = await getDb();
    const dueAt = Date.parse(filed.dueAt);

    await escalateOverdueGrievances(db, new Date(dueAt - 1000));
    const [before] = await db.select({ level: supportTickets.level }).from(supportTickets).where(eq(supportTickets.id, filed.id));
    expect(before?.level).toBe(1);

    const after = new Date(dueAt + 1000);
    await Promise.all([escalateOverdueGrievances(db, after), escalateOverdueGrievances(db, after), escalateOverdueGrievances(db, after)]);
    const read = await call(userTicket.default, { headers: investor.headers, query: { id: String(filed.id) } });
    const ticket = read.body.data as Filed;
    expect(ticket.level).toBe(2);
    expect(ticket.events.map((event) => event.event)).toEqual(['filed', 'escalated']);
    const told = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, investor.id),
          eq(notifications.recipientKind, 'user'),
          eq(notifications.kind, 'grievance_escalated'),
        ),
      );
    expect(told).toHaveLength(1);

    // The principal officer's queue lists it; resolving sets resolved_at and the history says so.
    const operator = await newOperator(['support']);
    expect((await call(adminAssign.default, { method: 'POST', headers: operator.headers, query: { id: String(filed.id) } })).status).toBe(
      200,
    );
    const queue = await call(adminTickets.default, { headers: operator.headers, query: { grievances: '2', assigned: 'me' } });
    expect((queue.body.data as { result: { id: number }[] }).result.map((row) => row.id)).toContain(filed.id);
    const resolved = await call(adminResolve.default, { method: 'POST', headers: operator.headers, query: { id: String(filed.id) } });
    expect(resolved.status).toBe(200);
    const final = (await call(userTicket.default, { headers: investor.headers, query: { id: String(filed.id) } })).body.data as Filed;
    expect(final.resolvedAt).toEqual(expect.any(String));
    expect(final.events.map((event) => event.event)).toEqual(['filed', 'escalated', 'resolved']);
    // A resolved grievance is never escalated again.
    await escalateOverdueGrievances(db, new Date(dueAt + 30 * DAY_MS));
    const events = await db
      .select({ id: supportTicketEvents.id })
      .from(supportTicketEvents)
      .where(eq(supportTicketEvents.ticketId, filed.id));
    expect(events).toHaveLength(3);
  });

  it('is referred to level 2 by the grievance officer before its due date, once, and only for an open grievance (audited)', async () => {
    const investor = await newInvestor();
    const filed = await file(investor.headers);
    const operator = await newOperator(['support']);
    const escalate = (id: number) => call(adminEscalate.default, { method: 'POST', headers: operator.headers, query: { id: String(id) } });

    const referred = await escalate(filed.id);
    expect(referred.status, JSON.stringify(referred.body)).toBe(200);
    expect(referred.body.data).toMatchObject({ level: 2 });
    const ticket = (await call(userTicket.default, { headers: investor.headers, query: { id: String(filed.id) } })).body.data as Filed;
    expect(ticket.level).toBe(2);
    expect(ticket.events.map((event) => event.event)).toEqual(['filed', 'escalated']);
    // Twice is refused, and so is a ticket that is not a grievance; the sweep later adds nothing.
    expect((await escalate(filed.id)).status).toBe(409);
    const plain = await call(userTickets.default, { method: 'POST', headers: investor.headers, body: { ...grievance, category: 'order' } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect((await escalate((plain.body.data as { id: number }).id)).status).toBe(409);
    await escalateOverdueGrievances(await getDb(), new Date(Date.parse(filed.dueAt) + 1000));
    const events = await (
      await getDb()
    )
      .select({ id: supportTicketEvents.id })
      .from(supportTicketEvents)
      .where(eq(supportTicketEvents.ticketId, filed.id));
    expect(events).toHaveLength(2);
    const [audited] = await (
      await getDb()
    )
      .select({ action: auditLog.action, actorId: auditLog.operatorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'support_ticket'), eq(auditLog.entityId, String(filed.id)), eq(auditLog.action, 'support.escalate')));
    expect(audited).toEqual({ action: 'support.escalate', actorId: operator.id });
  });
});

describe('the public statistics', () => {
  it('counts received, resolved and pending per India month, with the average days to resolve', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const filed = await Promise.all([file(investor.headers), file(investor.headers), file(investor.headers)]);
    const at = (iso: string) => new Date(iso);
    // Far in the future so no other test's grievance falls in these months' received or resolved counts.
    const rows: [number, Date, Date | null][] = [
      [filed[0].id, at('2031-03-10T00:00:00+05:30'), at('2031-03-20T00:00:00+05:30')], // 10 days, March
      [filed[1].id, at('2031-03-15T00:00:00+05:30'), at('2031-04-04T00:00:00+05:30')], // 20 days, April
      [filed[2].id, at('2031-04-01T02:00:00+05:30'), null], // still 31 March in UTC: April in India
    ];
    for (const [id, createdAt, resolvedAt] of rows)
      await db
        .update(supportTickets)
        .set({ createdAt, resolvedAt, dueAt: new Date(createdAt.getTime() + 21 * DAY_MS) })
        .where(eq(supportTickets.id, id));

    const stats = await grievanceStats(db, at('2031-05-15T12:00:00+05:30'));
    expect(stats).toHaveLength(12);
    expect(stats.at(-1)?.month).toBe('2031-05');
    const month = (name: string) => stats.find((row) => row.month === name);
    const pendingBefore = (await grievanceStats(db, at('2031-02-15T12:00:00+05:30'))).at(-1)!.pending;
    expect(month('2031-03')).toEqual({ month: '2031-03', received: 2, resolved: 1, pending: pendingBefore + 1, averageDays: 10 });
    expect(month('2031-04')).toEqual({ month: '2031-04', received: 1, resolved: 1, pending: pendingBefore + 1, averageDays: 20 });
    expect(month('2031-05')).toMatchObject({ received: 0, resolved: 0, averageDays: null });
    await db.delete(supportTickets).where(
      inArray(
        supportTickets.id,
        filed.map((one) => one.id),
      ),
    );
  });
});

describe('the officers in the platform settings', () => {
  it('are changed by an admin (audited) with a message per bad field; support staff may not', async () => {
    const admin = await newOperator(['admin']);
    const support = await newOperator(['support']);
    const body = {
      grievanceOfficerName: 'Meera Iyer',
      grievanceOfficerEmail: 'Meera@Example.in',
      grievanceOfficerPhone: '+91 22 5555 0101',
      principalOfficerName: 'Rahul Sen',
      principalOfficerEmail: 'rahul@example.in',
      principalOfficerPhone: '+91 22 5555 0199',
    };
    const bad = await call(officersRoute.default, {
      method: 'PUT',
      headers: admin.headers,
      body: { ...body, grievanceOfficerEmail: 'not an email', principalOfficerPhone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['grievanceOfficerEmail', 'principalOfficerPhone']);
    expect((await call(officersRoute.default, { method: 'PUT', headers: support.headers, body })).status).toBe(403);
    const saved = await call(officersRoute.default, { method: 'PUT', headers: admin.headers, body });
    expect(saved.status).toBe(200);
    expect(await getGrievanceOfficers(await getDb())).toMatchObject({
      grievanceOfficerName: 'Meera Iyer',
      grievanceOfficerEmail: 'meera@example.in',
    });
  });
});
