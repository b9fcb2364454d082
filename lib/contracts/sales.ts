// sales: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  cancelSellRequest,
  createSellRequest,
  getAdminSellRequest,
  getSellRequest,
  listAdminSellRequests,
  listSellRequests,
  transitionSellRequest,
} from '@/lib/server/services/sales';
import { adminSellListQuery, sellCreateSchema, sellListQuery, sellTransitionSchema } from '@/lib/validations/orders';

/** GET /api/v1/admin/sell/{id} */
export type AdminSellRequestData = Answer<typeof getAdminSellRequest>;
export const adminSellRequestApi = contract<AdminSellRequestData>()({ client: 'admin', method: 'GET', path: 'sell/{id}' });

/** POST /api/v1/admin/sell/{id}/transition */
export type SellTransitionData = Answer<typeof transitionSellRequest>;
export const sellTransitionApi = contract<SellTransitionData>()({
  client: 'admin',
  method: 'POST',
  path: 'sell/{id}/transition',
  input: sellTransitionSchema,
});

/** GET /api/v1/admin/sell */
export type AdminSellListData = Answer<typeof listAdminSellRequests>;
export const adminSellListApi = contract<AdminSellListData>()({ client: 'admin', method: 'GET', path: 'sell', input: adminSellListQuery });

/** GET /api/v1/user/sell/{id} */
export type SellRequestData = Answer<typeof getSellRequest>;
export const sellRequestApi = contract<SellRequestData>()({ client: 'user', method: 'GET', path: 'sell/{id}' });

/** POST /api/v1/user/sell/{id}/cancel */
export type SellCancelData = Answer<typeof cancelSellRequest>;
export const sellCancelApi = contract<SellCancelData>()({ client: 'user', method: 'POST', path: 'sell/{id}/cancel' });

/** GET /api/v1/user/sell */
export type SellListData = Answer<typeof listSellRequests>;
export const sellListApi = contract<SellListData>()({ client: 'user', method: 'GET', path: 'sell', input: sellListQuery });

/** POST /api/v1/user/sell */
export type SellRequestedData = StoredAnswerOf<typeof createSellRequest>;
export const sellRequestedApi = contract<SellRequestedData>()({ client: 'user', method: 'POST', path: 'sell', input: sellCreateSchema });
