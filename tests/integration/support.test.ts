// Support tickets through their APIs: investors and partners open, read, answer and close their own
// tickets; operators answer (one notification, one email in the outbox, one audit entry), assign and
// resolve. Bad input is refused field by field and writes nothing; nobody else's ticket exists.
import { randomUUID } from 'node:crypto';

import { and, count, eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, emailOutbox, notifications, supportMessages, supportTickets } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { placeOrder } from '@/lib/server/services/orders';
import { ticketOrderChoices } from '@/lib/server/services/support';
import { ATTACHMENT_MAX_BYTES, MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_MESSAGES } from '@/lib/validations/support';
import { TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';
import * as adminTicket from '@/pages/api/v1/admin/tickets/[id]';
import * as adminAssign from '@/pages/api/v1/admin/tickets/[id]/assign';
import * as adminAttachment from '@/pages/api/v1/admin/tickets/[id]/attachments/[messageId]';
import * as adminMessages from '@/pages/api/v1/admin/tickets/[id]/messages';
import * as adminResolve from '@/pages/api/v1/admin/tickets/[id]/resolve';
import * as adminTickets from '@/pages/api/v1/admin/tickets';
import * as cpTicket from '@/pages/api/v1/cp/support/tickets/[id]';
import * as cpTickets from '@/pages/api/v1/cp/support/tickets';
import * as userTicket from '@/pages/api/v1/user/support/tickets/[id]';
import * as userAttachment from '@/pages/api/v1/user/support/tickets/[id]/attachments/[messageId]';
import * as userClose from '@/pages/api/v1/user/support/tickets/[id]/close';
import * as userMessages from '@/pages/api/v1/user/support/tickets/[id]/messages';
import * as userTickets from '@/pages/api/v1/user/support/tickets';

import { createPartner } from './factories';
import { call, expectFieldRefused } from './http';
import { newCompany, newInvestor, newOperator } from './orderFixtures';

beforeEach(() => resetRateLimits());

interface TicketBody {
  id: number;
  status: string;
  statusLabel: string;
  subject: string;
  orderId: number | null;
  messages: { id: number; authorKind: string; body: string; attachmentName: string | null; attachmentType: string | null }[];
}

const ticketRows = async () => {
  const db = await getDb();
  const [tickets] = await db.select({ n: count() }).from(supportTickets);
  const [messages] = await db.select({ n: count() }).from(supportMessages);
  return (tickets?.n ?? 0) * 1_000_000 + (messages?.n ?? 0);
};

const valid = { category: 'order', subject: 'Where are my shares?', message: 'I paid on Monday and the shares have not arrived yet.' };

async function open(headers: Record<string, string>, body: Record<string, unknown> = valid, handler = userTickets.default) {
  const result = await call(handler, { method: 'POST', headers, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as TicketBody;
}

async function multipart(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { data: Buffer; fileName: string; type: string },
) {
  let result: { status: number; body: { success: boolean; data?: TicketBody; errors?: Record<string, string> } } | undefined;
  await testApiHandler({
    pagesHandler: userTickets.default,
    test: async ({ fetch }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) form.append('attachment', new Blob([new Uint8Array(file.data)], { type: file.type }), file.fileName);
      const response = await fetch({ method: 'POST', body: form, headers });
      result = { status: response.status, body: (await response.json()) as NonNullable<typeof result>['body'] };
    },
  });
  return result!;
}

async function download(handler: typeof userAttachment.default, headers: Record<string, string>, id: number, messageId: number) {
  let result: { status: number; type: string | null; data: Buffer } | undefined;
  await testApiHandler({
    pagesHandler: handler,
    params: { id: String(id), messageId: String(messageId) },
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
    },
  });
  return result!;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('investor tickets', () => {
  it('opens, lists, reads, answers and closes a ticket; a resolved ticket opens again on a new message', async () => {
    const investor = await newInvestor();
    const ticket = await open(investor.headers);
    expect(ticket).toMatchObject({ status: 'open', statusLabel: 'Open', subject: valid.subject, orderId: null });
    expect(ticket.messages).toEqual([expect.objectContaining({ authorKind: 'customer', body: valid.message })]);

    const list = await call(userTickets.default, { headers: investor.headers });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, result: [expect.objectContaining({ id: ticket.id, status: 'open' })] });
    const filtered = await call(userTickets.default, { headers: investor.headers, query: { status: 'resolved' } });
    expect(filtered.body.data).toMatchObject({ total: 0, result: [] });
    const badFilter = await call(userTickets.default, { headers: investor.headers, query: { status: 'closed' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors?.status).toEqual(expect.any(String));

    const reply = await call(userMessages.default, {
      method: 'POST',
      headers: investor.headers,
      query: { id: String(ticket.id) },
      body: { message: 'Any news?' },
    });
    expect(reply.status).toBe(201);
    expect((reply.body.data as TicketBody).messages.map((message) => message.body)).toEqual([valid.message, 'Any news?']);

    const closed = await call(userClose.default, { method: 'POST', headers: investor.headers, query: { id: String(ticket.id) } });
    expect(closed.body.data).toMatchObject({ status: 'resolved', statusLabel: 'Resolved' });

    const reopened = await call(userMessages.default, {
      method: 'POST',
      headers: investor.headers,
      query: { id: String(ticket.id) },
      body: { message: 'It happened again.' },
    });
    expect(reopened.body.data).toMatchObject({ status: 'open' });
    const read = await call(userTicket.default, { headers: investor.headers, query: { id: String(ticket.id) } });
    expect((read.body.data as TicketBody).messages).toHaveLength(3);
  });

  it('keeps the order a ticket is about, when it is the investor’s own; anyone else’s is refused on orderId', async () => {
    const db = await getDb();
    const company = await newCompany();
    const owner = await newInvestor();
    const other = await newInvestor();
    const order = await placeOrder(
      db,
      owner.id,
      { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
      { idempotencyKey: randomUUID() },
    );
    // The form's picker names each order as the investor knows it: reference, shares and company, date.
    expect(await ticketOrderChoices(db, owner.id)).toEqual([
      expect.objectContaining({
        id: order.data.id,
        reference: order.data.reference,
        companyName: company.name,
        quantity: company.minQuantity,
      }),
    ]);
    const ticket = await open(owner.headers, { ...valid, orderId: order.data.id });
    expect(ticket.orderId).toBe(order.data.id);
    await expectFieldRefused(
      () => call(userTickets.default, { method: 'POST', headers: other.headers, body: { ...valid, orderId: order.data.id } }),
      {
        field: 'orderId',
        message: SUPPORT_MESSAGES.orderId,
        rows: ticketRows,
      },
    );
    await expectFieldRefused(
      () => call(userTickets.default, { method: 'POST', headers: other.headers, body: { ...valid, orderId: 'abc' } }),
      {
        field: 'orderId',
        message: SUPPORT_MESSAGES.orderId,
        rows: ticketRows,
      },
    );
  });

  it.each([
    ['subject', { subject: '' }, 'Subject is required.'],
    ['subject', { subject: '   ' }, 'Subject is required.'],
    ['subject', { subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters.'],
    ['message', { message: '' }, 'Message is required.'],
    ['message', { message: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1) }, 'Message must be at most 5,000 characters.'],
    ['category', { category: 'refund-now' }, 'Please choose a category.'],
    ['category', { category: undefined }, 'Please choose a category.'],
  ])('refuses a bad %s (%o) and writes nothing', async (field, change, message) => {
    const investor = await newInvestor();
    await expectFieldRefused(
      () => call(userTickets.default, { method: 'POST', headers: investor.headers, body: { ...valid, ...change } }),
      {
        field,
        message,
        rows: ticketRows,
      },
    );
  });

  it('stores text as plain text: markup is kept as characters, line ends made \\n', async () => {
    const investor = await newInvestor();
    const ticket = await open(investor.headers, { ...valid, message: '<script>alert(1)</script>\r\n hello' });
    expect(itemAtOrFail(ticket.messages, 0).body).toBe('<script>alert(1)</script>\n hello');
  });

  it('refuses a control character in the message rather than dropping it, and writes nothing', async () => {
    const investor = await newInvestor();
    await expectFieldRefused(
      () => call(userTickets.default, { method: 'POST', headers: investor.headers, body: { ...valid, message: 'Bell\u0007 here' } }),
      {
        field: 'message',
        message: TEXT_CHARACTER_MESSAGE,
        rows: ticketRows,
      },
    );
  });

  it('answers the same ticket for the same Idempotency-Key, and opens a second one for a new key', async () => {
    const investor = await newInvestor();
    const key = randomUUID();
    const first = await call(userTickets.default, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': key },
      body: valid,
    });
    const again = await call(userTickets.default, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': key },
      body: valid,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.data as TicketBody).id).toBe((first.body.data as TicketBody).id);
    const other = await call(userTickets.default, {
      method: 'POST',
      headers: { ...investor.headers, 'idempotency-key': randomUUID() },
      body: valid,
    });
    expect((other.body.data as TicketBody).id).not.toBe((first.body.data as TicketBody).id);
  });
});

describe('attachments', () => {
  it('accepts a PDF by its content, serves it to the owner and operators only', async () => {
    const investor = await newInvestor();
    const stranger = await newInvestor();
    const operator = await newOperator();
    const { status, body } = await multipart(investor.headers, valid, { data: PDF, fileName: 'statement.pdf', type: 'application/pdf' });
    expect(status, JSON.stringify(body)).toBe(201);
    const ticket = body.data!;
    const message = itemAtOrFail(ticket.messages, 0);
    expect(message).toMatchObject({ attachmentName: 'statement.pdf', attachmentType: 'application/pdf' });

    const mine = await download(userAttachment.default, investor.headers, ticket.id, message.id);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(mine.data.equals(PDF)).toBe(true);
    expect((await download(userAttachment.default, stranger.headers, ticket.id, message.id)).status).toBe(404);
    const asOperator = await download(adminAttachment.default, operator.headers, ticket.id, message.id);
    expect(asOperator.status).toBe(200);
    expect(asOperator.data.equals(PDF)).toBe(true);
  });

  it('refuses a file whose content is not a PDF, JPEG or PNG, whatever its name says', async () => {
    const investor = await newInvestor();
    const before = await ticketRows();
    const { status, body } = await multipart(investor.headers, valid, {
      data: Buffer.from('just some text'),
      fileName: 'photo.png',
      type: 'image/png',
    });
    expect(status).toBe(400);
    expect(body.errors?.attachment).toBe(SUPPORT_MESSAGES.attachmentType);
    expect(await ticketRows()).toBe(before);
  });

  it('refuses a file over the size limit', async () => {
    const investor = await newInvestor();
    const before = await ticketRows();
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const { status, body } = await multipart(investor.headers, valid, { data: big, fileName: 'big.pdf', type: 'application/pdf' });
    expect([400, 413]).toContain(status);
    expect(body.errors?.attachment).toBe(SUPPORT_MESSAGES.attachmentSize);
    expect(await ticketRows()).toBe(before);
  });

  it('checks the form fields of a multipart ticket as it checks JSON', async () => {
    const investor = await newInvestor();
    const { status, body } = await multipart(investor.headers, { ...valid, subject: '' });
    expect(status).toBe(400);
    expect(body.errors?.subject).toBe('Subject is required.');
  });
});

describe('who sees a ticket', () => {
  it('is the owner only: another investor and every partner get 404; investors never see partners’ tickets', async () => {
    const a = await newInvestor();
    const b = await newInvestor();
    const partner = await createPartner();
    const investorTicket = await open(a.headers);
    const partnerTicket = await open(partner.headers, { ...valid, category: 'commission' }, cpTickets.default);

    const query = { id: String(investorTicket.id) };
    expect((await call(userTicket.default, { headers: b.headers, query })).status).toBe(404);
    expect((await call(userMessages.default, { method: 'POST', headers: b.headers, query, body: { message: 'hi' } })).status).toBe(404);
    expect((await call(userClose.default, { method: 'POST', headers: b.headers, query })).status).toBe(404);
    expect((await call(cpTicket.default, { headers: partner.headers, query })).status).toBe(404);
    expect((await call(userTicket.default, { headers: a.headers, query: { id: String(partnerTicket.id) } })).status).toBe(404);
    expect((await call(userTicket.default, { headers: a.headers, query: { id: 'abc' } })).status).toBe(404);

    const bList = await call(userTickets.default, { headers: b.headers });
    expect(bList.body.data).toMatchObject({ total: 0 });
    const partnerList = await call(cpTickets.default, { headers: partner.headers });
    expect(partnerList.body.data).toMatchObject({ total: 1, result: [expect.objectContaining({ id: partnerTicket.id })] });
  });

  it('partners cannot attach an order (they have none)', async () => {
    const db = await getDb();
    const company = await newCompany();
    const investor = await newInvestor();
    const partner = await createPartner();
    const order = await placeOrder(
      db,
      investor.id,
      { slug: company.slug, quantity: company.minQuantity, pricePaise: company.pricePaise },
      { idempotencyKey: randomUUID() },
    );
    await expectFieldRefused(
      () => call(cpTickets.default, { method: 'POST', headers: partner.headers, body: { ...valid, orderId: order.data.id } }),
      {
        field: 'orderId',
        message: SUPPORT_MESSAGES.orderId,
        rows: ticketRows,
      },
    );
  });
});

describe('operators', () => {
  it('answer (one notification, one email, one audit entry), assign and resolve; the queue is oldest first', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const partner = await createPartner();
    const operator = await newOperator();
    const first = await open(investor.headers);
    const second = await open(partner.headers, { ...valid, category: 'commission' }, cpTickets.default);

    const queue = await call(adminTickets.default, { headers: operator.headers, query: { status: 'open', limit: '50' } });
    const ids = (queue.body.data as { result: { id: number }[] }).result.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const query = { id: String(first.id) };
    const answer = await call(adminMessages.default, {
      method: 'POST',
      headers: operator.headers,
      query,
      body: { message: 'Your transfer went out today.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'awaiting_you', assignedOperatorId: operator.id });

    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientKind, 'user'),
          eq(notifications.recipientId, investor.id),
          eq(notifications.entityType, 'support_ticket'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(itemAtOrFail(told, 0).link).toBe(`/dashboard/UserSupport/${first.id}`);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `notification:${itemAtOrFail(told, 0).id}`));
    expect(mails).toHaveLength(1);
    expect(itemAtOrFail(mails, 0).text).toContain('Your transfer went out today.');
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'support_ticket'), eq(auditLog.entityId, String(first.id)), eq(auditLog.action, 'support.reply')));
    expect(audits).toHaveLength(1);

    const seen = await call(userTicket.default, { headers: investor.headers, query });
    expect(seen.body.data).toMatchObject({ status: 'awaiting_you', statusLabel: 'Awaiting you' });

    const other = await newOperator();
    const assigned = await call(adminAssign.default, { method: 'POST', headers: other.headers, query });
    expect(assigned.body.data).toMatchObject({ assignedOperatorId: other.id });
    const resolved = await call(adminResolve.default, { method: 'POST', headers: other.headers, query });
    expect(resolved.body.data).toMatchObject({ status: 'resolved' });
    expect((await call(adminResolve.default, { method: 'POST', headers: other.headers, query })).status).toBe(409);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'support_ticket'), eq(auditLog.entityId, String(first.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(['support.assign', 'support.reply', 'support.resolve']);

    const partnerAnswer = await call(adminMessages.default, {
      method: 'POST',
      headers: operator.headers,
      query: { id: String(second.id) },
      body: { message: 'Payouts go out on the 10th.' },
    });
    expect(partnerAnswer.status).toBe(201);
    const partnerTold = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, 'partner'), eq(notifications.recipientId, partner.partner.id)));
    expect(partnerTold.map((row) => row.link)).toEqual([`/Cp/support/${second.id}`]);
  });

  it('resolving tells the customer in the panel and by email, once', async () => {
    const db = await getDb();
    const investor = await newInvestor();
    const partner = await createPartner();
    const operator = await newOperator();
    const ticket = await open(investor.headers);
    const partnerTicket = await open(partner.headers, { ...valid, category: 'commission' }, cpTickets.default);
    const cases = [
      { id: ticket.id, kind: 'user' as const, recipientId: investor.id, link: `/dashboard/UserSupport/${ticket.id}` },
      { id: partnerTicket.id, kind: 'partner' as const, recipientId: partner.partner.id, link: `/Cp/support/${partnerTicket.id}` },
    ];
    for (const { id, kind, recipientId, link } of cases) {
      const query = { id: String(id) };
      expect((await call(adminResolve.default, { method: 'POST', headers: operator.headers, query })).status).toBe(200);
      expect((await call(adminResolve.default, { method: 'POST', headers: operator.headers, query })).status).toBe(409);
      const told = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientKind, kind),
            eq(notifications.recipientId, recipientId),
            eq(notifications.kind, 'support_resolved'),
            eq(notifications.entityId, String(id)),
          ),
        );
      expect(told).toHaveLength(1);
      expect(itemAtOrFail(told, 0)).toMatchObject({ link, title: `Ticket resolved: ${valid.subject}` });
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `notification:${itemAtOrFail(told, 0).id}`));
      expect(mails).toHaveLength(1);
      expect(itemAtOrFail(mails, 0).subject).toContain(`Resolved: ${valid.subject}`);
    }
  });

  it('refuse an empty reply and a missing ticket, writing nothing', async () => {
    const investor = await newInvestor();
    const operator = await newOperator();
    const ticket = await open(investor.headers);
    await expectFieldRefused(
      () =>
        call(adminMessages.default, {
          method: 'POST',
          headers: operator.headers,
          query: { id: String(ticket.id) },
          body: { message: ' ' },
        }),
      { field: 'message', message: 'Message is required.', rows: ticketRows },
    );
    expect((await call(adminTicket.default, { headers: operator.headers, query: { id: '99999999' } })).status).toBe(404);
  });
});

function itemAtOrFail<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index}`);
  return item;
}
