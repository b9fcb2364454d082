// Who is visiting. The token cookies are HttpOnly; the header learns the role from the readable
// signedInAs hint after hydration, so a public page's HTML is the same for every visitor (and can
// be cached). Every API and signed-in page still checks the real token on the server.
import Cookies from 'js-cookie';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

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

export function VisitorProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<VisitorKind>('anonymous');
  useEffect(() => setKind(visitorFromHint(Cookies.get(SIGNED_IN_AS_COOKIE))), []);
  const value = useMemo(() => ({ kind, setKind }), [kind]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export const useVisitor = () => useContext(VisitorContext);
