// Reads delimited text (RFC 4180: quoted fields may hold the delimiter, doubled quotes and line
// breaks) into rows of cells. Browser-safe and without dependencies; a byte-order mark is dropped.

/** The delimiter a file uses: the one of comma, tab or semicolon seen most on its first lines outside quotes. */
export function guessDelimiter(text: string): ',' | '\t' | ';' {
  const head = text.split(/\r?\n/, 40).join('\n');
  const counts = { ',': 0, '\t': 0, ';': 0 };
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts['\t'] > counts[','] && counts['\t'] >= counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** Rows of cells, as written (not trimmed); a last empty line is not a row. */
export function parseCsv(text: string, delimiter = guessDelimiter(text)): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
