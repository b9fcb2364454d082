import { describe, expect, it } from 'vitest';

import {
  fromTop,
  linePath,
  monthsBefore,
  nearestIndex,
  niceStep,
  pointsInRange,
  priceAxis,
  priceSummary,
  samplePoints,
  tickLabel,
  type PricePoint,
} from '@/components/charts/priceRange';

/** Weekly points ending 2025-06-02, oldest first. */
function weekly(count: number): PricePoint[] {
  const end = Date.UTC(2025, 5, 2);
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(end - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
    pricePaise: 10_000 + i * 10,
  }));
}

describe('monthsBefore', () => {
  it('counts calendar months back, across years', () => {
    expect(monthsBefore('2025-06-02', 1)).toBe('2025-05-02');
    expect(monthsBefore('2025-02-15', 6)).toBe('2024-08-15');
    expect(monthsBefore('2025-06-02', 36)).toBe('2022-06-02');
  });
});

describe('pointsInRange', () => {
  const points = weekly(157);

  it('keeps the points of the last month, six months, year and three years', () => {
    expect(pointsInRange(points, '1M').map((p) => p.day)).toEqual(['2025-05-05', '2025-05-12', '2025-05-19', '2025-05-26', '2025-06-02']);
    expect(pointsInRange(points, '6M')[0]!.day >= '2024-12-02').toBe(true);
    expect(pointsInRange(points, '1Y')).toHaveLength(53);
    expect(pointsInRange(points, '3Y')).toHaveLength(157);
  });

  it('keeps everything for All', () => {
    expect(pointsInRange(points, 'All')).toHaveLength(157);
  });

  it('always ends with the latest point', () => {
    for (const range of ['1M', '6M', '1Y', '3Y', 'All'] as const) expect(pointsInRange(points, range).at(-1)).toEqual(points.at(-1));
  });

  it('keeps two points when the range would hold fewer', () => {
    const sparse = [
      { day: '2024-01-01', pricePaise: 100 },
      { day: '2025-01-01', pricePaise: 200 },
    ];
    expect(pointsInRange(sparse, '1M')).toEqual(sparse);
    expect(pointsInRange([], '1Y')).toEqual([]);
  });
});

describe('priceSummary and linePath', () => {
  it('finds first, last, high and low', () => {
    const points = [
      { day: '2025-01-01', pricePaise: 300 },
      { day: '2025-01-08', pricePaise: 100 },
      { day: '2025-01-15', pricePaise: 500 },
      { day: '2025-01-22', pricePaise: 400 },
    ];
    expect(priceSummary(points)).toEqual({ first: points[0], last: points[3], high: points[2], low: points[1] });
    expect(priceSummary([])).toBeNull();
  });

  it('draws from the left edge to the right edge, high at the top', () => {
    const box = { width: 100, height: 50, top: 0, right: 0, bottom: 0, left: 0 };
    expect(
      linePath(
        [
          { day: 'a', pricePaise: 1 },
          { day: 'b', pricePaise: 3 },
        ],
        box,
      ),
    ).toBe('M0,50 L100,0');
    expect(linePath([{ day: 'a', pricePaise: 7 }], box)).toBe('M0,50');
    // Tenths are kept, a trailing ".0" is not.
    expect(
      linePath(
        [1, 2, 3, 4].map((pricePaise) => ({ day: 'a', pricePaise })),
        { ...box, width: 10 },
      ),
    ).toBe('M0,50 L3.3,33.3 L6.7,16.7 L10,0');
  });

  it('samples long ranges, keeping the latest point', () => {
    const points = weekly(157);
    const sampled = samplePoints(points, 40);
    expect(sampled.length).toBeLessThanOrEqual(40);
    expect(sampled.at(-1)).toEqual(points.at(-1));
  });
});

describe('price axis', () => {
  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.7, 1, 1.4, 2.2, 3, 7, 12, 180, 2600].map(niceStep)).toEqual([1, 1, 2, 2.5, 5, 10, 20, 200, 5000]);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it('widens a small move to at least ±10% of the price, so 5% does not fill the height', () => {
    // ₹1,000 to ₹1,050 (5%): the axis spans at least ₹200 around ₹1,025, on whole ₹50 ticks.
    const axis = priceAxis(100_000, 105_000);
    expect(axis.min).toBeLessThanOrEqual(92_500);
    expect(axis.max).toBeGreaterThanOrEqual(112_500);
    const filled = (105_000 - 100_000) / (axis.max - axis.min);
    expect(filled).toBeLessThanOrEqual(0.25);
    expect(axis.ticks[0]).toBe(axis.min);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    for (const tick of axis.ticks) expect(tick % axis.step).toBe(0);
  });

  it('keeps a wide move as it is, rounded out to nice ticks that contain it', () => {
    const axis = priceAxis(48_000, 312_000);
    expect(axis).toMatchObject({ min: 0, max: 400_000, step: 100_000 });
    expect(axis.ticks).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
  });

  it('never goes below zero for prices, and handles a flat line and tiny prices', () => {
    expect(priceAxis(500, 30_000).min).toBe(0);
    const flat = priceAxis(250_000, 250_000);
    expect(flat.min).toBeLessThan(250_000);
    expect(flat.max).toBeGreaterThan(250_000);
    const tiny = priceAxis(50, 60);
    expect(tiny.min).toBe(0);
    expect(tiny.step).toBeGreaterThanOrEqual(100);
    expect(tiny.ticks.length).toBeGreaterThanOrEqual(2);
  });

  it('labels ticks in whole rupees, Indian grouping', () => {
    expect(tickLabel(12_500_000)).toBe('₹1,25,000');
    expect(tickLabel(5_000)).toBe('₹50');
  });

  it('places prices from the top and finds the nearest point to a pointer', () => {
    const domain = { min: 0, max: 200 };
    expect(fromTop(200, domain)).toBe(0);
    expect(fromTop(0, domain)).toBe(1);
    expect(fromTop(50, domain)).toBe(0.75);
    expect(nearestIndex(0, 5)).toBe(0);
    expect(nearestIndex(0.6, 5)).toBe(2);
    expect(nearestIndex(1.3, 5)).toBe(4);
    expect(nearestIndex(0.5, 1)).toBe(0);
  });

  it('draws the line within a given domain', () => {
    const box = { width: 100, height: 50, top: 0, right: 0, bottom: 0, left: 0 };
    const points = [
      { day: 'a', pricePaise: 100 },
      { day: 'b', pricePaise: 150 },
    ];
    expect(linePath(points, box, { min: 0, max: 200 })).toBe('M0,25 L100,12.5');
  });
});
