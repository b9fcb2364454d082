// The specification's "Layout by path", as a pure function so it can be tested on its own.
export type LayoutKind = 'cp-auth' | 'partner' | 'user-dashboard' | 'user-auth' | 'operator-auth' | 'operator' | 'public';

export interface LayoutSpec {
  kind: LayoutKind;
}

export function layoutForPath(pathname: string): LayoutSpec {
  // The operator console first: /admin/login must not fall to the investors' sign-in rule below.
  if (pathname === '/admin/login' || pathname.startsWith('/admin/join/')) return { kind: 'operator-auth' };
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return { kind: 'operator' };
  if (pathname.includes('/Cp/signin') || pathname.includes('/Cp/signup')) return { kind: 'cp-auth' };
  if (pathname.includes('/Cp')) return { kind: 'partner' };
  if (pathname.includes('/dashboard')) return { kind: 'user-dashboard' };
  if (pathname.includes('/login') || pathname.includes('/signup')) return { kind: 'user-auth' };
  return { kind: 'public' };
}
