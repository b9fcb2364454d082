// Every example query the screener shows (lib/screenerQuery/examples.ts: the help page, the query box's
// placeholder and hint, the saved-screen form) finds at least one demo company, through the API the page calls.
import { describe, expect, it } from 'vitest';

import { SCREENER_EXAMPLE_QUERIES, UNKNOWN_VALUE_EXAMPLE } from '@/lib/screenerQuery/examples';
import screener from '@/pages/api/v1/common/screener/index';

import { call } from './http';

describe('the screener’s example queries', () => {
  it.each(SCREENER_EXAMPLE_QUERIES)('%s finds at least one company', async (q) => {
    const { status, body } = await call(screener, { query: { q } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body.data as { total: number }).total).toBeGreaterThanOrEqual(1);
  });

  it('the help page’s refusal is the one the API gives', async () => {
    const { status, body } = await call(screener, { query: { q: UNKNOWN_VALUE_EXAMPLE.query } });
    expect(status).toBe(400);
    expect(body.errors?.q).toBe(UNKNOWN_VALUE_EXAMPLE.message);
  });
});
