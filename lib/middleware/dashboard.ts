import { afterSignIn, toSignIn } from './redirect';
import type { AreaHandler } from './types';

const SIGN_IN_PAGES = ['/login', '/signup'];

/** The investor area: /dashboard needs a valid user token; signed-in investors skip the sign-in pages. */
export const dashboardArea: AreaHandler = ({ request, pathname, userId }) => {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    return userId === null ? toSignIn(request, '/login') : null;
  }
  if (SIGN_IN_PAGES.includes(pathname) && userId !== null) return afterSignIn(request, '/dashboard');
  return null;
};
