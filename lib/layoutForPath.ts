// The specification's "Layout by path", as a pure function so it can be tested on its own.
export type LayoutKind = 'cp-auth' | 'partner' | 'user-dashboard' | 'user-auth' | 'public';

export interface LayoutSpec {
  kind: LayoutKind;
  googleProvider: boolean;
  disclaimerGate: boolean;
}

export function layoutForPath(pathname: string): LayoutSpec {
  if (pathname.includes('/Cp/signin') || pathname.includes('/Cp/signup')) {
    return { kind: 'cp-auth', googleProvider: true, disclaimerGate: false };
  }
  if (pathname.includes('/Cp')) return { kind: 'partner', googleProvider: false, disclaimerGate: true };
  if (pathname.includes('/dashboard')) return { kind: 'user-dashboard', googleProvider: false, disclaimerGate: true };
  if (pathname.includes('/login') || pathname.includes('/signup')) {
    return { kind: 'user-auth', googleProvider: true, disclaimerGate: true };
  }
  return { kind: 'public', googleProvider: true, disclaimerGate: true };
}
