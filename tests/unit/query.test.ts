import { describe, expect, it } from 'vitest';

import { firstValue, oneOf, pageNumber } from '@/lib/query';

describe('firstValue', () => {
  it.each([
    ['text', 'text'],
    ['  padded  ', 'padded'],
    [['first', 'second'], 'first'],
    [[' first '], 'first'],
    [[], ''],
    [undefined, ''],
    [42, ''],
    [[42, 'x'], ''],
  ])('%j -> %j', (value, expected) => {
    expect(firstValue(value)).toBe(expected);
  });
});

describe('oneOf', () => {
  const sorts = ['name', 'price'] as const;
  it('keeps an allowed value, from the first of a repeated parameter', () => {
    expect(oneOf(sorts, 'price')).toBe('price');
    expect(oneOf(sorts, ['name', 'price'])).toBe('name');
    expect(oneOf(sorts, ' name ')).toBe('name');
  });
  it('drops anything else', () => {
    expect(oneOf(sorts, 'Price')).toBeNull();
    expect(oneOf(sorts, ['bogus', 'name'])).toBeNull();
    expect(oneOf(sorts, undefined)).toBeNull();
    expect(oneOf(sorts, '')).toBeNull();
  });
});

describe('pageNumber', () => {
  it.each([
    ['3', 3],
    [' 7 ', 7],
    [['4', '9'], 4],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['1e3', 1],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    ['１２', 1],
  ])('%j -> %i', (value, expected) => {
    expect(pageNumber(value)).toBe(expected);
  });

  it('lowers a page past max to max', () => {
    expect(pageNumber('5000', { max: 1000 })).toBe(1000);
    expect(pageNumber('1000', { max: 1000 })).toBe(1000);
  });

  it('reads more digits than maxDigits as no page number at all', () => {
    expect(pageNumber('1234567890')).toBe(1);
    expect(pageNumber('123456789')).toBe(123456789);
    expect(pageNumber('99999999999999999999', { max: 1000, maxDigits: 20 })).toBe(1000);
    expect(pageNumber('1234567', { maxDigits: 6 })).toBe(1);
  });
});
