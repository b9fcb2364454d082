// Operators: the audit log, newest first (who did what, when, before and after).
import { auditLogApi } from '@/lib/contracts/audit';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listAudit } from '@/lib/server/services/operators';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('audit:read', async (req) =>
    reply(await listAudit(await getDb(), parseQuery(auditLogApi.input, req)), 'Audit log fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof auditLogApi>;
