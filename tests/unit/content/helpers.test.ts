import { describe, expect, it } from 'vitest';

import { formatDuration, spokenDuration } from '@/components/content/formatDuration';
import { indexLetter, matchesFilter } from '@/components/content/filterText';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [1845, '30:45'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('spells the duration out for screen readers', () => {
    expect(spokenDuration(1845)).toBe('30 minutes 45 seconds');
    expect(spokenDuration(3660)).toBe('1 hour 1 minute');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});

describe('matchesFilter and indexLetter', () => {
  it('matches every word, in any case and without accents', () => {
    expect(matchesFilter('DEMAT acc', 'Demat Account')).toBe(true);
    expect(matchesFilter('resume', 'Résumé')).toBe(true);
    expect(matchesFilter('demat bond', 'Demat Account')).toBe(false);
    expect(matchesFilter('   ', 'anything')).toBe(true);
  });

  it('files terms under A–Z, anything else under #', () => {
    expect(indexLetter('Anchor Investor')).toBe('A');
    expect(indexLetter('éclair')).toBe('E');
    expect(indexLetter('52-week high')).toBe('#');
  });
});
