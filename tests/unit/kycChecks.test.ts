import { describe, expect, it } from 'vitest';

import { KYC_CHECK_MESSAGES, kycAutomaticCheck, namesMatch, nameWords } from '@/lib/kycChecks';

describe('KYC automatic check', () => {
  it('reads a name as its words, titles and punctuation dropped', () => {
    expect(nameWords('Mr. Rahul K. Sharma')).toEqual(['RAHUL', 'K', 'SHARMA']);
    expect(nameWords('  smt   Kavya-Rao ')).toEqual(['KAVYA', 'RAO']);
    expect(nameWords('कविता शर्मा')).toEqual([]);
  });

  it.each([
    ['Rahul Sharma', 'RAHUL SHARMA', true],
    ['Rahul Sharma', 'Sharma Rahul', true],
    ['Rahul Kumar Sharma', 'Rahul Sharma', true],
    ['Rahul Kumar Sharma', 'R K Sharma', true],
    ['R Sharma', 'Rahul Sharma', true],
    ['Mr Rahul Sharma', 'Rahul Sharma', true],
    ['Rahul Sharma', 'Rohit Sharma', false],
    ['Rahul Sharma', 'Sharma', false],
    ['Rahul', 'Rahul', true],
    ['Rahul Sharma', 'Sharma Sharma', false],
    ['Rahul Sharma', 'Sharma Enterprises', false],
    ['कविता शर्मा', 'कविता शर्मा', false],
  ])('%s and %s match: %s', (a, b, expected) => {
    expect(namesMatch(a, b)).toBe(expected);
    expect(namesMatch(b, a)).toBe(expected);
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
