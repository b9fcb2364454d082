// cart: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { addToCart, listCart, removeFromCart } from '@/lib/server/services/cart';
import { cartAddBody, cartRemoveBody } from '@/lib/validations/cart';
import { paginationQuery } from '@/lib/validations/pagination';

export const cartAddApi = contract<CartAddData>()('user', 'POST', 'checkOut/add', cartAddBody);
export const cartApi = contract<CartData>()('user', 'GET', 'checkOut/getDetails', paginationQuery);
export const cartRemoveApi = contract<CartRemoveData>()('user', 'POST', 'checkOut/remove', cartRemoveBody);

export type CartAddData = Answer<typeof addToCart>;
export type CartData = Answer<typeof listCart>;
export type CartRemoveData = Answer<typeof removeFromCart>;
