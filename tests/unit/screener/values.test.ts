// A text no company has, compared with `=`: which comparisons are checked, which known values are named as
// the nearest, and the wording of the refusal; and the empty state's wording from what the query holds.
import { describe, expect, it } from 'vitest';

import { noMatchWording } from '@/components/screener/noMatch';
import { defaultFilters } from '@/lib/screener';
import { nearestValues, parseScreenerQueryText, textEqualities, unknownValueMessage } from '@/lib/screenerQuery';

// The demo companies' sectors (lib/server/db/seedData/companies.ts).
const SECTORS = [
  'Consumer',
  'Energy',
  'Financial Services',
  'Healthcare',
  'Logistics',
  'Manufacturing',
  'Media',
  'Real Estate',
  'Technology',
  'Telecom',
];

describe('textEqualities', () => {
  it('finds each text column compared with = to a quoted text, either way round, under NOT too, once', () => {
    const tree = parseScreenerQueryText(
      'Sector = "Fintech" AND ("pre-ipo" = Category OR NOT Status = "Gone") AND sector = "FINTECH" AND Name CONTAINS "x" AND Status != "y" AND P/E = 3',
    );
    expect(textEqualities(tree)).toEqual([
      { key: 'sector', value: 'Fintech' },
      { key: 'category', value: 'pre-ipo' },
      { key: 'status', value: 'Gone' },
    ]);
  });
});

describe('nearestValues', () => {
  it('names values sharing a word’s beginning or a run of letters, best first, case-insensitively', () => {
    expect(nearestValues('Fintech', SECTORS)).toEqual(['Financial Services', 'Technology']);
    expect(nearestValues('TECH', SECTORS)).toEqual(['Technology']);
    expect(nearestValues('real-estate', SECTORS)).toEqual(['Real Estate']);
  });

  it('catches a typo, and puts values holding the text first', () => {
    expect(nearestValues('Helthcare', SECTORS)[0]).toBe('Healthcare');
    expect(nearestValues('tele', SECTORS)[0]).toBe('Telecom');
    expect(nearestValues('services', SECTORS)).toEqual(['Financial Services']);
  });

  it('names at most three, and none for nothing alike', () => {
    expect(nearestValues('e', SECTORS).length).toBeLessThanOrEqual(3);
    expect(nearestValues('zzqx', SECTORS)).toEqual([]);
    expect(nearestValues('  ', SECTORS)).toEqual([]);
  });
});

describe('unknownValueMessage', () => {
  it('says no company has the value and asks about the nearest', () => {
    expect(unknownValueMessage('sector', 'Fintech', SECTORS)).toBe(
      'no company has Sector "Fintech" — did you mean "Financial Services", "Technology"?',
    );
  });

  it('lists a short column’s values when none is near, and points to CONTAINS for a long one', () => {
    expect(unknownValueMessage('category', 'zzqx', ['unlisted', 'pre-ipo', 'startup'])).toBe(
      'no company has Category "zzqx" — Category is one of "pre-ipo", "startup", "unlisted"',
    );
    const names = Array.from({ length: 40 }, (_, index) => `Company ${index}`);
    expect(unknownValueMessage('name', 'zzqx', names)).toBe(
      'no company has Name "zzqx" — to find part of a text, write Name CONTAINS "zzqx"',
    );
  });
});

describe('noMatchWording', () => {
  const filters = (change: Partial<ReturnType<typeof defaultFilters>>) => ({ ...defaultFilters(), ...change });

  it('advises widening a range only when there is one', () => {
    expect(noMatchWording(filters({ q: 'Price > 1000000' }))).toEqual({
      title: 'No company matches this query.',
      advice: 'Widen a range.',
    });
    expect(noMatchWording(filters({ q: 'Name CONTAINS "zz"' }))).toEqual({
      title: 'No company matches this query.',
      advice: 'Shorten the text after CONTAINS.',
    });
    expect(noMatchWording(filters({ q: 'Sector = "Energy" AND Category = "startup"' })).advice).toBe(
      'Change a text after = or drop a condition joined by AND.',
    );
    expect(noMatchWording(filters({ q: 'P/E = 3.14' })).advice).toBe('Change a number after =.');
  });

  it('words the form’s filters and the query together', () => {
    const ranged = defaultFilters();
    ranged.ranges.price = { min: 9_999_999, max: null };
    expect(noMatchWording(ranged)).toEqual({ title: 'No company matches these filters.', advice: 'Widen a range.' });
    expect(noMatchWording({ ...filters({ q: 'Name CONTAINS "zz"', sector: 'Energy' }) })).toEqual({
      title: 'No company matches this query with these filters.',
      advice: 'Choose another sector or shorten the text after CONTAINS.',
    });
  });
});
