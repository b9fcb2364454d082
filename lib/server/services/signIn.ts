// Sign-in, shared by both roles: rate limits, one message for any wrong part, token cookie.
import type { NextApiRequest, NextApiResponse } from 'next';

import { signToken, type Role } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { setTokenCookie, tokenTtlSeconds } from '@/lib/server/http/cookies';
import { HttpError } from '@/lib/server/http/httpError';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { authenticate } from '@/lib/server/services/accounts';
import { INVALID_CREDENTIALS_MESSAGE, signInSchema } from '@/lib/validations/auth';
import { parseBody } from '@/lib/server/http/apiHandler';

export async function signIn(req: NextApiRequest, res: NextApiResponse, role: Role) {
  hit(RATE_RULES.signIn, `${role}:${clientIp(req)}`);
  const { email, password } = parseBody(signInSchema, req);
  hit(RATE_RULES.signInAccount, `${role}:${email}`);
  const id = await authenticate(await getDb(), role, email, password);
  if (id === null) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  await startSession(res, role, id);
  return id;
}

export async function startSession(res: NextApiResponse, role: Role, id: number) {
  setTokenCookie(res, role, await signToken(role, id, tokenTtlSeconds()));
}
