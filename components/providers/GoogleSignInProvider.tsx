// Tells sign-in screens whether Google sign-in is configured on the server; buttons show only then.
import { createContext, useContext, type ReactNode } from 'react';

const GoogleSignInContext = createContext({ enabled: false });

export function GoogleSignInProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <GoogleSignInContext.Provider value={{ enabled }}>{children}</GoogleSignInContext.Provider>;
}

export const useGoogleSignIn = () => useContext(GoogleSignInContext);
