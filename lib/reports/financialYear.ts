// The Indian financial year: 1 April to 31 March, written "2025-26" (1 April 2025 – 31 March 2026).
import { parseIsoDate } from './dates';

export interface FinancialYear {
  label: string;
  /** First day, YYYY-MM-DD (1 April). */
  start: string;
  /** Last day, YYYY-MM-DD (31 March of the next year). */
  end: string;
}

const FY_LABEL = /^(\d{4})-(\d{2})$/;

/** The first financial year a statement can be asked for. */
export const FIRST_FINANCIAL_YEAR = 1900;

/**
 * The year a label names, or null: "2025-26" yes; "2025-27", "2025-2026", "25-26" no; nor a year
 * before FIRST_FINANCIAL_YEAR or one that starts after `today` (YYYY-MM-DD), of which nothing is known.
 */
export function parseFinancialYear(label: string, today: string): FinancialYear | null {
  const match = FY_LABEL.exec(label);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first < FIRST_FINANCIAL_YEAR || second !== (first + 1) % 100) return null;
  const year = financialYear(first);
  return year.start <= today ? year : null;
}

/** The year starting 1 April of `startYear`. */
export function financialYear(startYear: number): FinancialYear {
  return {
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    start: `${startYear}-04-01`,
    end: `${startYear + 1}-03-31`,
  };
}

/** The financial year a date (YYYY-MM-DD) falls in: 2025-03-31 → 2024-25, 2025-04-01 → 2025-26. */
export function financialYearOf(date: string): FinancialYear {
  if (!parseIsoDate(date)) throw new Error(`Not a date: ${date}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return financialYear(month >= 4 ? year : year - 1);
}

export const inFinancialYear = (date: string, fy: FinancialYear) => date >= fy.start && date <= fy.end;
