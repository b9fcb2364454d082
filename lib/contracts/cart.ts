// cart: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { addToCart, listCart, removeFromCart } from '@/lib/server/services/cart';
import { cartAddBody, cartRemoveBody } from '@/lib/validations/cart';
import { paginationQuery } from '@/lib/validations/pagination';

export const cartAddApi = contract<Answer<typeof addToCart>>()('user', 'POST', 'checkOut/add', cartAddBody);
export const cartApi = contract<Answer<typeof listCart>>()('user', 'GET', 'checkOut/getDetails', paginationQuery);
export const cartRemoveApi = contract<Answer<typeof removeFromCart>>()('user', 'POST', 'checkOut/remove', cartRemoveBody);
