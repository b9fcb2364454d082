// Content: job applications (GET, ?status, ?q, paged), newest first.
import type { adminApplicationListApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listApplications } from '@/lib/server/services/inbox';
import { applicationListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await listApplications(await getDb(), parseQuery(applicationListQuery, req)), 'Applications fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminApplicationListApi>;
