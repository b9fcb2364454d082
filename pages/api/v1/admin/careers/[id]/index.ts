// Content: one job application (GET, without the résumé's bytes), marked handled, archived or new with a note (PATCH). Audited.
import type { adminApplicationApi, adminApplicationMarkApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getApplication, markApplication } from '@/lib/server/services/inbox';
import { INBOX_STATUS_LABELS } from '@/lib/status/inbox';
import { INBOX_MESSAGES, inboxUpdateSchema } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const idOf = (value: unknown) => pathId(value, INBOX_MESSAGES.noApplication);

const handler = defineHandler({
  GET: withOperator('content:read', async (req) => reply(await getApplication(await getDb(), idOf(req.query.id)), 'Application fetched.')),
  PATCH: withOperator('content:write', async (req, _res, operator) => {
    const marked = await markApplication(await getDb(), operator.id, idOf(req.query.id), parseBody(inboxUpdateSchema, req));
    return reply(marked, `The application is marked ${INBOX_STATUS_LABELS[marked.status].toLowerCase()}.`);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminApplicationApi, typeof adminApplicationMarkApi]>;
