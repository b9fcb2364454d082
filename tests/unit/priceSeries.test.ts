import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromPriceSeries, toPriceSeries } from '@/lib/priceSeries';

describe('price series (company page props)', () => {
  it('packs points into the first day, the gaps in days and a column of prices, and unpacks them to the same points, in order', () => {
    const points = [
      { day: '2026-01-02', pricePaise: 12_345 },
      { day: '2026-01-09', pricePaise: 12_400 },
    ];
    expect(toPriceSeries(points)).toEqual({ from: '2026-01-02', gaps: [7], paise: [12_345, 12_400] });
    expect(fromPriceSeries(toPriceSeries(points))).toEqual(points);
    expect(fromPriceSeries(toPriceSeries([]))).toEqual([]);
  });

  it('round-trips any list of points, and its JSON is smaller than the list of objects', () => {
    const point = fc.record({
      day: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      pricePaise: fc.integer({ min: 1, max: 1e12 }),
    });
    fc.assert(
      // Any order: a gap may be negative or zero.
      fc.property(fc.array(point, { maxLength: 200 }), (points) => {
        const series = toPriceSeries(points);
        expect(fromPriceSeries(JSON.parse(JSON.stringify(series)))).toEqual(points);
        if (points.length > 1) expect(JSON.stringify(series).length).toBeLessThan(JSON.stringify(points).length);
      }),
    );
  });
});
