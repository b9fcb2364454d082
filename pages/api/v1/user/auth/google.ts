// Completes Google sign-in: next-auth has run the OpenID Connect exchange and holds a session with the
// Google identity; this turns it into our own investor session (the HttpOnly userToken cookie) and
// sends the browser on to ?next= (an on-site path), or a new account to the dashboard, which asks it to
// accept the terms and make its choices. A browser navigation, so it answers with redirects;
// anything wrong goes back to /login with an ?error= code that the page explains.
import type { NextApiRequest, NextApiResponse } from 'next';

import { GOOGLE_ERROR } from '@/lib/auth/signInErrors';
import { INVESTOR_HOME } from '@/lib/auth/googleSignIn';
import { safeNextPath } from '@/lib/safeRedirect';
import { googleIdentity } from '@/lib/server/auth/nextAuthOptions';
import { getDb } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { startSession } from '@/lib/server/http/cookies';
import { HttpError, type ErrorCode } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { clientIp, RATE_RULES } from '@/lib/server/rateLimit';
import { findOrCreateGoogleUser } from '@/lib/server/services/googleAccounts';

export const config = { api: { bodyParser: false } };

function redirect(res: NextApiResponse, location: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, location);
}

function backToLogin(res: NextApiResponse, error: string, next: string) {
  const query = new URLSearchParams({ error });
  if (next !== INVESTOR_HOME) query.set('next', next);
  redirect(res, `/login?${query}`);
}

const cookieList = (value: number | string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

const GOOGLE_ERROR_BY_CODE: Partial<Record<ErrorCode, string>> = {
  rate_limited: GOOGLE_ERROR.tooMany,
  email_unverified: GOOGLE_ERROR.unverified,
  email_invalid: GOOGLE_ERROR.invalidEmail,
};

const nextPath = (req: NextApiRequest) => safeNextPath(req.query.next, INVESTOR_HOME);

async function complete(req: NextApiRequest, res: NextApiResponse) {
  const identity = await googleIdentity(req, res);
  if (!identity) {
    backToLogin(res, GOOGLE_ERROR.noSession, nextPath(req));
    return;
  }
  const { id, created } = await findOrCreateGoogleUser(await getDb(), identity);
  if (created) logger.info('investor account opened with Google', { userId: id });
  // next-auth may have refreshed its own cookie; startSession replaces Set-Cookie, so keep both.
  const earlier = cookieList(res.getHeader('Set-Cookie'));
  await startSession(req, res, 'user', id);
  res.setHeader('Set-Cookie', [...earlier, ...cookieList(res.getHeader('Set-Cookie'))]);
  // A new account lands where it is asked to accept the terms and choose (Google asked neither).
  redirect(res, created ? INVESTOR_HOME : nextPath(req));
}

/** Anything wrong goes back to the sign-in page with the ?error= code it explains. */
function failed(req: NextApiRequest, res: NextApiResponse, error: unknown) {
  const code = (error instanceof HttpError && GOOGLE_ERROR_BY_CODE[error.code]) || GOOGLE_ERROR.failed;
  if (code === GOOGLE_ERROR.failed) {
    logger.error('google sign-in completion failed', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  backToLogin(res, code, nextPath(req));
}

export default defineHandler(
  { GET: complete },
  { rateLimit: { rule: RATE_RULES.signIn, key: (req) => `user:${clientIp(req)}` }, onError: failed },
);
