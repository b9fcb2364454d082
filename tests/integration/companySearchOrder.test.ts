// Header search order: names that start with the query come first, then the other matches, each A to Z.
import { describe, expect, it } from 'vitest';

import getCompanyList from '@/pages/api/v1/admin/getCompanyList';

import { call } from './http';

type List = { result: { name: string }[] };

const names = async (name: string) =>
  ((await call(getCompanyList, { query: { page: '1', limit: '50', name } })).body.data as List).result.map((c) => c.name);

describe('company search order', () => {
  it('lists names starting with the query first, then the others, alphabetically within each', async () => {
    // A query that both starts some names and appears inside others in the seeded data.
    const all = (await names('a')).map((n) => n.toLowerCase());
    const query = ['in', 'te', 'pa', 'ma', 'ar', 'al'].find(
      (q) => all.some((n) => n.startsWith(q)) && all.some((n) => !n.startsWith(q) && n.includes(q)),
    );
    expect(query, 'seed data has no query that both starts and sits inside names').toBeDefined();
    const found = await names(query ?? '');
    const starts = found.findIndex((n) => !n.toLowerCase().startsWith(query ?? ''));
    expect(starts).toBeGreaterThan(0);
    const head = found.slice(0, starts);
    const tail = found.slice(starts);
    expect(tail.every((n) => !n.toLowerCase().startsWith(query ?? ''))).toBe(true);
    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(head).toEqual([...head].sort(byName));
    expect(tail).toEqual([...tail].sort(byName));
  });
});
