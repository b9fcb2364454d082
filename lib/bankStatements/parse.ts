// A bank statement file as credit and debit lines: the layout found by its header row (the generic
// `date,description,reference,amount`, HDFC, ICICI and SBI exports) or given as a column mapping,
// dates read day first as Indian banks write them, amounts read from their decimal text into integer
// paise (never through a float), and the UTRs a line carries found in its reference or narration.
// A file with any line that cannot be read, or with a cell the text rule refuses, is refused whole,
// with a message per row.
import { brand } from '@/lib/brand';
import { CsvError, csvRows } from '@/lib/csvParse';
import type { StatementFormat } from '@/lib/status/bankStatements';
import { CELL_CHARACTER_REASON, refusedCell } from '@/lib/validations/text';

type ColumnKey = 'date' | 'description' | 'reference' | 'amount' | 'credit' | 'debit' | 'balance';

/** The columns of a layout that has no header of its own: header names as written in the file. */
export type ColumnMapping = Partial<Record<ColumnKey, string>> & { date: string; description: string };

interface Layout {
  format: StatementFormat;
  /** Header names per column, compared without case, spaces or punctuation; every one must be present. */
  columns: Partial<Record<ColumnKey, readonly string[]>>;
}

// Headers as each bank's net banking export writes them (HDFC has two: its spreadsheet and its delimited text).
export const BANK_LAYOUTS: readonly Layout[] = [
  {
    format: 'hdfc',
    columns: {
      date: ['Date'],
      description: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number'],
      debit: ['Withdrawal Amt.', 'Debit Amount'],
      credit: ['Deposit Amt.', 'Credit Amount'],
      balance: ['Closing Balance'],
    },
  },
  {
    format: 'icici',
    columns: {
      date: ['Transaction Date'],
      description: ['Transaction Remarks'],
      reference: ['Cheque Number'],
      debit: ['Withdrawal Amount (INR )', 'Withdrawal Amount(INR)'],
      credit: ['Deposit Amount (INR )', 'Deposit Amount(INR)'],
      balance: ['Balance (INR )', 'Balance(INR)'],
    },
  },
  {
    format: 'sbi',
    columns: {
      date: ['Txn Date'],
      description: ['Description'],
      reference: ['Ref No./Cheque No.'],
      debit: ['Debit'],
      credit: ['Credit'],
      balance: ['Balance'],
    },
  },
  { format: 'generic', columns: { date: ['date'], description: ['description'], reference: ['reference'], amount: ['amount'] } },
];

export const MAX_STATEMENT_LINES = 5000;
/** How far down the file the header row is looked for (banks put the account's details above it). */
const HEADER_SEARCH_ROWS = 40;
const MAX_ROW_PROBLEMS = 20;

export interface StatementLine {
  /** The line's row in the file, counted from 1 as a spreadsheet shows it. */
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  reference: string;
  /** Credits positive, debits negative. */
  amountPaise: number;
  balancePaise: number | null;
  /** What may be the transfer's UTR, the reference column's first. */
  utrs: string[];
  /** Our own order or payment references ("PB-B-7K3Q9X2M", a checkout's "PB-P-…") quoted in the narration. */
  orderReferences: string[];
}

export interface RowProblem {
  row: number;
  message: string;
}

export type ParsedStatement =
  { ok: true; format: StatementFormat; lines: StatementLine[] } | { ok: false; message: string; problems: RowProblem[] };

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each column of layout sits in header, or null when one is missing. */
function locate(header: readonly string[], columns: Layout['columns']): Partial<Record<ColumnKey, number>> | null {
  const keys = header.map(headerKey);
  const found: Partial<Record<ColumnKey, number>> = {};
  for (const [column, names] of Object.entries(columns) as [ColumnKey, readonly string[]][]) {
    const index = keys.findIndex((key) => names.some((name) => headerKey(name) === key));
    if (index < 0) return null;
    found[column] = index;
  }
  return found;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "25/11/2026", "25-11-26", "2026-11-25", "25 Nov 2026", "25-Nov-26" (a time after it is ignored) as YYYY-MM-DD; null if not a date. */
export function parseStatementDate(text: string): string | null {
  const trimmed = text.trim();
  // Found from a whitespace character followed by a digit: no quantifier runs from every start in a cell of spaces.
  const time = /\s\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i.exec(trimmed);
  const value = time ? trimmed.slice(0, time.index).trimEnd() : trimmed;
  let day: number;
  let month: number;
  let year: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value))) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)))
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s,-]+(\d{2}|\d{4})$/.exec(value))) {
    day = Number(match[1]);
    month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
    year = Number(match[3]);
  } else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Rupees as a bank writes them ("1,23,456.70", "-500", "₹ 2,000.00 Cr", "(75.5)", "100 Dr") in paise; null if not an amount. */
export function parseRupees(text: string): number | null {
  let value = text.trim().replace(/^(₹|rs\.?|inr)\s*/i, '');
  let negative = false;
  // The suffix alone is searched for (its spaces are trimmed after), so a long run of spaces is read once.
  const suffix = /(cr|dr)\.?$/i.exec(value);
  if (suffix) {
    negative = suffix[1]?.toLowerCase() === 'dr';
    value = value.slice(0, suffix.index).trimEnd();
  }
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = !negative;
    value = bracketed[1] ?? '';
  }
  const sign = /^([+-])\s*/.exec(value);
  if (sign) {
    if (sign[1] === '-') negative = !negative;
    value = value.slice(sign[0].length);
  }
  // Indian grouping (1,23,456), western (123,456) or none.
  const match = /^(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.replace(/^(₹|rs\.?|inr)\s*/i, ''));
  if (!match) return null;
  const rupees = (match[1] ?? '').replace(/,/g, '');
  // Thirteen digits of rupees (under ₹10 lakh crore) keep the paise exact as a JavaScript number.
  if (rupees.length > 13) return null;
  const paise = Number(rupees) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return negative && paise !== 0 ? -paise : paise;
}

// The brand's prefix (lib/brand.ts, "PB"), or UM, the prefix of references made before the rename.
const ORDER_REFERENCE = new RegExp(`(?<![A-Z0-9])(${brand.referencePrefix}|UM)[\\s-]?([BSP])[\\s-]?([2-9A-HJ-NP-Z]{8})(?![A-Z0-9])`, 'g');
/** A UPI or IMPS reference (12 digits), or a NEFT or RTGS UTR (the bank's four letters, N or R, digits). */
const UTR_SHAPE = /^(\d{12}|[A-Z]{4}[NR]\d{11,17})$/;

/** The tokens of 12 to 22 letters and digits (with at least six digits) that a UTR may be: those shaped like one first, then the reference's. */
export function utrCandidates(reference: string, description: string): string[] {
  const found: string[] = [];
  const add = (token: string) => {
    const digits = token.match(/[1-9]/g)?.length ?? 0;
    // A masked card or account number ("416021XXXXXX1234") is not a UTR.
    if (token.length >= 12 && token.length <= 22 && digits >= 6 && !token.includes('XXX') && !found.includes(token)) found.push(token);
  };
  for (const text of [reference, description]) {
    for (const token of text.toUpperCase().split(/[^A-Z0-9]+/)) {
      add(token);
      // A bank may pad a 12-digit UPI or IMPS reference with zeros ("0000412345678901").
      if (/^0\d+$/.test(token)) add(token.replace(/^0+/, ''));
    }
  }
  return [...found.filter((token) => UTR_SHAPE.test(token)), ...found.filter((token) => !UTR_SHAPE.test(token))];
}

export function orderReferencesIn(description: string): string[] {
  return [...new Set([...description.toUpperCase().matchAll(ORDER_REFERENCE)].map((match) => `${match[1]}-${match[2]}-${match[3]}`))];
}

// A cell quoted in a message: enough to find it in the file, never the whole of a hostile one.
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '' || /^[*\-=_.\s]+$/.test(cell));

/**
 * Reads a statement file. The header row is the first row (of the first 40) that has every column of
 * a bank's layout (or of mapping); the lines run from the row after it to the first blank row (banks
 * print their summaries and legends below one). Every cell of the header and the lines follows the text
 * rule: what it refuses is never stored, not even in a column the import does not read.
 */
export function parseStatement(text: string, mapping?: ColumnMapping): ParsedStatement {
  let rows: string[][];
  try {
    rows = csvRows(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { ok: false, message: `This file cannot be read as CSV: ${error.message}`, problems: [] };
  }
  const layouts: Layout[] = mapping
    ? [{ format: 'mapped', columns: Object.fromEntries(Object.entries(mapping).map(([key, name]) => [key, [name]])) }]
    : [...BANK_LAYOUTS];
  let headerAt = -1;
  let layout: Layout | undefined;
  let at: Partial<Record<ColumnKey, number>> | null = null;
  for (const [i, header] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    if (layout) break;
    for (const candidate of layouts) {
      at = locate(header, candidate.columns);
      if (at) {
        layout = candidate;
        headerAt = i;
        break;
      }
    }
  }
  if (!layout || !at) {
    return {
      ok: false,
      message: mapping
        ? `No row of the file has all the columns named: ${Object.values(mapping).join(', ')}.`
        : 'This file is not a statement we can read: no row has the columns of the generic layout (date,description,reference,amount) or of an HDFC, ICICI or SBI export. Choose its columns in the form.',
      problems: [],
    };
  }
  const columns = at;
  const header = rows[headerAt] ?? [];
  const lines: StatementLine[] = [];
  const problems: RowProblem[] = [];
  const refusedInHeader = refusedCell(header);
  if (refusedInHeader >= 0) {
    const message = `Row ${headerAt + 1}: column ${refusedInHeader + 1} of the header ${CELL_CHARACTER_REASON}`;
    return { ok: false, message, problems: [{ row: headerAt + 1, message }] };
  }
  const cell = (row: readonly string[], key: ColumnKey) => (columns[key] === undefined ? '' : (row[columns[key]] ?? '').trim());
  let started = false;
  for (const [i, row] of rows.entries()) {
    if (i <= headerAt) continue;
    if (problems.length >= MAX_ROW_PROBLEMS) break;
    if (isBlank(row)) {
      if (started) break;
      continue;
    }
    started = true;
    const rowNumber = i + 1;
    const problem = (message: string) => problems.push({ row: rowNumber, message: `Row ${rowNumber}: ${message}` });
    const refused = refusedCell(row);
    if (refused >= 0) {
      problem(`the cell under "${shown(header[refused]?.trim() || `column ${refused + 1}`)}" ${CELL_CHARACTER_REASON}`);
      continue;
    }
    const date = parseStatementDate(cell(row, 'date'));
    if (!date) {
      problem(`"${shown(cell(row, 'date'))}" is not a date (write it as DD/MM/YYYY).`);
      continue;
    }
    let amountPaise: number | null;
    if (columns.amount !== undefined) {
      amountPaise = parseRupees(cell(row, 'amount'));
      if (amountPaise === null) {
        problem(`the amount "${shown(cell(row, 'amount'))}" is not an amount in rupees (like 1234.50).`);
        continue;
      }
    } else {
      const creditText = cell(row, 'credit');
      const debitText = cell(row, 'debit');
      const credit = creditText === '' ? 0 : parseRupees(creditText);
      const debit = debitText === '' ? 0 : parseRupees(debitText);
      if (credit === null || debit === null) {
        problem(`the amount "${shown(credit === null ? creditText : debitText)}" is not an amount in rupees (like 1234.50).`);
        continue;
      }
      if ((credit !== 0) === (debit !== 0)) {
        problem(credit === 0 ? 'the line has neither a credit nor a debit amount.' : 'the line has both a credit and a debit amount.');
        continue;
      }
      amountPaise = credit !== 0 ? Math.abs(credit) : -Math.abs(debit);
    }
    if (amountPaise === 0) {
      problem('the amount is zero.');
      continue;
    }
    const balanceText = cell(row, 'balance');
    const balancePaise = balanceText === '' ? null : parseRupees(balanceText);
    if (balanceText !== '' && balancePaise === null) {
      problem(`the balance "${shown(balanceText)}" is not an amount in rupees.`);
      continue;
    }
    const description = cell(row, 'description').replace(/\s+/g, ' ');
    const reference = cell(row, 'reference');
    lines.push({
      row: rowNumber,
      date,
      description,
      reference,
      amountPaise,
      balancePaise,
      utrs: utrCandidates(reference, description),
      orderReferences: orderReferencesIn(description),
    });
    if (lines.length > MAX_STATEMENT_LINES) {
      return { ok: false, message: `A statement may have at most ${MAX_STATEMENT_LINES} lines: please split the file.`, problems: [] };
    }
  }
  if (problems.length > 0) {
    const more = problems.length >= MAX_ROW_PROBLEMS ? ' (the first ones)' : '';
    return {
      ok: false,
      message: `${problems.length} line${problems.length === 1 ? '' : 's'} could not be read${more}: nothing was imported.`,
      problems,
    };
  }
  if (lines.length === 0) return { ok: false, message: 'The file has a header but no lines.', problems: [] };
  return { ok: true, format: layout.format, lines };
}
