import { describe, expect, it } from 'vitest';

import {
  commissionPaise,
  financialYearBounds,
  indianMonth,
  monthBounds,
  payoutAmounts,
  proposalPriceRefusal,
  tdsPaise,
} from '@/lib/commission';

describe('commissionPaise', () => {
  it('is the margin times the quantity, in paise', () => {
    expect(commissionPaise(12_345, 11_850, 10)).toBe(4_950);
  });
  it('is nothing for a zero or negative margin', () => {
    expect(commissionPaise(11_850, 11_850, 10)).toBe(0);
    expect(commissionPaise(11_000, 11_850, 10)).toBe(0);
  });
});

describe('tdsPaise (2% under section 194H, to the whole rupee)', () => {
  it('rounds 2% to the nearest rupee, half up', () => {
    expect(tdsPaise(123_456)).toBe(2_500); // 2% of ₹1,234.56 = ₹24.69 → ₹25
    expect(tdsPaise(122_500)).toBe(2_500); // ₹24.50 → ₹25
    expect(tdsPaise(122_499)).toBe(2_400); // ₹24.4998 → ₹24
    expect(tdsPaise(100_000_00)).toBe(2_000_00); // ₹1,00,000 → ₹2,000
  });
  it('is nothing on nothing', () => {
    expect(tdsPaise(0)).toBe(0);
    expect(tdsPaise(-100)).toBe(0);
  });
});

describe('payoutAmounts', () => {
  it('sums the commissions and keeps gross = tds + net', () => {
    const amounts = payoutAmounts([4_950, 10_000, 1]);
    expect(amounts).toEqual({ grossPaise: 14_951, tdsPaise: 300, netPaise: 14_651 });
    expect(amounts.tdsPaise + amounts.netPaise).toBe(amounts.grossPaise);
  });
});

describe('proposalPriceRefusal', () => {
  it('accepts the partner price, the investor price and anything between', () => {
    expect(proposalPriceRefusal(11_850, 11_850, 12_345)).toBeNull();
    expect(proposalPriceRefusal(12_000, 11_850, 12_345)).toBeNull();
    expect(proposalPriceRefusal(12_345, 11_850, 12_345)).toBeNull();
  });
  it('refuses a price outside the range, naming the range', () => {
    expect(proposalPriceRefusal(11_849, 11_850, 12_345)).toMatch(/between ₹118\.50 and ₹123\.45/);
    expect(proposalPriceRefusal(12_346, 11_850, 12_345)).toMatch(/between/);
    expect(proposalPriceRefusal(12_000.5, 11_850, 12_345)).toMatch(/whole number/);
  });
});

describe('months and financial years in India', () => {
  it('reads the month in Indian time', () => {
    expect(indianMonth(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04');
    expect(indianMonth(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03');
  });
  it('bounds a month at Indian midnight', () => {
    expect(monthBounds('2026-12')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-31T18:30:00Z') });
  });
  it('runs the financial year April to March', () => {
    expect(financialYearBounds(new Date('2026-02-10T00:00:00Z'))).toEqual({
      label: '2025-26',
      from: new Date('2025-03-31T18:30:00Z'),
      to: new Date('2026-03-31T18:30:00Z'),
    });
    expect(financialYearBounds(new Date('2026-04-01T00:00:00Z')).label).toBe('2026-27');
  });
});
