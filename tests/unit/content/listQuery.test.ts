import { describe, expect, it } from 'vitest';

import { listHref } from '@/components/articles/listHref';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import { MAX_PAGE } from '@/lib/validations/pagination';
import { articleCategoryPath, MAX_SEARCH_LENGTH, parseArticleListQuery } from '@/lib/validations/content';

describe('parseArticleListQuery', () => {
  it('defaults to every category, no search, page 1', () => {
    expect(parseArticleListQuery({})).toEqual({ category: undefined, q: '', page: 1 });
  });

  it('accepts good values', () => {
    expect(parseArticleListQuery({ category: 'startups', q: 'IPO window', page: '3' })).toEqual({
      category: 'startups',
      q: 'IPO window',
      page: 3,
    });
  });

  it('accepts a category in any case', () => {
    expect(parseArticleListQuery({ category: 'Real-Estate' }).category).toBe('real-estate');
  });

  it.each([['nonsense'], [''], ['private equity'], [['startups', 'real-estate']]])('ignores a bad category %j', (category) => {
    const parsed = parseArticleListQuery({ category });
    expect(parsed.category).toBe(Array.isArray(category) ? 'startups' : undefined);
  });

  it.each([
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['1.5', 1],
    ['', 1],
    ['1e3', 1],
    ['9999999999999', 1],
    [String(MAX_PAGE + 5), MAX_PAGE],
    [['2', '5'], 2],
  ])('clamps page %j to %i', (page, expected) => {
    expect(parseArticleListQuery({ page }).page).toBe(expected);
  });

  it('trims, collapses spaces and shortens the search text', () => {
    expect(parseArticleListQuery({ q: '   pre-IPO \n\t shares  ' }).q).toBe('pre-IPO shares');
    expect(parseArticleListQuery({ q: 'x'.repeat(500) }).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('keeps odd search text as text (the database treats it as a value, never as SQL)', () => {
    for (const q of ["'; drop table articles;--", '<script>', '%_%', '😀 ünïcødé']) {
      expect(parseArticleListQuery({ q }).q).toBe(q);
    }
  });

  it('never throws on unexpected shapes', () => {
    expect(parseArticleListQuery({ q: 5, page: {}, category: null })).toEqual({ category: undefined, q: '', page: 1 });
  });
});

describe('list URLs', () => {
  it('leaves defaults out and encodes the search', () => {
    expect(listHref('/articles', {})).toBe('/articles');
    expect(listHref('/articles', { page: 1 })).toBe('/articles');
    expect(listHref('/articles', { category: 'startups', q: 'a&b c', page: 2 })).toBe('/articles?category=startups&q=a%26b+c&page=2');
  });

  it('makes canonical paths from category and page, never the search', () => {
    expect(listCanonicalPath('/articles', { category: 'startups', page: 2 })).toBe('/articles?category=startups&page=2');
    expect(listCanonicalPath('/in-the-news', { category: null, page: 1 })).toBe('/in-the-news');
    expect(pagedTitle('Webcasts', 1)).toBe('Webcasts');
    expect(pagedTitle('Webcasts', 3)).toBe('Webcasts – Page 3');
  });

  it('points each category at its list', () => {
    expect(articleCategoryPath('real-estate')).toBe('/articles/Real-Estate');
    expect(articleCategoryPath('in-the-news')).toBe('/in-the-news');
    expect(articleCategoryPath('startups')).toBe('/articles?category=startups');
  });
});
