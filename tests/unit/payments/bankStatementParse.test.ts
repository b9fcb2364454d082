// The statement parsers: each bank's export read from a real-looking sample file, dates day first,
// amounts to exact paise, UTRs found in references and narrations, and a file with one bad line refused whole.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  orderReferencesIn,
  parseRupees,
  parseStatement,
  parseStatementDate,
  utrCandidates,
  type StatementLine,
} from '@/lib/bankStatements/parse';
import { csvRows } from '@/lib/csvParse';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';

const sample = (name: string) => fs.readFileSync(path.resolve(__dirname, '../../fixtures/statements', name), 'utf8');

function read(name: string, mapping?: Parameters<typeof parseStatement>[1]) {
  const parsed = parseStatement(sample(name), mapping);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.message} ${JSON.stringify(parsed.problems)}`);
  return parsed;
}
const brief = (line: StatementLine) => ({ row: line.row, date: line.date, amountPaise: line.amountPaise, utr: line.utrs[0] });

describe('bank layouts', () => {
  // Each sample file: the layout found, each line (row, date, signed paise, likeliest UTR), and what else a line carries.
  it.each([
    {
      file: 'hdfc.csv',
      about: 'HDFC spreadsheet export under its account details, up to its summary',
      format: 'hdfc',
      lines: [
        [10, '2026-11-24', 2_469_000, '432912345678'],
        [11, '2026-11-24', 10_000_000, 'ICICN52026112400012345'],
        [12, '2026-11-25', -149_900, undefined],
        [13, '2026-11-25', 5_000_050, '533012345678'],
      ],
      first: { balancePaise: 123_456_789, orderReferences: ['PB-B-7K3Q9X2M'], reference: '0000432912345678' },
    },
    {
      file: 'hdfc-delimited.txt',
      about: "HDFC's delimited text export (padded columns, 0.00 in the unused amount)",
      format: 'hdfc',
      lines: [
        [2, '2026-11-24', 2_469_000, '432912345678'],
        [3, '2026-11-25', -149_900, undefined],
      ],
      first: { balancePaise: 123_456_789 },
    },
    {
      file: 'icici.csv',
      about: 'ICICI export, the UTR inside the remarks',
      format: 'icici',
      lines: [
        [6, '2026-11-24', 37_035_000, '432998765432'],
        [7, '2026-11-24', 24_690_000, 'HDFCN52026112498765432'],
        [8, '2026-11-25', -421_000, '000123456789'],
      ],
      first: { balancePaise: 457_035_000 },
    },
    {
      file: 'sbi.csv',
      about: 'SBI export (tab separated, "24 Nov 2026", blank cells holding a space), a UTR-shaped token before its transfer account',
      format: 'sbi',
      lines: [
        [9, '2026-11-24', 1_234_500, '432955512345'],
        [10, '2026-11-25', -500_000, '533112345678'],
        [11, '2026-11-25', 7_407_000, 'HDFCN52026112511112222'],
      ],
      first: { orderReferences: ['PB-B-4HJK7MNP'] },
    },
    {
      file: 'generic.csv',
      about: 'generic layout, debits negative',
      format: 'generic',
      lines: [
        [2, '2026-11-24', 2_469_000, '432912345678'],
        [3, '2026-11-24', 10_000_000, 'ICICN52026112400012345'],
        [4, '2026-11-25', -11_800, undefined],
      ],
      first: { balancePaise: null },
    },
  ])('reads the $about', ({ file, format, lines, first }) => {
    const parsed = read(file);
    expect(parsed.format).toBe(format);
    expect(parsed.lines.map(brief)).toEqual(lines.map(([row, date, amountPaise, utr]) => ({ row, date, amountPaise, utr })));
    expect(parsed.lines[0]).toMatchObject(first);
  });

  it('reads an order reference written with spaces (ICICI remarks), also one made before the rename (UM-)', () => {
    expect(read('icici.csv').lines[1]!.orderReferences).toEqual(['UM-B-9XQ2MK4T']);
    expect(orderReferencesIn('NEFT-MEERA IYER-pb p 9xq2mk4t')).toEqual(['PB-P-9XQ2MK4T']);
  });

  it('reads any layout through a column mapping, and says which columns it could not find', () => {
    const mapping = { date: 'Posting Date', description: 'Particulars', reference: 'UTR No', credit: 'Credit (Rs)', debit: 'Debit (Rs)' };
    const { format, lines } = read('mapped.csv', mapping);
    expect(format).toBe('mapped');
    expect(lines.map(brief)).toEqual([
      { row: 2, date: '2026-11-24', amountPaise: 50_000_000, utr: 'SBINR52026112400054321' },
      { row: 3, date: '2026-11-25', amountPaise: -2_000_000, utr: undefined },
    ]);
    const missing = parseStatement(sample('mapped.csv'), { ...mapping, credit: 'Deposits' });
    expect(missing).toMatchObject({ ok: false, message: expect.stringContaining('Deposits') });
    expect(parseStatement(sample('mapped.csv'))).toMatchObject({ ok: false, message: expect.stringContaining('Choose its columns') });
  });
});

describe('refusals', () => {
  it('refuses a file with bad lines whole, with one message per row', () => {
    expect(parseStatement(sample('broken.csv'))).toEqual({
      ok: false,
      message: '2 lines could not be read: nothing was imported.',
      problems: [
        { row: 3, message: 'Row 3: "31/02/2026" is not a date (write it as DD/MM/YYYY).' },
        { row: 4, message: 'Row 4: the amount "12.345" is not an amount in rupees (like 1234.50).' },
      ],
    });
  });

  it('refuses lines with both or neither amount, a zero amount, and a header with no lines', () => {
    const header = 'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n';
    const both = parseStatement(`${header}1 Nov 2026,1 Nov 2026,X,,10.00,10.00,5\n2 Nov 2026,2 Nov 2026,Y,,,,5\n`);
    expect(both).toMatchObject({
      ok: false,
      problems: [
        { row: 2, message: 'Row 2: the line has both a credit and a debit amount.' },
        { row: 3, message: 'Row 3: the line has neither a credit nor a debit amount.' },
      ],
    });
    expect(parseStatement('date,description,reference,amount\n2026-11-01,x,,0\n')).toMatchObject({
      ok: false,
      problems: [{ message: 'Row 2: the amount is zero.' }],
    });
    expect(parseStatement('date,description,reference,amount\n')).toMatchObject({
      ok: false,
      message: 'The file has a header but no lines.',
    });
  });
});

describe('the text rule on cells', () => {
  const header = 'date,description,reference,amount';

  it.each([
    ['a right-to-left override', '\u202e'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b'],
    ['a zero-width space', '\u200b'],
  ])('refuses a line with %s in any cell, naming its row and column', (_name, char) => {
    const parsed = parseStatement(
      `${header},note\n2026-11-24,NEFT ok,,100.00,\n2026-11-24,NEFT ${char}gpj.exe,,100.00,\n2026-11-25,x,,5,a${char}\n`,
    );
    expect(parsed).toEqual({
      ok: false,
      message: '2 lines could not be read: nothing was imported.',
      problems: [
        { row: 3, message: `Row 3: the cell under "description" ${CELL_CHARACTER_REASON}` },
        { row: 4, message: `Row 4: the cell under "note" ${CELL_CHARACTER_REASON}` },
      ],
    });
  });

  it('refuses a header with such a cell, and keeps a joiner inside a word and line breaks in a quoted narration', () => {
    expect(parseStatement(`${header},\u001b\n2026-11-24,x,,1\n`)).toMatchObject({
      ok: false,
      problems: [{ row: 1, message: `Row 1: column 5 of the header ${CELL_CHARACTER_REASON}` }],
    });
    const parsed = parseStatement(`${header}\n2026-11-24,"क्\u200dष\nNEFT",,1\n`);
    expect(parsed).toMatchObject({ ok: true, lines: [{ description: 'क्\u200dष NEFT' }] });
  });
});

// A pattern that backtracks takes time growing with the square of a cell's length: 200,000 characters
// would take most of a minute. Each of these reads such a cell in a few milliseconds.
describe('linear time on hostile cells', () => {
  const SPACES = ' '.repeat(200_000);
  const within = <T>(bound: number, read: () => T): T => {
    const started = performance.now();
    const result = read();
    expect(performance.now() - started).toBeLessThan(bound);
    return result;
  };

  it.each([
    ['a run of spaces before a digit (the finding)', `a${SPACES}1x`],
    ['a run of spaces before a time that is not one', `a${SPACES}1:2`],
    ['a run of whitespace and digits', ` 1`.repeat(100_000)],
  ])('a date cell of %s is refused', (_name, text) => {
    expect(within(1000, () => parseStatementDate(text))).toBeNull();
  });

  it.each([
    ['a run of spaces before a digit', `a${SPACES}1x`, null],
    ['a run of spaces before a suffix that is not one', `1${SPACES}crx`, null],
    ['a run of spaces before a suffix', `1${SPACES}Cr`, 100],
    ['a long number in Indian grouping that fails at its end', `1${',23'.repeat(100_000)},45x`, null],
    ['a bracket that never closes', `(${'1'.repeat(200_000)}`, null],
  ])('an amount cell of %s is read once', (_name, text, paise) => {
    expect(within(1000, () => parseRupees(text))).toBe(paise);
  });

  it('finds UTRs in a narration of 200,000 zeros and separators', () => {
    expect(within(1000, () => utrCandidates('', `${'0'.repeat(200_000)}x`))).toEqual([]);
    expect(within(1000, () => utrCandidates('', '0-'.repeat(100_000)))).toEqual([]);
    expect(within(1000, () => orderReferencesIn(`PB-B-${'U'.repeat(200_000)}`))).toEqual([]);
  });

  it('refuses a whole file of such cells at once, quoting only the start of each', () => {
    const file = `date,description,reference,amount\na${SPACES}1x,x,,1\n2026-11-24,x,,a${SPACES}1x\n`;
    const parsed = within(1000, () => parseStatement(file));
    expect(parsed).toMatchObject({
      ok: false,
      problems: [
        { row: 2, message: `Row 2: "a${' '.repeat(39)}…" is not a date (write it as DD/MM/YYYY).` },
        { row: 3, message: `Row 3: the amount "a${' '.repeat(39)}…" is not an amount in rupees (like 1234.50).` },
      ],
    });
  });

  it('reads a CSV of one long quoted cell, of unclosed quotes and of empty cells', () => {
    expect(within(1000, () => csvRows(`"${'""'.repeat(100_000)}"\n`))).toEqual([['"'.repeat(100_000)]]);
    expect(() => within(1000, () => csvRows(`a\n"${SPACES}`))).toThrow('Line 2: a quoted value is not closed.');
    expect(within(1000, () => csvRows(','.repeat(200_000)))[0]).toHaveLength(200_001);
  });
});

describe('pieces', () => {
  it.each([
    ['24/11/26', '2026-11-24'],
    ['24-11-2026', '2026-11-24'],
    ['2026-11-24', '2026-11-24'],
    ['1 Nov 2026', '2026-11-01'],
    ['01-Nov-26', '2026-11-01'],
    ['29/02/2028', '2028-02-29'],
    ['24/11/2026 10:15:00', '2026-11-24'],
    ['24/11/2026 10:15 AM', '2026-11-24'],
    ['24/11/2026   9:05PM', '2026-11-24'],
    ['24 Nov 2026\t10:15', '2026-11-24'],
    ['24/11/2026 10:15 XM', null],
    ['24/11/2026T10:15', null],
    ['29/02/2026', null],
    ['11/24/2026', null],
    ['yesterday', null],
    ['', null],
  ])('date %s → %s', (text, want) => expect(parseStatementDate(text)).toBe(want));

  it.each([
    ['1,23,456.70', 12_345_670],
    ['24690', 2_469_000],
    ['0.1', 10],
    ['-500', -50_000],
    ['(75.5)', -7_550],
    ['₹ 2,000.00 Cr', 200_000],
    ['100 Dr', -10_000],
    ['100Cr', 10_000],
    ['1,000.50   dr.', -100_050],
    ['(75.5) Dr', 7_550],
    ['cr', null],
    ['INR 99.99', 9_999],
    ['9999999999999.99', 999_999_999_999_999],
    ['99999999999999', null],
    ['12.345', null],
    ['1e5', null],
    ['12,34', null],
    ['', null],
    ['abc', null],
  ])('amount %s → %s paise', (text, want) => expect(parseRupees(text)).toBe(want));

  it('adds up to the paise where floats would not (0.1 + 0.2)', () => {
    expect((parseRupees('0.10') ?? 0) + (parseRupees('0.20') ?? 0)).toBe(30);
  });

  it('finds UTRs: shaped ones first, zero padding removed, short and letter-only tokens left out', () => {
    expect(utrCandidates('0000432912345678', 'UPI-NAME-name@okaxis-UTIB0001234-432912345678-PB-B-7K3Q9X2M')).toEqual([
      '432912345678',
      '0000432912345678',
    ]);
    expect(utrCandidates('', 'NEFT CR-ICIC0000104-RAMESHKUMARSHARMA-ICICN52026112400012345')).toEqual(['ICICN52026112400012345']);
  });

  it('reads quoted cells with delimiters, quotes and line breaks', () => {
    expect(csvRows('a,"b, c","say ""hi""","two\nlines"\r\nx,y\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y'],
    ]);
    expect(csvRows('\ufeffa\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
