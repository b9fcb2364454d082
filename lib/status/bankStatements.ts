// Bank statements matched to orders: the layouts a statement file may have, and what became of each
// credit line. One list each; the database check on the stored format and the labels derive from them.
import { z } from '../zod';

import { labelled } from './labels';

/** generic: `date,description,reference,amount`; three banks' exports found by their header; mapped: columns named in the form. */
export const STATEMENT_FORMATS = ['generic', 'hdfc', 'icici', 'sbi', 'mapped'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const statementFormatEnum = z.enum(STATEMENT_FORMATS);

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  generic: 'Generic CSV',
  hdfc: 'HDFC Bank',
  icici: 'ICICI Bank',
  sbi: 'State Bank of India',
  mapped: 'Columns chosen in the form',
};

/**
 * A credit line against the orders, worked out again each time it is shown (an investor may report a
 * UTR after the import), except once confirmed. `matched` is the one that can be confirmed.
 */
export const LINE_OUTCOMES = [
  'matched',
  'confirmed',
  'amount_differs',
  'utr_unknown',
  'paid_twice',
  'order_closed',
  'already_recorded',
] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

export const LINE_OUTCOME_LABELS: Record<LineOutcome, string> = labelled(LINE_OUTCOMES, {
  utr_unknown: 'UTR unknown',
  order_closed: 'Paid after the order closed',
});
