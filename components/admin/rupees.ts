// Rupee amounts typed by an operator, turned into integer paise by reading the digits as text: no
// floating-point step, so "1234.56" is exactly 123456 paise (1234.56 * 100 is 123455.99999999999).

/** The largest amount accepted: ₹1 crore per share (MAX_PRICE_PAISE) is far below it. */
const MAX_RUPEE_DIGITS = 13;

/**
 * Paise from "1234.56", "1,234.5", "₹ 1234" or "0.05"; null when the text is not a plain amount
 * (letters, a minus sign, more than two decimals, nothing at all).
 */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  const match = new RegExp(`^(\\d{1,${MAX_RUPEE_DIGITS}})?(?:\\.(\\d{1,2}))?$`).exec(cleaned);
  if (!match || cleaned === '' || cleaned === '.') return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The value to put back in a rupee field: 123456 → "1234.56", 100 → "1.00". */
export function paiseToRupeeText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  return `${rupees}.${String(paise % 100).padStart(2, '0')}`;
}
