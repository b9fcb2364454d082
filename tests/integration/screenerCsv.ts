// The screener's CSV export as a test reads it: the raw download and a small CSV reader.
import { testApiHandler } from 'next-test-api-route-handler';

import exportCsv from '@/pages/api/v1/common/screener/export';

export async function download(query: Record<string, string | string[]> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
  let result: { status: number; bytes: Uint8Array; text: string; headers: Headers } | undefined;
  await testApiHandler({
    pagesHandler: exportCsv,
    url: `/api/test?${search}`,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // TextDecoder drops the byte-order mark, so the text starts at the header row.
      result = { status: response.status, bytes, text: new TextDecoder().decode(bytes), headers: response.headers };
    },
  });
  return result!;
}

/** Minimal RFC 4180 reader for the checks below (quoted fields, doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
