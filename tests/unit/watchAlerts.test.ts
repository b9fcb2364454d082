import { describe, expect, it } from 'vitest';

import { alertTransition } from '@/lib/server/services/watchAlerts';
import { rupeesToPaise } from '@/lib/validations/watchAlerts';

const at = (pricePaise: number, status: 'Available' | 'Sold Out' | 'Coming Soon' = 'Available') => ({ pricePaise, status });

describe('alertTransition', () => {
  const above = { kind: 'price_above' as const, levelPaise: 25_000, armed: true };
  const below = { kind: 'price_below' as const, levelPaise: 18_000, armed: true };

  it('fires price_above only when crossing from at-or-below to above', () => {
    expect(alertTransition(above, at(20_000), at(25_001))).toBe('fire');
    expect(alertTransition(above, at(25_000), at(25_001))).toBe('fire');
    expect(alertTransition(above, at(20_000), at(25_000))).toBeNull();
    expect(alertTransition(above, at(26_000), at(27_000))).toBeNull();
    expect(alertTransition({ ...above, armed: false }, at(20_000), at(26_000))).toBeNull();
  });

  it('re-arms price_above when the price is back at or below the level', () => {
    expect(alertTransition({ ...above, armed: false }, at(26_000), at(25_000))).toBe('rearm');
    expect(alertTransition({ ...above, armed: false }, at(26_000), at(25_500))).toBeNull();
  });

  it('is symmetric for price_below', () => {
    expect(alertTransition(below, at(18_000), at(17_999))).toBe('fire');
    expect(alertTransition(below, at(17_000), at(16_000))).toBeNull();
    expect(alertTransition({ ...below, armed: false }, at(17_000), at(18_000))).toBe('rearm');
    expect(alertTransition({ ...below, armed: false }, at(17_000), at(17_500))).toBeNull();
  });

  it('fires available when the status becomes Available and re-arms when it is not', () => {
    const available = { kind: 'available' as const, levelPaise: null, armed: true };
    expect(alertTransition(available, at(1, 'Sold Out'), at(1, 'Available'))).toBe('fire');
    expect(alertTransition(available, at(1, 'Coming Soon'), at(1, 'Available'))).toBe('fire');
    expect(alertTransition(available, at(1, 'Available'), at(2, 'Available'))).toBeNull();
    expect(alertTransition({ ...available, armed: false }, at(1, 'Available'), at(1, 'Sold Out'))).toBe('rearm');
  });
});

describe('rupeesToPaise', () => {
  it('reads rupees into exact paise', () => {
    expect(rupeesToPaise('1,250.5')).toBe(125_050);
    expect(rupeesToPaise('₹ 0.29')).toBe(29);
    expect(rupeesToPaise('1.1')).toBe(110);
    expect(rupeesToPaise('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 in floating point
    expect(rupeesToPaise('900')).toBe(90_000);
  });
  it('refuses what is not a positive amount with at most two decimals', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12..5']) expect(rupeesToPaise(text)).toBeNull();
  });
});
