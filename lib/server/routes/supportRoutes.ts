// Support ticket routes, the same for investors (/api/v1/user/support) and partners (/api/v1/cp/support),
// and the console's (/api/v1/admin/tickets).
import type { NextApiRequest } from 'next';

import type { Role } from '@/lib/auth/token';
import { byCaller, withAccount, withOperator } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, readBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { optionalIdempotencyKey, replyStored } from '@/lib/server/http/idempotency';
import { sendStoredFile } from '@/lib/server/http/download';
import { parseMultipart } from '@/lib/server/http/multipart';
import { replyList } from '@/lib/server/http/listCsv';
import { pathId } from '@/lib/server/http/pathParams';
import { escalateOverdueGrievances } from '@/lib/server/services/grievances';
import { listQueueWhere } from '@/lib/server/services/queues';
import {
  addCustomerMessage,
  assignTicket,
  closeTicket,
  createTicket,
  getAdminTicket,
  getTicket,
  ADMIN_TICKETS_CSV,
  listAdminTickets,
  listTickets,
  readAttachment,
  replyAsOperator,
  resolveTicketAsOperator,
  escalateGrievance,
  SUPPORT_RATE_RULES,
  type AttachmentUpload,
  type TicketOwner,
} from '@/lib/server/services/support';
import {
  adminTicketListQuery,
  ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGES,
  supportListQuery,
  supportReplySchema,
  supportTicketCreateSchema,
} from '@/lib/validations/support';

const ownerOf = (role: Role, id: number): TicketOwner => ({ kind: role === 'user' ? 'user' : 'partner', id });

const ticketIdOf = (req: NextApiRequest) => pathId(req.query.id, SUPPORT_MESSAGES.ticketNotFound);

/** A handler that runs `act` on the caller's ticket of the path and replies with its answer and `message`. */
const onOwnTicket = <T>(role: Role, act: (db: Db, owner: TicketOwner, id: number) => Promise<T>, message: string) =>
  withAccount(role, async (req, _res, caller) => reply(await act(await getDb(), ownerOf(role, caller.id), ticketIdOf(req)), message));

/** The new ticket as JSON, or as multipart form data with an optional `attachment` file. */
async function readTicketRequest(req: NextApiRequest): Promise<{ body: unknown; attachment: AttachmentUpload | null }> {
  if (/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    const { fields, file } = await parseMultipart(req, {
      fileField: 'attachment',
      maxFileBytes: ATTACHMENT_MAX_BYTES,
      maxFields: 8,
      maxFieldBytes: 20_000,
      messages: { size: SUPPORT_MESSAGES.attachmentSize, count: SUPPORT_MESSAGES.attachmentCount },
    });
    const attachment = file && (file.data.length > 0 || file.fileName) ? { fileName: file.fileName, data: file.data } : null;
    return { body: fields, attachment };
  }
  return { body: await readBody(req), attachment: null };
}

/** GET: the caller's tickets (status filter, paging). POST: a new ticket, 201. */
export function ticketsRoute(role: Role) {
  return defineHandler(
    {
      GET: withAccount(role, async (req, _res, caller) =>
        reply(await listTickets(await getDb(), ownerOf(role, caller.id), parseQuery(supportListQuery, req)), 'Tickets fetched.'),
      ),
      POST: withAccount(role, async (req, res, caller) => {
        const idempotencyKey = optionalIdempotencyKey(req);
        const { body, attachment } = await readTicketRequest(req);
        req.body = body;
        const input = parseBody(supportTicketCreateSchema, req);
        const answer = await createTicket(await getDb(), ownerOf(role, caller.id), input, { idempotencyKey, attachment });
        return replyStored(res, answer);
      }),
    },
    { body: 'stream', rateLimit: { POST: { rule: SUPPORT_RATE_RULES.ticketCreate, key: byCaller(role, 'support:') } } },
  );
}
export type SupportTicketListData = ApiData<ReturnType<typeof ticketsRoute>, 'GET'>;
export type SupportTicketCreatedData = ApiData<ReturnType<typeof ticketsRoute>, 'POST'>;

/** A ticket as its owner reads it, overdue grievances escalated first (as every read of them does). */
const readTicket = async (db: Db, owner: TicketOwner, id: number) => {
  await escalateOverdueGrievances(db);
  return getTicket(db, owner, id);
};

/** GET: one of the caller's tickets with its messages. */
export function ticketRoute(role: Role) {
  return defineHandler({ GET: onOwnTicket(role, readTicket, 'Ticket fetched.') });
}
export type SupportTicketData = ApiData<ReturnType<typeof ticketRoute>, 'GET'>;

/** POST { message }: the customer writes back (a resolved ticket opens again). */
export function ticketMessagesRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (req, _res, caller) => {
        const id = ticketIdOf(req);
        const { message } = parseBody(supportReplySchema, req);
        return reply(await addCustomerMessage(await getDb(), ownerOf(role, caller.id), id, message), 'Your message is sent.', 201);
      }),
    },
    { rateLimit: { POST: { rule: SUPPORT_RATE_RULES.reply, key: byCaller(role, 'support-reply:') } } },
  );
}
export type SupportMessageData = ApiData<ReturnType<typeof ticketMessagesRoute>, 'POST'>;

/** POST: the customer marks the ticket resolved. */
export function ticketCloseRoute(role: Role) {
  return defineHandler({ POST: onOwnTicket(role, closeTicket, 'The ticket is resolved.') });
}
export type SupportCloseData = ApiData<ReturnType<typeof ticketCloseRoute>, 'POST'>;

const messageIdOf = (req: NextApiRequest) => pathId(req.query.messageId, 'No such attachment.');

/** GET: a message's attachment, for the ticket's owner only. */
export function ticketAttachmentRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (req, res, caller) => {
      const file = await readAttachment(await getDb(), ownerOf(role, caller.id), ticketIdOf(req), messageIdOf(req));
      sendStoredFile(req, res, file);
    }),
  });
}

// ---- Console ----

export const adminTicketsRoute = defineHandler({
  GET: withOperator('support:read', async (req, res, operator) => {
    const query = parseQuery(adminTicketListQuery, req);
    const db = await getDb();
    const where = listQueueWhere(query, 'ticketsWaiting');
    return replyList(res, query, (paged) => listAdminTickets(db, operator.id, { ...paged, where }), ADMIN_TICKETS_CSV, 'Tickets fetched.');
  }),
});
export type AdminTicketListData = ApiData<typeof adminTicketsRoute, 'GET'>;

export const adminTicketRoute = defineHandler({
  GET: withOperator('support:read', async (req) => reply(await getAdminTicket(await getDb(), ticketIdOf(req)), 'Ticket fetched.')),
});
export type AdminTicketData = ApiData<typeof adminTicketRoute, 'GET'>;

export const adminTicketMessagesRoute = defineHandler({
  POST: withOperator('support:write', async (req, _res, operator) => {
    const id = ticketIdOf(req);
    const { message } = parseBody(supportReplySchema, req);
    return reply(await replyAsOperator(await getDb(), operator.id, id, message), 'Your reply is sent to the customer.', 201);
  }),
});
export type AdminTicketReplyData = ApiData<typeof adminTicketMessagesRoute, 'POST'>;

export const adminTicketAssignRoute = defineHandler({
  POST: withOperator('support:write', async (req, _res, operator) =>
    reply(await assignTicket(await getDb(), operator.id, ticketIdOf(req)), 'The ticket is assigned to you.'),
  ),
});
export type AdminTicketAssignData = ApiData<typeof adminTicketAssignRoute, 'POST'>;

export const adminTicketResolveRoute = defineHandler({
  POST: withOperator('support:write', async (req, _res, operator) =>
    reply(await resolveTicketAsOperator(await getDb(), operator.id, ticketIdOf(req)), 'The ticket is resolved.'),
  ),
});
export type AdminTicketResolveData = ApiData<typeof adminTicketResolveRoute, 'POST'>;

export const adminTicketEscalateRoute = defineHandler({
  POST: withOperator('support:write', async (req, _res, operator) =>
    reply(
      await escalateGrievance(await getDb(), operator.id, ticketIdOf(req)),
      'The grievance is with the principal officer now (level 2).',
    ),
  ),
});
export type AdminTicketEscalateData = ApiData<typeof adminTicketEscalateRoute, 'POST'>;

export const adminTicketAttachmentRoute = defineHandler({
  GET: withOperator('support:read', async (req, res) => {
    const file = await readAttachment(await getDb(), null, ticketIdOf(req), messageIdOf(req));
    sendStoredFile(req, res, file);
  }),
});
