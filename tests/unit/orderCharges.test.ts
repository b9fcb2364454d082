import { describe, expect, it } from 'vitest';

import { divideRoundHalfUp, orderCharges } from '@/lib/orderCharges';

describe('orderCharges', () => {
  it('charges 0.015% stamp duty, rounded half up to the paisa', () => {
    // ₹10,000 = 10,00,000 paise → 150 paise exactly.
    expect(orderCharges(100_000, 10)).toEqual({
      considerationPaise: 1_000_000,
      stampDutyPaise: 150,
      feePaise: 0,
      gstPaise: 0,
      totalPaise: 1_000_150,
    });
    // 1,00,000 paise × 0.015% = 15 paise; 1,00,001 → 15.00015 → 15; 1,03,334 → 15.5001 → 16; exactly .5 rounds up.
    expect(orderCharges(100_000, 1).stampDutyPaise).toBe(15);
    expect(orderCharges(100_001, 1).stampDutyPaise).toBe(15);
    expect(orderCharges(103_334, 1).stampDutyPaise).toBe(16);
    expect(orderCharges(10_000, 1).stampDutyPaise).toBe(2); // 1.5 → 2
    expect(orderCharges(3_333, 1).stampDutyPaise).toBe(0); // 0.49995 → 0
  });

  it('adds the fee at its rate in basis points and 18% GST on the fee', () => {
    // 30,000 paise at 50 bps: fee 150, GST 27, stamp duty 4.5 → 5.
    expect(orderCharges(10_000, 3, 50)).toEqual({
      considerationPaise: 30_000,
      stampDutyPaise: 5,
      feePaise: 150,
      gstPaise: 27,
      totalPaise: 30_182,
    });
    // A fee of 25 paise has GST 4.5 → 5.
    expect(orderCharges(5_000, 1, 50).gstPaise).toBe(5);
  });

  it('stays exact at the largest order the API accepts', () => {
    const charges = orderCharges(1_000_000_000, 1_000_000, 10_000);
    expect(charges.considerationPaise).toBe(1e15);
    expect(Number.isSafeInteger(charges.totalPaise)).toBe(true);
    expect(charges.totalPaise).toBe(1e15 + 1.5e11 + 1e15 + 1.8e14);
  });

  it('rounds half up for whole numbers', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });
});
