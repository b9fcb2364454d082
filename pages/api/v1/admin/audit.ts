// Operators: the audit log, newest first (who did what, when, before and after).
import { z } from 'zod';

import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listAudit } from '@/lib/server/services/adminDesk';
import { paginationQuery } from '@/lib/validations/pagination';

const auditQuery = paginationQuery.extend({
  entity: z.enum(['order', 'sell_request', 'kyc', 'company', 'settings'], 'entity must be order, sell_request, kyc, company or settings.').optional(),
  entityId: z.string('entityId must be a single value.').max(200, 'entityId is too long.').optional(),
});

export default defineHandler({
  GET: withOperator(async (req, res) => {
    sendOk(res, await listAudit(await getDb(), parseQuery(auditQuery, req)), 'Audit log fetched.');
  }),
});
