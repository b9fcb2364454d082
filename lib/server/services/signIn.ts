// Sign-in, shared by both roles and both ways (password or one-time code): rate limits, lock-out
// after repeated failures, one message for any wrong part, token cookie.
import type { NextApiRequest, NextApiResponse } from 'next';

import { signToken, type Role, type TokenRole } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import type { CodeChannel } from '@/lib/server/db/schema';
import { parseBody } from '@/lib/server/http/apiHandler';
import { setTokenCookie, tokenTtlSeconds } from '@/lib/server/http/cookies';
import { HttpError } from '@/lib/server/http/httpError';
import { assertUnder, clearHits, clientIp, hit, RATE_RULES, record } from '@/lib/server/rateLimit';
import { authenticate, markContactVerified } from '@/lib/server/services/accounts';
import { consumeCode } from '@/lib/server/services/otp';
import { INVALID_CREDENTIALS_MESSAGE, signInSchema } from '@/lib/validations/auth';
import { otpSignInSchema } from '@/lib/validations/otp';

/**
 * Lock-out: refuses while the account (or the address) has used up its failures, runs attempt,
 * counts a failure when it throws or returns null, and clears the account's count on success.
 */
export async function guardedSignIn<T>(
  req: NextApiRequest,
  role: TokenRole,
  account: string,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const ip = clientIp(req);
  const accountKey = `${role}:${account}`;
  await assertUnder(RATE_RULES.signInFailuresAccount, accountKey);
  await assertUnder(RATE_RULES.signInFailuresIp, ip);
  const failed = () => Promise.all([record(RATE_RULES.signInFailuresAccount, accountKey), record(RATE_RULES.signInFailuresIp, ip)]);
  let result: T | null;
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

export async function signIn(req: NextApiRequest, res: NextApiResponse, role: Role) {
  await hit(RATE_RULES.signIn, `${role}:${clientIp(req)}`);
  const { email, password } = parseBody(signInSchema, req);
  const db = await getDb();
  const id = await guardedSignIn(req, role, email, () => authenticate(db, role, email, password));
  if (id === null) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  await startSession(res, role, id);
  return id;
}

/** Signs in with a code sent by /api/v1/otp/send (purpose "sign-in"); the address is then verified. */
export async function signInWithCode(req: NextApiRequest, res: NextApiResponse) {
  await hit(RATE_RULES.otpVerify, clientIp(req));
  const { role, channel, destination, code } = parseBody(otpSignInSchema, req);
  const db = await getDb();
  const id = await guardedSignIn(req, role, destination, () =>
    consumeCode(db, { role, purpose: 'sign-in', channel: channel as CodeChannel, destination }, code),
  );
  await markContactVerified(db, role, id!, channel);
  await startSession(res, role, id!);
  return { role, id: id! };
}

export async function startSession(res: NextApiResponse, role: Role, id: number) {
  setTokenCookie(res, role, await signToken(role, id, tokenTtlSeconds()));
}
