// audit: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { listAudit } from '@/lib/server/services/operators';
import { auditQuery } from '@/lib/validations/audit';

export const auditLogApi = contract<Answer<typeof listAudit>>()('admin', 'GET', 'audit', auditQuery);
