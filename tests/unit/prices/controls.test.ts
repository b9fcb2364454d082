import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  fieldsBeyondThreshold,
  movedBeyond,
  partnerPriceFloorPaise,
  percentMove,
  PRICE_ORDER_MESSAGES,
  priceOrderErrors,
  referencePrices,
  stoodWholeWorkingDay,
} from '@/lib/prices/controls';

// India's 10:00 on a day, as an instant.
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`);

describe('prices in order', () => {
  it('accepts buy-back ≤ partner ≤ investor price above the floor, and names the field that breaks it', () => {
    expect(priceOrderErrors({ pricePaise: 10_000, partnerPricePaise: 9_600, buybackPricePaise: 9_200 }, 80)).toEqual({});
    expect(priceOrderErrors({ pricePaise: 10_000, partnerPricePaise: 10_000, buybackPricePaise: 10_000 }, 80)).toEqual({});
    expect(priceOrderErrors({ pricePaise: 10_000, partnerPricePaise: 9_600, buybackPricePaise: null }, 80)).toEqual({});
    expect(priceOrderErrors({ pricePaise: 10_000, partnerPricePaise: 10_001, buybackPricePaise: null }, 80)).toEqual({
      partnerPricePaise: PRICE_ORDER_MESSAGES.partnerAboveInvestor,
    });
    expect(priceOrderErrors({ pricePaise: 119_900, partnerPricePaise: 115_000, buybackPricePaise: 125_030 }, 80)).toEqual({
      buybackPricePaise: PRICE_ORDER_MESSAGES.buybackAbovePartner,
    });
    // The finding: a partner price of one paisa.
    expect(priceOrderErrors({ pricePaise: 2_080, partnerPricePaise: 1, buybackPricePaise: null }, 80)).toEqual({
      partnerPricePaise: 'The partner price cannot be below 80% of the investor price (₹16.64).',
    });
  });

  it('rounds the floor up to the paisa', () => {
    expect(partnerPriceFloorPaise(12_345, 80)).toBe(9_876);
    expect(partnerPriceFloorPaise(12_346, 80)).toBe(9_877);
    expect(priceOrderErrors({ pricePaise: 12_346, partnerPricePaise: 9_876, buybackPricePaise: null }, 80)).toHaveProperty(
      'partnerPricePaise',
    );
  });

  it('never lets the buy-back price above what the platform sells at (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: 50, max: 99 }),
        (pricePaise, partnerPricePaise, buybackPricePaise, floor) => {
          const ok = Object.keys(priceOrderErrors({ pricePaise, partnerPricePaise, buybackPricePaise }, floor)).length === 0;
          if (ok) {
            expect(partnerPricePaise).toBeLessThanOrEqual(pricePaise);
            expect(partnerPricePaise * 100).toBeGreaterThanOrEqual(pricePaise * floor);
            if (buybackPricePaise !== null) expect(buybackPricePaise).toBeLessThanOrEqual(partnerPricePaise);
          }
        },
      ),
    );
  });
});

describe('the threshold', () => {
  it('is a move of more than the percentage; a quote from none or to none always is', () => {
    expect(movedBeyond(10_000, 11_000, 10)).toBe(false);
    expect(movedBeyond(10_000, 11_001, 10)).toBe(true);
    expect(movedBeyond(10_000, 8_999, 10)).toBe(true);
    expect(movedBeyond(null, 100, 10)).toBe(true);
    expect(movedBeyond(100, null, 10)).toBe(true);
    expect(movedBeyond(null, null, 10)).toBe(false);
    expect(
      fieldsBeyondThreshold(
        { pricePaise: 10_000, partnerPricePaise: 9_600, buybackPricePaise: 9_200 },
        { pricePaise: 10_500, partnerPricePaise: 10_600, buybackPricePaise: 9_200 },
        10,
      ),
    ).toEqual(['partnerPricePaise']);
  });

  it('slices are judged as the move they add up to: eight steps of +9% from the reference', () => {
    const reference = { pricePaise: 2_080, partnerPricePaise: 2_000, buybackPricePaise: 1_900, since: at('2026-12-07').toISOString() };
    let price = 2_080;
    const beyond: boolean[] = [];
    for (let step = 0; step < 8; step += 1) {
      price = Math.round(price * 1.09);
      beyond.push(movedBeyond(reference.pricePaise, price, 10));
    }
    // Only the first step is within 10% of the reference.
    expect(beyond).toEqual([false, true, true, true, true, true, true, true]);
  });

  it('says the move in words', () => {
    expect(percentMove(2_080, 3_120)).toBe('+50.0%');
    expect(percentMove(3_120, 1_299)).toBe('-58.4%');
    expect(percentMove(null, 100)).toBe('new quote');
    expect(percentMove(100, null)).toBe('quote withdrawn');
  });
});

describe('the reference', () => {
  const company = (changedAt: Date | null) => ({
    pricePaise: 11_000,
    partnerPricePaise: 10_500,
    buybackPricePaise: 10_000,
    pricesChangedAt: changedAt,
    priceReference: { pricePaise: 10_000, partnerPricePaise: 9_600, buybackPricePaise: 9_200, since: '2026-12-01T04:30:00.000Z' },
  });

  it('is the kept reference until today’s prices have stood a whole working day', () => {
    // Changed on Monday 7 December: Tuesday is the next working day; from Wednesday they have stood a whole one.
    const monday = at('2026-12-07', '15:00');
    expect(referencePrices(company(monday), at('2026-12-07', '18:00')).pricePaise).toBe(10_000);
    expect(referencePrices(company(monday), at('2026-12-08', '23:59')).pricePaise).toBe(10_000);
    expect(referencePrices(company(monday), at('2026-12-09', '00:01')).pricePaise).toBe(11_000);
  });

  it('counts working days: a Friday change stands a whole working day once Monday is over; a holiday does not count', () => {
    const friday = at('2026-12-11');
    expect(stoodWholeWorkingDay(friday, at('2026-12-14', '23:00'))).toBe(false);
    expect(stoodWholeWorkingDay(friday, at('2026-12-15', '00:30'))).toBe(true);
    expect(stoodWholeWorkingDay(friday, at('2026-12-15', '00:30'), new Set(['2026-12-14']))).toBe(false);
    expect(stoodWholeWorkingDay(friday, at('2026-12-16', '00:30'), new Set(['2026-12-14']))).toBe(true);
  });

  it('is today’s prices when no change was ever counted', () => {
    expect(referencePrices({ ...company(null), priceReference: null }, at('2026-12-07'))).toMatchObject({ pricePaise: 11_000 });
  });
});
