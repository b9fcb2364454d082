// What an investor holds elsewhere (issue 24): one schema for the API body (paise), the form (rupees as
// typed) and each row of an imported CSV. Quantity is a decimal string of up to four places ("12.5",
// fund units), kept exact; it may be left out for assets not counted in units (a flat, a painting).
import { CsvError, parseCsvFile } from '@/lib/csvParse';
import { assetClassEnum, type AssetClass } from '@/lib/status/assetClasses';
import { MAX_ID } from '@/lib/validations/ids';
import { csvUploadMessages, lineText, uploadField } from '@/lib/validations/fields';
import { CELL_CHARACTER_REASON, refusedCell } from '@/lib/validations/text';
import { withoutTrailing } from '@/lib/strings';
import { isCalendarDay, indiaDay } from '@/lib/workingDays';
import { z } from '@/lib/zod';

export const MAX_EXTERNAL_NAME = 120;
export const MAX_VALUE_SOURCE = 60;
/** ₹1,000 crore: beyond any one holding an investor enters, and exact in paise. */
export const MAX_EXTERNAL_PAISE = 1_000_000_000_000;
export const EARLIEST_ACQUIRED_ON = '1950-01-01';
export const DEFAULT_VALUE_SOURCE = 'Your estimate';

/** An ISIN: two letters of country, nine letters or digits, and a check digit (ISO 6166, Luhn over the letters as numbers). */
export function isIsin(value: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(value)) return false;
  // Letters become two digits (A = 10 … Z = 35); the value is ASCII only (checked above).
  const digits = value.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** An empty text (a form's blank optional field, an empty CSV cell) is a value left out. */
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const paiseField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of paise.` })
    .int(`${label} must be a whole number of paise.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_EXTERNAL_PAISE, `${label} is too large.`);

/** Rupees as typed ("1,25,000.50", "₹ 900") to paise, exactly; anything else is left for the number check to refuse. */
export function rupeeText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.replace(/[₹,\s]/g, ''));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : value;
}

const dayField = (label: string) =>
  z
    .string({ error: `${label} must be a date as YYYY-MM-DD.` })
    .trim()
    .refine(isCalendarDay, `${label} must be a date as YYYY-MM-DD.`)
    .refine((day) => day >= EARLIEST_ACQUIRED_ON, `${label} must be on or after ${EARLIEST_ACQUIRED_ON}.`)
    .refine((day) => day <= indiaDay(new Date()), `${label} cannot be in the future.`);

const QUANTITY_MESSAGE = 'Quantity must be a number more than 0, with at most 4 decimals.';

/** A decimal quantity without needless zeros: "0125.5000" (as the database answers numeric(20,4)) → "125.5". */
export const tidyQuantity = (text: string) => {
  const whole = text.replace(/^0+(?=\d)/, '');
  return whole.includes('.') ? withoutTrailing(withoutTrailing(whole, '0'), '.') : whole;
};

/** A quantity as a decimal string ("12.5"), from a number or text; left out when blank. */
const quantityField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : blankIsMissing(value)),
  z
    .string({ error: QUANTITY_MESSAGE })
    .trim()
    .regex(/^\d{1,15}(\.\d{1,4})?$/, QUANTITY_MESSAGE)
    .refine((text) => Number(text) > 0, QUANTITY_MESSAGE)
    .transform(tidyQuantity)
    .optional(),
);

const fields = {
  assetClass: assetClassEnum,
  companyId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : blankIsMissing(value)),
    z.number({ error: 'companyId must be a number.' }).int('companyId must be a whole number.').positive().max(MAX_ID).optional(),
  ),
  name: lineText('Name', MAX_EXTERNAL_NAME).min(1, 'Enter a name.'),
  isin: z.preprocess(
    (value) => (typeof value === 'string' ? blankIsMissing(value.trim().toUpperCase()) : value),
    z.string({ error: 'ISIN must be text.' }).refine(isIsin, 'Enter a valid 12-character ISIN, like INE009A01021.').optional(),
  ),
  quantity: quantityField,
  costPaise: paiseField('Cost'),
  acquiredOn: dayField('Date acquired'),
  valuePaise: paiseField('Current value'),
  valueAsOf: dayField('Value as of'),
  valueSource: z.preprocess(blankIsMissing, lineText('Who valued it', MAX_VALUE_SOURCE).optional()),
};

type Fields = { assetClass: AssetClass; companyId?: number; acquiredOn: string; valueAsOf: string };

/** The checks between fields, for a new holding and for a changed one once merged with what is stored. */
export function crossFieldErrors(values: Fields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.valueAsOf < values.acquiredOn) errors.valueAsOf = 'Value as of cannot be before the date acquired.';
  if (values.companyId !== undefined && values.assetClass !== 'unlisted')
    errors.companyId = 'Only unlisted shares can name a company of this platform.';
  return errors;
}

const withCrossFields = <T extends Fields>(schema: z.ZodType<T>) =>
  schema.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(crossFieldErrors(values))) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** POST /api/v1/user/portfolio/external: amounts in paise. */
export const externalHoldingBody = withCrossFields(z.object(fields));
export type ExternalHoldingBody = z.output<typeof externalHoldingBody>;

/**
 * PATCH /api/v1/user/portfolio/external/{id}: any of the fields; the merged record is checked again.
 * An optional field sent as null is cleared (a field left out, or blank, is left as it is).
 */
export const externalHoldingPatch = z
  .object({
    ...fields,
    companyId: fields.companyId.nullable(),
    isin: fields.isin.nullable(),
    quantity: fields.quantity.nullable(),
    valueSource: fields.valueSource.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field to change.', path: ['name'] });
export type ExternalHoldingPatch = z.output<typeof externalHoldingPatch>;

/** The form: the same fields, with cost and value typed in rupees. */
export const externalHoldingForm = withCrossFields(
  z.object({
    ...fields,
    costPaise: z.preprocess(rupeeText, paiseField('Cost')),
    valuePaise: z.preprocess(rupeeText, paiseField('Current value')),
  }),
);

// ---- CSV import and export ----

export const EXTERNAL_CSV_MAX_BYTES = 256 * 1024;
export const EXTERNAL_CSV_MAX_ROWS = 500;
/** The file's columns (export and import alike); amounts in rupees. companySlug names a company of this platform. */
export const EXTERNAL_CSV_COLUMNS = [
  'assetClass',
  'name',
  'isin',
  'companySlug',
  'quantity',
  'costRupees',
  'acquiredOn',
  'valueRupees',
  'valueAsOf',
  'valueSource',
] as const;
export type ExternalCsvColumn = (typeof EXTERNAL_CSV_COLUMNS)[number];
const REQUIRED_CSV_COLUMNS: readonly ExternalCsvColumn[] = ['assetClass', 'name', 'costRupees', 'acquiredOn', 'valueRupees', 'valueAsOf'];

export const EXTERNAL_CSV_MESSAGES = csvUploadMessages(EXTERNAL_CSV_MAX_BYTES);

/** The import form: the file chosen. */
export const externalImportForm = z.object({ file: uploadField(EXTERNAL_CSV_MESSAGES, EXTERNAL_CSV_MAX_BYTES) });

/** The header's columns in order, or a CsvError naming what is wrong with it. */
function readExternalHeader(header: readonly string[]): ExternalCsvColumn[] {
  const known = new Map(EXTERNAL_CSV_COLUMNS.map((name) => [name.toLowerCase(), name]));
  const columns: ExternalCsvColumn[] = [];
  for (const name of header) {
    const column = known.get(name.toLowerCase());
    if (!column) throw new CsvError(`Unknown column "${name}". The columns are ${EXTERNAL_CSV_COLUMNS.join(', ')}.`);
    if (columns.includes(column)) throw new CsvError(`The column "${column}" appears twice.`);
    columns.push(column);
  }
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) throw new CsvError(`Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  return columns;
}

export type ExternalCsvRow = ExternalHoldingBody & { companySlug?: string };

/** One row of the file checked with the form's rules: its values, or its first problem named by column. */
export function readExternalRow(
  columns: readonly ExternalCsvColumn[],
  cells: readonly string[],
): { values: ExternalCsvRow } | { error: string } {
  const refused = refusedCell(cells);
  if (refused >= 0) return { error: `${columns[refused] ?? `column ${refused + 1}`}: the cell ${CELL_CHARACTER_REASON}` };
  const cell = (column: ExternalCsvColumn) => cells[columns.indexOf(column)]?.trim() ?? '';
  const parsed = externalHoldingForm.safeParse({
    assetClass: cell('assetClass'),
    name: cell('name'),
    isin: cell('isin'),
    quantity: cell('quantity'),
    costPaise: cell('costRupees'),
    acquiredOn: cell('acquiredOn'),
    valuePaise: cell('valueRupees'),
    valueAsOf: cell('valueAsOf'),
    valueSource: cell('valueSource'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const column = { costPaise: 'costRupees', valuePaise: 'valueRupees' }[field] ?? field;
    return { error: `${column}: ${issue?.message ?? 'not valid'}` };
  }
  const slug = cell('companySlug');
  if (slug && parsed.data.assetClass !== 'unlisted')
    return { error: 'companySlug: only unlisted shares can name a company of this platform.' };
  return { values: { ...parsed.data, ...(slug ? { companySlug: slug } : {}) } };
}

export type ExternalCsvLine = { line: number } & ({ values: ExternalCsvRow } | { error: string });

/** Every row of an uploaded file, each with its values or its problem (a CsvError for the file as a whole). */
export function readExternalFile(data: Uint8Array): ExternalCsvLine[] {
  const { columns, records } = parseCsvFile(
    data,
    { maxRecords: EXTERNAL_CSV_MAX_ROWS, messages: EXTERNAL_CSV_MESSAGES },
    readExternalHeader,
  );
  return records.map((record) => ({ line: record.line, ...readExternalRow(columns, record.cells) }));
}
