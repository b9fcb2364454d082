import { NextResponse, type NextRequest } from 'next/server';

import { safeNextPath } from '@/lib/safeRedirect';

export function redirectTo(request: NextRequest, pathname: string, status = 307) {
  const url = request.nextUrl.clone();
  const [path = '', search = ''] = pathname.split('?');
  url.pathname = path;
  url.search = search ? `?${search}` : '';
  return NextResponse.redirect(url, status);
}

/** Sends the visitor to sign in, remembering where they were going. */
export function toSignIn(request: NextRequest, signInPath: string) {
  const next = safeNextPath(`${request.nextUrl.pathname}${request.nextUrl.search}`);
  return redirectTo(request, `${signInPath}?next=${encodeURIComponent(next)}`);
}

/** Where a signed-in visitor goes from a sign-in page: their ?next= target when internal, else home. */
export function afterSignIn(request: NextRequest, home: string) {
  return redirectTo(request, safeNextPath(request.nextUrl.searchParams.get('next'), home));
}
