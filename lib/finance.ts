// Valuation and ratios derived from the share price and the latest fundamentals. Every function
// answers null when a ratio has no meaning (a zero or negative denominator, a missing input),
// and the page shows null as "—" rather than a misleading number.
export interface LatestFundamentals {
  netProfitPaise: number;
  epsPaise: number;
  bookValuePerSharePaise: number;
  debtPaise: number;
  netWorthPaise: number;
}

export interface Ratios {
  pe: number | null;
  pb: number | null;
  roe: number | null;
  debtToEquity: number | null;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** numerator / denominator, or null when the denominator is missing, zero or negative. */
function positiveRatio(numerator: number | null | undefined, denominator: number | null | undefined): number | null {
  if (!finite(numerator) || !finite(denominator) || denominator <= 0) return null;
  return numerator / denominator;
}

/** Market value of the company in paise: price per share × shares outstanding. */
export function valuationPaise(pricePaise: number, sharesOutstanding: number | null | undefined): number | null {
  if (!finite(sharesOutstanding) || sharesOutstanding <= 0 || !finite(pricePaise) || pricePaise < 0) return null;
  return pricePaise * sharesOutstanding;
}

/** Price / earnings per share; a loss-making company has no P/E. */
export const priceToEarnings = (pricePaise: number, epsPaise: number | null | undefined) => positiveRatio(pricePaise, epsPaise);

/** Price / book value per share. */
export const priceToBook = (pricePaise: number, bookValuePerSharePaise: number | null | undefined) =>
  positiveRatio(pricePaise, bookValuePerSharePaise);

/** Return on equity as a percentage: net profit / net worth × 100 (negative for a loss). */
export function returnOnEquity(netProfitPaise: number | null | undefined, netWorthPaise: number | null | undefined): number | null {
  const ratio = positiveRatio(netProfitPaise, netWorthPaise);
  return ratio === null ? null : ratio * 100;
}

/** Debt / net worth. */
export const debtToEquity = (debtPaise: number | null | undefined, netWorthPaise: number | null | undefined) =>
  positiveRatio(debtPaise, netWorthPaise);

export function ratios(pricePaise: number, latest: LatestFundamentals | null | undefined): Ratios {
  return {
    pe: priceToEarnings(pricePaise, latest?.epsPaise),
    pb: priceToBook(pricePaise, latest?.bookValuePerSharePaise),
    roe: returnOnEquity(latest?.netProfitPaise, latest?.netWorthPaise),
    debtToEquity: debtToEquity(latest?.debtPaise, latest?.netWorthPaise),
  };
}

/** "24.50" (or "24.50×", "12.30%"), or "—" when the ratio has no meaning. */
export function formatRatio(value: number | null, suffix = ''): string {
  return value === null || !Number.isFinite(value) ? '—' : `${value.toFixed(2)}${suffix}`;
}
