import { afterSignIn, toSignIn } from './redirect';
import type { AreaHandler } from './types';

export const ADMIN_SIGN_IN_PAGE = '/admin/login';
/** A staff member's one-time link (join, or enrol a new authenticator): opened signed out. */
export const ADMIN_JOIN_PREFIX = '/admin/join/';

/** The operator console: everything under /admin but its sign-in page and the one-time links needs an operator token. */
export const adminArea: AreaHandler = ({ request, pathname, operatorId }) => {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  if (pathname === ADMIN_SIGN_IN_PAGE) return operatorId !== null && operatorId !== undefined ? afterSignIn(request, '/admin') : null;
  if (pathname.startsWith(ADMIN_JOIN_PREFIX)) return null;
  return operatorId === null || operatorId === undefined ? toSignIn(request, ADMIN_SIGN_IN_PAGE) : null;
};
