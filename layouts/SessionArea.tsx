import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

import { sessionRefetchSeconds } from '@/lib/sessionRefetch';

const SESSION_REFETCH_SECONDS = sessionRefetchSeconds();

/**
 * The next-auth (Google) session, for the pages that show it (the investors' sign-in screens, see
 * components/auth/SessionStatus.tsx) and the investors' dashboard (where a Google sign-in lands, see
 * InvestorArea); no public page carries next-auth's client. signIn/signOut elsewhere need no provider.
 */
export default function SessionArea({ session, children }: { session?: Session | null; children: ReactNode }) {
  return (
    // next-auth re-reads the session when the tab becomes visible and when another tab changes it
    // (localStorage "nextauth.message" events); also every N seconds when configured.
    <SessionProvider session={session} refetchOnWindowFocus refetchInterval={SESSION_REFETCH_SECONDS}>
      {children}
    </SessionProvider>
  );
}
