// Support: the contact inbox and the startup enquiries (GET, ?kind=contact|startup, ?status, ?q, paged; `format=csv` downloads every match).
import type { adminContactListApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { CONTACT_CSV, listContactMessages } from '@/lib/server/services/inbox';
import { contactListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('support:read', async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(contactListQuery, req), (query) => listContactMessages(db, query), CONTACT_CSV, 'Messages fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminContactListApi>;
