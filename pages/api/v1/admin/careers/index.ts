// Content: job applications (GET, ?status, ?q, paged), newest first.
import type { adminApplicationListApi } from '@/lib/contracts/inbox';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { APPLICATIONS_CSV, listApplications } from '@/lib/server/services/inbox';
import { applicationListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('content:read', applicationListQuery, listApplications, APPLICATIONS_CSV, 'Applications fetched.'),
});
export default handler satisfies Serves<typeof handler, typeof adminApplicationListApi>;
