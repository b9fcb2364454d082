// A statement as data, rendered to PDF (lib/server/reports/pdf.ts) and CSV (csvOf below) alike, so
// the two formats always say the same thing.
import { formatIsoDate } from './dates';
import { formatPaise } from '@/lib/format';

import { groupIndian, paiseToRupees, toCsv, type CsvValue } from './csv';

/** Text, a whole number (quantity, days), an amount, or a calendar date; null shows as a dash. */
export type Cell = string | number | { paise: number } | { date: string } | null;

export interface Column {
  label: string;
  /** Relative width. */
  width: number;
  align?: 'left' | 'right';
}

export interface ReportTable {
  heading: string;
  columns: Column[];
  rows: Cell[][];
  /** Shown in bold after the rows (and after a page break, never split from the table). */
  totals?: Cell[][];
  /** What the table says when it has no rows. */
  empty: string;
}

export interface ReportDocument {
  title: string;
  /** The download's name without the extension. */
  filename: string;
  landscape?: boolean;
  /** Label and value pairs under the title: investor, period, references. */
  details: [string, Cell][];
  tables: ReportTable[];
  notes: string[];
  /** The line at the foot of every page; the statements' disclaimer (lib/brand.ts) when absent. */
  disclaimer?: string;
}

export const rs = (paise: number): Cell => ({ paise });
export const day = (date: string | null): Cell => (date === null ? null : { date });

/** The cell as the PDF shows it. */
export function cellText(cell: Cell): string {
  if (cell === null) return '-';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return groupIndian(cell);
  if ('paise' in cell) return formatPaise(cell.paise);
  return formatIsoDate(cell.date);
}

/** The cell as the CSV holds it: plain numbers (rupees with two decimals) and ISO dates, for spreadsheets. */
export function cellValue(cell: Cell): CsvValue {
  if (cell === null || typeof cell === 'string' || typeof cell === 'number') return cell;
  if ('paise' in cell) return paiseToRupees(cell.paise);
  return cell.date;
}

/** The CSV: title and details first, then each table with its heading, header row, rows and totals. */
export function csvOf(report: ReportDocument): string {
  const rows: CsvValue[][] = [[report.title]];
  for (const [label, value] of report.details) rows.push([label, cellValue(value)]);
  for (const table of report.tables) {
    rows.push(
      [],
      [table.heading],
      table.columns.map((column) => column.label),
    );
    for (const row of table.rows) rows.push(row.map(cellValue));
    if (table.rows.length === 0) rows.push([table.empty]);
    for (const row of table.totals ?? []) rows.push(row.map(cellValue));
  }
  if (report.notes.length) rows.push([], ...report.notes.map((note) => [note]));
  return toCsv(rows);
}
