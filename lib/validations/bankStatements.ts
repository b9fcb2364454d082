// Bank statement uploads and confirmations: the file's rules, the optional column mapping (the form's
// fields, checked here and on the server), and the lines chosen for confirmation.
import type { ColumnMapping } from '@/lib/bankStatements/parse';
import { STATEMENT_FORMATS } from '@/lib/status/bankStatements';
import { z } from '@/lib/zod';

import { listQuery } from './pagination';

export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_ACCEPT = '.csv,.txt,text/csv,text/plain';

export const STATEMENT_MESSAGES = {
  missing: 'Please choose the bank statement (a CSV file).',
  size: 'The statement must be 2 MB or smaller: please split it by month.',
  count: 'Please choose one file.',
  notText: 'The statement must be a CSV text file (export it from net banking as CSV, not PDF or Excel).',
  mapping: 'Name the date and description columns, and an amount or credit column.',
} as const;

const columnName = z
  .string('A column name must be text.')
  .trim()
  .max(100, 'A column name has at most 100 characters.')
  .transform((value) => value || undefined)
  .optional();

/** The form's mapping fields: all empty (the layout is found by its header) or a mapping. */
export const columnMappingSchema = z
  .object({
    dateColumn: columnName,
    descriptionColumn: columnName,
    referenceColumn: columnName,
    amountColumn: columnName,
    creditColumn: columnName,
    debitColumn: columnName,
  })
  .superRefine((value, ctx) => {
    const given = Object.values(value).some(Boolean);
    if (!given) return;
    if (!value.dateColumn) ctx.addIssue({ code: 'custom', path: ['dateColumn'], message: 'Name the column with the date.' });
    if (!value.descriptionColumn)
      ctx.addIssue({ code: 'custom', path: ['descriptionColumn'], message: 'Name the column with the narration or description.' });
    if (!value.amountColumn && !value.creditColumn)
      ctx.addIssue({ code: 'custom', path: ['amountColumn'], message: 'Name the amount column (credits positive) or the credit column.' });
    if (value.amountColumn && (value.creditColumn || value.debitColumn))
      ctx.addIssue({
        code: 'custom',
        path: ['amountColumn'],
        message: 'Name either one amount column or credit and debit columns, not both.',
      });
  })
  .transform((value): ColumnMapping | undefined =>
    value.dateColumn && value.descriptionColumn
      ? {
          date: value.dateColumn,
          description: value.descriptionColumn,
          ...(value.referenceColumn && { reference: value.referenceColumn }),
          ...(value.amountColumn && { amount: value.amountColumn }),
          ...(value.creditColumn && { credit: value.creditColumn }),
          ...(value.debitColumn && { debit: value.debitColumn }),
        }
      : undefined,
  );

/** Which matched lines to confirm (their ids); none named: every line matched now. */
export const statementConfirmSchema = z.object({
  lineIds: z
    .array(z.number('A line id must be a number.').int().positive(), 'lineIds must be a list of line ids.')
    .min(1, 'Choose at least one line to confirm.')
    .max(5000)
    .optional(),
});
export type StatementConfirmInput = z.output<typeof statementConfirmSchema>;

/** ?q (the file's name) &layout (the bank's column layout); `format=csv` downloads every match. */
export const statementListQuery = listQuery({ layout: z.enum(STATEMENT_FORMATS).optional().catch(undefined) });
export type StatementListQuery = z.output<typeof statementListQuery>;
