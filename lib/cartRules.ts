// The Buy form's rules, shared by the page and the API (lib/validations/cart.ts); no zod here, so the
// company page carries none until a form needs it.
import { formatNumber } from '@/lib/format';

export const MAX_CART_QUANTITY = 1_000_000;

/** Why a company's shares cannot be bought now, or null when they can (the same words on the page and the API). */
export function buyRefusal(company: { name: string; status: string }): string | null {
  if (company.status === 'Sold Out') return `${company.name} is sold out. You can add it to your watch list to follow its price.`;
  if (company.status === 'Coming Soon') return `${company.name} is coming soon and cannot be bought yet.`;
  return null;
}

export const minQuantityMessage = (minQuantity: number) =>
  `Quantity must be at least ${formatNumber(minQuantity)} shares (the minimum lot).`;

/** The Buy form's check of the typed quantity, with the API's messages; null when it is fine. */
export function quantityError(text: string, minQuantity: number): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Quantity must be a whole number of shares.';
  const quantity = Number(text);
  if (quantity < minQuantity) return minQuantityMessage(minQuantity);
  if (quantity > MAX_CART_QUANTITY) return `Quantity must be at most ${formatNumber(MAX_CART_QUANTITY)}.`;
  return null;
}
