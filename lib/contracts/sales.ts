// sales: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  cancelSellRequest,
  createSellRequest,
  getAdminSellRequest,
  getSellRequest,
  listAdminSellRequests,
  listSellRequests,
  reportDisReference,
  transitionSellRequest,
} from '@/lib/server/services/sales';
import { adminSellListQuery, disReferenceSchema, sellCreateSchema, sellListQuery, sellTransitionSchema } from '@/lib/validations/orders';

export const adminSellRequestApi = contract<Answer<typeof getAdminSellRequest>>()('admin', 'GET', 'sell/{id}');
export const sellTransitionApi = contract<Answer<typeof transitionSellRequest>>()(
  'admin',
  'POST',
  'sell/{id}/transition',
  sellTransitionSchema,
);
export const adminSellListApi = contract<Answer<typeof listAdminSellRequests>>()('admin', 'GET', 'sell', adminSellListQuery);
export const sellRequestApi = contract<Answer<typeof getSellRequest>>()('user', 'GET', 'sell/{id}');
export const sellCancelApi = contract<Answer<typeof cancelSellRequest>>()('user', 'POST', 'sell/{id}/cancel');
export const sellDisReferenceApi = contract<Answer<typeof reportDisReference>>()(
  'user',
  'POST',
  'sell/{id}/transfer-reference',
  disReferenceSchema,
);
export const sellListApi = contract<Answer<typeof listSellRequests>>()('user', 'GET', 'sell', sellListQuery);
export const sellRequestedApi = contract<StoredAnswerOf<typeof createSellRequest>>()('user', 'POST', 'sell', sellCreateSchema);
