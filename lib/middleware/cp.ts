import { afterSignIn, redirectTo, toSignIn } from './redirect';
import type { AreaHandler } from './types';

const PUBLIC_CP_PAGES = ['/Cp/signin', '/Cp/signup', '/Cp/signin/forgot-password'];

/** The partner area: lower-case /cp links are sent to /Cp; everything but sign-in needs a partner token. */
export const cpArea: AreaHandler = ({ request, pathname, partnerId }) => {
  if (pathname === '/cp' || pathname.startsWith('/cp/')) {
    return redirectTo(request, `/Cp${pathname.slice(3)}${request.nextUrl.search}`, 308);
  }
  if (pathname !== '/Cp' && !pathname.startsWith('/Cp/')) return null;
  if (PUBLIC_CP_PAGES.includes(pathname)) {
    return partnerId !== null ? afterSignIn(request, '/Cp/dashboard') : null;
  }
  if (partnerId === null) return toSignIn(request, '/Cp/signin');
  return pathname === '/Cp' ? redirectTo(request, '/Cp/dashboard') : null;
};
