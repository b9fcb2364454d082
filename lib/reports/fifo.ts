// Sales matched to purchases first-in first-out, per company, in integer paise.
//
// A lot's cost and charges are apportioned to each part sold from it by the part's share of what is
// left of the lot, rounded half up; the part that empties a lot takes all that is left. So the parts
// of a lot always add up to the lot exactly, and likewise a sale's proceeds and charges over its parts.
import { holdingDays, termOf, type Term } from './holdingPeriod';

export interface BuyLot {
  id: number;
  reference: string;
  /** IST date the purchase completed (the shares reached the investor), YYYY-MM-DD. */
  acquiredOn: string;
  /** Orders lots acquired on the same day (the completion instant); ties go by id. */
  acquiredAt: number;
  quantity: number;
  /** Consideration paid for the shares. */
  costPaise: number;
  /** Stamp duty, fee and GST paid with the purchase. */
  chargesPaise: number;
}

export interface Sale {
  id: number;
  reference: string;
  soldOn: string;
  soldAt: number;
  quantity: number;
  proceedsPaise: number;
  /** Charges paid on the sale (none for a buy-back today). */
  chargesPaise: number;
}

export interface MatchedPart {
  saleId: number;
  saleReference: string;
  soldOn: string;
  /** Null for shares sold beyond every recorded purchase (not expected; shown, never guessed). */
  lotId: number | null;
  lotReference: string | null;
  acquiredOn: string | null;
  quantity: number;
  holdingDays: number | null;
  term: Term | null;
  costPaise: number;
  /** The lot's purchase charges apportioned plus the sale's charges apportioned. */
  chargesPaise: number;
  proceedsPaise: number;
  gainPaise: number;
}

export interface OpenLot extends BuyLot {
  /** What is left of the lot after the sales: quantity, cost and charges. */
  remainingQuantity: number;
  remainingCostPaise: number;
  remainingChargesPaise: number;
}

/** amount × part / whole, rounded half up, exact for any safe integers (BigInt in between). */
export function apportion(amount: number, part: number, whole: number): number {
  if (part === whole) return amount;
  const numerator = 2n * BigInt(amount) * BigInt(part) + BigInt(whole);
  return Number(numerator / (2n * BigInt(whole)));
}

const byTime =
  <T extends { id: number }>(at: (item: T) => number) =>
  (a: T, b: T) =>
    at(a) - at(b) || a.id - b.id;

/** Matches every sale (of one company) to its lots, oldest first, and returns the parts and what stays open. */
export function matchFifo(lots: readonly BuyLot[], sales: readonly Sale[]): { parts: MatchedPart[]; open: OpenLot[] } {
  const open: OpenLot[] = [...lots].sort(byTime((lot) => lot.acquiredAt)).map((lot) => ({
    ...lot,
    remainingQuantity: lot.quantity,
    remainingCostPaise: lot.costPaise,
    remainingChargesPaise: lot.chargesPaise,
  }));
  const parts: MatchedPart[] = [];
  for (const sale of [...sales].sort(byTime((s) => s.soldAt))) {
    let left = sale.quantity;
    let proceedsLeft = sale.proceedsPaise;
    let saleChargesLeft = sale.chargesPaise;
    const take = (quantity: number) => {
      const proceeds = apportion(proceedsLeft, quantity, left);
      const saleCharges = apportion(saleChargesLeft, quantity, left);
      proceedsLeft -= proceeds;
      saleChargesLeft -= saleCharges;
      left -= quantity;
      return { proceeds, saleCharges };
    };
    for (const lot of open) {
      if (left === 0) break;
      // A lot bought after the sale cannot have been sold in it.
      if (lot.remainingQuantity === 0 || lot.acquiredAt > sale.soldAt) continue;
      const quantity = Math.min(left, lot.remainingQuantity);
      const cost = apportion(lot.remainingCostPaise, quantity, lot.remainingQuantity);
      const charges = apportion(lot.remainingChargesPaise, quantity, lot.remainingQuantity);
      lot.remainingQuantity -= quantity;
      lot.remainingCostPaise -= cost;
      lot.remainingChargesPaise -= charges;
      const { proceeds, saleCharges } = take(quantity);
      parts.push({
        saleId: sale.id,
        saleReference: sale.reference,
        soldOn: sale.soldOn,
        lotId: lot.id,
        lotReference: lot.reference,
        acquiredOn: lot.acquiredOn,
        quantity,
        holdingDays: holdingDays(lot.acquiredOn, sale.soldOn),
        term: termOf(lot.acquiredOn, sale.soldOn),
        costPaise: cost,
        chargesPaise: charges + saleCharges,
        proceedsPaise: proceeds,
        gainPaise: proceeds - cost - charges - saleCharges,
      });
    }
    if (left > 0) {
      const quantity = left;
      const { proceeds, saleCharges } = take(quantity);
      parts.push({
        saleId: sale.id,
        saleReference: sale.reference,
        soldOn: sale.soldOn,
        lotId: null,
        lotReference: null,
        acquiredOn: null,
        quantity,
        holdingDays: null,
        term: null,
        costPaise: 0,
        chargesPaise: saleCharges,
        proceedsPaise: proceeds,
        gainPaise: proceeds - saleCharges,
      });
    }
  }
  return { parts, open: open.filter((lot) => lot.remainingQuantity > 0) };
}

export interface GainTotals {
  quantity: number;
  costPaise: number;
  chargesPaise: number;
  proceedsPaise: number;
  gainPaise: number;
}

export function sumParts(parts: readonly MatchedPart[]): GainTotals {
  const total: GainTotals = { quantity: 0, costPaise: 0, chargesPaise: 0, proceedsPaise: 0, gainPaise: 0 };
  for (const part of parts) {
    total.quantity += part.quantity;
    total.costPaise += part.costPaise;
    total.chargesPaise += part.chargesPaise;
    total.proceedsPaise += part.proceedsPaise;
    total.gainPaise += part.gainPaise;
  }
  return total;
}
