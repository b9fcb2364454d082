// Content: job applications (GET, ?status, ?q, paged), newest first.
import type { adminApplicationListApi } from '@/lib/contracts/inbox';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { APPLICATIONS_CSV, listApplications } from '@/lib/server/services/inbox';
import { applicationListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(applicationListQuery, req), (query) => listApplications(db, query), APPLICATIONS_CSV, 'Applications fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminApplicationListApi>;
