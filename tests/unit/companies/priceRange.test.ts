import { describe, expect, it } from 'vitest';

import { linePath, monthsBefore, pointsInRange, priceSummary, samplePoints, type PricePoint } from '@/components/charts/priceRange';

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
    ).toBe('M0.0,50.0 L100.0,0.0');
    expect(linePath([{ day: 'a', pricePaise: 7 }], box)).toBe('M0.0,50.0');
  });

  it('samples long ranges, keeping the latest point', () => {
    const points = weekly(157);
    const sampled = samplePoints(points, 40);
    expect(sampled.length).toBeLessThanOrEqual(40);
    expect(sampled.at(-1)).toEqual(points.at(-1));
  });
});
