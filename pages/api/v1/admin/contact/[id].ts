// Support: one contact message or startup enquiry (GET), marked handled, archived or new with a note (PATCH). Audited.
import type { adminContactApi, adminContactMarkApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getContactMessage, markContactMessage } from '@/lib/server/services/inbox';
import { INBOX_STATUS_LABELS } from '@/lib/status/inbox';
import { INBOX_MESSAGES, inboxUpdateSchema } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const idOf = (value: unknown) => pathId(value, INBOX_MESSAGES.noMessage);

const handler = defineHandler({
  GET: withOperator('support:read', async (req) => reply(await getContactMessage(await getDb(), idOf(req.query.id)), 'Message fetched.')),
  PATCH: withOperator('support:write', async (req, _res, operator) => {
    const id = idOf(req.query.id);
    const marked = await markContactMessage(await getDb(), operator.id, id, parseBody(inboxUpdateSchema, req));
    return reply(marked, `The message is marked ${INBOX_STATUS_LABELS[marked.status].toLowerCase()}.`);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminContactApi, typeof adminContactMarkApi]>;
