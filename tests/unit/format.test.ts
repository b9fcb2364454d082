import { describe, expect, it } from 'vitest';

import { formatPaise, formatPaiseShort, formatPercent, formatPlace, formatRupees, percentChange } from '@/lib/format';

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

describe('whole rupees and places', () => {
  it('shows large amounts in whole rupees, without paise', () => {
    expect(formatRupees(11_760_000_000)).toBe('₹11,76,00,000');
    expect(formatRupees(49_992_850)).toBe('₹4,99,929');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('names a city-state once', () => {
    expect(formatPlace('Singapore', 'Singapore')).toBe('Singapore');
    expect(formatPlace('Dubai', 'United Arab Emirates')).toBe('Dubai, United Arab Emirates');
    expect(formatPlace(null, 'Portugal')).toBe('Portugal');
    expect(formatPlace(undefined, undefined)).toBe('');
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
