import { z } from '@/lib/zod';

import { MAX_CART_QUANTITY } from '@/lib/cartRules';

import { MAX_ID } from './ids';

/** A company's id in a JSON body (shared with the watch list). */
export const companyIdField = z
  .number({ error: 'companyId must be a number.' })
  .int('companyId must be a whole number.')
  .positive('companyId must be a positive number.')
  .max(MAX_ID, 'companyId is too large.');

export const cartAddBody = z.object({
  companyId: companyIdField,
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number of shares.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY.toLocaleString('en-IN')}.`),
});
export type CartAddBody = z.output<typeof cartAddBody>;

/** Removes one company's line from the cart. */
export const cartRemoveBody = z.object({ companyId: companyIdField });

export { buyRefusal, MAX_CART_QUANTITY, minQuantityMessage, quantityError } from '@/lib/cartRules';
