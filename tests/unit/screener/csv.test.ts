// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ScreenerRow } from '@/lib/screener';
import { csvCell, paiseToRupees } from '@/lib/reports/csv';
import { CSV_HEADER, screenerCsv } from '@/lib/server/services/screener';

describe('csvCell', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    [42, '42'],
    ['Tarangini General Insurance Co. Ltd', 'Tarangini General Insurance Co. Ltd'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['₹ ünïcødé 😀', '₹ ünïcødé 😀'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 22', "'+91 22"],
    ['-cmd|calc', "'-cmd|calc"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('defuses the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(['-12.50', '-3', '0.00', '1234.56'])('leaves the plain number %j alone', (value) => {
    expect(csvCell(value)).toBe(value);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
    [121_932_631_124_828_532_452n, '1219326311248285324.52'],
  ])('%s paise is %s rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });
});

describe('screenerCsv', () => {
  const row: ScreenerRow = {
    id: 1,
    name: '=Evil, "Quoted" Ltd',
    slug: 'evil-quoted-ltd',
    logo: null,
    sector: 'Technology',
    category: 'pre-ipo',
    status: 'Available',
    pricePaise: 123450,
    previousPricePaise: 125330,
    changePercent: -1.5,
    sharesOutstanding: 1_000_000,
    fiscalYear: 'FY2025',
    pe: 12.3456,
    pb: null,
    roe: 15,
    growth: -4.2,
  };

  it('starts with a byte-order mark and the header, and ends lines with CRLF', () => {
    const csv = screenerCsv([row], 'https://example.test');
    expect(csv.startsWith(`\uFEFF${CSV_HEADER.join(',')}\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('writes rupees with 2 decimals, empty cells for missing figures and escaped text', () => {
    const line = screenerCsv([row], 'https://example.test').split('\r\n')[1];
    expect(line).toBe(
      `"'=Evil, ""Quoted"" Ltd",Technology,Pre-IPO,Available,1234.50,-1.50,1234500000.00,12.35,,15.00,-4.20,FY2025,https://example.test/indian-stocks/evil-quoted-ltd`,
    );
  });
});
