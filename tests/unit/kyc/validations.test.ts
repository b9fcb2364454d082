import { describe, expect, it } from 'vitest';

import { formErrors } from '@/lib/validations/fields';
import { dpIdError, KYC_MESSAGES, kycRequiredMessage, kycReviewSchema, kycSubmitSchema, maskTail } from '@/lib/validations/kyc';

const GOOD_NSDL = {
  pan: 'ABCPM1234K',
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Asha Rao',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
};
const GOOD_CDSL = { ...GOOD_NSDL, depository: 'CDSL', dpId: '12081600' };

/** The field's message for the input with one field changed, or null when the whole input is valid. */
function errorFor(change: Record<string, unknown>, field: string) {
  const result = kycSubmitSchema.safeParse({ ...GOOD_NSDL, ...change });
  return result.success ? null : (formErrors(result.error)[field] ?? null);
}

/** One field's cases as [title label, value, expected message or null, field]. */
const rows = (field: string, label: string, cases: [string, string | null][]) =>
  cases.map(([value, message]) => [label, value, message, field] as const);

describe('kycSubmitSchema', () => {
  it('accepts NSDL and CDSL accounts', () => {
    expect(kycSubmitSchema.parse(GOOD_NSDL)).toEqual(GOOD_NSDL);
    expect(kycSubmitSchema.parse(GOOD_CDSL)).toEqual(GOOD_CDSL);
  });

  it('normalises lower case and stray spaces', () => {
    expect(
      kycSubmitSchema.parse({
        pan: ' abcpm 1234k ',
        depository: ' nsdl ',
        dpId: 'in 301234',
        clientId: ' 1023 4567 ',
        bankAccountName: '  Asha Rao  ',
        bankAccountNumber: '1234 5678 9012',
        ifsc: 'hdfc0001234',
      }),
    ).toEqual(GOOD_NSDL);
  });

  it.each([
    ...rows('pan', 'PAN', [
      ['ABCDE1234F', null],
      ['abcde1234f', null],
      ['ABCD1234F', KYC_MESSAGES.pan], // 4 letters
      ['ABCDE123F', KYC_MESSAGES.pan], // 3 digits
      ['ABCDE12345', KYC_MESSAGES.pan], // ends in a digit
      ['12345ABCDE', KYC_MESSAGES.pan],
      ['ABCDE1234FG', KYC_MESSAGES.pan],
      ['ÅBCDE1234F', KYC_MESSAGES.pan],
      ['', 'PAN is required.'],
      ['   ', 'PAN is required.'],
    ]),
    ...rows('ifsc', 'IFSC', [
      ['HDFC0001234', null],
      ['sbin0a1b2c3', null],
      ['HDFC1001234', KYC_MESSAGES.ifsc], // fifth character must be zero
      ['HDF00001234', KYC_MESSAGES.ifsc], // only 3 letters
      ['HDFC000123', KYC_MESSAGES.ifsc], // 10 characters
      ['HDFC00012345', KYC_MESSAGES.ifsc], // 12 characters
      ['HDFC0-01234', KYC_MESSAGES.ifsc],
      ['', 'IFSC is required.'],
    ]),
    ...rows('clientId', 'client ID', [
      ['10234567', null],
      ['1023456', KYC_MESSAGES.clientId],
      ['102345678', KYC_MESSAGES.clientId],
      ['1023456A', KYC_MESSAGES.clientId],
      ['', 'Client ID is required.'],
    ]),
    ...rows('bankAccountNumber', 'bank account number', [
      ['123456789', null], // 9 digits
      ['123456789012345678', null], // 18 digits
      ['12345678', KYC_MESSAGES.bankAccountNumber],
      ['1234567890123456789', KYC_MESSAGES.bankAccountNumber],
      ['12345678901A', KYC_MESSAGES.bankAccountNumber],
      ['1234-5678-9012', KYC_MESSAGES.bankAccountNumber],
      ['', 'Bank account number is required.'],
    ]),
    ...rows('bankAccountName', 'account holder name', [
      ['Asha Rao', null],
      ["D'Souza-Pinto K.", null],
      ['श्रेया शर्मा', null],
      ['A', 'Account holder name must be at least 2 characters.'],
      ['Asha123', 'Account holder name may contain only letters, spaces, dots, hyphens and apostrophes.'],
      ['<script>', 'Account holder name may contain only letters, spaces, dots, hyphens and apostrophes.'],
      ['A'.repeat(101), 'Account holder name must be at most 100 characters.'],
      ['', 'Account holder name is required.'],
    ]),
  ])('%s %j → %s', (_label, value, message, field) => {
    expect(errorFor({ [field]: value }, field)).toBe(message);
  });

  it.each([
    ['NSDL', 'IN301234', null],
    ['nsdl', 'in301234', null],
    ['NSDL', '12081600', KYC_MESSAGES.dpId.NSDL],
    ['NSDL', 'IN30123', KYC_MESSAGES.dpId.NSDL],
    ['NSDL', 'IN3012345', KYC_MESSAGES.dpId.NSDL],
    ['NSDL', 'IX301234', KYC_MESSAGES.dpId.NSDL],
    ['CDSL', '12081600', null],
    ['CDSL', 'IN301234', KYC_MESSAGES.dpId.CDSL],
    ['CDSL', '1208160', KYC_MESSAGES.dpId.CDSL],
    ['CDSL', '120816001', KYC_MESSAGES.dpId.CDSL],
    ['NSDL', '', 'DP ID is required.'],
  ])('%s DP ID %j → %s', (depository, dpId, message) => {
    expect(errorFor({ depository, dpId }, 'dpId')).toBe(message);
  });

  it('still checks the DP ID when the depository is missing or wrong, against either format', () => {
    expect(errorFor({ depository: undefined, dpId: 'IN301234' }, 'dpId')).toBeNull();
    expect(errorFor({ depository: 'BSE', dpId: '12081600' }, 'dpId')).toBeNull();
    expect(errorFor({ depository: undefined, dpId: '123' }, 'dpId')).toBe(KYC_MESSAGES.dpId.unknown);
    expect(errorFor({ depository: undefined }, 'depository')).toBe(KYC_MESSAGES.depository);
    expect(errorFor({ depository: 'BSE' }, 'depository')).toBe(KYC_MESSAGES.depository);
    expect(errorFor({ depository: 1 }, 'depository')).toBe('Depository must be text.');
  });

  it('gives every missing field its own message at once', () => {
    const result = kycSubmitSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(formErrors(result.error!)).toEqual({
      pan: 'PAN is required.',
      depository: KYC_MESSAGES.depository,
      dpId: 'DP ID is required.',
      clientId: 'Client ID is required.',
      bankAccountName: 'Account holder name is required.',
      bankAccountNumber: 'Bank account number is required.',
      ifsc: 'IFSC is required.',
    });
  });

  it('says "must be text" for numbers, arrays and objects, and never crashes on a non-object', () => {
    const result = kycSubmitSchema.safeParse({ ...GOOD_NSDL, pan: 1234, dpId: ['IN301234'], ifsc: { a: 1 } });
    expect(formErrors(result.error!)).toMatchObject({ pan: 'PAN must be text.', dpId: 'DP ID must be text.', ifsc: 'IFSC must be text.' });
    for (const input of ['x', 42, null, [GOOD_NSDL]]) expect(kycSubmitSchema.safeParse(input).success).toBe(false);
  });

  it('refuses very long values with the format message', () => {
    expect(errorFor({ pan: 'A'.repeat(100_000) }, 'pan')).toBe(KYC_MESSAGES.pan);
    expect(errorFor({ bankAccountNumber: '9'.repeat(10_000) }, 'bankAccountNumber')).toBe(KYC_MESSAGES.bankAccountNumber);
  });
});

describe('dpIdError', () => {
  it('matches the depository, or either format when none is chosen', () => {
    expect(dpIdError('NSDL', 'in301234')).toBeNull();
    expect(dpIdError('CDSL', 'IN301234')).toBe(KYC_MESSAGES.dpId.CDSL);
    expect(dpIdError(undefined, 'IN30')).toBe(KYC_MESSAGES.dpId.unknown);
  });
});

describe('kycReviewSchema', () => {
  it('accepts verified, and rejected with a reason', () => {
    expect(kycReviewSchema.parse({ status: 'verified' })).toEqual({ status: 'verified' });
    expect(kycReviewSchema.parse({ status: 'rejected', reason: '  PAN does not match the name.  ' })).toEqual({
      status: 'rejected',
      reason: 'PAN does not match the name.',
    });
  });

  it('needs a reason to reject and a known status', () => {
    expect(kycReviewSchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(kycReviewSchema.safeParse({ status: 'rejected', reason: '  ' }).success).toBe(false);
    expect(kycReviewSchema.safeParse({ status: 'rejected', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(kycReviewSchema.safeParse({ status: 'submitted' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('masks all but the last four characters', () => {
    expect(maskTail('123456789012')).toBe('••••9012');
    expect(maskTail('ABCPM1234K')).toBe('••••234K');
    expect(maskTail('1234')).toBe('1234');
  });

  it('says what to do next for each status', () => {
    expect(kycRequiredMessage('not_started')).toBe('Please complete your KYC before your first purchase.');
    expect(kycRequiredMessage('submitted')).toMatch(/under review/);
    expect(kycRequiredMessage('rejected')).toMatch(/resubmit/);
  });
});
