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

/** The records of a CSV text, the first one as the header (cells trimmed); a CsvError says what is wrong. */
export function parseCsv(text: string, limits: CsvLimits): CsvTable {
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
    // A blank line (one empty cell) is no record.
    if (cells.length > 1 || cells[0] !== '') {
      records.push({ line: recordLine, cells });
      if (records.length > limits.maxRecords + 1) throw new CsvError(`The file has more than ${limits.maxRecords} rows.`);
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
    if (char === ',') endCell();
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
  endRecord();

  const [first, ...rest] = records;
  if (!first) throw new CsvError('The file is empty.');
  return { header: first.cells.map((name) => name.trim()), records: rest };
}
