// Reading CSV (RFC 4180) uploaded by staff: quoted fields (with "" for a quote, commas and line breaks
// inside), CRLF, LF or CR line ends, a UTF-8 byte-order mark (spreadsheets write one), blank lines
// skipped. Writing CSV is lib/reports/csv.ts. Browser-safe: the console could check a file before sending it.

export class CsvError extends Error {}

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

export interface CsvLimits {
  /** Records after the header; one more is a CsvError. */
  maxRecords: number;
}

interface ReadOptions {
  delimiter: string;
  /** Keep blank lines as rows of one empty cell (a bank statement ends its lines at one). */
  keepBlankLines: boolean;
  maxRecords: number;
}

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

/** The records of a CSV text, the first one as the header (cells trimmed); a CsvError says what is wrong. */
export function parseCsv(text: string, limits: CsvLimits): CsvTable {
  const records = readRecords(text, { delimiter: ',', keepBlankLines: false, maxRecords: limits.maxRecords + 1 });
  const [first, ...rest] = records;
  if (!first) throw new CsvError('The file is empty.');
  return { header: first.cells.map((name) => name.trim()), records: rest };
}

/**
 * An uploaded file's columns (read from its header by `readHeader`, which throws a CsvError for a bad one)
 * and its records: refused (CsvError) when it is not UTF-8 text, or has a header but no rows.
 */
export function parseCsvFile<C>(
  data: Uint8Array,
  limits: CsvLimits & { messages: { notText: string; noRows: string } },
  readHeader: (header: string[]) => C,
): { columns: C; records: CsvRecord[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new CsvError(limits.messages.notText);
  }
  const table = parseCsv(text, limits);
  const columns = readHeader(table.header);
  if (!table.records.length) throw new CsvError(limits.messages.noRows);
  return { columns, records: table.records };
}

/**
 * Every row of a delimited file (delimiter guessed unless given) as its cells, blank lines kept, for
 * files whose layout is found row by row (bank statements, lib/bankStatements/parse.ts). A CsvError says
 * what is wrong.
 */
export function csvRows(text: string, delimiter: string = guessDelimiter(text), maxRecords = 100_000): string[][] {
  return readRecords(text, { delimiter, keepBlankLines: true, maxRecords }).map((record) => record.cells);
}

function readRecords(text: string, options: ReadOptions): CsvRecord[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.includes('\u0000')) throw new CsvError('This is not a CSV file (it holds binary data).');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  // Whether the current cell began with a quote and that quote has closed (only a comma or line end may follow).
  let closed = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    closed = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line (one empty cell) is no record, unless blank lines are kept.
    if (options.keepBlankLines || cells.length > 1 || cells[0] !== '') {
      records.push({ line: recordLine, cells });
      if (records.length > options.maxRecords) throw new CsvError(`The file has more than ${options.maxRecords - 1} rows.`);
    }
    cells = [];
  };

  for (let index = 0; index < body.length; index++) {
    const char = body.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (body[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (char === '\n' || (char === '\r' && body[index + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === options.delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closed) {
      throw new CsvError(`Line ${line}: a quoted value must end at a comma or the end of the line.`);
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvError(`Line ${quoteLine}: a quoted value is not closed.`);
  // A file's last line break ends its last row; it does not start a blank one.
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
