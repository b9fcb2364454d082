import { describe, expect, it } from 'vitest';

import { CsvError } from '@/lib/csvParse';
import {
  externalHoldingBody,
  externalHoldingForm,
  isIsin,
  readExternalFile,
  rupeeText,
  tidyQuantity,
} from '@/lib/validations/externalHoldings';
import { CELL_CHARACTER_REASON } from '@/lib/validations/text';

const file = (text: string) => new TextEncoder().encode(text);
const HEADER = 'assetClass,name,isin,companySlug,quantity,costRupees,acquiredOn,valueRupees,valueAsOf,valueSource';

describe('ISIN', () => {
  it('takes ISINs with a right check digit and refuses others', () => {
    expect(isIsin('INE009A01021')).toBe(true);
    expect(isIsin('INF204K01XZ7')).toBe(true);
    expect(isIsin('US0378331005')).toBe(true);
    expect(isIsin('INE009A01022')).toBe(false);
    expect(isIsin('ine009a01021')).toBe(false);
    expect(isIsin('INE009A0102')).toBe(false);
  });
});

describe('the holding’s fields', () => {
  const body = {
    assetClass: 'listed',
    name: 'Infosys',
    costPaise: 100,
    acquiredOn: '2024-01-01',
    valuePaise: 120,
    valueAsOf: '2025-01-01',
  };

  it('keeps a quantity as a decimal string without needless zeros, from a number or text', () => {
    expect(externalHoldingBody.parse({ ...body, quantity: '0012.5000' }).quantity).toBe('12.5');
    expect(externalHoldingBody.parse({ ...body, quantity: 7 }).quantity).toBe('7');
    expect(externalHoldingBody.parse({ ...body, quantity: '' }).quantity).toBeUndefined();
    expect(externalHoldingBody.safeParse({ ...body, quantity: '0' }).success).toBe(false);
    expect(externalHoldingBody.safeParse({ ...body, quantity: '1.00001' }).success).toBe(false);
  });

  it('reads rupees as typed into exact paise', () => {
    expect(rupeeText('1,25,000.5')).toBe(12_500_050);
    expect(rupeeText('₹ 900')).toBe(90_000);
    expect(rupeeText('0.07')).toBe(7);
    expect(rupeeText('12.345')).toBe('12.345');
    expect(externalHoldingForm.parse({ ...body, costPaise: '1,000.10', valuePaise: '0' })).toMatchObject({
      costPaise: 100_010,
      valuePaise: 0,
    });
  });

  it('refuses a value dated before the purchase, and a company for anything but unlisted shares', () => {
    const result = externalHoldingBody.safeParse({ ...body, valueAsOf: '2023-12-31', companyId: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['companyId', 'valueAsOf']);
  });
});

describe('the CSV file', () => {
  it('reads each line with its values or its first problem, named by column', () => {
    const lines = readExternalFile(
      file(
        [
          HEADER,
          'fund,Index fund,INF204K01XZ7,,125.5,"2,50,000",2022-06-01,312000,2026-11-01,Fund statement',
          'crypto,Coins,,,,1,2022-06-01,1,2026-11-01,',
          'listed,Infosys,INE009A01021,,10,abc,2022-06-01,1,2026-11-01,',
          'listed,Infosys,,acme,10,1,2022-06-01,1,2026-11-01,',
        ].join('\n'),
      ),
    );
    expect(lines[0]).toEqual({
      line: 2,
      values: expect.objectContaining({ assetClass: 'fund', quantity: '125.5', costPaise: 25_000_000, valuePaise: 31_200_000 }),
    });
    expect(lines.slice(1).map((line) => ('error' in line ? `${line.line} ${line.error.split(':')[0]}` : ''))).toEqual([
      '3 assetClass',
      '4 costRupees',
      '5 companySlug',
    ]);
  });

  it('refuses a header with an unknown or missing column, a file with no rows, and text that is not UTF-8', () => {
    expect(() => readExternalFile(file('assetClass,name,colour\n'))).toThrow(/Unknown column "colour"/);
    expect(() => readExternalFile(file('assetClass,name\nfund,x'))).toThrow(
      /Missing columns costRupees, acquiredOn, valueRupees, valueAsOf/,
    );
    expect(() => readExternalFile(file(`${HEADER}\n`))).toThrow(CsvError);
    expect(() => readExternalFile(new Uint8Array([0xff, 0xfe, 0x00]))).toThrow(/not UTF-8/);
  });
});

describe('hostile holdings files', () => {
  const row = (valueSource: string) => `listed,Infosys,,,10,1,2022-06-01,1,2026-11-01,${valueSource}`;

  it.each([
    ['a right-to-left override', '\u202e'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b'],
    ['a zero-width space', '\u200b'],
  ])('refuses a line with %s in a cell, naming the column', (_name, char) => {
    expect(readExternalFile(file([HEADER, row('Broker'), row(`Broker${char}`)].join('\n')))).toEqual([
      { line: 2, values: expect.objectContaining({ valueSource: 'Broker' }) },
      { line: 3, error: `valueSource: the cell ${CELL_CHARACTER_REASON}` },
    ]);
  });

  it('reads long cells once: a quantity of 200,000 zeros, rupees of 200,000 digits', () => {
    const started = performance.now();
    expect(tidyQuantity(`1.${'0'.repeat(200_000)}1`)).toBe(`1.${'0'.repeat(200_000)}1`);
    expect(tidyQuantity(`0012.${'0'.repeat(200_000)}`)).toBe('12');
    expect(rupeeText(`${'1,'.repeat(100_000)}x`)).toBe(`${'1,'.repeat(100_000)}x`);
    const [line] = readExternalFile(file([HEADER, `listed,Infosys,,,1.${'0'.repeat(200_000)}1,1,2022-06-01,1,2026-11-01,`].join('\n')));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(line).toMatchObject({ error: expect.stringMatching(/^quantity: /) });
  });

  it('still tidies quantities as the database writes them', () => {
    expect(tidyQuantity('0125.5000')).toBe('125.5');
    expect(tidyQuantity('100.0000')).toBe('100');
    expect(tidyQuantity('0.0500')).toBe('0.05');
    expect(tidyQuantity('100')).toBe('100');
  });
});
