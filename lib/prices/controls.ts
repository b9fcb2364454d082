// The rules every change of a company's three prices obeys, however it is made (the console's form, a
// price file, an approval): the prices stay in order (buy-back ≤ partner price ≤ investor price, and the
// partner price no lower than its floor), and a move beyond the four-eyes threshold needs a second
// person — counted from the last prices a second person approved or that stood a whole working day, so
// that eight small steps are judged as the one large move they add up to.
import { formatPaise } from '@/lib/format';
import { PARTNER_PRICE_MESSAGE } from '@/lib/validations/orders';
import { addWorkingDays, indiaDay } from '@/lib/workingDays';

/** A company's three prices, in paise; no buy-back quote is null. */
export interface CompanyPrices {
  pricePaise: number;
  partnerPricePaise: number;
  buybackPricePaise: number | null;
}

/** The prices the next change's move is measured from, and since when they hold. */
export interface PriceReference extends CompanyPrices {
  /** When a second person approved them, or when they began to stand (ISO). */
  since: string;
}

export type PriceField = keyof CompanyPrices;

export const PRICE_FIELD_LABELS: Record<PriceField, string> = {
  pricePaise: 'Investor price',
  partnerPricePaise: 'Partner price',
  buybackPricePaise: 'Buy-back price',
};

export const PRICE_ORDER_MESSAGES = {
  partnerAboveInvestor: PARTNER_PRICE_MESSAGE,
  buybackAbovePartner: 'The buy-back price cannot be above the partner price: an investor could buy and sell back at once for a profit.',
  partnerBelowFloor: (floorPercent: number, floorPaise: number) =>
    `The partner price cannot be below ${String(floorPercent)}% of the investor price (${formatPaise(floorPaise)}).`,
} as const;

/** The lowest partner price allowed beside an investor price: floorPercent of it, rounded up to the paisa. */
export const partnerPriceFloorPaise = (pricePaise: number, floorPercent: number) => Math.ceil((pricePaise * floorPercent) / 100);

/** Why the prices are out of order, by field (empty when they are in order). */
export function priceOrderErrors(prices: CompanyPrices, floorPercent: number): Partial<Record<PriceField, string>> {
  const errors: Partial<Record<PriceField, string>> = {};
  const floor = partnerPriceFloorPaise(prices.pricePaise, floorPercent);
  if (prices.partnerPricePaise > prices.pricePaise) errors.partnerPricePaise = PRICE_ORDER_MESSAGES.partnerAboveInvestor;
  else if (prices.partnerPricePaise < floor) errors.partnerPricePaise = PRICE_ORDER_MESSAGES.partnerBelowFloor(floorPercent, floor);
  if (prices.buybackPricePaise !== null && prices.buybackPricePaise > prices.partnerPricePaise) {
    errors.buybackPricePaise = PRICE_ORDER_MESSAGES.buybackAbovePartner;
  }
  return errors;
}

/**
 * Whether prices last changed at `changedAt` have stood a whole working day by `now`: the first working
 * day after the change (India's calendar, weekends and `holidays` not counting) is over.
 */
export function stoodWholeWorkingDay(changedAt: Date, now: Date, holidays: ReadonlySet<string> = new Set()): boolean {
  return indiaDay(now) > addWorkingDays(indiaDay(changedAt), 1, holidays);
}

/**
 * The prices a change is measured from at `now`: today's prices once they have stood a whole working day
 * (or when no change was ever counted), else the reference kept at the first step since.
 */
export function referencePrices(
  company: CompanyPrices & { priceReference: PriceReference | null; pricesChangedAt: Date | null },
  now: Date,
  holidays: ReadonlySet<string> = new Set(),
): PriceReference {
  const current = {
    pricePaise: company.pricePaise,
    partnerPricePaise: company.partnerPricePaise,
    buybackPricePaise: company.buybackPricePaise,
  };
  if (!company.pricesChangedAt || !company.priceReference || stoodWholeWorkingDay(company.pricesChangedAt, now, holidays)) {
    return { ...current, since: (company.pricesChangedAt ?? now).toISOString() };
  }
  return company.priceReference;
}

/** Whether a move from `from` to `to` is beyond thresholdPercent of `from` (a quote from none to one always is). */
export function movedBeyond(from: number | null, to: number | null, thresholdPercent: number): boolean {
  if (from === to) return false;
  if (from === null || to === null || from <= 0) return true;
  return Math.abs(to - from) * 100 > thresholdPercent * from;
}

/** The price fields whose new value is beyond the threshold from the reference. */
export function fieldsBeyondThreshold(reference: CompanyPrices, next: CompanyPrices, thresholdPercent: number): PriceField[] {
  return (Object.keys(PRICE_FIELD_LABELS) as PriceField[]).filter((field) => movedBeyond(reference[field], next[field], thresholdPercent));
}

/** "+12.5%": the move from one price to another, to one decimal ("new quote" from none). */
export function percentMove(from: number | null, to: number | null): string {
  if (from === null || from <= 0 || to === null) return from === to ? '0.0%' : to === null ? 'quote withdrawn' : 'new quote';
  const change = ((to - from) / from) * 100;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}
