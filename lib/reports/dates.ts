// Calendar dates for statements: "YYYY-MM-DD" strings, in India Standard Time (UTC+5:30, no daylight
// saving), which is the date an Indian investor and the tax rules go by.

import { formatDate } from '@/lib/format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The date if text is a real calendar date written YYYY-MM-DD (2025-02-29 and 2025-13-01 are not), else null. */
export function parseIsoDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return text;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The IST calendar date of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in India's time with its offset, to the second: "2026-11-26T04:09:05+05:30" (CSV cells). */
export function istIso(at: Date): string {
  return `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The first instant after the IST day `date` ends (midnight IST of the next day), as a UTC Date. */
export function endOfIstDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS);
}

/** The first instant of the IST day `date`. */
export function startOfIstDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The same day `months` calendar months later; a day the target month lacks becomes its last day
 * (2024-02-29 + 24 months = 2026-02-28, 2025-08-31 + 6 months = 2026-02-28).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** "5 Apr 2025" from "2025-04-05": the pages' one date format (lib/format.ts), the IST day itself. */
export function formatIsoDate(date: string): string {
  return formatDate(`${date}T00:00:00+05:30`);
}

/** The calendar day after `date` (both YYYY-MM-DD). */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
