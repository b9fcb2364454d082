import { describe, expect, it } from 'vitest';

import { parseScreenerQuery, rangeErrors } from '@/lib/screener';

describe('rangeErrors (the filter form says what the parser would silently drop)', () => {
  it('names the max field of every range whose min is above its max', () => {
    expect(rangeErrors({ priceMin: '500', priceMax: '100', peMin: '5', peMax: '5', roeMin: '-10', roeMax: '-20' })).toEqual({
      priceMax: 'Max must be at least the min (500).',
      roeMax: 'Max must be at least the min (-10).',
    });
  });

  it('has nothing to say about equal, one-sided, blank or malformed ranges', () => {
    expect(rangeErrors({ pbMin: '2', pbMax: '2', pe: '', peMin: '40', growthMax: '-5', valuationMin: 'abc', valuationMax: '1' })).toEqual(
      {},
    );
    expect(rangeErrors({})).toEqual({});
  });

  it('agrees with the parser: exactly the ranges it reports are the ones the parser drops', () => {
    const query = { priceMin: '1,000', priceMax: '999.99', pbMin: '1', pbMax: '3' };
    expect(Object.keys(rangeErrors(query))).toEqual(['priceMax']);
    const parsed = parseScreenerQuery(query, []);
    expect(parsed.ranges.price).toEqual({ min: null, max: null });
    expect(parsed.ranges.pb).toEqual({ min: 1, max: 3 });
  });
});
