// Who is visiting. The token cookies are HttpOnly, so the server decides the first value
// (in _app) and sign-in / logout update it here; page scripts never read a token.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

import type { VisitorKind } from '@/lib/visitor';

interface VisitorContextValue {
  kind: VisitorKind;
  setKind: (kind: VisitorKind) => void;
}

const VisitorContext = createContext<VisitorContextValue>({ kind: 'anonymous', setKind: () => undefined });

export function VisitorProvider({ initialKind, children }: { initialKind: VisitorKind; children: ReactNode }) {
  const [kind, setKind] = useState<VisitorKind>(initialKind);
  const value = useMemo(() => ({ kind, setKind }), [kind]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export const useVisitor = () => useContext(VisitorContext);
