// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { addMonths, heldLots, lockInFor, longTermDate, nextLongTermDate } from '@/lib/holdingRules';
import { termOf } from '@/lib/reports/holdingPeriod';

const day = (text: string) => new Date(`${text}T10:00:00.000Z`);

describe('addMonths / longTermDate', () => {
  it('is the day after the same India day 24 months later: the first day a sale is long-term', () => {
    expect(longTermDate(day('2025-03-15'))).toBe('2027-03-16');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths(day('2025-01-31'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(longTermDate(day('2024-02-29'))).toBe('2026-03-01');
  });
  it('counts India’s day: a purchase at 01:00 IST on 1 Apr is a 1 Apr purchase, though it is 31 Mar in UTC', () => {
    expect(longTermDate(new Date('2024-03-31T19:30:00.000Z'))).toBe('2026-04-02');
  });
  it('agrees with the capital-gains statement’s rule on the day before and the day itself', () => {
    for (const bought of ['2023-04-10', '2024-02-29', '2024-08-31', '2025-12-31']) {
      const from = longTermDate(new Date(`${bought}T06:30:00.000Z`));
      const before = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(termOf(bought, from), bought).toBe('long');
      expect(termOf(bought, before), bought).toBe('short');
    }
  });
});

describe('heldLots', () => {
  const now = day('2026-06-01');
  const buys = [
    { boughtAt: day('2025-01-10'), quantity: 20 },
    { boughtAt: day('2023-05-01'), quantity: 10 },
  ];

  it('orders lots oldest first and marks those held over 24 months as long-term', () => {
    expect(heldLots(buys, 0, now)).toEqual([
      { boughtAt: day('2023-05-01').toISOString(), quantity: 10, longTermOn: '2025-05-02', longTerm: true },
      { boughtAt: day('2025-01-10').toISOString(), quantity: 20, longTermOn: '2027-01-11', longTerm: false },
    ]);
  });

  it('takes sales from the oldest lot first', () => {
    expect(heldLots(buys, 12, now)).toEqual([
      { boughtAt: day('2025-01-10').toISOString(), quantity: 18, longTermOn: '2027-01-11', longTerm: false },
    ]);
    expect(heldLots(buys, 30, now)).toEqual([]);
  });

  it('gives the next long-term date of the lots not yet long-term', () => {
    expect(nextLongTermDate(heldLots(buys, 0, now))).toBe('2027-01-11');
    expect(nextLongTermDate(heldLots(buys.slice(1), 0, now))).toBeNull();
  });
});

describe('lockInFor', () => {
  it('locks a listed company’s pre-IPO shares for 6 months from the allotment date in its status', () => {
    expect(lockInFor('Listed on NSE, allotted 2027-03-12')).toEqual({
      kind: 'locked',
      until: '2027-09-12T00:00:00.000Z',
      text: 'Locked in for 6 months from the IPO allotment.',
    });
    expect(lockInFor('Listed on BSE')).toMatchObject({ kind: 'locked', until: null });
  });

  it.each(['DRHP filed', 'SEBI observations received', 'Board approved IPO plan', 'Expected listing FY2028'])(
    'warns of a lock-in on listing for %j',
    (status) => {
      expect(lockInFor(status)).toMatchObject({ kind: 'if_listed', until: null });
    },
  );

  it.each(['No IPO plans announced', null, undefined, ''])('has no lock-in for %j', (status) => {
    expect(lockInFor(status)).toBeNull();
  });
});
