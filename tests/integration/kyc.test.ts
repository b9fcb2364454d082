import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { cartItems, companies, kycRecords, users } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { resetRateLimits, RATE_RULES } from '@/lib/server/rateLimit';
import { listKycForReview } from '@/lib/server/services/kyc';
import { assertKycVerified, PAN_TAKEN, reviewKyc } from '@/lib/server/services/kyc';
import { KYC_MESSAGES } from '@/lib/validations/kyc';
import { KYC_DOCUMENT_KINDS } from '@/lib/validations/kycDocuments';
import adminKycDecide from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
import cartAdd from '@/pages/api/v1/user/checkOut/add';
import kyc from '@/pages/api/v1/user/kyc';

import { createInvestor, uniquePan } from './factories';
import { bearer, call, cookieFor, INJECTION_STRINGS } from './http';
import { ALL_CHECKS, uploadAllKycDocuments } from './kycFiles';
import { newOperator } from './orderFixtures';

// Each submission its own PAN (lower case, as typed), since a PAN can be verified on one account only.
const good = (pan = uniquePan()) => ({
  pan: pan.toLowerCase(),
  depository: 'nsdl',
  dpId: 'in301234',
  clientId: '10234567',
  bankAccountName: 'Kavya Test',
  bankAccountNumber: '123456789012',
  ifsc: 'hdfc0001234',
});
const FIELDS = Object.keys(good()) as (keyof ReturnType<typeof good>)[];

const newInvestor = async (fullName = 'Kavya Test') => (await createInvestor({ fullName })).user.id;
const row = async (userId: number) => (await (await getDb()).select().from(kycRecords).where(eq(kycRecords.userId, userId)))[0];
// A KYC is submitted with its documents: each investor uploads them once, before their first submission.
const withDocuments = new Set<number>();
const submit = async (userId: number, body: unknown = good()) => {
  if (!withDocuments.has(userId)) await uploadAllKycDocuments(userId);
  withDocuments.add(userId);
  return call(kyc, { method: 'POST', body, headers: await bearer('user', userId) });
};
const view = async (userId: number) => (await call(kyc, { headers: await bearer('user', userId) })).body.data as Record<string, unknown>;

let company: { id: number; minQuantity: number };

beforeAll(async () => {
  const [available] = await (
    await getDb()
  )
    .select({ id: companies.id, minQuantity: companies.minQuantity })
    .from(companies)
    .where(eq(companies.status, 'Available'))
    .limit(1);
  company = available!;
});

beforeEach(() => resetRateLimits());

describe('GET /api/v1/user/kyc', () => {
  it('answers 401 to anonymous callers and to a partner token, even one with an investor’s id', async () => {
    const investor = await newInvestor();
    expect((await call(kyc)).status).toBe(401);
    expect((await call(kyc, { headers: await bearer('partner', investor) })).status).toBe(401);
    expect((await call(kyc, { headers: await cookieFor('partner', investor) })).status).toBe(401);
    expect((await call(kyc, { method: 'POST', body: good(), headers: await bearer('partner', investor) })).status).toBe(401);
    expect(await row(investor)).toBeUndefined();
  });

  it('says "not started" before the first submission', async () => {
    const investor = await newInvestor();
    const { status, body, headers } = await call(kyc, { headers: await cookieFor('user', investor) });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data).toEqual({
      status: 'not_started',
      rejectionReason: null,
      rejectionFix: [],
      documents: [],
      submittedAt: null,
      reviewedAt: null,
      details: null,
    });
  });

  it('refuses other methods with 405', async () => {
    const { status, headers } = await call(kyc, { method: 'PUT', body: good(), headers: await bearer('user', await newInvestor()) });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, POST');
  });
});

describe('POST /api/v1/user/kyc', () => {
  it('stores normalised values, answers with the masked view and "submitted"', async () => {
    const investor = await newInvestor();
    const pan = uniquePan();
    const { status, body } = await submit(investor, good(pan));
    expect(status).toBe(201);
    expect(body.message).toMatch(/submitted for review/);
    expect(body.data).toMatchObject({
      status: 'submitted',
      rejectionReason: null,
      reviewedAt: null,
      details: {
        pan: `••••${pan.slice(-4)}`,
        depository: 'NSDL',
        dpId: 'IN301234',
        clientId: '••••4567',
        bankAccountName: 'Kavya Test',
        bankAccountNumber: '••••9012',
        ifsc: 'HDFC0001234',
      },
    });
    expect(JSON.stringify(body)).not.toContain('123456789012');
    expect(await row(investor)).toMatchObject({
      pan,
      depository: 'NSDL',
      dpId: 'IN301234',
      clientId: '10234567',
      bankAccountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      status: 'submitted',
    });
    expect((await view(investor)).status).toBe('submitted');
  });

  it('accepts a CDSL account with an 8-digit DP ID', async () => {
    const investor = await newInvestor();
    const { status } = await submit(investor, { ...good(), depository: 'CDSL', dpId: '12081600' });
    expect(status).toBe(201);
    expect(await row(investor)).toMatchObject({ depository: 'CDSL', dpId: '12081600' });
  });

  it('answers 409 while under review and once verified, leaving the record as it was', async () => {
    const investor = await newInvestor();
    const pan = uniquePan();
    await submit(investor, good(pan));
    const again = await submit(investor, good());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/under review/);
    expect((await row(investor))?.pan).toBe(pan);

    await reviewKyc(await getDb(), investor, { status: 'verified' });
    const verified = await submit(investor, good());
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe('Your KYC is already verified.');
    expect(await row(investor)).toMatchObject({ pan, status: 'verified' });
  });

  it('shows a rejection with its reason and takes a corrected resubmission', async () => {
    const investor = await newInvestor();
    await submit(investor);
    await reviewKyc(await getDb(), investor, { status: 'rejected', reason: 'The bank account is not in your name.' });
    expect(await view(investor)).toMatchObject({ status: 'rejected', rejectionReason: 'The bank account is not in your name.' });

    const resubmitted = await submit(investor, { ...good(), bankAccountNumber: '999988887777' });
    expect(resubmitted.status).toBe(201);
    expect(resubmitted.body.data).toMatchObject({ status: 'submitted', rejectionReason: null, reviewedAt: null });
    expect(await row(investor)).toMatchObject({
      bankAccountNumber: '999988887777',
      status: 'submitted',
      rejectionReason: null,
      reviewedAt: null,
    });
  });

  it('keeps each investor to their own KYC', async () => {
    const alice = await newInvestor('Alice Kyc');
    const bob = await newInvestor('Bob Kyc');
    await submit(bob, { ...good(), bankAccountName: 'Bob Kyc' });
    expect((await view(alice)).status).toBe('not_started');
    expect(JSON.stringify(await view(alice))).not.toContain('Bob');

    // An id in the body or the query is ignored: the token decides whose KYC it is.
    await uploadAllKycDocuments(alice);
    const { status } = await call(kyc, {
      method: 'POST',
      body: { ...good(), userId: bob },
      query: { userId: String(bob) },
      headers: await bearer('user', alice),
    });
    expect(status).toBe(201);
    expect((await row(bob))?.bankAccountName).toBe('Bob Kyc');
    expect((await row(alice))?.bankAccountName).toBe('Kavya Test');
    expect(await (await getDb()).select().from(users).where(eq(users.id, alice))).toHaveLength(1);
  });

  it('answers a body that is not a JSON object with 400', async () => {
    const investor = await newInvestor();
    const headers = await bearer('user', investor);
    for (const rawBody of ['[1,2]', '"text"', 'null', '42']) {
      const { status, body } = await call(kyc, { method: 'POST', rawBody, headers });
      expect(status, rawBody).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await call(kyc, { method: 'POST', headers })).status).toBe(400);
    expect(await row(investor)).toBeUndefined();
  });

  it('gives every missing or empty field its own message and writes nothing', async () => {
    const investor = await newInvestor();
    const missing = await submit(investor, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([...FIELDS].sort());
    expect(missing.body.errors?.pan).toBe('PAN is required.');
    expect(missing.body.errors?.depository).toBe(KYC_MESSAGES.depository);

    const empty = await submit(investor, Object.fromEntries(FIELDS.map((field) => [field, ''])));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      pan: 'PAN is required.',
      ifsc: 'IFSC is required.',
      bankAccountNumber: 'Bank account number is required.',
    });
    expect(await row(investor)).toBeUndefined();
  });

  it.each([
    ['pan', 'ABCD1234F', KYC_MESSAGES.pan],
    ['ifsc', 'HDFC1001234', KYC_MESSAGES.ifsc],
    ['dpId', '12081600', KYC_MESSAGES.dpId.NSDL],
    ['clientId', '1234', KYC_MESSAGES.clientId],
    ['bankAccountNumber', '12345', KYC_MESSAGES.bankAccountNumber],
    ['bankAccountName', 'X', 'Account holder name must be at least 2 characters.'],
    ['depository', 'BSE', KYC_MESSAGES.depository],
  ])('refuses a bad %s with its format message', async (field, value, message) => {
    const investor = await newInvestor();
    const { status, body } = await submit(investor, { ...good(), [field]: value });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await row(investor)).toBeUndefined();
  });

  it.each([
    ['numbers', 1234567890],
    ['booleans', true],
    ['arrays', [uniquePan()]],
    ['objects', { value: 'x' }],
    ['null', null],
  ])('refuses %s in every field with 400', async (_label, value) => {
    const investor = await newInvestor();
    const { status, body } = await submit(investor, Object.fromEntries(FIELDS.map((field) => [field, value])));
    expect(status).toBe(400);
    for (const field of FIELDS) expect(body.errors?.[field], field).toEqual(expect.any(String));
    expect(await row(investor)).toBeUndefined();
  });

  it('refuses very long and unicode values without a 500', async () => {
    const investor = await newInvestor();
    const long = await submit(investor, Object.fromEntries(FIELDS.map((field) => [field, '9'.repeat(50_000)])));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors ?? {}).sort()).toEqual([...FIELDS].sort());
    const unicode = await submit(investor, {
      ...good(),
      pan: 'ＡＢＣＰＴ１２３４Ｋ',
      ifsc: 'HDFC0००१२३४',
      bankAccountNumber: '१२३४५६७८९०',
    });
    expect(unicode.status).toBe(400);
    expect(unicode.body.errors).toMatchObject({
      pan: KYC_MESSAGES.pan,
      ifsc: KYC_MESSAGES.ifsc,
      bankAccountNumber: KYC_MESSAGES.bankAccountNumber,
    });
    expect(await row(investor)).toBeUndefined();
    // A name in another script is a real name.
    expect((await submit(investor, { ...good(), bankAccountName: 'कविता शर्मा' })).status).toBe(201);
  });

  it.each(INJECTION_STRINGS)('refuses %j in every field with 400 and writes nothing', async (text) => {
    const investor = await newInvestor();
    const { status, body } = await submit(investor, Object.fromEntries(FIELDS.map((field) => [field, text])));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    expect(await row(investor)).toBeUndefined();
  });

  it('limits submissions per investor with a 429', async () => {
    const investor = await newInvestor();
    const limit = RATE_RULES.kycSubmit.limit * env().RATE_LIMIT_MULTIPLIER;
    for (let i = 0; i < limit; i += 1) expect((await submit(investor, {})).status).toBe(400);
    const refused = await submit(investor);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await row(investor)).toBeUndefined();
    // Another investor has their own allowance.
    expect((await submit(await newInvestor())).status).toBe(201);
  });
});

describe('reviewKyc and assertKycVerified', () => {
  it('answers 404 when there is nothing to review', async () => {
    await expect(reviewKyc(await getDb(), await newInvestor(), { status: 'verified' })).rejects.toMatchObject({ status: 404 });
  });

  it('lets only a verified KYC buy', async () => {
    const investor = await newInvestor();
    const db = await getDb();
    await expect(assertKycVerified(db, investor)).rejects.toMatchObject({ status: 403 });
    await submit(investor);
    await expect(assertKycVerified(db, investor)).rejects.toMatchObject({ status: 403 });
    await reviewKyc(db, investor, { status: 'verified' });
    await expect(assertKycVerified(db, investor)).resolves.toBeUndefined();
  });

  it('gives the seeded demo investor a verified KYC', async () => {
    const [demo] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, 'investor@example.com'));
    expect(await row(demo!.id)).toMatchObject({ status: 'verified' });
  });
});

describe('POST /api/v1/user/checkOut/add needs a verified KYC', () => {
  const addToCart = async (userId: number) =>
    call(cartAdd, {
      method: 'POST',
      body: { companyId: company.id, quantity: company.minQuantity },
      headers: await bearer('user', userId),
    });
  const cartRow = async (userId: number) =>
    (
      await (
        await getDb()
      )
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.companyId, company.id)))
    )[0];

  it('refuses with 403 and says what to do, at each status, until verified', async () => {
    const investor = await newInvestor();
    const db = await getDb();

    const notStarted = await addToCart(investor);
    expect(notStarted.status).toBe(403);
    expect(notStarted.body.message).toBe('Please complete your KYC before your first purchase.');

    await submit(investor);
    const underReview = await addToCart(investor);
    expect(underReview.status).toBe(403);
    expect(underReview.body.message).toMatch(/under review/);

    await reviewKyc(db, investor, { status: 'rejected', reason: 'Blurred details.' });
    const rejected = await addToCart(investor);
    expect(rejected.status).toBe(403);
    expect(rejected.body.message).toMatch(/rejected.*resubmit/);
    expect(await cartRow(investor)).toBeUndefined();

    await submit(investor);
    await reviewKyc(db, investor, { status: 'verified' });
    const allowed = await addToCart(investor);
    expect(allowed.status).toBe(200);
    expect((await cartRow(investor))?.quantity).toBe(company.minQuantity);
  });

  it('still answers bad input with 400 before the KYC check', async () => {
    const { status, body } = await call(cartAdd, {
      method: 'POST',
      body: { companyId: 'x', quantity: 1 },
      headers: await bearer('user', await newInvestor()),
    });
    expect(status).toBe(400);
    expect(body.errors?.companyId).toEqual(expect.any(String));
  });
});

describe('one PAN, one investor account', () => {
  // Named as on the bank account of good(), so verifying passes the automatic check and the PAN rule decides.
  const investorWithCode = async () => {
    const { user } = await createInvestor({ fullName: 'Kavya Test' });
    return { id: user.id, code: user.userUniqueCode };
  };
  /** A new PAN, verified on a new investor's account. */
  const panVerifiedElsewhere = async () => {
    const pan = uniquePan();
    const first = await investorWithCode();
    expect((await submit(first.id, good(pan))).status).toBe(201);
    await reviewKyc(await getDb(), first.id, { status: 'verified' });
    return { pan, first };
  };

  it('refuses at submission a PAN verified on another account (409 on pan), without saying whose', async () => {
    const { pan, first } = await panVerifiedElsewhere();

    const second = await investorWithCode();
    // The finding: the same PAN with the same bank and demat details, typed another way.
    const refused = await submit(second.id, { ...good(pan), pan: ` ${pan.slice(0, 5).toLowerCase()} ${pan.slice(5)} ` });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'duplicate_pan', message: PAN_TAKEN, errors: { pan: PAN_TAKEN } });
    expect(JSON.stringify(refused.body)).not.toContain(first.code);
    expect(await row(second.id)).toBeUndefined();
    // Another PAN is fine.
    expect((await submit(second.id, good())).status).toBe(201);
  });

  it('answers a submission without documents with the documents’ 400 whatever the PAN; only a complete one learns it is taken', async () => {
    const { pan } = await panVerifiedElsewhere();

    // The finding: without documents, a taken PAN was a 409 and a free one a 400, so anyone could test PANs.
    const prober = await investorWithCode();
    const headers = await bearer('user', prober.id);
    const submitAs = (candidate: string) => call(kyc, { method: 'POST', body: good(candidate), headers });
    const [taken, free] = await Promise.all([submitAs(pan), submitAs(uniquePan())]);
    for (const answer of [taken, free]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).not.toHaveProperty('pan');
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([...KYC_DOCUMENT_KINDS].sort());
    }
    expect(taken.body).toEqual(free.body);
    expect(await row(prober.id)).toBeUndefined();

    // With every document uploaded, the same PAN is the 409 on pan.
    const refused = await submit(prober.id, good(pan));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'duplicate_pan', errors: { pan: PAN_TAKEN } });
  });

  it('refuses to verify a PAN verified elsewhere meanwhile (409), and the review queue shows the conflict', async () => {
    const operator = await newOperator();
    const pan = uniquePan();
    const [first, second] = [await investorWithCode(), await investorWithCode()];
    // Both submitted before either was verified: both are in the queue.
    expect((await submit(first.id, good(pan))).status).toBe(201);
    expect((await submit(second.id, good(pan))).status).toBe(201);
    const decide = (code: string, body: unknown) =>
      call(adminKycDecide, { method: 'POST', headers: operator.headers, query: { userUniqueCode: code }, body });
    expect((await decide(first.code, { decision: 'verify', checks: ALL_CHECKS })).status).toBe(200);

    // The whole queue (the database is shared, so it may be long), as the console's page reads it.
    const queue = async (status: 'submitted' | 'verified') =>
      (await listKycForReview(await getDb(), { status, page: 1, limit: 1_000_000 })).result;
    expect((await queue('submitted')).find((r) => r.userUniqueCode === second.code)).toMatchObject({ panVerifiedOn: first.code });

    const refused = await decide(second.code, { decision: 'verify', checks: ALL_CHECKS });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('duplicate_pan');
    expect(refused.body.message).toContain(`investor ${first.code}`);
    expect(await row(second.id)).toMatchObject({ status: 'submitted' });
    // The operators' CLI goes through the same rule.
    await expect(reviewKyc(await getDb(), second.id, { status: 'verified' })).rejects.toMatchObject({ status: 409 });
    // Rejecting it with the reason is what is left to do.
    expect((await decide(second.code, { decision: 'reject', reason: 'This PAN is verified on another account.' })).status).toBe(200);
    expect((await queue('verified')).find((r) => r.userUniqueCode === first.code)).toMatchObject({ panVerifiedOn: null });
  });

  it('verifies one PAN on exactly one account when operators verify several at once', async () => {
    const operator = await newOperator();
    const pan = uniquePan();
    const investors = await Promise.all(Array.from({ length: 4 }, () => investorWithCode()));
    for (const investor of investors) expect((await submit(investor.id, good(pan))).status).toBe(201);
    const answers = await Promise.all(
      investors.map((investor) =>
        call(adminKycDecide, {
          method: 'POST',
          headers: operator.headers,
          query: { userUniqueCode: investor.code },
          body: { decision: 'verify', checks: ALL_CHECKS },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const verified = await (
      await getDb()
    )
      .select({ userId: kycRecords.userId })
      .from(kycRecords)
      .where(and(eq(kycRecords.pan, pan), eq(kycRecords.status, 'verified')));
    expect(verified).toHaveLength(1);
  });
});
