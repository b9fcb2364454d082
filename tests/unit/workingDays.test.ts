import { describe, expect, it } from 'vitest';

import { formatDate } from '@/lib/format';
import { addWorkingDays, indiaDay, isCalendarDay, isWeekend, transferDueOn } from '@/lib/workingDays';

const none: ReadonlySet<string> = new Set();

describe('working days', () => {
  it('skips Saturdays and Sundays', () => {
    // 2026-11-26 is a Thursday.
    expect(addWorkingDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-29', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-26', 5)).toBe('2026-12-03');
    expect(addWorkingDays('2026-11-26', 0)).toBe('2026-11-26');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });

  it('skips holidays when given a list', () => {
    expect(addWorkingDays('2026-11-26', 1, new Set(['2026-11-27']))).toBe('2026-11-30');
  });

  it('refuses a negative or fractional count and a day that is not one', () => {
    expect(() => addWorkingDays('2026-11-26', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-26', 1.5)).toThrow(RangeError);
    expect(() => addWorkingDays('not a day', 1)).toThrow(RangeError);
  });

  it('counts from the day in India, not in UTC', () => {
    // Friday 22:00 UTC is Saturday 03:30 in India: one working day later is Monday.
    expect(indiaDay(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
    expect(transferDueOn(new Date('2026-11-27T22:00:00Z'), 1, none)).toBe('2026-11-30');
    // Friday 18:00 UTC is still Friday 23:30 in India.
    expect(transferDueOn(new Date('2026-11-27T18:00:00Z'), 1, none)).toBe('2026-11-30');
    expect(transferDueOn(new Date('2026-11-26T18:00:00Z'), 1, none)).toBe('2026-11-27');
  });

  it('runs a transfer past a weekend and the market holidays it is given', () => {
    // Thursday 1 October 2026, 10:00 in India; Friday 2 October is Gandhi Jayanti, then a weekend.
    const thursday = new Date('2026-10-01T04:30:00Z');
    const gandhiJayanti = new Set(['2026-10-02']);
    expect(transferDueOn(thursday, 1, none)).toBe('2026-10-02');
    expect(transferDueOn(thursday, 1, gandhiJayanti)).toBe('2026-10-05');
    expect(transferDueOn(thursday, 2, gandhiJayanti)).toBe('2026-10-06');
    // Christmas on Friday 25 December 2026 and a holiday on the Monday after: from Thursday, 2 working days is Tuesday.
    expect(transferDueOn(new Date('2026-12-24T06:00:00Z'), 2, new Set(['2026-12-25', '2026-12-28']))).toBe('2026-12-30');
    // A holiday on a weekend changes nothing; one before the start day neither.
    expect(transferDueOn(thursday, 2, new Set(['2026-10-03', '2026-09-30']))).toBe('2026-10-05');
  });

  it('knows a calendar day from a string that only looks like one', () => {
    expect(isCalendarDay('2026-01-26')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-2026')).toBe(false);
    expect(isCalendarDay('2026-1-26')).toBe(false);
  });

  it('reads a due day as that day in India', () => {
    expect(formatDate('2026-11-30')).toBe('30 Nov 2026');
  });
});
