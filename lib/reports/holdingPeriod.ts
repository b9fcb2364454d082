// Short- or long-term: unlisted shares are a long-term capital asset when held for MORE than 24
// months (Income-tax Act s. 2(42A)). The exact rule used here, on IST calendar dates:
//   long-term  ⇔  (acquired date + 24 calendar months) < sale date
// so shares bought on 10 Apr 2023 and sold on 10 Apr 2025 are short-term (exactly 24 months), and
// sold on 11 Apr 2025 long-term. A day the later month lacks is its last day (29 Feb + 24 months = 28 Feb).
import { addMonths, daysBetween } from './dates';

export type Term = 'short' | 'long';

export const LONG_TERM_MONTHS = 24;

export function termOf(acquiredOn: string, soldOn: string): Term {
  return addMonths(acquiredOn, LONG_TERM_MONTHS) < soldOn ? 'long' : 'short';
}

/** Days held, counting the day of sale but not the day of purchase. */
export const holdingDays = (acquiredOn: string, soldOn: string) => daysBetween(acquiredOn, soldOn);

export const TERM_LABEL: Record<Term, string> = { short: 'Short-term', long: 'Long-term' };
