// A CSV answered as a file to save rather than a page to show. The caller sets its caching first.
import type { NextApiResponse } from 'next';

/** Sends csv as `fileName` (made of slugs, dates and fixed words: nothing to quote). */
export function sendCsv(res: NextApiResponse, fileName: string, csv: string) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(csv);
}
