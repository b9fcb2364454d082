// Tax and lock-in dates of a holding, from its lots (browser-safe: the portfolio service and page share it).
//
// - Long-term: unlisted shares held for more than 24 months are long-term capital assets. A lot's
//   long-term date is the first day, on India's calendar, on which the capital-gains statement would call
//   its sale long-term (lib/reports/holdingPeriod.ts termOf): the day after its purchase's completion day
//   plus 24 months (bought 10 Apr 2024: long-term from 11 Apr 2026). One rule for the portfolio and the tax
//   report.
// - Lots: a holding's completed buys, oldest first, reduced first-in first-out by its completed sales
//   (the order Indian tax rules assume for shares sold from a holding bought in several lots).
// - Lock-in: SEBI's ICDR rules lock pre-IPO shareholdings for 6 months from the IPO's allotment.
//   The company's `ipoStatus` is free text; the seed uses "DRHP filed", "SEBI observations received",
//   "Board approved IPO plan", "Expected listing FY2028", "No IPO plans announced" (or none). So:
//     * a status starting "Listed" (e.g. "Listed on NSE, allotted 2027-03-12") means the shares are
//       locked in: until 6 months after the first ISO date in it (the allotment), or "6 months from
//       allotment" when it gives no date;
//     * a status that says an IPO is on the way (DRHP, SEBI, IPO plan approved, expected listing)
//       means a lock-in will apply if it lists: shown as a note with no date;
//     * anything else ("No IPO plans announced", none): no lock-in.
//   A company with IPO milestones on record (ipo_milestones) goes by them instead (ipoOutlook below): the
//   lock-in runs the operator's months (6 unless recorded otherwise) from the allotment date, on India's
//   calendar, and ends on that day (31 Aug + 6 months = 28 Feb, or 29 Feb in a leap year).

import { addMonths as addCalendarMonths, istDate, nextDay } from '@/lib/reports/dates';
import { LONG_TERM_MONTHS } from '@/lib/reports/holdingPeriod';
import type { IpoMilestoneKind } from '@/lib/status/ipo';

export { LONG_TERM_MONTHS };
export const LOCK_IN_MONTHS = 6;

/** The same calendar day `months` later (UTC), clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The first India day a lot bought at `boughtAt` sells as long-term ("YYYY-MM-DD"; termOf's rule). */
export const longTermDate = (boughtAt: Date): string => nextDay(addCalendarMonths(istDate(boughtAt), LONG_TERM_MONTHS));

export interface Lot {
  boughtAt: Date;
  quantity: number;
}

export interface HeldLot {
  boughtAt: string;
  quantity: number;
  /** India's calendar day ("YYYY-MM-DD") from which a sale of the lot is long-term. */
  longTermOn: string;
  longTerm: boolean;
}

/** The lots still held: buys oldest first, each sale taken from the oldest lots first. */
export function heldLots(buys: Lot[], soldQuantity: number, now: Date): HeldLot[] {
  let toRemove = soldQuantity;
  const result: HeldLot[] = [];
  for (const lot of [...buys].sort((a, b) => a.boughtAt.getTime() - b.boughtAt.getTime())) {
    const taken = Math.min(lot.quantity, toRemove);
    toRemove -= taken;
    const quantity = lot.quantity - taken;
    if (quantity <= 0) continue;
    const longTermOn = longTermDate(lot.boughtAt);
    result.push({
      boughtAt: lot.boughtAt.toISOString(),
      quantity,
      longTermOn,
      longTerm: longTermOn <= istDate(now),
    });
  }
  return result;
}

/** The next date a held lot becomes long-term; null when every lot already is (or none is known). */
export function nextLongTermDate(lots: HeldLot[]): string | null {
  const pending = lots.filter((lot) => !lot.longTerm).map((lot) => lot.longTermOn);
  return pending.length ? (pending.sort()[0] ?? null) : null;
}

export type LockIn =
  | { kind: 'locked'; until: string | null; text: string }
  | { kind: 'ended'; until: string; text: string }
  | { kind: 'if_listed'; until: string | null; text: string };

const ISO_DATE = /(\d{4})-(\d{2})-(\d{2})/;
const IPO_ON_THE_WAY = /\b(drhp|sebi|ipo plan|expected listing)\b/i;

/** The lock-in that the company's IPO status implies for pre-IPO shareholders (rule above); null for none. */
export function lockInFor(ipoStatus: string | null | undefined): LockIn | null {
  const status = ipoStatus?.trim() ?? '';
  if (/^listed\b/i.test(status)) {
    const match = ISO_DATE.exec(status);
    const allotted = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
    if (allotted && !Number.isNaN(allotted.getTime())) {
      const until = addMonths(allotted, LOCK_IN_MONTHS).toISOString();
      return { kind: 'locked', until, text: `Locked in for ${LOCK_IN_MONTHS} months from the IPO allotment.` };
    }
    return { kind: 'locked', until: null, text: `Locked in for ${LOCK_IN_MONTHS} months from the IPO allotment.` };
  }
  if (IPO_ON_THE_WAY.test(status)) {
    return {
      kind: 'if_listed',
      until: null,
      text: `If it lists, pre-IPO shares are locked in for ${LOCK_IN_MONTHS} months from allotment.`,
    };
  }
  return null;
}

/** A milestone as the rules read it (a row of ipo_milestones, dates as YYYY-MM-DD in India). */
export interface IpoMilestoneFacts {
  kind: IpoMilestoneKind;
  on: string;
  priceBandLowPaise: number | null;
  priceBandHighPaise: number | null;
  listingPricePaise: number | null;
  allottedOn: string | null;
  lockInMonths: number;
}

/** The last day of the lock-in: `months` calendar months from the allotment (the listing day when none is recorded). */
export function lockInEnds(listed: Pick<IpoMilestoneFacts, 'on' | 'allottedOn' | 'lockInMonths'>): string {
  return addCalendarMonths(listed.allottedOn ?? listed.on, listed.lockInMonths);
}

export interface IpoOutlook {
  /** The furthest milestone reached. */
  stage: IpoMilestoneKind;
  lockIn: LockIn;
  /** The holding valued at the price band's ends, and the gain on what was paid at each. */
  estimate: { lowPaise: number; highPaise: number; gainLowPaise: number; gainHighPaise: number } | null;
  /** After listing: the holding at the listing price, and the gain on what was paid. */
  listing: { pricePaise: number; valuePaise: number; gainPaise: number } | null;
}

/**
 * What a company's milestones mean for one holding of `quantity` shares that cost `investedPaise`, on `now`
 * (India's date): the lock-in, an estimate at the price band, the gain at listing. Null without milestones.
 */
export function ipoOutlook(
  milestones: readonly IpoMilestoneFacts[],
  holding: { quantity: number; investedPaise: number },
  now: Date,
): IpoOutlook | null {
  const byKind = new Map(milestones.map((milestone) => [milestone.kind, milestone]));
  // The furthest milestone reached: the road's kinds from its end.
  const latest = (['listed', 'listing_date', 'price_band', 'sebi_approved', 'drhp_filed'] as const)
    .map((kind) => byKind.get(kind))
    .find((milestone) => milestone !== undefined);
  if (!latest) return null;
  const stage = latest.kind;
  const listed = byKind.get('listed');
  const band = byKind.get('price_band');
  const expected = byKind.get('listing_date');
  let lockIn: LockIn;
  if (listed) {
    const until = lockInEnds(listed);
    const months = listed.lockInMonths;
    lockIn =
      until < istDate(now)
        ? { kind: 'ended', until, text: `The ${months}-month lock-in from the IPO allotment has ended.` }
        : { kind: 'locked', until, text: `Locked in for ${months} months from the IPO allotment.` };
  } else {
    const months = latest.lockInMonths;
    lockIn = {
      kind: 'if_listed',
      // With a listing date set, the lock-in's end if the allotment falls on it (an estimate).
      until: expected ? addCalendarMonths(expected.on, months) : null,
      text: `If it lists, pre-IPO shares are locked in for ${months} months from allotment.`,
    };
  }
  const { quantity, investedPaise } = holding;
  const estimate =
    band?.priceBandLowPaise && band.priceBandHighPaise
      ? {
          lowPaise: quantity * band.priceBandLowPaise,
          highPaise: quantity * band.priceBandHighPaise,
          gainLowPaise: quantity * band.priceBandLowPaise - investedPaise,
          gainHighPaise: quantity * band.priceBandHighPaise - investedPaise,
        }
      : null;
  const listing = listed?.listingPricePaise
    ? {
        pricePaise: listed.listingPricePaise,
        valuePaise: quantity * listed.listingPricePaise,
        gainPaise: quantity * listed.listingPricePaise - investedPaise,
      }
    : null;
  return { stage, lockIn, estimate, listing };
}
