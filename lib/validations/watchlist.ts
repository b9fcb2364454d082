import { z } from '@/lib/zod';

import { companyIdField } from './cart';
import { idText } from './ids';
import { paginationQuery } from './pagination';

export const watchlistItemBody = z.object({ companyId: companyIdField });

export const watchlistListQuery = paginationQuery.extend({
  /** Asks whether one company is on the list (the company page's button uses it). */
  companyId: z.string({ error: 'companyId must be a single value.' }).pipe(idText('companyId must be a whole number.')).optional(),
});
