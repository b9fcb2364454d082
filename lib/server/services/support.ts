// Support tickets: an investor or a partner opens one (optionally about their own order, optionally with
// one attachment), the customer and operators write back and forth, operators assign, answer and
// resolve. A ticket is visible to its owner and to operators only; to anyone else it does not exist (404).
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';

import type { ListExport } from '@/lib/reports/csv';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  companies,
  operators,
  orders,
  partners,
  supportMessages,
  supportTickets,
  users,
  type SupportOwnerKind,
  type SupportTicketStatus,
} from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { checkDocument, storeFolder, type FileUpload } from '@/lib/server/images/folder';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import type { RateRule } from '@/lib/server/rateLimit';
import {
  acknowledgeGrievance,
  afterGrievanceChange,
  escalateOverdueGrievances,
  grievanceEvents,
  escalateGrievanceInTx,
  markResolution,
  newGrievanceColumns,
} from '@/lib/server/services/grievances';
import { withIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { notify } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { GRIEVANCE_CATEGORY } from '@/lib/validations/grievances';
import {
  SUPPORT_MESSAGES,
  SUPPORT_STATUS_LABELS,
  type AdminTicketListQuery,
  type SupportListQuery,
  type SupportTicketCreateInput,
} from '@/lib/validations/support';

export const SUPPORT_RATE_RULES = {
  ticketCreate: { name: 'support-ticket', limit: 10, windowMs: 60 * 60_000 },
  reply: { name: 'support-reply', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

export interface TicketOwner {
  kind: SupportOwnerKind;
  id: number;
}

export type AttachmentUpload = FileUpload;

// ---- Attachments in the upload store ----

const attachments = storeFolder('support', 'No such attachment.');

/** The file's real type by its first bytes, and a safe display name; 400 on errors.attachment otherwise. */
const checkAttachment = (upload: AttachmentUpload) => checkDocument(upload, 'attachment', SUPPORT_MESSAGES.attachmentType);

// ---- Views ----

const ticketColumns = {
  id: supportTickets.id,
  category: supportTickets.category,
  subject: supportTickets.subject,
  status: supportTickets.status,
  orderId: supportTickets.orderId,
  reference: supportTickets.reference,
  level: supportTickets.level,
  dueAt: supportTickets.dueAt,
  resolvedAt: supportTickets.resolvedAt,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

const messageColumns = {
  id: supportMessages.id,
  authorKind: supportMessages.authorKind,
  body: supportMessages.body,
  attachmentName: supportMessages.attachmentName,
  attachmentType: supportMessages.attachmentType,
  attachmentSize: supportMessages.attachmentSize,
  createdAt: supportMessages.createdAt,
};

const ownedBy = (owner: TicketOwner) => and(eq(supportTickets.ownerKind, owner.kind), eq(supportTickets.ownerId, owner.id));

type Conn = Db | Tx;

async function messagesOf(db: Conn, ticketId: number) {
  const rows = await db
    .select({ ...messageColumns, operatorName: operators.fullName })
    .from(supportMessages)
    .leftJoin(operators, and(eq(supportMessages.authorKind, 'operator'), eq(operators.id, supportMessages.authorId)))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  // The customer sees "Support" and the operator's first name, never the operator's full name or id.
  return rows.map(({ operatorName, ...message }) => ({
    ...message,
    authorName: message.authorKind === 'operator' ? `${(operatorName ?? 'Support').split(' ')[0] ?? 'Support'} (Support)` : 'You',
  }));
}

async function orderReferenceOf(db: Conn, orderId: number | null) {
  if (orderId === null) return null;
  const [row] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.reference ?? null;
}

async function findOwnTicket(db: Conn, owner: TicketOwner, ticketId: number, lock = false) {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), ownedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

/** A grievance's reference, level, due date and resolution (all null for another ticket). */
const grievanceFacts = (row: typeof supportTickets.$inferSelect) => ({
  reference: row.reference,
  level: row.level,
  dueAt: row.dueAt,
  escalatedAt: row.escalatedAt,
  resolvedAt: row.resolvedAt,
});

/** What the customer and the operators both see of a ticket: its subject, order, grievance facts and their history. */
async function ticketFacts(db: Conn, row: typeof supportTickets.$inferSelect) {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    orderId: row.orderId,
    orderReference: await orderReferenceOf(db, row.orderId),
    ...grievanceFacts(row),
    events: row.reference ? await grievanceEvents(db, row.id) : [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A ticket with its thread, as its owner sees it. */
export async function getTicket(db: Conn, owner: TicketOwner, ticketId: number) {
  const row = await findOwnTicket(db, owner, ticketId);
  return {
    ...(await ticketFacts(db, row)),
    statusLabel: SUPPORT_STATUS_LABELS[row.status],
    messages: await messagesOf(db, row.id),
  };
}
export type TicketView = Awaited<ReturnType<typeof getTicket>>;

// ---- The customer's side ----

export interface CreateTicketOptions {
  idempotencyKey?: string;
  attachment?: AttachmentUpload | null;
}

/**
 * Opens a ticket with its first message, in one transaction. An order must be the investor's own
 * (400 errors.orderId otherwise, also for partners, who have no orders). With an Idempotency-Key
 * the same request again answers the first ticket.
 */
export async function createTicket(
  db: Db,
  owner: TicketOwner,
  input: SupportTicketCreateInput,
  options: CreateTicketOptions = {},
): Promise<StoredAnswer<TicketView>> {
  const checked = options.attachment ? checkAttachment(options.attachment) : null;
  const key = options.attachment ? await attachments.put(options.attachment.data) : null;
  const run = async (tx: Tx) => {
    if (input.orderId !== undefined) {
      const [order] =
        owner.kind === 'user'
          ? await tx
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.id, input.orderId), eq(orders.userId, owner.id)))
              .limit(1)
          : [];
      if (!order) throw badRequest(SUPPORT_MESSAGES.orderId, { orderId: SUPPORT_MESSAGES.orderId });
    }
    const now = new Date();
    const grievance = input.category === GRIEVANCE_CATEGORY ? await newGrievanceColumns(tx, now) : null;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        category: input.category,
        subject: input.subject,
        orderId: input.orderId ?? null,
        ...grievance,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportTickets.id });
    if (!ticket) throw new Error('The ticket could not be written.');
    if (grievance)
      await acknowledgeGrievance(
        tx,
        { id: ticket.id, ownerKind: owner.kind, ownerId: owner.id, subject: input.subject, ...grievance },
        customerLink(owner.kind, ticket.id),
        now,
      );
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      authorKind: 'customer',
      authorId: owner.id,
      body: input.message,
      attachmentKey: key,
      attachmentName: checked?.name ?? null,
      attachmentType: checked?.type ?? null,
      attachmentSize: checked?.size ?? null,
    });
    return {
      status: 201,
      message: grievance
        ? `Your grievance ${grievance.reference} is received. We will resolve it within 21 days.`
        : 'Your ticket is open. We usually answer within one working day.',
      data: await getTicket(tx, owner, ticket.id),
    };
  };
  try {
    const request = { endpoint: 'support-tickets', ...input, attachment: checked };
    const answer = options.idempotencyKey
      ? await withIdempotency(db, { accountKind: owner.kind, accountId: owner.id, key: options.idempotencyKey, request }, run)
      : { ...(await db.transaction(run)), replayed: false };
    if (answer.replayed && key) await attachments.remove(key);
    if (input.category === GRIEVANCE_CATEGORY && !answer.replayed) {
      kickOutbox(db);
      await afterGrievanceChange(answer.data);
    }
    return answer;
  } catch (error) {
    if (key) await attachments.remove(key);
    throw error;
  }
}

/** One page of the owner's tickets, the most recently active first. */
export async function listTickets(db: Db, owner: TicketOwner, query: SupportListQuery) {
  await escalateOverdueGrievances(db);
  const where = and(ownedBy(owner), query.status ? eq(supportTickets.status, query.status) : undefined);
  return pagedQuery(
    db.select(ticketColumns).from(supportTickets).where(where).orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id)),
    db.$count(supportTickets, where),
    query,
    (row) => ({ ...row, statusLabel: SUPPORT_STATUS_LABELS[row.status] }),
  );
}
export type TicketListItem = Awaited<ReturnType<typeof listTickets>>['result'][number];

/** The customer writes back: the ticket is open again (also when it was resolved). */
export async function addCustomerMessage(db: Db, owner: TicketOwner, ticketId: number, message: string) {
  const view = await db.transaction(async (tx) => {
    const ticket = await findOwnTicket(tx, owner, ticketId, true);
    await tx.insert(supportMessages).values({ ticketId: ticket.id, authorKind: 'customer', authorId: owner.id, body: message });
    await tx.update(supportTickets).set({ status: 'open', updatedAt: new Date() }).where(eq(supportTickets.id, ticket.id));
    if (ticket.status === 'resolved') await markResolution(tx, ticket, false, owner.kind);
    return getTicket(tx, owner, ticket.id);
  });
  return afterGrievanceChange(view);
}

/** The customer marks the ticket resolved. */
export async function closeTicket(db: Db, owner: TicketOwner, ticketId: number) {
  const view = await db.transaction(async (tx) => {
    const ticket = await findOwnTicket(tx, owner, ticketId, true);
    if (ticket.status !== 'resolved') {
      await tx.update(supportTickets).set({ status: 'resolved', updatedAt: new Date() }).where(eq(supportTickets.id, ticket.id));
      await markResolution(tx, ticket, true, owner.kind);
    }
    return getTicket(tx, owner, ticket.id);
  });
  return afterGrievanceChange(view);
}

/** The attachment of a message, for its ticket's owner or (owner null) an operator; 404 for anyone else. */
export async function readAttachment(db: Db, owner: TicketOwner | null, ticketId: number, messageId: number) {
  const [row] = await db
    .select({ key: supportMessages.attachmentKey, name: supportMessages.attachmentName, type: supportMessages.attachmentType })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportMessages.id, messageId), eq(supportTickets.id, ticketId), owner ? ownedBy(owner) : undefined))
    .limit(1);
  if (!row?.key || !row.type) throw notFound('No such attachment.');
  // A file that is gone is a 404; a store that fails (unreachable, refused) is a 500, not a missing file.
  return { data: await attachments.read(row.key), name: row.name ?? 'attachment', type: row.type };
}

// ---- The operators' side ----

const customerLink = (kind: SupportOwnerKind, ticketId: number) =>
  kind === 'user' ? `/dashboard/UserSupport/${ticketId}` : `/Cp/support/${ticketId}`;

/** The queue: oldest first, by status (default: all but resolved) and assignment. */
/** The console's tickets: by status and assignment, and within the desk's queue (`where`: queueWhere of queues.ts; overdue ones). */
export async function listAdminTickets(db: Db, operatorId: number, query: Omit<AdminTicketListQuery, 'format'> & { where?: SQL }) {
  await escalateOverdueGrievances(db);
  const grievances = query.grievances !== undefined;
  const conditions: (SQL | undefined)[] = [
    query.where,
    grievances ? isNotNull(supportTickets.reference) : undefined,
    query.grievances === '2' ? eq(supportTickets.level, 2) : undefined,
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.assigned === 'me' ? eq(supportTickets.assignedOperatorId, operatorId) : undefined,
    query.assigned === 'none' ? isNull(supportTickets.assignedOperatorId) : undefined,
  ];
  const where = and(...conditions);
  return pagedQuery(
    db
      .select({
        ...ticketColumns,
        ownerKind: supportTickets.ownerKind,
        ownerId: supportTickets.ownerId,
        assignedOperatorId: supportTickets.assignedOperatorId,
        assignedTo: operators.fullName,
      })
      .from(supportTickets)
      .leftJoin(operators, eq(operators.id, supportTickets.assignedOperatorId))
      .where(where)
      .orderBy(...(grievances ? [asc(supportTickets.dueAt)] : []), asc(supportTickets.createdAt), asc(supportTickets.id)),
    db.select({ total: count() }).from(supportTickets).where(where),
    query,
    (row) => row,
  );
}
export type AdminTicketListItem = Awaited<ReturnType<typeof listAdminTickets>>['result'][number];

/** The tickets list as CSV. */
export const ADMIN_TICKETS_CSV: ListExport<AdminTicketListItem> = {
  name: 'tickets',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'subject', value: (row) => row.subject },
    { header: 'from', value: (row) => (row.ownerKind === 'user' ? 'investor' : 'partner') },
    { header: 'category', value: (row) => row.category },
    { header: 'status', value: (row) => row.status },
    { header: 'assignedTo', value: (row) => row.assignedTo },
    { header: 'createdAt', value: (row) => row.createdAt.toISOString() },
    { header: 'updatedAt', value: (row) => row.updatedAt.toISOString() },
    { header: 'reference', value: (row) => row.reference },
    { header: 'level', value: (row) => row.level },
    { header: 'dueAt', value: (row) => row.dueAt?.toISOString() ?? null },
  ],
};

async function customerOf(db: Conn, kind: SupportOwnerKind, id: number) {
  if (kind === 'user') {
    const [row] = await db
      .select({ name: users.fullName, email: users.email, code: users.userUniqueCode })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row ? { kind, id, ...row } : null;
  }
  const [row] = await db
    .select({ name: partners.fullName, email: partners.email, code: partners.partnershipCode })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  return row ? { kind, id, ...row } : null;
}

async function lockTicket(tx: Tx, ticketId: number) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1).for('update');
  if (!row) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

/** A ticket as operators see it: the customer, the assignee, the whole thread. */
export async function getAdminTicket(db: Conn, ticketId: number) {
  const [row] = await db
    .select({ ticket: supportTickets, assignedTo: operators.fullName })
    .from(supportTickets)
    .leftJoin(operators, eq(operators.id, supportTickets.assignedOperatorId))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!row) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  const { ticket } = row;
  const messages = await messagesOf(db, ticket.id);
  return {
    ...(await ticketFacts(db, ticket)),
    assignedOperatorId: ticket.assignedOperatorId,
    assignedTo: row.assignedTo,
    customer: await customerOf(db, ticket.ownerKind, ticket.ownerId),
    messages: messages.map((message) => ({ ...message, authorName: message.authorKind === 'customer' ? 'Customer' : message.authorName })),
  };
}
export type AdminTicketView = Awaited<ReturnType<typeof getAdminTicket>>;

/**
 * An operator answers: the ticket awaits the customer, who is told in the panel and by email (outbox),
 * all in one transaction with the audit entry. An unassigned ticket is assigned to the one who answers.
 */
export async function replyAsOperator(db: Db, operatorId: number, ticketId: number, message: string) {
  const view = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const [written] = await tx
      .insert(supportMessages)
      .values({ ticketId, authorKind: 'operator', authorId: operatorId, body: message })
      .returning({ id: supportMessages.id });
    const assignedOperatorId = ticket.assignedOperatorId ?? operatorId;
    await tx
      .update(supportTickets)
      .set({ status: 'awaiting_you', assignedOperatorId, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId));
    const link = customerLink(ticket.ownerKind, ticketId);
    const excerpt = message.length > 200 ? `${message.slice(0, 199)}…` : message;
    await notify(tx, {
      ...(ticket.ownerKind === 'user' ? { userId: ticket.ownerId } : { partnerId: ticket.ownerId }),
      kind: 'support_reply',
      title: `Support replied: ${ticket.subject}`,
      body: excerpt,
      link,
      entity: { type: 'support_ticket', id: ticketId },
      email: {
        subject: `Re: ${ticket.subject} [ticket #${ticketId}]`,
        text: `Our support team has answered your ticket "${ticket.subject}":\n\n${message}\n\nReply on the ticket's page.`,
      },
    });
    await audit(tx, operatorId, {
      action: 'support.reply',
      entity: 'support_ticket',
      entityId: ticketId,
      before: { status: ticket.status },
      after: { status: 'awaiting_you', messageId: written?.id ?? null },
    });
    return getAdminTicket(tx, ticketId);
  });
  kickOutbox(db);
  return view;
}

/** The operator takes the ticket. */
export async function assignTicket(db: Db, operatorId: number, ticketId: number) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.assignedOperatorId !== operatorId) {
      await tx.update(supportTickets).set({ assignedOperatorId: operatorId }).where(eq(supportTickets.id, ticketId));
      await audit(tx, operatorId, {
        action: 'support.assign',
        entity: 'support_ticket',
        entityId: ticketId,
        before: { assignedOperatorId: ticket.assignedOperatorId },
        after: { assignedOperatorId: operatorId },
      });
    }
    return getAdminTicket(tx, ticketId);
  });
}

/** The operator resolves the ticket and the customer is told (panel and email); they may still write, which opens it again. */
export async function resolveTicketAsOperator(db: Db, operatorId: number, ticketId: number) {
  const view = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status === 'resolved') throw conflict('This ticket is already resolved.');
    await tx.update(supportTickets).set({ status: 'resolved', updatedAt: new Date() }).where(eq(supportTickets.id, ticketId));
    await markResolution(tx, ticket, true, 'operator');
    await notify(tx, {
      ...(ticket.ownerKind === 'user' ? { userId: ticket.ownerId } : { partnerId: ticket.ownerId }),
      kind: 'support_resolved',
      title: `Ticket resolved: ${ticket.subject}`,
      body: 'We have marked your ticket as resolved. Reply on it if anything is still open.',
      link: customerLink(ticket.ownerKind, ticketId),
      entity: { type: 'support_ticket', id: ticketId },
      email: {
        subject: `Resolved: ${ticket.subject} [ticket #${String(ticketId)}]`,
        text: `Our support team has marked your ticket "${ticket.subject}" as resolved.\n\nIf anything is still open, reply on the ticket's page and it opens again.`,
      },
    });
    await audit(tx, operatorId, {
      action: 'support.resolve',
      entity: 'support_ticket',
      entityId: ticketId,
      before: { status: ticket.status },
      after: { status: 'resolved' satisfies SupportTicketStatus },
    });
    return getAdminTicket(tx, ticketId);
  });
  kickOutbox(db);
  return afterGrievanceChange(view);
}

/** The grievance officer refers a level-1 grievance to the principal officer (level 2) before its due date; audited. */
export async function escalateGrievance(db: Db, operatorId: number, ticketId: number) {
  const view = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    await escalateGrievanceInTx(tx, ticket, new Date());
    await audit(tx, operatorId, {
      action: 'support.escalate',
      entity: 'support_ticket',
      entityId: ticketId,
      before: { level: ticket.level },
      after: { level: 2 },
    });
    return getAdminTicket(tx, ticketId);
  });
  kickOutbox(db);
  return afterGrievanceChange(view);
}

/** The investor's orders to choose from in the new-ticket form, newest first. */
export async function ticketOrderChoices(db: Db, userId: number) {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      companyName: companies.name,
      quantity: orders.quantity,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
