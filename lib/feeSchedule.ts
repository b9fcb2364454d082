// The fee schedule: what a buyer and a seller pay, read from one place. The checkout, the sale quote, the
// proposals page, the /fees page and GET /api/v1/common/fees all compute from a FeeSchedule built from the
// platform settings by feeScheduleOf, so a change of a setting shows on all of them at once.
// Browser-safe: pure arithmetic in integer paise (see lib/orderCharges.ts for the rounding).
import { divideRoundHalfUp, GST_PERCENT, orderCharges, STAMP_DUTY_PER_100K, type OrderCharges } from '@/lib/orderCharges';

/** The settings a schedule is made of (lib/server/services/settings.ts). */
export interface FeeSettings {
  feeRateBps: number;
  saleFeeRateBps: number;
  dpChargePaise: number;
}

export interface FeeSchedule {
  buyer: {
    /** Stamp duty per 1,00,000 of the consideration (15 = 0.015%), on purchases only. */
    stampDutyPer100k: number;
    /** The platform fee in basis points of the consideration. */
    platformFeeBps: number;
    /** GST in percent of the platform fee (never of the price). */
    gstPercent: number;
  };
  seller: {
    platformFeeBps: number;
    gstPercent: number;
    /** The depository participant's charge for one sale's debit instruction, at cost. */
    dpChargePaise: number;
  };
}

/** How the platform deals with the investor, said wherever money moves. */
export const PLATFORM_ROLE =
  'The platform sells you shares from its own inventory and buys them back into it, as principal: it is the other party to your trade, not a broker acting for you, and it earns the difference between the prices it buys and sells at.';

export function feeScheduleOf(settings: FeeSettings): FeeSchedule {
  return {
    buyer: { stampDutyPer100k: STAMP_DUTY_PER_100K, platformFeeBps: settings.feeRateBps, gstPercent: GST_PERCENT },
    seller: { platformFeeBps: settings.saleFeeRateBps, gstPercent: GST_PERCENT, dpChargePaise: settings.dpChargePaise },
  };
}

/** What a purchase costs under the schedule. */
export function buyQuote(schedule: FeeSchedule, pricePaise: number, quantity: number): OrderCharges {
  return orderCharges(pricePaise, quantity, schedule.buyer.platformFeeBps);
}

export interface SaleQuote {
  considerationPaise: number;
  feePaise: number;
  gstPaise: number;
  dpChargePaise: number;
  /** What reaches the seller's bank: the consideration less the fee, its GST and the DP charge (never below 0). */
  proceedsPaise: number;
}

/** What a sale back to the platform pays the seller under the schedule. */
export function saleQuote(schedule: FeeSchedule, pricePaise: number, quantity: number): SaleQuote {
  const considerationPaise = pricePaise * quantity;
  const feePaise = divideRoundHalfUp(considerationPaise * schedule.seller.platformFeeBps, 10_000);
  const gstPaise = divideRoundHalfUp(feePaise * schedule.seller.gstPercent, 100);
  const { dpChargePaise } = schedule.seller;
  return {
    considerationPaise,
    feePaise,
    gstPaise,
    dpChargePaise,
    proceedsPaise: Math.max(0, considerationPaise - feePaise - gstPaise - dpChargePaise),
  };
}

/** The schedule's rates as percentages for people: 50 bps → 0.5, 15 per 1,00,000 → 0.015 (format with formatNumber). */
export const bpsAsPercent = (bps: number) => bps / 100;
export const per100kAsPercent = (per100k: number) => per100k / 1000;
