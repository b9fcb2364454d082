// Sign-in that cannot be turned against its owner (issue 20). From one client address at most 5
// wrong attempts per account are judged in 15 minutes, however many arrive at once; the others
// answer 429 locked_out. From other addresses an account's failures only slow it down, so its owner
// still signs in; `operator:unlock` starts an operator's counts afresh. In each rate store.
import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { operators } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/httpError';
import { RATE_RULES, useRateStore } from '@/lib/server/rateLimit';
import { authenticateOperator, totpCode, unlockOperator } from '@/lib/server/services/operators';
import { FIRST_DELAY_MS, guardedSignIn, MAX_DELAY_MS, signInDelayMs } from '@/lib/server/services/signIn';
import operatorLogin from '@/pages/api/v1/admin/auth/login';
import partnerLogin from '@/pages/api/v1/cp/auth/login';
import otpResetPassword from '@/pages/api/v1/otp/resetPassword';
import otpSend from '@/pages/api/v1/otp/send';
import otpSignIn from '@/pages/api/v1/otp/signIn';
import userLogin from '@/pages/api/v1/user/auth/login';

import { from, newAddress, rateStoreCases, trustProxyInThisFile } from './clientAddresses';
import { createInvestor, createPartner, uniqueContact } from './factories';
import { call, type CallResult } from './http';
import { lastCodeTo } from './mail';
import { newOperator, TEST_OPERATOR_PASSWORD } from './orderFixtures';

trustProxyInThisFile();
const STORES = rateStoreCases('signInGuard.test.ts');

const LOCKED_MESSAGE = /^Too many failed attempts\. For your security, please try again in \d+ minutes\.$/;
// How much longer than its delay an answer may take on a busy machine (a password hash, a few queries).
const SLACK_MS = 2_500;

type Operator = Awaited<ReturnType<typeof newOperator>>;

/** A code the authenticator showed ten minutes ago: well-formed, never accepted now. */
const staleCode = (operator: Operator) => totpCode(operator.secret, Date.now() - 10 * 60_000);

function operatorAttempt(operator: Operator, address: string, code: string) {
  return call(operatorLogin, {
    method: 'POST',
    headers: from(address),
    body: { email: operator.email, password: TEST_OPERATOR_PASSWORD, code },
  });
}

/** The answer and how long it took. */
async function timed(request: Promise<CallResult>) {
  const started = Date.now();
  const answer = await request;
  return { answer, ms: Date.now() - started };
}

function expectLockedOut(answer: CallResult) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 'locked_out', message: expect.stringMatching(LOCKED_MESSAGE) });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(800);
}

/** Five wrong codes from address, one after another: each judged (401). */
async function lockFrom(operator: Operator, address: string) {
  for (let i = 0; i < 5; i++) expect((await operatorAttempt(operator, address, staleCode(operator))).status).toBe(401);
}

it('the delay grows 1 s, 2 s, 4 s from the 5th failure of an account and stays at 4 s', () => {
  expect([0, 4, 5, 6, 7, 8, 50, 10_000].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 4000, 4000, 4000]);
});

describe.each(STORES)('operator sign-in, %s', (_name, makeStore, available) => {
  beforeEach(() => useRateStore(makeStore()));

  it.skipIf(!available)(
    'of 40 parallel wrong codes from one address exactly 5 are judged; the rest, then the right code, get 429',
    async () => {
      const operator = await newOperator();
      const attacker = newAddress();
      const answers = await Promise.all(Array.from({ length: 40 }, () => operatorAttempt(operator, attacker, staleCode(operator))));
      const outcomes = answers.map((answer) => (answer.status === 429 ? answer.body.code : answer.status));
      // The route's own limit per address (every sign-in request) refuses what goes past it first.
      const reachRoute = Math.min(40, RATE_RULES.signIn.limit * env().RATE_LIMIT_MULTIPLIER);
      expect(outcomes.filter((outcome) => outcome === 401)).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'locked_out')).toHaveLength(reachRoute - 5);
      expect(outcomes.filter((outcome) => outcome === 'rate_limited')).toHaveLength(40 - reachRoute);
      for (const answer of answers.filter((a) => a.body.code === 'locked_out')) expectLockedOut(answer);

      const right = await operatorAttempt(operator, attacker, totpCode(operator.secret));
      expect(right.status).toBe(429);
    },
  );

  it.skipIf(!available)('counted where they are judged: 5 of 40 parallel attempts reach the password and code check', async () => {
    const operator = await newOperator();
    const db = await getDb();
    const address = newAddress();
    let judged = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        guardedSignIn(address, 'operator', operator.email, () => {
          judged += 1;
          return authenticateOperator(db, operator.email, TEST_OPERATOR_PASSWORD, staleCode(operator));
        }).then(
          (id) => id,
          (error: unknown) => (error instanceof HttpError ? error.code : 'unexpected'),
        ),
      ),
    );
    expect(judged).toBe(5);
    expect(results.filter((result) => result === null)).toHaveLength(5);
    expect(results.filter((result) => result === 'locked_out')).toHaveLength(35);
  });

  it.skipIf(!available)('the owner signs in from another address after a short delay; the attacker stays locked out', async () => {
    const operator = await newOperator();
    const attacker = newAddress();
    await lockFrom(operator, attacker);
    expectLockedOut(await operatorAttempt(operator, attacker, totpCode(operator.secret)));

    const owner = await timed(operatorAttempt(operator, newAddress(), totpCode(operator.secret)));
    expect(owner.answer.status, JSON.stringify(owner.answer.body)).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
    expect(owner.ms).toBeLessThan(FIRST_DELAY_MS + SLACK_MS);

    expectLockedOut(await operatorAttempt(operator, attacker, totpCode(operator.secret, Date.now() + 30_000)));
  });

  it.skipIf(!available)('operator:unlock (its service) lets the locked-out address in again', async () => {
    const operator = await newOperator();
    const address = newAddress();
    await lockFrom(operator, address);
    expectLockedOut(await operatorAttempt(operator, address, totpCode(operator.secret)));

    const db = await getDb();
    await unlockOperator(db, operator.email);
    const [row] = await db.select({ clearedAt: operators.lockoutClearedAt }).from(operators).where(eq(operators.id, operator.id));
    expect(row?.clearedAt).toBeInstanceOf(Date);
    // A fresh count: no lock and no delay.
    const again = await timed(operatorAttempt(operator, address, totpCode(operator.secret)));
    expect(again.answer.status, JSON.stringify(again.answer.body)).toBe(200);
    expect(again.ms).toBeLessThan(FIRST_DELAY_MS);
  });

  it.skipIf(!available)(
    'failures from many addresses slow the account down, 1 s, 2 s, 4 s, 4 s, never lock it; a success ends it',
    async () => {
      const operator = await newOperator();
      for (let i = 0; i < 5; i++) expect((await operatorAttempt(operator, newAddress(), staleCode(operator))).status).toBe(401);
      for (const delay of [1000, 2000, 4000, 4000]) {
        const { answer, ms } = await timed(operatorAttempt(operator, newAddress(), staleCode(operator)));
        expect(answer.status).toBe(401);
        expect(ms).toBeGreaterThanOrEqual(delay);
        expect(ms).toBeLessThan(delay + SLACK_MS);
      }
      const owner = await timed(operatorAttempt(operator, newAddress(), totpCode(operator.secret)));
      expect(owner.answer.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);
      expect(owner.ms).toBeLessThan(MAX_DELAY_MS + SLACK_MS);
      // The success forgot the account's failures: the next attempt is judged at once.
      expect((await timed(operatorAttempt(operator, newAddress(), staleCode(operator)))).ms).toBeLessThan(FIRST_DELAY_MS);
    },
  );

  it.skipIf(!available)('one address is refused after 20 accounts, however many arrive at once', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(userLogin, { method: 'POST', headers: from(address), body: { email: uniqueContact().email, password: 'whatever1' } }),
      ),
    );
    const limit = RATE_RULES.signInAttemptsIp.limit * env().RATE_LIMIT_MULTIPLIER;
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(Math.min(30, limit));
    expect(answers.filter((answer) => answer.body.code === 'locked_out')).toHaveLength(Math.max(0, 30 - limit));
  });
});

interface Way {
  /** An account, the right attempt and a wrong one, as request bodies for `route`. */
  setUp: () => Promise<{ right: () => Promise<Record<string, unknown>>; wrong: Record<string, unknown> }>;
  route: NextApiHandler;
}

const WAYS: [string, Way][] = [
  [
    'investor password',
    {
      route: userLogin,
      setUp: async () => {
        const { user, password } = await createInvestor();
        return { right: async () => ({ email: user.email, password }), wrong: { email: user.email, password: 'Not-the-password-1' } };
      },
    },
  ],
  [
    'partner password',
    {
      route: partnerLogin,
      setUp: async () => {
        const { partner, password } = await createPartner();
        return { right: async () => ({ email: partner.email, password }), wrong: { email: partner.email, password: 'Not-the-password-1' } };
      },
    },
  ],
  [
    'one-time code',
    {
      route: otpSignIn,
      setUp: async () => {
        const { user } = await createInvestor();
        const target = { channel: 'email', destination: user.email };
        return {
          right: async () => {
            expect((await call(otpSend, { method: 'POST', body: { ...target, purpose: 'sign-in' } })).status).toBe(200);
            return { ...target, code: await lastCodeTo(user.email) };
          },
          wrong: { ...target, code: '000000' },
        };
      },
    },
  ],
];

describe.each(STORES)('investor and partner sign-in, %s', (_name, makeStore, available) => {
  beforeEach(() => useRateStore(makeStore()));

  it.skipIf(!available).each(WAYS)('%s: locked out from the attacking address only', async (_way, { route, setUp }) => {
    const { right, wrong } = await setUp();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) {
      const answer = await call(route, { method: 'POST', headers: from(attacker), body: wrong });
      expect([400, 401]).toContain(answer.status);
    }
    const body = await right();
    expectLockedOut(await call(route, { method: 'POST', headers: from(attacker), body }));
    const owner = await timed(call(route, { method: 'POST', headers: from(newAddress()), body }));
    expect(owner.answer.status, JSON.stringify(owner.answer.body)).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
    expect(owner.ms).toBeLessThan(FIRST_DELAY_MS + SLACK_MS);
    expectLockedOut(await call(route, { method: 'POST', headers: from(attacker), body }));
  });

  it.skipIf(!available)('a password reset from the locked-out address lifts its lock-out and the delays', async () => {
    const { user } = await createInvestor();
    const address = newAddress();
    const signIn = (password: string) => call(userLogin, { method: 'POST', headers: from(address), body: { email: user.email, password } });
    for (let i = 0; i < 5; i++) expect((await signIn('Not-the-password-1')).status).toBe(401);
    expectLockedOut(await signIn('Not-the-password-1'));

    expect((await call(otpSend, { method: 'POST', body: { purpose: 'reset', channel: 'email', destination: user.email } })).status).toBe(
      200,
    );
    const body = { channel: 'email', destination: user.email, code: await lastCodeTo(user.email), password: 'Brand-new-pass-7' };
    expect((await call(otpResetPassword, { method: 'POST', headers: from(address), body })).status).toBe(200);
    const after = await timed(signIn('Brand-new-pass-7'));
    expect(after.answer.status).toBe(200);
    expect(after.ms).toBeLessThan(FIRST_DELAY_MS);
  });
});
