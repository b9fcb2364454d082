// Partners' commission arithmetic, in integer paise: the margin on an order, TDS under section 194H
// and the price range a proposal may use. Pure functions, shared by the server and the pages.
import { formatPaise } from '@/lib/format';

/** TDS on commission (section 194H): 2%; 20% where the partner has given no PAN (section 206AA). */
export const TDS_RATE_BPS = 200;
export const TDS_NO_PAN_RATE_BPS = 2_000;

/** No TDS while a partner's commissions in the financial year stay within this (₹20,000 from 1 April 2025; ₹15,000 before). */
const TDS_THRESHOLDS = [
  { from: new Date(Date.UTC(2025, 3, 1) - 330 * 60_000), thresholdPaise: 20_000_00 },
  { from: new Date(0), thresholdPaise: 15_000_00 },
] as const;

/** (order price − partner price) × quantity; nothing when the margin is zero or negative. */
export function commissionPaise(orderPricePaise: number, partnerPricePaise: number, quantity: number): number {
  const margin = orderPricePaise - partnerPricePaise;
  return margin > 0 && quantity > 0 ? margin * quantity : 0;
}

/**
 * TDS at 2% of the gross, rounded to the nearest whole rupee (half a rupee up), as section 288B
 * rounds tax deducted: 2% of ₹1,234.56 = ₹24.69 → ₹25.00 (2,500 paise).
 */
export function tdsPaise(grossPaise: number, rateBps: number = TDS_RATE_BPS): number {
  if (grossPaise <= 0) return 0;
  // gross × rate in rupees = gross × bps / (10_000 × 100); rounded half up with integers only.
  const divisor = 10_000 * 100;
  return Math.floor((grossPaise * rateBps + divisor / 2) / divisor) * 100;
}

/** The section 194H threshold in force on a date (India's dates). */
export function tdsThresholdPaise(on: Date): number {
  return (TDS_THRESHOLDS.find((entry) => on.getTime() >= entry.from.getTime()) ?? TDS_THRESHOLDS[1]).thresholdPaise;
}

export interface TdsInput {
  /** The commission paid now. */
  grossPaise: number;
  /** Commission already paid (gross) to the partner earlier in the same financial year, and the TDS deducted from it. */
  yearGrossBeforePaise: number;
  yearTdsBeforePaise: number;
  paidAt: Date;
  hasPan: boolean;
}

/** How a payout's TDS was computed, kept on the payout and shown on statements. */
export interface TdsBasis {
  financialYear: string;
  thresholdPaise: number;
  /** The year's gross including this payout. */
  yearGrossPaise: number;
  yearTdsBeforePaise: number;
  rateBps: number;
  hasPan: boolean;
  crossed: boolean;
}

export interface PayoutTds extends PayoutAmounts {
  basis: TdsBasis;
}

/**
 * TDS under section 194H on a payout: none while the year's commissions (this payout included) stay
 * within the threshold in force on the payout date; once crossed, the rate (2%, or 20% without a PAN)
 * on the whole year's gross, rounded to the rupee, less the TDS already deducted that year, never more
 * than this payout (what is left is deducted from the next one).
 */
export function payoutTds(input: TdsInput): PayoutTds {
  const grossPaise = Math.max(0, input.grossPaise);
  const thresholdPaise = tdsThresholdPaise(input.paidAt);
  const yearGrossPaise = input.yearGrossBeforePaise + grossPaise;
  const rateBps = input.hasPan ? TDS_RATE_BPS : TDS_NO_PAN_RATE_BPS;
  const crossed = yearGrossPaise > thresholdPaise;
  const due = crossed ? tdsPaise(yearGrossPaise, rateBps) - input.yearTdsBeforePaise : 0;
  const tds = Math.min(grossPaise, Math.max(0, due));
  return {
    grossPaise,
    tdsPaise: tds,
    netPaise: grossPaise - tds,
    basis: {
      financialYear: financialYearBounds(input.paidAt).label,
      thresholdPaise,
      yearGrossPaise,
      yearTdsBeforePaise: input.yearTdsBeforePaise,
      rateBps,
      hasPan: input.hasPan,
      crossed,
    },
  };
}

/** The basis in a sentence, for statements, payouts and the partner's notice. */
export function tdsBasisText(basis: TdsBasis): string {
  const year = `FY ${basis.financialYear}: commissions paid ${formatPaise(basis.yearGrossPaise)} against the ${formatPaise(basis.thresholdPaise)} threshold`;
  if (!basis.crossed) return `${year}; within it, so no TDS under section 194H.`;
  const rate = `${String(basis.rateBps / 100)}%${basis.hasPan ? '' : ' (no PAN, section 206AA)'}`;
  return `${year}; crossed, so TDS at ${rate} of ${formatPaise(basis.yearGrossPaise)} less ${formatPaise(basis.yearTdsBeforePaise)} deducted earlier this year.`;
}

export interface PayoutAmounts {
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** Commission amounts at a flat 2% (an estimate of what is due, before the year's threshold is known). */
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

/** The financial year's quarters: Q1 April–June … Q4 January–March. */
export const FY_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type FyQuarter = (typeof FY_QUARTERS)[number];

/**
 * The latest quarter that has ended by India's month `month` ("2026-12"), as a statement is asked for: in
 * December, Q2 (July–September) of 2026-27; in May, Q4 (January–March) of 2025-26.
 */
export function lastEndedQuarter(month: string): { financialYear: string; quarter: FyQuarter } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Months since the April that starts the financial year, then back to the quarter before the current one.
  const fyStart = monthNumber >= 4 ? year : year - 1;
  const index = Math.floor(((monthNumber + 8) % 12) / 3) - 1;
  const startYear = index < 0 ? fyStart - 1 : fyStart;
  return {
    financialYear: `${String(startYear)}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    quarter: FY_QUARTERS[(index + 4) % 4] as FyQuarter,
  };
}

/** The first instant (UTC) of a quarter of the financial year starting 1 April `startYear`, and of the next quarter. */
export function quarterBounds(startYear: number, quarter: FyQuarter): { from: Date; to: Date } {
  const index = FY_QUARTERS.indexOf(quarter);
  const month = (offset: number) => {
    const months = 3 + 3 * offset; // months after January of startYear, 0-based: April is 3
    return `${String(startYear + Math.floor(months / 12))}-${String((months % 12) + 1).padStart(2, '0')}`;
  };
  return { from: monthBounds(month(index)).from, to: monthBounds(month(index + 1)).from };
}
