// Files answered as files: a CSV to save (the caller sets its caching first), an uploaded document.
import type { NextApiRequest, NextApiResponse } from 'next';

/** Sends csv as `fileName` (made of slugs, dates and fixed words: nothing to quote). */
export function sendCsv(res: NextApiResponse, fileName: string, csv: string) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(csv);
}

/**
 * An uploaded file (a support attachment, a KYC document) to its owner or staff: never cached, never sniffed
 * as anything but its checked type; an image is shown in the browser, a PDF (or `?download=1`) saved.
 */
export function sendStoredFile(req: NextApiRequest, res: NextApiResponse, file: { data: Buffer; name: string; type: string }) {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const disposition = req.query.download === '1' || file.type === 'application/pdf' ? 'attachment' : 'inline';
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.name.replace(/[^\w. -]/g, '_')}"`);
  res.status(200).end(file.data);
}
