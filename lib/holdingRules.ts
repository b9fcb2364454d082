// Tax and lock-in dates of a holding, from its lots (browser-safe: the portfolio service and page share it).
//
// - Long-term: unlisted shares held for more than 24 months are long-term capital assets, so a lot
//   becomes long-term 24 months after the day it was bought (its purchase's completion).
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

export const LONG_TERM_MONTHS = 24;
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

export const longTermDate = (boughtAt: Date): Date => addMonths(boughtAt, LONG_TERM_MONTHS);

export interface Lot {
  boughtAt: Date;
  quantity: number;
}

export interface HeldLot {
  boughtAt: string;
  quantity: number;
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
      longTermOn: longTermOn.toISOString(),
      longTerm: longTermOn.getTime() <= now.getTime(),
    });
  }
  return result;
}

/** The next date a held lot becomes long-term; null when every lot already is (or none is known). */
export function nextLongTermDate(lots: HeldLot[]): string | null {
  const pending = lots.filter((lot) => !lot.longTerm).map((lot) => lot.longTermOn);
  return pending.length ? (pending.sort()[0] ?? null) : null;
}

export type LockIn = { kind: 'locked'; until: string | null; text: string } | { kind: 'if_listed'; until: null; text: string };

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
