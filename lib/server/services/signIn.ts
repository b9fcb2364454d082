// Sign-in, shared by both roles and both ways (password or one-time code), and by the operators of
// the console: a lock-out per account and client address, growing delays across addresses, and one
// message for any wrong part. The route limits the rate and sets the cookie.
import { setTimeout as sleep } from 'node:timers/promises';

import type { Role, TokenRole } from '@/lib/auth/token';
import type { Db } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/httpError';
import { clearHits, countOf, hit, RATE_RULES, record, release } from '@/lib/server/rateLimit';
import { authenticate, markContactVerified } from '@/lib/server/services/accounts';
import { authenticateOperator, operatorLockoutEpoch } from '@/lib/server/services/operators';
import { consumeCode } from '@/lib/server/services/otp';
import { INVALID_CREDENTIALS_MESSAGE, type SignInValues } from '@/lib/validations/auth';
import { INVALID_OPERATOR_CREDENTIALS, type OperatorSignInValues } from '@/lib/validations/operators';
import type { OtpSignInValues } from '@/lib/validations/otp';

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 4_000;

/**
 * How long an attempt waits before it is judged, given the account's failures in the window from
 * every address: nothing up to the rule's limit (5), then 1 s, 2 s, 4 s, and 4 s from then on.
 */
export function signInDelayMs(failures: number): number {
  const over = failures - RATE_RULES.signInFailuresAccount.limit;
  return over < 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** over, MAX_DELAY_MS);
}

const accountKey = (role: TokenRole, account: string) => `${role}:${account}`;
const slotKey = (role: TokenRole, account: string, ip: string) => `${accountKey(role, account)}|${ip}`;

/**
 * Runs attempt (null or a thrown 400: wrong) for account, from the client at address ip.
 *
 * Each attempt takes its slots before it is judged, atomically in the rate store: one per account
 * and address (5 in 15 minutes) and one per address (20, across accounts). So 40 parallel attempts
 * from one address judge exactly 5; the rest are refused with 429 `locked_out`. A failure keeps its
 * slots; a success frees them and forgets the account's failures.
 *
 * Across addresses there is no lock, which anyone who knows an email could renew for ever: an
 * account's failures from every address only make its next attempts wait (signInDelayMs), so the
 * owner, signing in from their own address, gets in after a few seconds. The wait cannot be turned
 * into resource exhaustion: it comes after the slots are taken, so one address has at most 5
 * attempts per account and 20 in all waiting at once; it is at most MAX_DELAY_MS; attempts do not
 * queue behind one another (more failures cannot make anyone wait longer than that); and a waiting
 * request holds a timer and its socket only, no database connection and no CPU (the password hash
 * is computed after the wait).
 */
export async function guardedSignIn<T>(ip: string, role: TokenRole, account: string, attempt: () => Promise<T>): Promise<T> {
  const slot = slotKey(role, account, ip);
  await hit(RATE_RULES.signInAttempts, slot);
  try {
    await hit(RATE_RULES.signInAttemptsIp, ip);
  } catch (error) {
    await release(RATE_RULES.signInAttempts, slot);
    throw error;
  }
  const freeSlots = () => Promise.all([release(RATE_RULES.signInAttempts, slot), release(RATE_RULES.signInAttemptsIp, ip)]);
  const failed = () => record(RATE_RULES.signInFailuresAccount, accountKey(role, account));

  let result: T;
  try {
    await sleep(signInDelayMs(await countOf(RATE_RULES.signInFailuresAccount, accountKey(role, account))));
    result = await attempt();
  } catch (error) {
    // A wrong code is a 400; anything else (the database down) judged nothing and gives the slots back.
    if (error instanceof HttpError && error.status === 400) await failed();
    else await freeSlots();
    throw error;
  }
  if (result === null) {
    await failed();
  } else {
    await Promise.all([release(RATE_RULES.signInAttemptsIp, ip), forgetSignInFailures(role, account, ip)]);
  }
  return result;
}

/** Forgets account's failures: everywhere for the delays, and from address ip for the lock-out. */
export async function forgetSignInFailures(role: TokenRole, account: string, ip: string) {
  await Promise.all([
    clearHits(RATE_RULES.signInAttempts, slotKey(role, account, ip)),
    clearHits(RATE_RULES.signInFailuresAccount, accountKey(role, account)),
  ]);
}

/** The account's id for a right email and password, from the client at address ip; 401 otherwise. */
export async function signIn(db: Db, role: Role, { email, password }: SignInValues, ip: string): Promise<number> {
  const id = await guardedSignIn(ip, role, email, () => authenticate(db, role, email, password));
  if (id === null) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, { code: 'invalid_credentials' });
  return id;
}

/** Signs in with a code sent by /api/v1/otp/send (purpose "sign-in"); the address is then verified. */
export async function signInWithCode(db: Db, { role, channel, destination, code }: OtpSignInValues, ip: string) {
  const id = await guardedSignIn(ip, role, destination, () => consumeCode(db, { role, purpose: 'sign-in', channel, destination }, code));
  await markContactVerified(db, role, id, channel);
  return { role, id };
}

/**
 * The operator's id for a right email, password and authenticator code; wrong codes count toward the
 * lock-out as passwords do. The counts are kept under the time of the operator's last
 * `operator:unlock`, so that unlocking starts them afresh in whichever store counts them.
 */
export async function signInOperator(db: Db, { email, password, code }: OperatorSignInValues, ip: string): Promise<number> {
  const account = `${email}#${await operatorLockoutEpoch(db, email)}`;
  const id = await guardedSignIn(ip, 'operator', account, () => authenticateOperator(db, email, password, code));
  if (id === null) throw new HttpError(401, INVALID_OPERATOR_CREDENTIALS, { code: 'invalid_credentials' });
  return id;
}
