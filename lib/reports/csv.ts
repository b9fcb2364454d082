// CSV (RFC 4180) that is safe to open in a spreadsheet.
import { groupIndianDigits } from '@/lib/format';

export type CsvValue = string | number | null;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field. Text starting with = + - @ (or a tab / carriage return) gets a leading apostrophe so a
 * spreadsheet shows it instead of running it as a formula; plain numbers (-12.50) pass as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: UTF-8 with a byte-order mark (spreadsheets then read names right), CRLF lines. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Rupees with two decimals from exact paise, for CSV: 12345678 → "123456.78", -5 → "-0.05" (bigint too, for sums past 2^53). */
export function paiseToRupees(paise: bigint | number): string {
  const value = typeof paise === 'bigint' ? paise : BigInt(Math.round(paise));
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Indian digit grouping of a whole number: 12345678 → "1,23,45,678". */
export const groupIndian = (whole: number): string => groupIndianDigits(String(Math.abs(whole)));

/** A column of a list's CSV: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** A list's rows as a CSV file: one header line, then a line per row (every console list's export). */
export function rowsToCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row)))]);
}

/** A list's export: the file's name (a fixed word; the day is added) and its columns. */
export interface ListExport<Row> {
  name: string;
  columns: readonly CsvColumn<Row>[];
}

/** An export of some of a row's own fields, under their names (a date as its ISO instant): the content desks' lists. */
export function fieldsCsv<Row extends object>(name: string, fields: readonly (keyof Row & string)[]): ListExport<Row> {
  const cell = (value: unknown): CsvValue => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'number' || typeof value === 'string') return value;
    if (typeof value === 'bigint' || typeof value === 'boolean') return value.toString();
    return value == null ? null : JSON.stringify(value);
  };
  return { name, columns: fields.map((field) => ({ header: field, value: (row: Row) => cell(row[field]) })) };
}
