import { PARTNER_PREFIX, PATHS, ROUTES } from '@/lib/routes';

import { afterSignIn, redirectTo, toSignIn } from './redirect';
import type { AreaHandler } from './types';

/** The partner sign-in pages: open to anyone, and left at once by a signed-in partner. */
const PUBLIC_CP_PAGES = ROUTES.filter((route) => route.area === 'sign-in' && route.path.startsWith(`${PARTNER_PREFIX}/`)).map(
  (route) => route.path,
);

/** The partner area: lower-case /cp links are sent to /Cp; everything but sign-in needs a partner token. */
export const cpArea: AreaHandler = ({ request, pathname, partnerId }) => {
  if (pathname === '/cp' || pathname.startsWith('/cp/')) {
    return redirectTo(request, `${PARTNER_PREFIX}${pathname.slice(3)}${request.nextUrl.search}`, 308);
  }
  if (pathname !== PARTNER_PREFIX && !pathname.startsWith(`${PARTNER_PREFIX}/`)) return null;
  if (PUBLIC_CP_PAGES.includes(pathname)) {
    return partnerId !== null ? afterSignIn(request, PATHS.partnerDashboard) : null;
  }
  if (partnerId === null) return toSignIn(request, PATHS.partnerSignIn);
  return pathname === PARTNER_PREFIX ? redirectTo(request, PATHS.partnerDashboard) : null;
};
