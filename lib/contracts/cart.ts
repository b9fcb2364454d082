// cart: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { addToCart, listCart, removeFromCart } from '@/lib/server/services/cart';
import { cartAddBody, cartRemoveBody } from '@/lib/validations/cart';
import { paginationQuery } from '@/lib/validations/pagination';

/** POST /api/v1/user/checkOut/add */
export type CartAddData = Answer<typeof addToCart>;
export const cartAddApi = contract<CartAddData>()({ client: 'user', method: 'POST', path: 'checkOut/add', input: cartAddBody });

/** GET /api/v1/user/checkOut/getDetails */
export type CartData = Answer<typeof listCart>;
export const cartApi = contract<CartData>()({ client: 'user', method: 'GET', path: 'checkOut/getDetails', input: paginationQuery });

/** POST /api/v1/user/checkOut/remove */
export type CartRemoveData = Answer<typeof removeFromCart>;
export const cartRemoveApi = contract<CartRemoveData>()({ client: 'user', method: 'POST', path: 'checkOut/remove', input: cartRemoveBody });
