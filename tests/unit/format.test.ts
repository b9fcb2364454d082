import { describe, expect, it } from 'vitest';

import { formatPaise, formatPaiseShort, formatPercent, percentChange } from '@/lib/format';

describe('INR formatting', () => {
  it('groups digits the Indian way', () => {
    expect(formatPaise(1_234_567_800)).toBe('₹1,23,45,678.00');
    expect(formatPaise(12_345)).toBe('₹123.45');
  });
  it('abbreviates lakh and crore', () => {
    expect(formatPaiseShort(12_500_000_000)).toBe('₹12.5 Cr');
    expect(formatPaiseShort(1_250_000_000)).toBe('₹1.25 Cr');
    expect(formatPaiseShort(34_000_000)).toBe('₹3.4 L');
    expect(formatPaiseShort(9_999_900)).toBe('₹99,999');
    expect(formatPaiseShort(-12_500_000_000)).toBe('-₹12.5 Cr');
  });
});

describe('percentages', () => {
  it('computes change and signs it', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10);
    expect(percentChange(100, null)).toBeNull();
    expect(percentChange(100, 0)).toBeNull();
    expect(formatPercent(10)).toBe('+10.00%');
    expect(formatPercent(-2.5)).toBe('−2.50%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});
