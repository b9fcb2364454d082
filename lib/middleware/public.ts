import { UNAUTHORIZED_PATH } from '@/lib/visitor';

import { redirectTo } from './redirect';
import type { AreaHandler } from './types';

/** Holding both tokens is refused before any page renders (decided by presence, as the spec says). */
export const bothTokensRule: AreaHandler = ({ request, pathname }) => {
  const { cookies } = request;
  if (pathname === UNAUTHORIZED_PATH) return null;
  return cookies.has('userToken') && cookies.has('partnerToken') ? redirectTo(request, UNAUTHORIZED_PATH) : null;
};
