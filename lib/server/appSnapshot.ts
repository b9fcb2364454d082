import type { IncomingMessage } from 'node:http';

import type { ServerSnapshot } from '@/lib/appSnapshot';
import { TOKEN_COOKIE, verifyToken } from '@/lib/auth/token';
import { ACCEPT_BANNER_COOKIE, ACCEPT_COOKIE } from '@/lib/disclaimer';
import { googleSignInEnabled } from '@/lib/server/auth/nextAuthOptions';
import { parseCookieHeader } from '@/lib/server/http/cookies';
import { visitorKind } from '@/lib/visitor';

export async function readServerSnapshot(req: IncomingMessage): Promise<ServerSnapshot> {
  const cookies = parseCookieHeader(req.headers.cookie);
  const userToken = cookies[TOKEN_COOKIE.user];
  const partnerToken = cookies[TOKEN_COOKIE.partner];
  // Holding both is decided by presence (middleware sends that visitor away); one alone must be valid.
  const [userId, partnerId] = await Promise.all([
    verifyToken(userToken, 'user'),
    verifyToken(partnerToken, 'partner'),
  ]);
  const visitor = userToken && partnerToken ? 'both' : visitorKind(userId !== null, partnerId !== null);
  return {
    visitor,
    acceptCookie: cookies[ACCEPT_COOKIE],
    acceptBannerCookie: cookies[ACCEPT_BANNER_COOKIE],
    googleEnabled: googleSignInEnabled(),
  };
}
