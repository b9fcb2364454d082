import { describe, expect, it } from 'vitest';

import { debtToEquity, formatRatio, priceToBook, priceToEarnings, ratios, returnOnEquity, valuationPaise } from '@/lib/finance';
import { formatCrore } from '@/lib/format';

describe('valuation', () => {
  it('is price × shares outstanding, in paise', () => {
    expect(valuationPaise(12_345, 1_000_000)).toBe(12_345_000_000);
  });
  it.each([null, undefined, 0, -5, Number.NaN])('is null when shares outstanding is %s', (shares) => {
    expect(valuationPaise(12_345, shares)).toBeNull();
  });
  it('is null for a negative price', () => expect(valuationPaise(-1, 10)).toBeNull());
});

describe('ratios', () => {
  it('works out P/E, P/B, ROE and debt/equity', () => {
    expect(priceToEarnings(50_000, 2_500)).toBe(20);
    expect(priceToBook(50_000, 20_000)).toBe(2.5);
    expect(returnOnEquity(15, 100)).toBeCloseTo(15);
    expect(debtToEquity(50, 200)).toBe(0.25);
  });

  it.each([0, -100, null, undefined, Number.POSITIVE_INFINITY])('has no meaning for a denominator of %s', (bad) => {
    expect(priceToEarnings(50_000, bad)).toBeNull();
    expect(priceToBook(50_000, bad)).toBeNull();
    expect(returnOnEquity(10, bad)).toBeNull();
    expect(debtToEquity(10, bad)).toBeNull();
  });

  it('keeps a negative ROE for a loss on positive net worth', () => {
    expect(returnOnEquity(-20, 100)).toBeCloseTo(-20);
  });

  it('answers every ratio as null without fundamentals', () => {
    expect(ratios(10_000, null)).toEqual({ pe: null, pb: null, roe: null, debtToEquity: null });
  });

  it('combines the latest year', () => {
    const r = ratios(10_000, { netProfitPaise: 10, epsPaise: -5, bookValuePerSharePaise: 4_000, debtPaise: 30, netWorthPaise: 100 });
    expect(r).toEqual({ pe: null, pb: 2.5, roe: 10, debtToEquity: 0.3 });
  });
});

describe('formatRatio', () => {
  it('shows two decimals and a suffix, or an em dash for null', () => {
    expect(formatRatio(20, '×')).toBe('20.00×');
    expect(formatRatio(12.345, '%')).toBe('12.35%');
    expect(formatRatio(null)).toBe('—');
    expect(formatRatio(Number.NaN)).toBe('—');
  });
});

describe('formatCrore', () => {
  it('shows ₹ crore with en-IN grouping and a true minus sign', () => {
    expect(formatCrore(1_234_500_000_000)).toBe('1,234.50');
    expect(formatCrore(123_450_000_000)).toBe('123.45');
    expect(formatCrore(-50_000_000_00)).toBe('−5.00');
    expect(formatCrore(0)).toBe('0.00');
  });
});
