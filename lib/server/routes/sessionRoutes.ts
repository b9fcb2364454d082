// "Where you're signed in", the same for investors (/api/v1/user/profile/sessions…), partners
// (/api/v1/cp/profile/sessions…) and operators (/api/v1/admin/auth/sessions…): the caller's live
// sessions, ending one of them, and signing out everywhere.
import type { NextApiRequest, NextApiResponse } from 'next';

import type { TokenRole } from '@/lib/auth/token';
import type { SessionEndData, SessionListData, SignOutEverywhereData } from '@/lib/contracts/sessions';
import { currentSession } from '@/lib/server/auth/session';
import { endSession, endSessionsOf, sessionsOf } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply } from '@/lib/server/http/apiHandler';
import { clearOperatorCookie, clearTokenCookies, dropStaleHint } from '@/lib/server/http/cookies';
import { notFound, unauthorized } from '@/lib/server/http/httpError';
import { pathId } from '@/lib/server/http/pathParams';

export const SESSION_MESSAGES = {
  ended: 'That session is signed out.',
  endedThis: 'You are signed out.',
  everywhere: 'You are signed out everywhere.',
  notFound: 'This session is not one of yours, or it has already ended.',
} as const;

/** The caller's live session for role, or 401 as every signed-in route answers. */
async function caller(req: NextApiRequest, res: NextApiResponse, role: TokenRole) {
  const signedIn = await currentSession(req, role);
  if (signedIn) return { sessionId: signedIn.sessionId, accountId: signedIn.account.id };
  if (role === 'operator') throw unauthorized('Please sign in to the operator console.');
  dropStaleHint(req, res, role);
  throw unauthorized();
}

const clearCookies = (res: NextApiResponse, role: TokenRole) => (role === 'operator' ? clearOperatorCookie(res) : clearTokenCookies(res));

/** GET: the caller's live sessions, this one marked `current`. */
export function sessionListRoute(role: TokenRole) {
  return defineHandler({
    GET: async (req, res) => {
      const { sessionId, accountId } = await caller(req, res, role);
      const sessions = await sessionsOf(await getDb(), role, accountId, sessionId);
      const data: SessionListData = {
        sessions: sessions.map((session) => ({
          ...session,
          signedInAt: session.signedInAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
      };
      return reply(data, 'Sessions fetched.');
    },
  });
}

/** DELETE …/sessions/{id}: ends one of the caller's sessions (their own current one signs them out here). */
export function sessionEndRoute(role: TokenRole) {
  return defineHandler({
    DELETE: async (req, res) => {
      const { sessionId, accountId } = await caller(req, res, role);
      const id = pathId(req.query.id, SESSION_MESSAGES.notFound);
      if (!(await endSession(await getDb(), id, 'ended_by_owner', { role, accountId }))) throw notFound(SESSION_MESSAGES.notFound);
      if (id !== sessionId) return reply<SessionEndData>({ signedOut: false }, SESSION_MESSAGES.ended);
      clearCookies(res, role);
      return reply<SessionEndData>({ signedOut: true }, SESSION_MESSAGES.endedThis);
    },
  });
}

/** POST: ends every session of the caller's account, this one included. */
export function signOutEverywhereRoute(role: TokenRole) {
  return defineHandler({
    POST: async (req, res) => {
      const { accountId } = await caller(req, res, role);
      const ended = await endSessionsOf(await getDb(), role, accountId, 'signed_out_everywhere');
      clearCookies(res, role);
      return reply<SignOutEverywhereData>({ ended }, SESSION_MESSAGES.everywhere);
    },
  });
}
