// A bulk price file: one row per company, named by slug or ISIN, with its new investor and partner
// prices, available quantity and the price's source (and, optionally, its buy-back price). The header and each row are checked here
// (browser-safe, the same rules as the company form); the service adds what needs the database
// (unknown company, a company named twice).
import { CsvError, parseCsvFile } from '@/lib/csvParse';
import { priceSourceEnum } from '@/lib/status/prices';
import { PRICE_ORDER_MESSAGES } from '@/lib/prices/controls';
import { PARTNER_PRICE_MESSAGE, priceNoteField, pricePaiseField, wholeQuantity } from '@/lib/validations/orders';
import { csvUploadMessages, uploadField } from '@/lib/validations/fields';
import { CELL_CHARACTER_REASON, refusedCell } from '@/lib/validations/text';
import { z } from '@/lib/zod';

export const PRICE_IMPORT_MAX_BYTES = 512 * 1024;
export const PRICE_IMPORT_MAX_ROWS = 1000;

export const PRICE_IMPORT_REQUIRED_COLUMNS = ['pricePaise', 'partnerPricePaise', 'availableQuantity', 'priceSource'] as const;
export const PRICE_IMPORT_COLUMNS = ['slug', 'isin', ...PRICE_IMPORT_REQUIRED_COLUMNS, 'buybackPricePaise', 'priceNote'] as const;
type Column = (typeof PRICE_IMPORT_COLUMNS)[number];

/** The template the console offers for download. */
export const PRICE_IMPORT_TEMPLATE = `slug,pricePaise,partnerPricePaise,availableQuantity,priceSource,priceNote\r\nexample-company,125000,120000,500,dealer_quote,Quote from two dealers\r\n`;

export const PRICE_IMPORT_MESSAGES = csvUploadMessages(PRICE_IMPORT_MAX_BYTES);

/** What a row of the file asks for, once its cells are read. */
export const priceImportRowSchema = z
  .object({
    pricePaise: pricePaiseField('Price'),
    partnerPricePaise: pricePaiseField('Partner price'),
    availableQuantity: wholeQuantity('Available quantity'),
    priceSource: priceSourceEnum,
    buybackPricePaise: pricePaiseField('Buy-back price').optional(),
    priceNote: priceNoteField.optional(),
  })
  // Compared only once the prices are read, so a row's reason names its first problem, not its consequence.
  // The partner price's floor and a buy-back price left as it is are checked against the company (the service).
  .refine((row) => row.partnerPricePaise <= row.pricePaise, {
    message: PARTNER_PRICE_MESSAGE,
    path: ['partnerPricePaise'],
    when: (payload) => payload.issues.length === 0,
  })
  .refine((row) => row.buybackPricePaise === undefined || row.buybackPricePaise <= row.partnerPricePaise, {
    message: PRICE_ORDER_MESSAGES.buybackAbovePartner,
    path: ['buybackPricePaise'],
    when: (payload) => payload.issues.length === 0,
  });

export type PriceImportValues = z.output<typeof priceImportRowSchema>;

export interface ReadRow {
  line: number;
  /** The slug or ISIN the row names (as written, trimmed). */
  key: { by: 'slug' | 'isin'; value: string };
  values: PriceImportValues | null;
  /** Why the row cannot be applied (null: its values are fine). */
  reason: string | null;
  /** The cells as written, for the preview of a row that could not be read. */
  raw: Partial<Record<Column, string>>;
}

const COLUMN_BY_LOWER = new Map(PRICE_IMPORT_COLUMNS.map((name) => [name.toLowerCase(), name]));

/** The file's columns in order, or a CsvError naming what is wrong with its header. */
export function readHeader(header: readonly string[]): Column[] {
  const expected = `Expected the header ${['slug', ...PRICE_IMPORT_REQUIRED_COLUMNS].join(',')} (isin in place of slug, buybackPricePaise and priceNote optional).`;
  const columns = header.map((name) => {
    const column = COLUMN_BY_LOWER.get(name.toLowerCase());
    if (!column) throw new CsvError(`Unknown column "${name}". ${expected}`);
    return column;
  });
  const twice = columns.find((column, index) => columns.indexOf(column) !== index);
  if (twice) throw new CsvError(`The column "${twice}" appears twice.`);
  const missing: string[] = PRICE_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (!columns.includes('slug') && !columns.includes('isin')) missing.unshift('slug');
  if (missing.length) throw new CsvError(`Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ${expected}`);
  return columns;
}

/** A number as written ("125000", "12.5"), else the text itself so the schema says what is wrong with it. */
const numberCell = (text: string | undefined) => {
  if (text === undefined || text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

const messageOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => issue.message))].join(' ');

/** One record's cells as a row: its company key and values, or the reason it is refused. */
export function readRow(columns: readonly Column[], line: number, cells: readonly string[]): ReadRow {
  const raw: Partial<Record<Column, string>> = {};
  columns.forEach((column, index) => {
    raw[column] = (cells[index] ?? '').trim();
  });
  const key = raw.slug ? { by: 'slug' as const, value: raw.slug } : { by: 'isin' as const, value: raw.isin ?? '' };
  if (cells.length !== columns.length) {
    return { line, key, values: null, raw, reason: `The row has ${cells.length} values; the header has ${columns.length}.` };
  }
  if (!key.value) return { line, key, values: null, raw, reason: 'The row names no company (slug or isin is empty).' };
  const parsed = priceImportRowSchema.safeParse({
    pricePaise: numberCell(raw.pricePaise),
    partnerPricePaise: numberCell(raw.partnerPricePaise),
    availableQuantity: numberCell(raw.availableQuantity),
    priceSource: raw.priceSource || undefined,
    buybackPricePaise: numberCell(raw.buybackPricePaise),
    priceNote: raw.priceNote || undefined,
  });
  if (!parsed.success) return { line, key, values: null, raw, reason: messageOf(parsed.error) };
  return { line, key, values: parsed.data, raw, reason: null };
}

/**
 * The rows of a price file, or a CsvError for a file that cannot be read at all or has a cell the text
 * rule refuses (nothing is stored then: a preview keeps every row's cells).
 */
export function readPriceFile(data: Uint8Array): ReadRow[] {
  const { columns, records } = parseCsvFile(data, { maxRecords: PRICE_IMPORT_MAX_ROWS, messages: PRICE_IMPORT_MESSAGES }, readHeader);
  for (const record of records) {
    const refused = refusedCell(record.cells);
    if (refused >= 0)
      throw new CsvError(`Line ${record.line}: the ${columns[refused] ?? `column ${refused + 1}`} cell ${CELL_CHARACTER_REASON}`);
  }
  return records.map((record) => readRow(columns, record.line, record.cells));
}

/** A company's values the file sets, as they are (current) or would be (next). */
export interface PriceImportFigures {
  pricePaise: number;
  partnerPricePaise: number;
  /** Null: no buy-back quote. Absent from files previewed before the column existed. */
  buybackPricePaise?: number | null;
  availableQuantity: number;
}

/** One row of a stored import, as the preview shows it and the apply uses it. */
export interface PriceImportRow {
  line: number;
  /** The company's slug, or what the row named (slug or ISIN) when no company has it. */
  slug: string;
  companyName: string | null;
  status: 'ok' | 'refused';
  reason: string | null;
  /** The company's values when previewed (null for an unknown company). */
  current: PriceImportFigures | null;
  /** What the row sets (null when the row could not be read). */
  next: (PriceImportFigures & { priceSource: PriceImportValues['priceSource']; priceNote: string | null }) | null;
  /** Differences from current to next: prices in percent (one decimal), quantity in shares. */
  difference: { pricePercent: number; partnerPricePercent: number; quantity: number } | null;
  /** Whether applying the row changes anything. */
  changes: boolean;
  /** Whether the row alone needs a second person: price beyond the threshold or a change of inventory. */
  needsApproval: boolean;
}

/** The console's upload form, checked in the browser before sending (the server reads the file itself). */
export const priceImportFormSchema = z.object({ file: uploadField(PRICE_IMPORT_MESSAGES, PRICE_IMPORT_MAX_BYTES) });

/** The public price history's query: the company's slug (from the path) and the format. */
export const priceHistoryQuery = z.object({
  slug: z.string('slug must be a single value.').regex(/^[a-z0-9-]{1,200}$/i, 'No company has this address.'),
  format: z.enum(['json', 'csv'], 'format must be json or csv.').default('json'),
});
