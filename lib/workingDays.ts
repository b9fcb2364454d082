// Working days in India: what a transfer's due date is counted in. Monday to Friday count; Saturdays,
// Sundays and the market holidays the desk keeps (the `holidays` table, /admin/settings) do not. Days are
// India's calendar days (Asia/Kolkata, UTC+5:30 all year), written YYYY-MM-DD.

import { istDate, parseIsoDate } from '@/lib/reports/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The day in India at an instant: 2026-11-26T20:00Z → "2026-11-27" (01:30 the next morning in India). */
export const indiaDay = istDate;

/** A real calendar day written YYYY-MM-DD: "2026-02-30" is not one. */
export const isCalendarDay = (value: string): boolean => parseIsoDate(value) !== null;

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The day `days` working days after `from` (itself not counted): from Friday, 1 working day is Monday;
 * from Saturday, 1 is Monday too. Days in `holidays` (YYYY-MM-DD) are skipped like weekends.
 */
export function addWorkingDays(from: string, days: number, holidays: ReadonlySet<string> = new Set()): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('Working days must be a whole number, 0 or more.');
  let time = new Date(`${from}T00:00:00Z`).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a day: ${from}`);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    const day = isoDay(time);
    if (!isWeekend(day) && !holidays.has(day)) left -= 1;
  }
  return isoDay(time);
}

/** A transfer started at `at` with `days` working days, `holidays` (YYYY-MM-DD) not counting, is due on this day in India. */
export function transferDueOn(at: Date, days: number, holidays: ReadonlySet<string>): string {
  return addWorkingDays(indiaDay(at), days, holidays);
}
