import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CsvError, parseCsv } from '@/lib/csvParse';
import { toCsv } from '@/lib/reports/csv';
import { PARTNER_PRICE_MESSAGE } from '@/lib/validations/orders';
import { PRICE_IMPORT_MAX_ROWS, PRICE_IMPORT_MESSAGES, PRICE_IMPORT_TEMPLATE, readPriceFile } from '@/lib/validations/priceImport';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';

const HEADER = 'slug,pricePaise,partnerPricePaise,availableQuantity,priceSource';
const bytes = (text: string) => new TextEncoder().encode(text);
const limits = { maxRecords: 10 };

describe('parseCsv', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, and says on which line each record starts', () => {
    const table = parseCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n', limits);
    expect(table.header).toEqual(['a', 'b']);
    expect(table.records).toEqual([
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('drops a byte-order mark, reads CRLF, CR and LF alike and skips blank lines', () => {
    const expected = [{ line: 2, cells: ['1', '2'] }];
    expect(parseCsv('\uFEFFa,b\r\n1,2\r\n', limits)).toEqual({ header: ['a', 'b'], records: expected });
    expect(parseCsv('a,b\r1,2', limits).records).toEqual(expected);
    expect(parseCsv('a,b\n1,2\n\n\n', limits).records).toEqual(expected);
    expect(parseCsv('a,b\n\n1,2', limits).records).toEqual([{ line: 3, cells: ['1', '2'] }]);
  });

  it('refuses an unclosed quote, text after a closing quote, binary data, an empty file and too many rows', () => {
    expect(() => parseCsv('a,b\n"open,1\n', limits)).toThrow(new CsvError('Line 2: a quoted value is not closed.'));
    expect(() => parseCsv('a,b\n"x"y,1\n', limits)).toThrow(/Line 2: a quoted value must end/);
    expect(() => parseCsv('a\u0000b', limits)).toThrow(/not a CSV file/);
    expect(() => parseCsv('', limits)).toThrow('The file is empty.');
    expect(() => parseCsv(`a\n${'1\n'.repeat(11)}`, limits)).toThrow('The file has more than 10 rows.');
    expect(parseCsv(`a\n${'1\n'.repeat(10)}`, limits).records).toHaveLength(10);
  });

  it('reads back any table the CSV writer writes (text cells)', () => {
    const cell = fc.string({ maxLength: 8 }).filter((text) => !/^[=+\-@\t\r]/.test(text));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const table = [['h1', 'h2'], ...rows];
        const read = parseCsv(toCsv(table), { maxRecords: 10 });
        // A record whose cells are all empty is written as "," (two cells), so it is kept.
        expect([read.header, ...read.records.map((record) => record.cells)]).toEqual(table);
      }),
    );
  });
});

describe('readPriceFile', () => {
  it('reads the template and a file naming companies by ISIN with a note, columns in any order and any case', () => {
    const [row] = readPriceFile(bytes(PRICE_IMPORT_TEMPLATE));
    expect(row).toMatchObject({
      line: 2,
      key: { by: 'slug', value: 'example-company' },
      reason: null,
      values: { pricePaise: 125_000, partnerPricePaise: 120_000, availableQuantity: 500, priceSource: 'dealer_quote' },
    });
    const [byIsin] = readPriceFile(
      bytes(
        'PriceSource,ISIN,pricePaise,partnerPricePaise,availableQuantity,priceNote\ntrade,INE123A01016,200,150,0,"Block, 500 shares"\n',
      ),
    );
    expect(byIsin).toMatchObject({
      key: { by: 'isin', value: 'INE123A01016' },
      values: { pricePaise: 200, partnerPricePaise: 150, availableQuantity: 0, priceSource: 'trade', priceNote: 'Block, 500 shares' },
    });
  });

  it('refuses a wrong header naming what is missing or unknown', () => {
    expect(() => readPriceFile(bytes('slug,pricePaise,partnerPricePaise,availableQuantity\nx,1,1,1\n'))).toThrow(
      /^Missing column priceSource\./,
    );
    expect(() => readPriceFile(bytes('pricePaise,partnerPricePaise,availableQuantity,priceSource\n1,1,1,trade\n'))).toThrow(
      /^Missing column slug\./,
    );
    expect(() => readPriceFile(bytes(`${HEADER},colour\nx,2,1,1,trade,red\n`))).toThrow(/^Unknown column "colour"/);
    expect(() => readPriceFile(bytes(`${HEADER},slug\n`))).toThrow('The column "slug" appears twice.');
    expect(() => readPriceFile(bytes(`${HEADER}\n`))).toThrow(PRICE_IMPORT_MESSAGES.noRows);
    expect(() => readPriceFile(new Uint8Array([0xff, 0xfe, 0x41]))).toThrow(PRICE_IMPORT_MESSAGES.notText);
    expect(() => readPriceFile(bytes(`${HEADER}\n${'x,2,1,1,trade\n'.repeat(PRICE_IMPORT_MAX_ROWS + 1)}`))).toThrow(/more than 1000 rows/);
  });

  it('gives each bad row its reason', () => {
    const rows = readPriceFile(
      bytes(
        [
          HEADER,
          'a,12.5,10,1,trade',
          'b,0,0,1,trade',
          'c,-5,1,1,trade',
          'd,100,150,1,trade',
          'e,100,50,-1,trade',
          'f,100,50,1,rumour',
          'g,abc,50,1,trade',
          'h,100,50',
          ',100,50,1,trade',
          'i,,50,1,trade',
          'j,100,50,10,funding_round',
        ].join('\r\n'),
      ),
    );
    const reasons = Object.fromEntries(rows.map((row) => [row.key.value || `line ${row.line}`, row.reason]));
    expect(reasons).toEqual({
      a: 'Price must be a whole number of paise.',
      b: 'Price must be more than zero. Partner price must be more than zero.',
      c: 'Price must be more than zero.',
      d: PARTNER_PRICE_MESSAGE,
      e: 'Available quantity cannot be negative.',
      f: 'Price source must be one of: trade, dealer_quote, funding_round, desk_estimate.',
      g: 'Price must be a number.',
      h: 'The row has 3 values; the header has 5.',
      'line 10': 'The row names no company (slug or isin is empty).',
      i: 'Price is required.',
      j: null,
    });
  });
});

describe('hostile price files', () => {
  it.each([
    ['a right-to-left override', '\u202e'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b'],
    ['a zero-width space', '\u200b'],
  ])('refuses a file with %s in a cell, naming its line and column', (_name, char) => {
    const file = `${HEADER},priceNote\na,200,150,1,trade,ok\nb,200,150,1,trade,"Quote ${char}from a dealer"\n`;
    expect(() => readPriceFile(bytes(file))).toThrow(new CsvError(`Line 3: the priceNote cell ${CELL_CHARACTER_REASON}`));
    expect(() => readPriceFile(bytes(`${HEADER}\nc${char},200,150,1,trade\n`))).toThrow(`Line 2: the slug cell ${CELL_CHARACTER_REASON}`);
  });

  it('reads cells of 200,000 characters once', () => {
    const started = performance.now();
    const [row] = readPriceFile(
      bytes(`${HEADER},priceNote\na,1${' '.repeat(200_000)}1x,${'9'.repeat(200_000)}.,1,trade,${'a '.repeat(100_000)}\n`),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(row?.reason).toMatch(/^Price must be a number\./);
  });
});
