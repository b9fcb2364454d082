import { z } from 'zod';

export const MAX_CART_QUANTITY = 1_000_000;

/** A company's id in a JSON body (shared with the watch list). */
export const companyIdField = z
  .number({ error: 'companyId must be a number.' })
  .int('companyId must be a whole number.')
  .positive('companyId must be a positive number.')
  .max(2_147_483_647, 'companyId is too large.');

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

/** Why a company's shares cannot be bought now, or null when they can (the same words on the page and the API). */
export function buyRefusal(company: { name: string; status: string }): string | null {
  if (company.status === 'Sold Out') return `${company.name} is sold out. You can add it to your watch list to follow its price.`;
  if (company.status === 'Coming Soon') return `${company.name} is coming soon and cannot be bought yet.`;
  return null;
}

export const minQuantityMessage = (minQuantity: number) =>
  `Quantity must be at least ${minQuantity.toLocaleString('en-IN')} shares (the minimum lot).`;

/** The Buy form's check of the typed quantity, with the API's messages; null when it is fine. */
export function quantityError(text: string, minQuantity: number): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Quantity must be a whole number of shares.';
  const quantity = Number(text);
  if (quantity < minQuantity) return minQuantityMessage(minQuantity);
  if (quantity > MAX_CART_QUANTITY) return `Quantity must be at most ${MAX_CART_QUANTITY.toLocaleString('en-IN')}.`;
  return null;
}
