// What a statement request asks for, read from the query string of GET /api/v1/user/reports/{kind}
// (and the page's download forms). Every problem is reported against its field.
import { firstValue, type RawQuery } from '@/lib/query';
import { parseId } from '@/lib/validations/ids';

import { parseIsoDate } from './dates';
import { parseFinancialYear, type FinancialYear } from './financialYear';

export const REPORT_KINDS = ['holdings', 'contract-note', 'capital-gains', 'transactions'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const isReportKind = (value: string): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value);

export type ReportRequest =
  | { kind: 'holdings'; format: ReportFormat; date: string }
  | { kind: 'contract-note'; format: ReportFormat; order: number; sell?: undefined }
  | { kind: 'contract-note'; format: ReportFormat; sell: number; order?: undefined }
  | { kind: 'capital-gains'; format: ReportFormat; fy: FinancialYear }
  | { kind: 'transactions'; format: ReportFormat; from: string | null; to: string | null };

export type ParsedReportRequest = { ok: true; request: ReportRequest } | { ok: false; errors: Record<string, string> };

export const REPORT_MESSAGES = {
  format: 'Format must be pdf or csv.',
  date: 'Please give a real date as YYYY-MM-DD, not after today.',
  fy: 'Please give an Indian financial year like 2025-26 (the second part is the next year), not one still to come.',
  noteTarget: 'Please give the order (order=id) or the sale (sell=id) of the contract note, one of them.',
  id: 'Must be the number of one of your orders or sales.',
  range: 'The end date must not be before the start date.',
} as const;

function dateField(text: string, today: string): string | null {
  const date = parseIsoDate(text);
  return date !== null && date <= today ? date : null;
}

/** Reads the request for kind; `today` is the IST date (no statement is made for a day still to come). */
export function parseReportQuery(kind: ReportKind, query: RawQuery, today: string): ParsedReportRequest {
  const errors: Record<string, string> = {};
  const formatText = firstValue(query.format) || 'pdf';
  const format = (REPORT_FORMATS as readonly string[]).includes(formatText) ? (formatText as ReportFormat) : null;
  if (!format) errors.format = REPORT_MESSAGES.format;
  let request: ReportRequest | null = null;
  if (kind === 'holdings') {
    const text = firstValue(query.date);
    const date = text ? dateField(text, today) : today;
    if (date === null) errors.date = REPORT_MESSAGES.date;
    else if (format) request = { kind, format, date };
  } else if (kind === 'contract-note') {
    const order = firstValue(query.order);
    const sell = firstValue(query.sell);
    if ((order && sell) || (!order && !sell)) errors.order = REPORT_MESSAGES.noteTarget;
    else {
      const id = parseId(order || sell);
      if (id === null) errors[order ? 'order' : 'sell'] = REPORT_MESSAGES.id;
      else if (format) request = order ? { kind, format, order: id } : { kind, format, sell: id };
    }
  } else if (kind === 'capital-gains') {
    const fy = parseFinancialYear(firstValue(query.fy), today);
    if (!fy) errors.fy = REPORT_MESSAGES.fy;
    else if (format) request = { kind, format, fy };
  } else {
    const fromText = firstValue(query.from);
    const toText = firstValue(query.to);
    const from = fromText ? dateField(fromText, today) : null;
    const to = toText ? dateField(toText, today) : null;
    if (fromText && from === null) errors.from = REPORT_MESSAGES.date;
    if (toText && to === null) errors.to = REPORT_MESSAGES.date;
    if (from && to && to < from) errors.to = REPORT_MESSAGES.range;
    if (format && Object.keys(errors).length === 0) request = { kind, format, from, to };
  }
  return request && Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}
