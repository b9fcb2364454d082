// The server's central check of the text rule on what a request carries (lib/server/http/cleanInput.ts).
import { describe, expect, it } from 'vitest';

import { assertCleanBody, assertCleanQuery } from '@/lib/server/http/cleanInput';
import { HttpError } from '@/lib/server/http/httpError';
import { TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';

function refusal(check: () => void): { status: number; errors: Record<string, string> } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, errors: error.errors ?? {} };
  }
}

const on = (...fields: string[]) => ({ status: 400, errors: Object.fromEntries(fields.map((field) => [field, TEXT_CHARACTER_MESSAGE])) });

describe('assertCleanQuery', () => {
  it('passes ordinary parameters, Indian scripts and emoji', () => {
    expect(refusal(() => assertCleanQuery({ q: 'टाटा மோட்டார்ஸ் 😀', page: '2', sort: ['name', 'price'] }))).toBeNull();
  });

  it('refuses every control character in a parameter, tab and newline too, naming each', () => {
    expect(refusal(() => assertCleanQuery({ q: '\u0000', sector: 'a\tb', status: ['ok', 'x\n'], page: '1' }))).toEqual(
      on('q', 'sector', 'status'),
    );
    expect(refusal(() => assertCleanQuery({ slug: 'acme\u202e' }))).toEqual(on('slug'));
  });
});

describe('assertCleanBody', () => {
  it('passes multi-line text, numbers, booleans and null at any depth', () => {
    expect(refusal(() => assertCleanBody({ message: 'one\n\ttwo\r\n', n: 1, ok: true, none: null, list: [{ a: 'ण' }] }))).toBeNull();
    expect(refusal(() => assertCleanBody('plain text body'))).toBeNull();
  });

  it('names a nested field by its dotted path, and the body itself as _', () => {
    expect(refusal(() => assertCleanBody({ a: { b: ['fine', 'x\u0000'] }, c: 'y\u2067' }))).toEqual(on('a.b.1', 'c'));
    expect(refusal(() => assertCleanBody('text\u0000'))).toEqual(on('_'));
  });

  it('refuses a key that breaks the rule', () => {
    expect(refusal(() => assertCleanBody({ 'name\u202e': 'x' }))).toEqual(on('name\u202e'));
  });

  it('stops at ten fields, and walks a deep body without recursion', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(refusal(() => assertCleanBody(many))?.errors ?? {})).toHaveLength(10);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(Object.keys(refusal(() => assertCleanBody(deep))?.errors ?? {})).toEqual(['0'.repeat(200_000).split('').join('.')]);
  });
});
