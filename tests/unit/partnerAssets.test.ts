import { describe, expect, it } from 'vitest';

import { endOfIndianDay, holdingsAsOn } from '@/lib/server/services/partnerAssets';
import { indiaDay } from '@/lib/workingDays';
import { maskTail } from '@/lib/validations/kyc';
import { isAssetsDate } from '@/lib/validations/partnerAssets';

const move = (kind: 'buy' | 'sell', quantity: number, at: string, userId = 1, companyId = 7) => ({
  kind,
  quantity,
  at: new Date(at),
  userId,
  companyId,
});

describe('holdingsAsOn', () => {
  const moves = [
    move('buy', 20, '2024-01-10T06:00:00Z'),
    move('sell', 5, '2024-02-15T06:00:00Z'),
    move('buy', 3, '2024-01-12T06:00:00Z', 2),
    move('sell', 3, '2024-01-20T06:00:00Z', 2),
    move('buy', 4, '2024-01-10T06:00:00Z', 1, 8),
  ];

  it('counts completed buys less completed sales before the cutoff, dropping what is fully sold', () => {
    expect(holdingsAsOn(moves, endOfIndianDay('2024-01-09'))).toEqual([]);
    expect(holdingsAsOn(moves, endOfIndianDay('2024-01-15'))).toEqual([
      { userId: 1, companyId: 7, quantity: 20 },
      { userId: 2, companyId: 7, quantity: 3 },
      { userId: 1, companyId: 8, quantity: 4 },
    ]);
    expect(holdingsAsOn(moves, endOfIndianDay('2024-02-20'))).toEqual([
      { userId: 1, companyId: 7, quantity: 15 },
      { userId: 1, companyId: 8, quantity: 4 },
    ]);
  });

  it('ends a day at midnight India time', () => {
    expect(endOfIndianDay('2024-01-10').toISOString()).toBe('2024-01-10T18:30:00.000Z');
    const lateEvening = [move('buy', 1, '2024-01-10T18:29:59Z'), move('buy', 1, '2024-01-10T18:30:00Z')];
    expect(holdingsAsOn(lateEvening, endOfIndianDay('2024-01-10'))).toEqual([{ userId: 1, companyId: 7, quantity: 1 }]);
    expect(indiaDay(new Date('2024-01-10T19:00:00Z'))).toBe('2024-01-11');
  });
});

describe('isAssetsDate and maskTail', () => {
  it('accepts real past days only', () => {
    expect(isAssetsDate('2024-02-29', '2024-03-01')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-3-1', '2024-03-02', '1999-12-31'])
      expect(isAssetsDate(bad, '2024-03-01')).toBe(false);
  });
  it('keeps the last four characters, masked by the one rule (the KYC page, PDFs and the partner area alike)', () => {
    expect(maskTail('123456789012')).toBe('••••9012');
    expect(maskTail('123')).toBe('123');
  });
});
