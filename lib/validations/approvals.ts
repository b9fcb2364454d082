// Four eyes: the approvals queue's query and a rejection's reason.
import { z } from '@/lib/zod';

import { reasonField } from './orders';
import { paginationQuery } from './pagination';

export const approvalListQuery = paginationQuery;

export const approvalRejectSchema = z.object({ reason: reasonField });
