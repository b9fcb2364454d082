// The desk's calendar and clocks, and the FAQ page's order: market holidays kept from /admin/settings
// (added, refused per field, removed, audited), the ticket response time as a platform setting the
// tickets queue reads, and a question moved up or down the FAQ page (swapped, audited, public at once).
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, faqs, holidays, supportTickets } from '@/lib/server/db/schema';
import { listFaqs } from '@/lib/server/services/content';
import { deskQueueItems, deskQueues } from '@/lib/server/services/queues';
import { getPlatformSettings, setPlatformSettings } from '@/lib/server/services/settings';
import faqList from '@/pages/api/v1/admin/faqs';
import faqMove from '@/pages/api/v1/admin/faqs/[id]/move';
import holidayList from '@/pages/api/v1/admin/holidays';
import holidayOne from '@/pages/api/v1/admin/holidays/[day]';
import adminSettings from '@/pages/api/v1/admin/settings';
import adminTicketList from '@/pages/api/v1/admin/tickets/index';

import { uniqueTag } from './factories';
import { call } from './http';
import { newInvestor, newOperator } from './orderFixtures';

type Headers = Record<string, string>;
const MARK = 'Desk order';
// A day far ahead that no seed or other test holds: each run picks its own.
const FAR_DAY = `2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;

let admin: Headers;
afterAll(async () => {
  const db = await getDb();
  await db.delete(holidays).where(eq(holidays.day, FAR_DAY));
  await db.delete(faqs).where(like(faqs.category, `${MARK}%`));
  await setPlatformSettings(db, { ticketResponseHours: 24 });
});
beforeAll(async () => {
  admin = (await newOperator(['admin'])).headers;
});

const holidayAudit = async (day: string) =>
  (
    await (
      await getDb()
    )
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'holiday'), eq(auditLog.entityId, day)))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action);

describe('market holidays', () => {
  it('lists the seeded exchange holidays, adds a day with its name, refuses it twice, and removes it, audited', async () => {
    const listed = await call(holidayList, { headers: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        { day: '2026-01-26', name: 'Republic Day' },
        { day: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
        { day: '2027-12-25', name: 'Christmas' },
      ]),
    );

    const added = await call(holidayList, { method: 'POST', headers: admin, body: { day: FAR_DAY, name: '  Test holiday  ' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toEqual({ day: FAR_DAY, name: 'Test holiday' });
    const twice = await call(holidayList, { method: 'POST', headers: admin, body: { day: FAR_DAY, name: 'Another name' } });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ day: 'This day is already a holiday.' });
    const [row] = await (await getDb()).select().from(holidays).where(eq(holidays.day, FAR_DAY));
    expect(row?.name).toBe('Test holiday');

    const removed = await call(holidayOne, { method: 'DELETE', headers: admin, query: { day: FAR_DAY } });
    expect(removed.status).toBe(200);
    expect(await (await getDb()).$count(holidays, eq(holidays.day, FAR_DAY))).toBe(0);
    expect((await call(holidayOne, { method: 'DELETE', headers: admin, query: { day: FAR_DAY } })).status).toBe(404);
    expect((await call(holidayOne, { method: 'DELETE', headers: admin, query: { day: 'tomorrow' } })).body.message).toBe(
      'No holiday on that day.',
    );
    expect(await holidayAudit(FAR_DAY)).toEqual(['holiday.create', 'holiday.delete']);
  });

  it.each([
    ['day', { day: '2026-02-30' }, 'Enter the day as a date, like 2026-01-26.'],
    ['day', { day: '26/01/2026' }, 'Enter the day as a date, like 2026-01-26.'],
    ['day', { day: undefined }, 'Enter the day as a date, like 2026-01-26.'],
    ['day', { day: '1999-12-31' }, 'The day must be between 2000 and 2100.'],
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: 'x' }, 'Name must be at least 2 characters.'],
  ])('refuses a bad %s (%j) with its message and writes nothing', async (field, change, message) => {
    const before = await (await getDb()).$count(holidays);
    const refused = await call(holidayList, { method: 'POST', headers: admin, body: { day: FAR_DAY, name: 'Test holiday', ...change } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(holidays)).toBe(before);
  });

  it('is kept by those who change settings: the content desk reads and changes nothing', async () => {
    const content = (await newOperator(['content'])).headers;
    expect((await call(holidayList, { headers: content })).status).toBe(403);
    expect((await call(holidayList, { method: 'POST', headers: content, body: { day: FAR_DAY, name: 'Test holiday' } })).status).toBe(403);
    expect(await (await getDb()).$count(holidays, eq(holidays.day, FAR_DAY))).toBe(0);
  });
});

describe('ticket response time', () => {
  const patch = (body: unknown) => call(adminSettings, { method: 'PATCH', headers: admin, body });

  it('is a setting of 1 to 168 hours, refused per field otherwise, and named among what can be changed', async () => {
    const db = await getDb();
    await setPlatformSettings(db, { ticketResponseHours: 24 });
    for (const [value, message] of [
      [0, 'Ticket response time must be at least 1 hour.'],
      [169, 'Ticket response time must be at most 168 hours (7 days).'],
      [1.5, 'Ticket response time must be a whole number of hours.'],
      ['24', 'Ticket response time must be a number.'],
    ] as const) {
      const refused = await patch({ ticketResponseHours: value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.body.errors).toMatchObject({ ticketResponseHours: message });
    }
    const unknown = await patch({ ticketHours: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('transferWorkingDays and ticketResponseHours can be changed.');
    expect((await getPlatformSettings(db)).ticketResponseHours).toBe(24);
    const saved = await patch({ ticketResponseHours: 48 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ticketResponseHours: 48 });
    expect((await call(adminSettings, { headers: admin })).body.data).toMatchObject({ ticketResponseHours: 48 });
    await setPlatformSettings(db, { ticketResponseHours: 24 });
  });

  it('decides which waiting tickets are overdue on the desk and in the tickets list', async () => {
    const db = await getDb();
    const support = await newOperator(['support']);
    const investor = await newInvestor();
    const [ticket] = await db
      .insert(supportTickets)
      .values({ ownerKind: 'user', ownerId: investor.id, category: 'orders', subject: `Waiting 30 hours ${uniqueTag()}`, status: 'open' })
      .returning({ id: supportTickets.id });
    await db
      .update(supportTickets)
      .set({ updatedAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(supportTickets.id, ticket!.id));
    const overdueIds = async () => {
      const listed = await call(adminTicketList, { headers: support.headers, query: { overdue: '1', limit: '50' } });
      expect(listed.status).toBe(200);
      return (listed.body.data as { result: { id: number }[] }).result.map((row) => row.id);
    };
    const itemOverdue = async () =>
      (await deskQueueItems(db, ['support'], 1000)).ticketsWaiting!.find((item) => item.reference === `#${String(ticket!.id)}`)?.overdue;

    await setPlatformSettings(db, { ticketResponseHours: 24 });
    const late = (await deskQueues(db, ['support'])).ticketsWaiting!;
    expect(await overdueIds()).toContain(ticket!.id);
    expect(await itemOverdue()).toBe(true);

    await setPlatformSettings(db, { ticketResponseHours: 48 });
    const patient = (await deskQueues(db, ['support'])).ticketsWaiting!;
    expect(patient.count).toBe(late.count);
    expect(patient.overdue).toBeLessThan(late.overdue!);
    expect(await overdueIds()).not.toContain(ticket!.id);
    expect(await itemOverdue()).toBe(false);
    await setPlatformSettings(db, { ticketResponseHours: 24 });
  });
});

describe('FAQ order', () => {
  const move = (headers: Headers, id: number, body: unknown) => call(faqMove, { method: 'POST', headers, query: { id: String(id) }, body });
  const publicOrder = async (ids: number[]) => (await listFaqs(await getDb())).map((faq) => faq.id).filter((id) => ids.includes(id));

  it('moves a question up and down by swapping it with its neighbour, audited and on the FAQ page at once; not past either end', async () => {
    const content = (await newOperator(['content'])).headers;
    const category = `${MARK} ${uniqueTag()}`;
    const ids: number[] = [];
    for (const question of ['First of three?', 'Second of three?', 'Third of three?']) {
      const added = await call(faqList, { method: 'POST', headers: content, body: { category, question, answer: 'An answer to it.' } });
      expect(added.status).toBe(201);
      ids.push((added.body.data as { id: number }).id);
    }
    const [a, b, c] = ids as [number, number, number];
    expect(await publicOrder(ids)).toEqual([a, b, c]);

    const up = await move(content, c, { direction: 'up' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.message).toBe('The question moved up.');
    expect(await publicOrder(ids)).toEqual([a, c, b]);
    const down = await move(content, a, { direction: 'down' });
    expect(down.status).toBe(200);
    expect(await publicOrder(ids)).toEqual([c, a, b]);

    // b is now last on the whole page: it cannot go further down, and nothing changes.
    const positions = async () =>
      (await (await getDb()).select({ id: faqs.id, position: faqs.position }).from(faqs)).sort((x, y) => x.id - y.id);
    const before = await positions();
    const last = await move(content, b, { direction: 'down' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('This question is already last on the FAQ page.');
    const [firstOnPage] = await listFaqs(await getDb());
    const top = await move(content, firstOnPage!.id, { direction: 'up' });
    expect(top.status).toBe(409);
    expect(top.body.message).toBe('This question is already first on the FAQ page.');
    expect(await positions()).toEqual(before);

    const audited = await (
      await getDb()
    )
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faq'), eq(auditLog.action, 'faq.move')))
      .orderBy(asc(auditLog.id));
    expect(audited.slice(-2)).toEqual([
      { action: 'faq.move', entityId: String(c) },
      { action: 'faq.move', entityId: String(a) },
    ]);
  });

  it('refuses a direction other than up or down per field, an unknown question, and staff without content rights', async () => {
    const content = (await newOperator(['content'])).headers;
    const bad = await move(content, 1, { direction: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ direction: 'Choose up or down.' });
    expect((await move(content, 1, {})).body.errors).toEqual({ direction: 'Choose up or down.' });
    const missing = await move(content, 999_999_999, { direction: 'up' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such question.');
    const auditor = (await newOperator(['auditor'])).headers;
    expect((await move(auditor, 1, { direction: 'up' })).status).toBe(403);
  });
});
