import { describe, expect, it } from 'vitest';

import { KYC_CHECK_MESSAGES, kycAutomaticCheck, namesMatch, nameWords } from '@/lib/kycChecks';

describe('KYC automatic check', () => {
  it('reads a name as its words, titles and punctuation dropped', () => {
    expect(nameWords('Mr. Rahul K. Sharma')).toEqual(['RAHUL', 'K', 'SHARMA']);
    expect(nameWords('  smt   Kavya-Rao ')).toEqual(['KAVYA', 'RAO']);
    expect(nameWords('कविता शर्मा')).toEqual([]);
  });

  // Each pair as "name | other name", read both ways.
  const SAME = [
    'Rahul Sharma | RAHUL SHARMA',
    'Rahul Sharma | Sharma Rahul',
    'Rahul Kumar Sharma | Rahul Sharma',
    'Rahul Kumar Sharma | R K Sharma',
    'R Sharma | Rahul Sharma',
    'Mr Rahul Sharma | Rahul Sharma',
    'Rahul | Rahul',
  ];
  const DIFFERENT = [
    'Rahul Sharma | Rohit Sharma',
    'Rahul Sharma | Sharma',
    'Rahul Sharma | Sharma Sharma',
    'Rahul Sharma | Sharma Enterprises',
    'कविता शर्मा | कविता शर्मा',
  ];
  const pairOf = (text: string) => text.split(' | ') as [string, string];

  it('matches a name written another way', () => {
    for (const [a, b] of SAME.map(pairOf)) expect([namesMatch(a, b), namesMatch(b, a)], `${a} | ${b}`).toEqual([true, true]);
  });

  it('does not match another name, a lone surname or a name it cannot read', () => {
    for (const [a, b] of DIFFERENT.map(pairOf)) expect([namesMatch(a, b), namesMatch(b, a)], `${a} | ${b}`).toEqual([false, false]);
  });

  it('passes an individual PAN with the bank account in the investor name, on no other account', () => {
    expect(
      kycAutomaticCheck({ fullName: 'Test Investor', pan: 'ABCPT1234K', bankAccountName: 'TEST INVESTOR', panVerifiedOn: null }),
    ).toEqual({
      passed: true,
      failures: [],
    });
  });

  it('names every check that failed', () => {
    expect(
      kycAutomaticCheck({ fullName: 'Test Investor', pan: 'ABCFT1234K', bankAccountName: 'Acme Traders', panVerifiedOn: 'U123' }),
    ).toEqual({
      passed: false,
      failures: [KYC_CHECK_MESSAGES.notIndividual, KYC_CHECK_MESSAGES.nameMismatch, KYC_CHECK_MESSAGES.panElsewhere('U123')],
    });
  });
});
