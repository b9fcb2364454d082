import { TOKEN_COOKIE } from '@/lib/auth/token';
import { UNAUTHORIZED_PATH, visitorKind } from '@/lib/visitor';

import { redirectTo } from './redirect';
import type { AreaHandler } from './types';

/** Holding both tokens is refused before any page renders (decided by presence, as the spec says). */
export const bothTokensRule: AreaHandler = ({ request, pathname }) => {
  if (pathname === UNAUTHORIZED_PATH) return null;
  const { cookies } = request;
  const kind = visitorKind(cookies.has(TOKEN_COOKIE.user), cookies.has(TOKEN_COOKIE.partner));
  return kind === 'both' ? redirectTo(request, UNAUTHORIZED_PATH) : null;
};
