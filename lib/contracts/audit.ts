// audit: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { listAudit } from '@/lib/server/services/operators';
import { auditQuery } from '@/lib/validations/audit';

/** GET /api/v1/admin/audit */
export type AuditLogData = Answer<typeof listAudit>;
export const auditLogApi = contract<AuditLogData>()({ client: 'admin', method: 'GET', path: 'audit', input: auditQuery });
