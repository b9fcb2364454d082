// Operators: the audit log, newest first (who did what, when, before and after).
import { auditLogApi } from '@/lib/contracts/audit';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { AUDIT_CSV, listAudit } from '@/lib/server/services/operators';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('audit:read', async (req, res) => {
    const db = await getDb();
    return replyList(res, parseQuery(auditLogApi.input, req), (query) => listAudit(db, query), AUDIT_CSV, 'Audit log fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof auditLogApi>;
