// Operators: the audit log, newest first (who did what, when, before and after).
import { auditLogApi } from '@/lib/contracts/audit';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { AUDIT_CSV, listAudit } from '@/lib/server/services/operators';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('audit:read', auditLogApi.input, listAudit, AUDIT_CSV, 'Audit log fetched.'),
});
export default handler satisfies Serves<typeof handler, typeof auditLogApi>;
