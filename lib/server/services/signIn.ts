// Sign-in, shared by both roles and both ways (password or one-time code), and by the operators of
// the console: lock-out after repeated failures and one message for any wrong part. The route limits
// the rate and sets the cookie.
import type { Role, TokenRole } from '@/lib/auth/token';
import type { Db } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/httpError';
import { assertUnder, clearHits, RATE_RULES, record } from '@/lib/server/rateLimit';
import { authenticate, markContactVerified } from '@/lib/server/services/accounts';
import { authenticateOperator } from '@/lib/server/services/operators';
import { consumeCode } from '@/lib/server/services/otp';
import { INVALID_CREDENTIALS_MESSAGE, type SignInValues } from '@/lib/validations/auth';
import { INVALID_OPERATOR_CREDENTIALS, type OperatorSignInValues } from '@/lib/validations/operators';
import type { OtpSignInValues } from '@/lib/validations/otp';

/**
 * Lock-out: refuses while the account (or the address `ip`) has used up its failures, runs attempt,
 * counts a failure when it throws a 400 or returns null, and clears the account's count on success.
 */
export async function guardedSignIn<T>(ip: string, role: TokenRole, account: string, attempt: () => Promise<T>): Promise<T> {
  const accountKey = `${role}:${account}`;
  await assertUnder(RATE_RULES.signInFailuresAccount, accountKey);
  await assertUnder(RATE_RULES.signInFailuresIp, ip);
  const failed = () => Promise.all([record(RATE_RULES.signInFailuresAccount, accountKey), record(RATE_RULES.signInFailuresIp, ip)]);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) await failed();
    throw error;
  }
  if (result === null) await failed();
  else await clearHits(RATE_RULES.signInFailuresAccount, accountKey);
  return result;
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

/** The operator's id for a right email, password and authenticator code; wrong codes count toward the lock-out as passwords do. */
export async function signInOperator(db: Db, { email, password, code }: OperatorSignInValues, ip: string): Promise<number> {
  const id = await guardedSignIn(ip, 'operator', email, () => authenticateOperator(db, email, password, code));
  if (id === null) throw new HttpError(401, INVALID_OPERATOR_CREDENTIALS, { code: 'invalid_credentials' });
  return id;
}
