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

export const adminSellRequestApi = contract<AdminSellRequestData>()('admin', 'GET', 'sell/{id}');
export const sellTransitionApi = contract<SellTransitionData>()('admin', 'POST', 'sell/{id}/transition', sellTransitionSchema);
export const adminSellListApi = contract<AdminSellListData>()('admin', 'GET', 'sell', adminSellListQuery);
export const sellRequestApi = contract<SellRequestData>()('user', 'GET', 'sell/{id}');
export const sellCancelApi = contract<SellCancelData>()('user', 'POST', 'sell/{id}/cancel');
export const sellDisReferenceApi = contract<SellDisReferenceData>()('user', 'POST', 'sell/{id}/transfer-reference', disReferenceSchema);
export const sellListApi = contract<SellListData>()('user', 'GET', 'sell', sellListQuery);
export const sellRequestedApi = contract<SellRequestedData>()('user', 'POST', 'sell', sellCreateSchema);

export type AdminSellRequestData = Answer<typeof getAdminSellRequest>;
export type SellTransitionData = Answer<typeof transitionSellRequest>;
export type AdminSellListData = Answer<typeof listAdminSellRequests>;
export type SellRequestData = Answer<typeof getSellRequest>;
export type SellCancelData = Answer<typeof cancelSellRequest>;
export type SellDisReferenceData = Answer<typeof reportDisReference>;
export type SellListData = Answer<typeof listSellRequests>;
export type SellRequestedData = StoredAnswerOf<typeof createSellRequest>;
