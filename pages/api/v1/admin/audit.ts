// Operators: the audit log, newest first (who did what, when, before and after).
import { type auditLogApi } from '@/lib/contracts/audit';
import { z } from 'zod';

import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listAudit } from '@/lib/server/services/adminDesk';
import { paginationQuery } from '@/lib/validations/pagination';

export const config = { api: { bodyParser: false } };

const auditQuery = paginationQuery.extend({
  entity: z
    .enum(['order', 'sell_request', 'kyc', 'company', 'settings'], 'entity must be order, sell_request, kyc, company or settings.')
    .optional(),
  entityId: z.string('entityId must be a single value.').max(200, 'entityId is too long.').optional(),
});

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await listAudit(await getDb(), parseQuery(auditQuery, req)), 'Audit log fetched.')),
});
export default handler satisfies Serves<typeof handler, typeof auditLogApi>;
