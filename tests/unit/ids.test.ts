// Database ids from paths, query strings and bodies: one parser with PostgreSQL's integer bound.
import { describe, expect, it } from 'vitest';

import { idField, idText, MAX_ID, parseId } from '@/lib/validations/ids';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['1234567890', 1_234_567_890],
    ['2147483647', MAX_ID],
  ])('reads %j', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it.each(['', '0', '-1', '+1', '1.5', '1e3', '0x10', '007', ' 1', '1 ', '2147483648', '9999999999', '99999999999999999999', 'NaN', '١٢'])(
    'refuses %j',
    (text) => {
      expect(parseId(text)).toBeNull();
    },
  );

  it.each([1, 2147483648, null, undefined, ['1'], { id: '1' }])('refuses what is not text: %j', (value) => {
    expect(parseId(value)).toBeNull();
  });
});

describe('idField (a body) and idText (a query string)', () => {
  const field = idField('Please choose one.');
  const text = idText('Must be an id.');

  it('takes a number or digits within the bound', () => {
    expect(field.parse(7)).toBe(7);
    expect(field.parse(' 12 ')).toBe(12);
    expect(field.parse(MAX_ID)).toBe(MAX_ID);
    expect(text.parse('2147483647')).toBe(MAX_ID);
  });

  it.each([2147483648, 0, -3, 1.5, '2147483648', '99999999999999999999', 'abc', null])('refuses %j with the field’s message', (value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe('Please choose one.');
  });

  it.each(['2147483648', '0', '-1', 'x'])('idText refuses %j with its message', (value) => {
    expect(text.safeParse(value).error?.issues[0]?.message).toBe('Must be an id.');
  });
});
