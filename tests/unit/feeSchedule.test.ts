import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buyQuote, feeScheduleOf, saleQuote } from '@/lib/feeSchedule';
import { orderCharges } from '@/lib/orderCharges';

const settings = fc.record({
  feeRateBps: fc.integer({ min: 0, max: 1000 }),
  saleFeeRateBps: fc.integer({ min: 0, max: 1000 }),
  dpChargePaise: fc.integer({ min: 0, max: 100_000 }),
});
// The API's bounds: a price up to ₹1 crore, a quantity up to 10 lakh.
const price = fc.integer({ min: 1, max: 1_000_000_000 });
const quantity = fc.integer({ min: 1, max: 1_000_000 });

describe('the fee schedule', () => {
  it('is made of the settings, with stamp duty at 0.015% on purchases and GST at 18% on fees', () => {
    expect(feeScheduleOf({ feeRateBps: 50, saleFeeRateBps: 25, dpChargePaise: 1_500 })).toEqual({
      buyer: { stampDutyPer100k: 15, platformFeeBps: 50, gstPercent: 18 },
      seller: { platformFeeBps: 25, gstPercent: 18, dpChargePaise: 1_500 },
    });
  });

  it('quotes a purchase exactly as the checkout always has (orderCharges)', () => {
    fc.assert(
      fc.property(settings, price, quantity, (s, p, q) => {
        expect(buyQuote(feeScheduleOf(s), p, q)).toEqual(orderCharges(p, q, s.feeRateBps));
      }),
    );
  });

  it('quotes a sale: the price less the fee, GST on the fee only and the DP charge, in whole paise, never below zero', () => {
    fc.assert(
      fc.property(settings, price, quantity, (s, p, q) => {
        const quote = saleQuote(feeScheduleOf(s), p, q);
        for (const value of Object.values(quote)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(quote.considerationPaise).toBe(p * q);
        // Each rounded half up: within half a paisa of the exact amount.
        expect(Math.abs(quote.feePaise - (p * q * s.saleFeeRateBps) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(quote.gstPaise - (quote.feePaise * 18) / 100)).toBeLessThanOrEqual(0.5);
        expect(quote.proceedsPaise).toBe(Math.max(0, p * q - quote.feePaise - quote.gstPaise - quote.dpChargePaise));
      }),
    );
  });

  it('pays the whole price when the sale has no fee and no DP charge (the defaults)', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        expect(saleQuote(feeScheduleOf({ feeRateBps: 100, saleFeeRateBps: 0, dpChargePaise: 0 }), p, q).proceedsPaise).toBe(p * q);
      }),
    );
  });

  it('rounds a worked example as the /fees page shows it', () => {
    // ₹9,000 sold at 0.5% with a ₹20 DP charge: fee ₹45, GST ₹8.10, ₹8,926.90 paid.
    expect(saleQuote(feeScheduleOf({ feeRateBps: 0, saleFeeRateBps: 50, dpChargePaise: 2_000 }), 90_000, 10)).toEqual({
      considerationPaise: 900_000,
      feePaise: 4_500,
      gstPaise: 810,
      dpChargePaise: 2_000,
      proceedsPaise: 892_690,
    });
    // Small enough that the DP charge would take more than the price: nothing, never a negative amount.
    expect(saleQuote(feeScheduleOf({ feeRateBps: 0, saleFeeRateBps: 0, dpChargePaise: 2_000 }), 1_000, 1).proceedsPaise).toBe(0);
  });
});
