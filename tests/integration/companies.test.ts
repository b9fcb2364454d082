import { describe, expect, it } from 'vitest';

import getCompanyList from '@/pages/api/v1/admin/getCompanyList';

import { call, INJECTION_STRINGS } from './http';

type List = { result: { name: string; slug: string; urlName: string; logo: string | null }[]; total: number };

describe('GET /api/v1/admin/getCompanyList', () => {
  it('lists the first page of companies with the spec defaults', async () => {
    const { status, body } = await call(getCompanyList, { query: { page: '1', limit: '10' } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data as List;
    expect(data.result).toHaveLength(10);
    expect(data.total).toBeGreaterThanOrEqual(60);
    expect(Object.keys(data.result[0]!).sort()).toEqual(['id', 'logo', 'name', 'slug', 'urlName']);
  });

  it('matches the name case-insensitively, anywhere in the name', async () => {
    const first = ((await call(getCompanyList)).body.data as List).result[0]!;
    const fragment = first.name.slice(1, 5);
    for (const name of [fragment.toUpperCase(), fragment.toLowerCase()]) {
      const { status, body } = await call(getCompanyList, { query: { name } });
      expect(status).toBe(200);
      const names = (body.data as List).result.map((c) => c.name);
      expect(names).toContain(first.name);
      expect(names.every((n) => n.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
    }
  });

  it('pages through the list without overlap', async () => {
    const one = (await call(getCompanyList, { query: { page: '1', limit: '5' } })).body.data as List;
    const two = (await call(getCompanyList, { query: { page: '2', limit: '5' } })).body.data as List;
    expect(two.result).toHaveLength(5);
    const overlap = one.result.filter((a) => two.result.some((b) => b.slug === a.slug));
    expect(overlap).toEqual([]);
  });

  it('marks a found list as the same for every caller, and a miss or a refusal as not to be kept', async () => {
    // nginx keeps a found list a few seconds (docs/nginx.conf), counting the search's rate limit in front of it.
    const found = await call(getCompanyList, { query: { page: '1', limit: '10' } });
    expect(found.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=50');
    const missing = await call(getCompanyList, { query: { name: 'zzzz-no-such-company' } });
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const refused = await call(getCompanyList, { query: { limit: '51' } });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 with a message when nothing matches', async () => {
    const { status, body } = await call(getCompanyList, { query: { name: 'zzzz-no-such-company' } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('No company matches') });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '' }, 'limit'],
    [{ name: 'x'.repeat(101) }, 'name'],
  ])('refuses %j with 400 and a message for %s', async (query, field) => {
    const { status, body } = await call(getCompanyList, { query });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors?.[field]).toEqual(expect.any(String));
  });

  it.each(INJECTION_STRINGS)('treats %j as plain text', async (name) => {
    const { status, body } = await call(getCompanyList, { query: { name } });
    expect([200, 404]).toContain(status);
    if (status === 200) {
      for (const company of (body.data as List).result) expect(company.name.toLowerCase()).toContain(name.toLowerCase());
    }
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { status, headers, body } = await call(getCompanyList, { method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body.success).toBe(false);
  });
});
