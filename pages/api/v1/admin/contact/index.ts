// Support: the contact inbox and the startup enquiries (GET, ?kind=contact|startup, ?status, ?q, paged).
import type { adminContactListApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listContactMessages } from '@/lib/server/services/inbox';
import { contactListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('support:read', async (req) =>
    reply(await listContactMessages(await getDb(), parseQuery(contactListQuery, req)), 'Messages fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminContactListApi>;
