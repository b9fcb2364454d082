import { PARTNER_PREFIX, PATHS, ROUTES } from '@/lib/routes';

import { afterSignIn, toSignIn } from './redirect';
import type { AreaHandler } from './types';

/** The investor sign-in pages a signed-in investor is sent on from (not the password reset). */
const SIGN_IN_PAGES = ROUTES.filter(
  (route) => route.area === 'sign-in' && route.leaveWhenSignedIn === true && !route.path.startsWith(`${PARTNER_PREFIX}/`),
).map((route) => route.path);

/** The investor area: /dashboard needs a valid user token; signed-in investors skip the sign-in pages. */
export const dashboardArea: AreaHandler = ({ request, pathname, userId }) => {
  if (pathname === PATHS.investorDashboard || pathname.startsWith(`${PATHS.investorDashboard}/`)) {
    return userId === null ? toSignIn(request, PATHS.investorSignIn) : null;
  }
  if (SIGN_IN_PAGES.includes(pathname) && userId !== null) return afterSignIn(request, PATHS.investorDashboard);
  return null;
};
