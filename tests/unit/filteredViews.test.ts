// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { filteredViewRewrites, publicPathOf } from '@/lib/filteredViews';
import { companyRecordsHref, type CompanyRecordsState } from '@/lib/validations/companies';

const plain: CompanyRecordsState = { page: 1, sector: null, category: null, status: null, sort: 'name-asc', view: 'grid' };
const rewritten = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const rule = filteredViewRewrites().find(
    (rewrite) => rewrite.source === url.pathname && rewrite.has.every((condition) => url.searchParams.has(condition.key)),
  );
  return rule?.destination ?? null;
};

describe('filtered views of the reused list pages', () => {
  it('send every link the company records write with a query to the server-rendered twin', () => {
    const changes: Partial<CompanyRecordsState>[] = [
      { page: 2 },
      { sector: 'Technology' },
      { category: 'startup' },
      { status: 'Available' },
      { sort: 'price-desc' },
      { view: 'table' },
    ];
    for (const change of changes)
      expect(rewritten(companyRecordsHref(plain, change)), JSON.stringify(change)).toBe('/filtered/indian-stocks');
  });

  it('leave the plain lists, and parameters the lists do not read, to the reused page', () => {
    expect(rewritten(companyRecordsHref(plain))).toBeNull();
    expect(rewritten('/indian-stocks?utm_source=newsletter')).toBeNull();
    expect(rewritten('/articles')).toBeNull();
    for (const query of ['page=2', 'category=ipo', 'q=zepto']) expect(rewritten(`/articles?${query}`)).toBe('/filtered/articles');
  });

  it('count a twin as its list for menus', () => {
    expect(publicPathOf('/filtered/indian-stocks')).toBe('/indian-stocks');
    expect(publicPathOf('/filtered/articles')).toBe('/articles');
    expect(publicPathOf('/screener')).toBe('/screener');
  });
});
