// What every API route shares through defineHandler: malformed and oversized bodies answered in the
// envelope with a code, and duplicate emails and mobile numbers told apart by the unique index's name.
import { randomUUID } from 'node:crypto';

import { beforeEach, describe, expect, it } from 'vitest';

import { newUserUniqueCode } from '@/lib/server/auth/codes';
import { getDb } from '@/lib/server/db/client';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { partners, users } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/httpError';
import { RATE_RULES, resetRateLimits } from '@/lib/server/rateLimit';
import { contactTakenError, EMAIL_TAKEN, PHONE_TAKEN } from '@/lib/server/services/accounts';
import contact from '@/pages/api/v1/common/contact';
import newsletter from '@/pages/api/v1/common/newsletter/add';
import partnerRegister from '@/pages/api/v1/cp/auth/register';
import otpSend from '@/pages/api/v1/otp/send';
import cartAdd from '@/pages/api/v1/user/checkOut/add';
import userLogin from '@/pages/api/v1/user/auth/login';
import userRegister from '@/pages/api/v1/user/auth/register';
import kyc from '@/pages/api/v1/user/kyc';
import userProfile from '@/pages/api/v1/user/profile';

import { uniqueContact } from './factories';
import { bearer, call } from './http';

const INVALID_JSON = { success: false, message: 'The request body is not valid JSON.', code: 'invalid_json' };

async function newInvestorId() {
  const [row] = await (
    await getDb()
  )
    .insert(users)
    .values({ fullName: 'Meera Iyer', ...uniqueContact(), passwordHash: 'x', userUniqueCode: newUserUniqueCode() })
    .returning({ id: users.id });
  return row!.id;
}

describe('a malformed JSON body', () => {
  beforeEach(() => resetRateLimits());

  it.each([
    ['POST /common/contact', contact, 'POST'],
    ['POST /common/newsletter/add', newsletter, 'POST'],
    ['POST /user/auth/login', userLogin, 'POST'],
    ['POST /user/auth/register', userRegister, 'POST'],
    ['POST /otp/send', otpSend, 'POST'],
  ] as const)('%s answers 400 in the envelope', async (_name, handler, method) => {
    for (const rawBody of ['{bad', '{"email": "a@b.c",}', "{'single': 'quotes'}"]) {
      const { status, body, headers } = await call(handler, { method, rawBody });
      expect(status, rawBody).toBe(400);
      expect(body).toEqual(INVALID_JSON);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it.each([
    ['POST /user/checkOut/add', cartAdd, 'POST'],
    ['PATCH /user/profile', userProfile, 'PATCH'],
    ['POST /user/kyc', kyc, 'POST'],
  ] as const)('%s (signed in) answers 400 in the envelope', async (_name, handler, method) => {
    const headers = await bearer('user', await newInvestorId());
    const { status, body } = await call(handler, { method, rawBody: '{bad', headers });
    expect(status).toBe(400);
    expect(body).toEqual(INVALID_JSON);
  });

  it('is refused before it counts against a rate limit', async () => {
    for (let i = 0; i < 8; i++) expect((await call(contact, { method: 'POST', rawBody: '{bad' })).status).toBe(400);
    const message = { fullName: 'Asha Rao', email: 'asha@example.test', subject: 'Buying shares', message: 'Please call me back.' };
    expect((await call(contact, { method: 'POST', body: message })).status).toBe(201);
  });
});

describe('an oversized body', () => {
  it('answers 413 in the envelope past 1 MB', async () => {
    const rawBody = JSON.stringify({ message: 'x'.repeat(1024 * 1024) });
    const { status, body } = await call(contact, { method: 'POST', rawBody });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('is read up to 1 MB', async () => {
    const rawBody = JSON.stringify({ email: 'x', pad: 'y'.repeat(1000 * 1000) });
    const { status, body } = await call(newsletter, { method: 'POST', rawBody });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'validation' });
  });
});

describe('error codes in the envelope', () => {
  beforeEach(() => resetRateLimits());

  it('names a method the route does not have', async () => {
    const { status, body, headers } = await call(contact, { method: 'DELETE' });
    expect(status).toBe(405);
    expect(body).toMatchObject({ success: false, code: 'method_not_allowed' });
    expect(headers.get('allow')).toBe('POST');
  });

  it('names field errors "validation" and a missing sign-in "unauthorized"', async () => {
    expect((await call(contact, { method: 'POST', body: {} })).body).toMatchObject({ success: false, code: 'validation' });
    expect((await call(cartAdd, { method: 'POST', body: { companyId: 1, quantity: 1 } })).body).toMatchObject({ code: 'unauthorized' });
  });

  it('limits only the method the rate limit names, per caller, after the sign-in check', async () => {
    const headers = await bearer('user', await newInvestorId());
    const limit = RATE_RULES.kycSubmit.limit * env().RATE_LIMIT_MULTIPLIER;
    for (let i = 0; i < limit; i++) expect((await call(kyc, { method: 'POST', body: {}, headers })).status).toBe(400);
    const refused = await call(kyc, { method: 'POST', body: {}, headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(kyc, { headers })).body).toMatchObject({ success: true, message: 'OK', data: { status: 'not_started' } });
    expect((await call(kyc, { method: 'POST', body: {} })).body).toMatchObject({ code: 'unauthorized' });
  });

  it('tells a taken email from a taken mobile number at registration', async () => {
    const taken = { fullName: 'Ravi Kumar', ...uniqueContact(), password: 'Correct-horse-9', acceptTerms: true };
    expect((await call(userRegister, { method: 'POST', body: taken })).status).toBe(201);
    const sameEmail = await call(userRegister, { method: 'POST', body: { ...taken, phone: uniqueContact().phone } });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ code: 'duplicate_email', errors: { email: EMAIL_TAKEN } });
    const samePhone = await call(userRegister, { method: 'POST', body: { ...taken, email: uniqueContact().email } });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toMatchObject({ code: 'duplicate_phone', errors: { phone: PHONE_TAKEN } });
  });

  it('answers two registrations racing with one email with one account and one duplicate_email', async () => {
    const contactDetails = uniqueContact();
    const register = (phone: string) =>
      call(partnerRegister, {
        method: 'POST',
        body: { fullName: 'Kiran Shah', email: contactDetails.email, phone, password: 'Correct-horse-9', acceptTerms: true },
      });
    const answers = await Promise.all([register(contactDetails.phone), register(uniqueContact().phone)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'duplicate_email' });
  });
});

describe('a unique index broken in the database', () => {
  async function insertError(insert: () => Promise<unknown>): Promise<unknown> {
    try {
      await insert();
    } catch (error) {
      return error;
    }
    throw new Error('the insert was expected to fail');
  }

  it('is recognised by the constraint name the driver reports, not by the message', async () => {
    const db = await getDb();
    const first = { fullName: 'Leela Menon', ...uniqueContact(), passwordHash: 'x', userUniqueCode: newUserUniqueCode() };
    await db.insert(users).values(first);

    const email = await insertError(() =>
      db.insert(users).values({ ...first, phone: uniqueContact().phone, userUniqueCode: newUserUniqueCode() }),
    );
    expect(violatedUniqueConstraint(email)).toBe('users_email_key');
    expect(contactTakenError(email)).toMatchObject({ status: 409, code: 'duplicate_email', errors: { email: EMAIL_TAKEN } });
    expect(contactTakenError(email, 'destination')).toMatchObject({ errors: { destination: EMAIL_TAKEN } });

    const phone = await insertError(() =>
      db.insert(users).values({ ...first, email: uniqueContact().email, userUniqueCode: newUserUniqueCode() }),
    );
    expect(violatedUniqueConstraint(phone)).toBe('users_phone_key');
    expect(contactTakenError(phone)).toMatchObject({ status: 409, code: 'duplicate_phone', errors: { phone: PHONE_TAKEN } });

    // Another unique index on the same table is not a taken contact.
    const code = await insertError(() => db.insert(users).values({ ...first, ...uniqueContact() }));
    expect(violatedUniqueConstraint(code)).toBe('users_user_unique_code_key');
    expect(contactTakenError(code)).toBeNull();
  });

  it('covers the partners table too', async () => {
    const db = await getDb();
    const code = () => `P${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    const first = { fullName: 'Farah Ali', ...uniqueContact(), passwordHash: 'x', partnershipCode: code() };
    await db.insert(partners).values(first);
    const phone = await insertError(() => db.insert(partners).values({ ...first, email: uniqueContact().email, partnershipCode: code() }));
    expect(contactTakenError(phone)).toMatchObject({ code: 'duplicate_phone' });
  });

  it('leaves every other error alone', () => {
    expect(violatedUniqueConstraint(new Error('duplicate key value violates unique constraint "users_email_key"'))).toBeNull();
    expect(contactTakenError(new Error('users_phone_key email phone'))).toBeNull();
    expect(contactTakenError(new HttpError(409, 'email phone'))).toBeNull();
    expect(contactTakenError({ code: '23503', constraint: 'users_email_key' })).toBeNull();
    expect(contactTakenError(null)).toBeNull();
  });
});
