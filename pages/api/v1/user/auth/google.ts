// Completes Google sign-in: next-auth has run the OpenID Connect exchange and holds a session with the
// Google identity; this turns it into our own investor session (the HttpOnly userToken cookie) and
// sends the browser on to ?next= (an on-site path). A browser navigation, so it answers with redirects;
// anything wrong goes back to /login with an ?error= code that the page explains.
import type { NextApiRequest, NextApiResponse } from 'next';

import { GOOGLE_ERROR } from '@/lib/auth/signInErrors';
import { INVESTOR_HOME } from '@/lib/auth/googleSignIn';
import { safeNextPath } from '@/lib/safeRedirect';
import { googleIdentity } from '@/lib/server/auth/nextAuthOptions';
import { getDb } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { HttpError } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { findOrCreateGoogleUser, GOOGLE_EMAIL_INVALID, GOOGLE_EMAIL_UNVERIFIED } from '@/lib/server/services/googleAccounts';
import { startSession } from '@/lib/server/services/signIn';

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

function errorCodeFor(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return GOOGLE_ERROR.tooMany;
    if (error.message === GOOGLE_EMAIL_UNVERIFIED) return GOOGLE_ERROR.unverified;
    if (error.message === GOOGLE_EMAIL_INVALID) return GOOGLE_ERROR.invalidEmail;
  }
  return GOOGLE_ERROR.failed;
}

async function complete(req: NextApiRequest, res: NextApiResponse) {
  const next = safeNextPath(req.query.next, INVESTOR_HOME);
  try {
    await hit(RATE_RULES.signIn, `user:${clientIp(req)}`);
    const identity = await googleIdentity(req, res);
    if (!identity) {
      backToLogin(res, GOOGLE_ERROR.noSession, next);
      return;
    }
    const { id, created } = await findOrCreateGoogleUser(await getDb(), identity);
    if (created) logger.info('investor account opened with Google', { userId: id });
    // next-auth may have refreshed its own cookie; startSession replaces Set-Cookie, so keep both.
    const earlier = cookieList(res.getHeader('Set-Cookie'));
    await startSession(res, 'user', id);
    res.setHeader('Set-Cookie', [...earlier, ...cookieList(res.getHeader('Set-Cookie'))]);
    redirect(res, next);
  } catch (error) {
    const code = errorCodeFor(error);
    if (code === GOOGLE_ERROR.failed) {
      logger.error('google sign-in completion failed', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    backToLogin(res, code, next);
  }
}

export default defineHandler({ GET: complete });
