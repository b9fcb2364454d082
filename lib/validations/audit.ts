// The audit log's query: paging and an optional entity (and its id) to follow.
import { z } from 'zod';

import { listFormat, paginationQuery } from '@/lib/validations/pagination';

/** The kinds of record the audit log follows (the audit_log.entity column). */
export const AUDIT_ENTITIES = ['order', 'sell_request', 'kyc', 'company', 'settings', 'operator'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditQuery = paginationQuery.extend({
  entity: z.enum(AUDIT_ENTITIES, 'entity must be order, sell_request, kyc, company, settings or operator.').optional(),
  entityId: z.string('entityId must be a single value.').max(200, 'entityId is too long.').optional(),
  format: listFormat,
});
