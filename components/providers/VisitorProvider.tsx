// Who is visiting. The token cookies are HttpOnly; the header learns the role from the readable
// signedInAs hint after hydration, so a public page's HTML is the same for every visitor (and can
// be cached). Every API and signed-in page still checks the real token on the server.
import Cookies from 'js-cookie';
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

import { SIGNED_IN_AS_COOKIE } from '@/lib/auth/token';
import type { VisitorKind } from '@/lib/visitor';

interface VisitorContextValue {
  kind: VisitorKind;
  setKind: (kind: VisitorKind) => void;
}

const VisitorContext = createContext<VisitorContextValue>({ kind: 'anonymous', setKind: () => undefined });

export function visitorFromHint(hint: string | undefined): VisitorKind {
  return hint === 'user' || hint === 'partner' ? hint : 'anonymous';
}

// Cookies have no change event; a sign-in or sign-out on this page says so through setKind.
const subscribe = () => () => undefined;
const readHint = () => Cookies.get(SIGNED_IN_AS_COOKIE);
const noHint = () => undefined;

export function VisitorProvider({ children }: { children: ReactNode }) {
  // 'anonymous' in the server HTML and during hydration; then the hint, until this page signs in or out.
  const hint = useSyncExternalStore(subscribe, readHint, noHint);
  const [chosen, setKind] = useState<VisitorKind | null>(null);
  const kind = chosen ?? visitorFromHint(hint);
  const value = useMemo(() => ({ kind, setKind }), [kind]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export const useVisitor = () => useContext(VisitorContext);
