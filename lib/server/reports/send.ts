// Answers a statement as a download: PDF or CSV, never cached, named by the statement.
import type { NextApiResponse } from 'next';

import { csvOf, type ReportDocument } from '@/lib/reports/document';
import type { ReportFormat } from '@/lib/reports/query';

import type { RateRule } from '@/lib/server/rateLimit';

import { renderPdf } from './pdf';

// Making a PDF costs CPU: a generous allowance per account (investor or partner) for every statement.
export const REPORTS_RULE: RateRule = { name: 'reports', limit: 60, windowMs: 10 * 60_000, scope: 'account' };

export async function sendReport(res: NextApiResponse, report: ReportDocument, format: ReportFormat) {
  const body = format === 'pdf' ? await renderPdf(report) : Buffer.from(csvOf(report), 'utf8');
  // Filenames are made of references, dates and fixed words: nothing to quote.
  const filename = `${report.filename.replace(/[^A-Za-z0-9._-]/g, '-')}.${format}`;
  res.setHeader('Content-Type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(body);
}
