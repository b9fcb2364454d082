// Four eyes: the approvals queue's query and a rejection's reason.
import { z } from '@/lib/zod';

import { APPROVAL_KINDS } from '../status/approvals';

import { reasonField } from './orders';
import { listFormat, paginationQuery } from './pagination';

export const approvalListQuery = paginationQuery.extend({
  kind: z.enum(APPROVAL_KINDS, `kind must be one of: ${APPROVAL_KINDS.join(', ')}.`).optional(),
  format: listFormat,
});

export const approvalRejectSchema = z.object({ reason: reasonField });
