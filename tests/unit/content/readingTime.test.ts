import { describe, expect, it } from 'vitest';

import { readingTimeMinutes } from '@/lib/readingTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [1000, 5],
    [1001, 6],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it('is at least one minute for empty or whitespace-only text', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(' \n\t ')).toBe(1);
  });

  it('does not count Markdown markers as words', () => {
    const markdown = `## ${words(100)}\n\n- ${words(100)}\n\n> ---`;
    expect(readingTimeMinutes(markdown)).toBe(1);
    expect(readingTimeMinutes(`${markdown} extra`)).toBe(2);
  });

  it('counts words in any script', () => {
    expect(readingTimeMinutes(Array.from({ length: 201 }, () => 'निवेश').join(' '))).toBe(2);
  });
});
