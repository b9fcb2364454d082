// Partners' commission arithmetic, in integer paise: the margin on an order, TDS under section 194H
// and the price range a proposal may use. Pure functions, shared by the server and the pages.
import { formatPaise } from '@/lib/format';

/** TDS on commission (section 194H): 2%. */
export const TDS_RATE_BPS = 200;

/** (order price − partner price) × quantity; nothing when the margin is zero or negative. */
export function commissionPaise(orderPricePaise: number, partnerPricePaise: number, quantity: number): number {
  const margin = orderPricePaise - partnerPricePaise;
  return margin > 0 && quantity > 0 ? margin * quantity : 0;
}

/**
 * TDS at 2% of the gross, rounded to the nearest whole rupee (half a rupee up), as section 288B
 * rounds tax deducted: 2% of ₹1,234.56 = ₹24.69 → ₹25.00 (2,500 paise).
 */
export function tdsPaise(grossPaise: number): number {
  if (grossPaise <= 0) return 0;
  // gross × 2% in rupees = gross × 200 / (10_000 × 100); rounded half up with integers only.
  const divisor = 10_000 * 100;
  return Math.floor((grossPaise * TDS_RATE_BPS + divisor / 2) / divisor) * 100;
}

export interface PayoutAmounts {
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** A payout of these commission amounts: gross, TDS and what reaches the partner's bank. */
export function payoutAmounts(amounts: readonly number[]): PayoutAmounts {
  const grossPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const tds = tdsPaise(grossPaise);
  return { grossPaise, tdsPaise: tds, netPaise: grossPaise - tds };
}

/** Why a proposal's price is refused, or null: it must lie between the partner price and the investor price inclusive. */
export function proposalPriceRefusal(pricePaise: number, partnerPricePaise: number, investorPricePaise: number): string | null {
  if (!Number.isInteger(pricePaise)) return 'Price must be a whole number of paise.';
  if (pricePaise < partnerPricePaise || pricePaise > investorPricePaise)
    return `Price must be between ${formatPaise(partnerPricePaise)} and ${formatPaise(investorPricePaise)}.`;
  return null;
}

/** 'YYYY-MM' of a date in India (UTC+5:30, no daylight saving). */
export function indianMonth(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The first instant (UTC) of an Indian month 'YYYY-MM', and of the next month. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const start = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 330 * 60_000);
  return { from: start(year, mon), to: mon === 12 ? start(year + 1, 1) : start(year, mon + 1) };
}

/** The Indian financial year (April to March) containing a date: its first month and the first month after it. */
export function financialYearBounds(date: Date): { label: string; from: Date; to: Date } {
  const [year, mon] = indianMonth(date).split('-').map(Number) as [number, number];
  const startYear = mon >= 4 ? year : year - 1;
  return {
    label: `${String(startYear)}-${String(startYear + 1).slice(2)}`,
    from: monthBounds(`${String(startYear)}-04`).from,
    to: monthBounds(`${String(startYear + 1)}-04`).from,
  };
}
