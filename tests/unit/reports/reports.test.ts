import { describe, expect, it } from 'vitest';

import { csvCell, groupIndian, paiseToRupees, toCsv } from '@/lib/reports/csv';
import { addMonths, endOfIstDay, istDate, istIso, parseIsoDate } from '@/lib/reports/dates';
import { cellText, cellValue, csvOf, rs } from '@/lib/reports/document';
import { apportion, matchFifo, sumParts, type BuyLot, type Sale } from '@/lib/reports/fifo';
import { financialYearOf, parseFinancialYear } from '@/lib/reports/financialYear';
import { holdingDays, termOf } from '@/lib/reports/holdingPeriod';
import { parseReportQuery, REPORT_MESSAGES } from '@/lib/reports/query';

const at = (date: string) => Date.parse(`${date}T06:00:00Z`);
const lot = (id: number, acquiredOn: string, quantity: number, costPaise: number, chargesPaise = 0): BuyLot => ({
  id,
  reference: `B${id}`,
  acquiredOn,
  acquiredAt: at(acquiredOn),
  quantity,
  costPaise,
  chargesPaise,
});
const sale = (id: number, soldOn: string, quantity: number, proceedsPaise: number, chargesPaise = 0): Sale => ({
  id,
  reference: `S${id}`,
  soldOn,
  soldAt: at(soldOn),
  quantity,
  proceedsPaise,
  chargesPaise,
});

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2025-12-31')).toBe('2025-12-31');
    for (const bad of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-4-1',
      '20250401',
      '2025-04-01T00:00',
      '',
      'today',
      '0000-01-01',
    ])
      expect(parseIsoDate(bad), bad).toBeNull();
  });

  it('reads instants as IST dates and ends the IST day at 18:30 UTC', () => {
    expect(istDate(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(istDate(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
    expect(endOfIstDay('2025-03-31').toISOString()).toBe('2025-03-31T18:30:00.000Z');
  });

  it('writes an instant as ISO 8601 in India with its offset (CSV cells)', () => {
    expect(istIso(new Date('2026-11-25T22:39:05.678Z'))).toBe('2026-11-26T04:09:05+05:30');
    expect(istIso(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25T23:59:59+05:30');
  });

  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2023-04-10', 24)).toBe('2025-04-10');
    expect(addMonths('2024-02-29', 24)).toBe('2026-02-28');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });
});

describe('financial years', () => {
  it('parses 2025-26 as 1 April 2025 to 31 March 2026', () => {
    expect(parseFinancialYear('2025-26', '2026-01-15')).toEqual({ label: '2025-26', start: '2025-04-01', end: '2026-03-31' });
    expect(parseFinancialYear('2099-00', '2099-04-01')).toEqual({ label: '2099-00', start: '2099-04-01', end: '2100-03-31' });
  });

  it('refuses other shapes and a second part that is not the next year', () => {
    for (const bad of ['2025-27', '2025-25', '2025-2026', '25-26', '2025', '2025/26', ' 2025-26', '', 'abcd-ef'])
      expect(parseFinancialYear(bad, '2026-01-15'), bad).toBeNull();
  });

  it('refuses a year still to come and one that cannot be a date (9999-00 ends in the year 10000)', () => {
    expect(parseFinancialYear('2026-27', '2026-03-31')).toBeNull();
    expect(parseFinancialYear('2026-27', '2026-04-01')).toMatchObject({ label: '2026-27' });
    for (const bad of ['9999-00', '1899-00', '0000-01']) expect(parseFinancialYear(bad, '2026-01-15'), bad).toBeNull();
  });

  it('places 31 March in the year ending then and 1 April in the next', () => {
    expect(financialYearOf('2025-03-31').label).toBe('2024-25');
    expect(financialYearOf('2025-04-01').label).toBe('2025-26');
    expect(financialYearOf('2026-01-15').label).toBe('2025-26');
  });
});

describe('the 24-month rule', () => {
  it('is short-term up to and on the day 24 months after the purchase, long-term from the day after', () => {
    expect(termOf('2023-04-10', '2025-04-09')).toBe('short');
    expect(termOf('2023-04-10', '2025-04-10')).toBe('short');
    expect(termOf('2023-04-10', '2025-04-11')).toBe('long');
  });

  it('handles a purchase on 29 February', () => {
    expect(termOf('2024-02-29', '2026-02-28')).toBe('short');
    expect(termOf('2024-02-29', '2026-03-01')).toBe('long');
  });

  it('counts days held', () => {
    expect(holdingDays('2025-03-31', '2025-04-01')).toBe(1);
    expect(holdingDays('2023-04-10', '2025-04-10')).toBe(731);
  });
});

describe('FIFO matching', () => {
  it('takes the oldest lot first, splitting a lot between sales', () => {
    const { parts, open } = matchFifo(
      [lot(2, '2024-06-01', 50, 600_000), lot(1, '2024-01-01', 100, 1_000_000)],
      [sale(1, '2024-07-01', 120, 1_800_000)],
    );
    expect(parts.map((p) => [p.lotId, p.quantity, p.costPaise, p.proceedsPaise])).toEqual([
      [1, 100, 1_000_000, 1_500_000],
      [2, 20, 240_000, 300_000],
    ]);
    expect(open).toEqual([expect.objectContaining({ id: 2, remainingQuantity: 30, remainingCostPaise: 360_000 })]);
  });

  it('apportions cost and charges in whole paise so every lot and sale adds up exactly', () => {
    // 3 shares costing 100 paise with 10 paise of charges, sold one at a time: 33/33/34 and 3/3/4.
    const lots = [lot(1, '2024-01-01', 3, 100, 10), lot(2, '2024-01-02', 7, 1001, 7)];
    const sales = [
      sale(1, '2024-02-01', 1, 33),
      sale(2, '2024-02-02', 1, 34),
      sale(3, '2024-02-03', 5, 999, 5),
      sale(4, '2024-02-04', 3, 1000),
    ];
    const { parts, open } = matchFifo(lots, sales);
    expect(open).toEqual([]);
    for (const l of lots) {
      const mine = parts.filter((p) => p.lotId === l.id);
      expect(mine.reduce((s, p) => s + p.quantity, 0)).toBe(l.quantity);
      expect(mine.reduce((s, p) => s + p.costPaise, 0)).toBe(l.costPaise);
    }
    for (const s of sales) {
      const mine = parts.filter((p) => p.saleId === s.id);
      expect(mine.reduce((sum, p) => sum + p.proceedsPaise, 0)).toBe(s.proceedsPaise);
    }
    const total = sumParts(parts);
    expect(total.costPaise).toBe(1101);
    expect(total.chargesPaise).toBe(10 + 7 + 5);
    expect(total.proceedsPaise).toBe(33 + 34 + 999 + 1000);
    expect(total.gainPaise).toBe(total.proceedsPaise - total.costPaise - total.chargesPaise);
    expect(parts.every((p) => Number.isInteger(p.costPaise) && Number.isInteger(p.chargesPaise) && Number.isInteger(p.proceedsPaise))).toBe(
      true,
    );
  });

  it('matches sales in different financial years and terms to their own lots', () => {
    const { parts } = matchFifo(
      [lot(1, '2023-04-10', 10, 100_000), lot(2, '2024-05-01', 10, 150_000)],
      [sale(1, '2025-04-10', 5, 90_000), sale(2, '2025-04-11', 10, 200_000)],
    );
    expect(parts.map((p) => [p.saleId, p.lotId, p.quantity, p.term, financialYearOf(p.soldOn).label])).toEqual([
      [1, 1, 5, 'short', '2025-26'],
      [2, 1, 5, 'long', '2025-26'],
      [2, 2, 5, 'short', '2025-26'],
    ]);
    expect(parts[1]?.gainPaise).toBe(100_000 - 50_000);
  });

  it('never matches a sale to a lot bought after it, and shows shares sold beyond the lots as unmatched', () => {
    const { parts } = matchFifo([lot(1, '2025-01-10', 5, 5000)], [sale(1, '2025-01-01', 2, 3000)]);
    expect(parts).toEqual([expect.objectContaining({ lotId: null, term: null, quantity: 2, costPaise: 0, gainPaise: 3000 })]);
  });

  it('apportions exactly for amounts beyond 2^53 in between', () => {
    // 99,999,999,999,999 × 999,999 / 1,000,000 = 99,999,899,999,999.000001
    expect(apportion(99_999_999_999_999, 999_999, 1_000_000)).toBe(99_999_899_999_999);
    expect(apportion(7, 1, 2)).toBe(4);
  });
});

describe('CSV and amounts', () => {
  it('neutralises formulas but keeps plain numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 22')).toBe("'+91 22");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa,1\r\nb,\r\n');
  });

  it('writes rupees exactly and in Indian grouping', () => {
    expect(paiseToRupees(12_345_678)).toBe('123456.78');
    expect(paiseToRupees(-5)).toBe('-0.05');
    expect(groupIndian(12_345_678)).toBe('1,23,45,678');
    expect(groupIndian(999)).toBe('999');
    // As the pages write money and dates (lib/format.ts): ₹, and no leading zero on the day.
    expect(cellText(rs(12_345_678))).toBe('₹1,23,456.78');
    expect(cellText(rs(100))).toBe('₹1.00');
    expect(cellValue({ date: '2025-04-05' })).toBe('2025-04-05');
    expect(cellText({ date: '2025-04-05' })).toBe('5 Apr 2025');
  });

  it('writes a whole statement with its tables and totals', () => {
    const csv = csvOf({
      title: 'T',
      filename: 't',
      details: [['Investor', '=evil']],
      tables: [
        {
          heading: 'H',
          columns: [
            { label: 'A', width: 1 },
            { label: 'B', width: 1 },
          ],
          rows: [['x', rs(150)]],
          totals: [['Total', rs(150)]],
          empty: 'none',
        },
      ],
      notes: ['N'],
    });
    expect(csv).toBe("\uFEFFT\r\nInvestor,'=evil\r\n\r\nH\r\nA,B\r\nx,1.50\r\nTotal,1.50\r\n\r\nN\r\n");
  });
});

describe('report requests', () => {
  const today = '2026-01-15';
  it('defaults the holdings date to today and the format to pdf', () => {
    expect(parseReportQuery('holdings', {}, today)).toEqual({ ok: true, request: { kind: 'holdings', format: 'pdf', date: today } });
  });
  it('refuses a bad format, date, year or note target per field', () => {
    expect(parseReportQuery('holdings', { format: 'xls', date: '2025-02-30' }, today)).toEqual({
      ok: false,
      errors: { format: REPORT_MESSAGES.format, date: REPORT_MESSAGES.date },
    });
    expect(parseReportQuery('holdings', { date: '2026-01-16' }, today)).toMatchObject({
      ok: false,
      errors: { date: REPORT_MESSAGES.date },
    });
    expect(parseReportQuery('capital-gains', { fy: '2025-27' }, today)).toMatchObject({ ok: false, errors: { fy: REPORT_MESSAGES.fy } });
    expect(parseReportQuery('contract-note', {}, today)).toMatchObject({ ok: false, errors: { order: REPORT_MESSAGES.noteTarget } });
    expect(parseReportQuery('contract-note', { order: '1', sell: '2' }, today)).toMatchObject({ ok: false });
    expect(parseReportQuery('contract-note', { sell: '1e3' }, today)).toMatchObject({ ok: false, errors: { sell: REPORT_MESSAGES.id } });
    expect(parseReportQuery('transactions', { from: '2025-05-01', to: '2025-04-01' }, today)).toMatchObject({
      ok: false,
      errors: { to: REPORT_MESSAGES.range },
    });
  });
  it('reads a contract note, a year and a range', () => {
    expect(parseReportQuery('contract-note', { sell: '12', format: 'csv' }, today)).toEqual({
      ok: true,
      request: { kind: 'contract-note', format: 'csv', sell: 12 },
    });
    expect(parseReportQuery('capital-gains', { fy: '2025-26' }, today)).toMatchObject({
      ok: true,
      request: { fy: { start: '2025-04-01' } },
    });
    expect(parseReportQuery('transactions', { from: '2025-04-01' }, today)).toEqual({
      ok: true,
      request: { kind: 'transactions', format: 'pdf', from: '2025-04-01', to: null },
    });
  });
});
