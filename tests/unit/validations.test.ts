import { describe, expect, it } from 'vitest';

import { partnerSignUpSchema, signInSchema, userSignUpSchema } from '@/lib/validations/auth';
import { companyListQuery } from '@/lib/validations/companies';
import { emailField, indianMobileField } from '@/lib/validations/fields';
import { newsletterSchema } from '@/lib/validations/newsletter';
import { CONSENT_ANSWER_MESSAGES } from '@/lib/validations/privacy';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(emailField.parse('  Asha@Example.COM ')).toBe('asha@example.com');
  });
  it.each(['', 'x', 'a@', '@b.co', 'a b@c.co', `${'a'.repeat(250)}@b.co`])('refuses %j', (value) => {
    expect(emailField.safeParse(value).success).toBe(false);
  });
});

describe('Indian mobile number', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('accepts %j as %j', (input, output) => {
    expect(indianMobileField.parse(input)).toBe(output);
  });
  it.each(['5876543210', '987654321', '98765432101', 'abcdefghij', ''])('refuses %j', (value) => {
    expect(indianMobileField.safeParse(value).success).toBe(false);
  });
});

describe('newsletter', () => {
  it('says "Please enter the email first" for a missing or empty email', () => {
    expect(messages(newsletterSchema.safeParse({}))).toEqual({ email: 'Please enter the email first' });
    expect(messages(newsletterSchema.safeParse({ email: ' ' }))).toEqual({ email: 'Please enter the email first' });
  });
  it("defaults deviceType to 'website'", () => {
    expect(newsletterSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', deviceType: 'website' });
  });
});

describe('sign-up and sign-in', () => {
  const valid = { fullName: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', password: '12345678', acceptTerms: true };

  it('accepts a valid investor and turns an empty partnership code into none', () => {
    expect(userSignUpSchema.parse({ ...valid, partnershipCode: '' }).partnershipCode).toBeUndefined();
    expect(userSignUpSchema.parse({ ...valid, partnershipCode: ' cpdemo01 ' }).partnershipCode).toBe('CPDEMO01');
  });

  it('needs passwords of at least 8 characters', () => {
    expect(messages(userSignUpSchema.safeParse({ ...valid, password: '1234567' }))).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });

  it('refuses markup in names', () => {
    expect(userSignUpSchema.safeParse({ ...valid, fullName: '<b>Asha</b>' }).success).toBe(false);
  });

  it('keeps the optional partner fields optional', () => {
    expect(partnerSignUpSchema.parse({ ...valid, firm: '', city: '  ' })).toMatchObject({ firm: undefined, city: undefined });
  });

  it('needs the terms accepted, and takes each choice as a no unless ticked, from a form or the API', () => {
    const { acceptTerms: _left, ...details } = valid;
    for (const acceptTerms of [undefined, false, '', 'off']) {
      expect(messages(userSignUpSchema.safeParse({ ...details, acceptTerms })), String(acceptTerms)).toEqual({
        acceptTerms: CONSENT_ANSWER_MESSAGES.acceptTerms,
      });
    }
    expect(userSignUpSchema.parse({ ...details, acceptTerms: 'on' })).toMatchObject({
      acceptTerms: true,
      marketingEmail: false,
      partnerSharing: false,
    });
    expect(userSignUpSchema.parse({ ...valid, marketingEmail: 'on', partnershipCode: 'CPDEMO01', partnerSharing: 'on' })).toMatchObject({
      marketingEmail: true,
      partnerSharing: true,
    });
    expect(messages(userSignUpSchema.safeParse({ ...valid, marketingEmail: 'yes' }))).toEqual({
      marketingEmail: CONSENT_ANSWER_MESSAGES.choice,
    });
    expect(partnerSignUpSchema.parse({ ...valid, marketingEmail: true })).toMatchObject({ acceptTerms: true, marketingEmail: true });
  });

  it('offers sharing only with a partner’s code to share with', () => {
    expect(messages(userSignUpSchema.safeParse({ ...valid, partnerSharing: true }))).toEqual({
      partnerSharing: CONSENT_ANSWER_MESSAGES.sharingNeedsCode,
    });
    expect(userSignUpSchema.parse({ ...valid, partnershipCode: '', partnerSharing: false }).partnerSharing).toBe(false);
  });

  it('does not apply the new-password rule to sign-in', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('company list query', () => {
  it('defaults to page 1 and limit 10', () => {
    expect(companyListQuery.parse({})).toEqual({ page: 1, limit: 10 });
  });
  it.each([{ page: '0' }, { limit: '51' }, { page: '1e3' }, { page: ['1', '2'] }])('refuses %j', (query) => {
    expect(companyListQuery.safeParse(query).success).toBe(false);
  });
});
