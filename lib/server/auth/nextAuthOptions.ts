// next-auth is imported with its options in this one place.
// next-auth only runs the Google (OpenID Connect) exchange and keeps a short session of its own;
// /api/v1/user/auth/google then turns that session into our own userToken cookie.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { NextAuthOptions, Session } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import GoogleProvider from 'next-auth/providers/google';

import { env } from '@/lib/server/env';

export const GOOGLE_ISSUER_DEFAULT = 'https://accounts.google.com';
// The next-auth session only bridges to our own cookie, so it need not live long.
const NEXT_AUTH_SESSION_SECONDS = 60 * 60;

export function googleSignInEnabled() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET);
}

/** What the next-auth session says about the Google identity (added by the callbacks below). */
export interface GoogleIdentity {
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** Google sign-in, offered only when both its client id and secret are set (as googleSignInEnabled says). */
function googleProviders() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = env();
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) return [];
  const issuer = GOOGLE_ISSUER.replace(/\/+$/, '');
  const other = issuer !== GOOGLE_ISSUER_DEFAULT;
  return [
    GoogleProvider({
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      // Another OpenID provider standing in for Google (the end-to-end tests' local one).
      ...(other && { issuer, wellKnown: `${issuer}/.well-known/openid-configuration` }),
    }),
  ];
}

export function authOptions(): NextAuthOptions {
  return {
    secret: env().AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: NEXT_AUTH_SESSION_SECONDS },
    providers: googleProviders(),
    pages: { signIn: '/login', error: '/login' },
    callbacks: {
      // Only a Google identity whose email Google has verified may sign in (else ?error=AccessDenied).
      signIn({ account, profile }) {
        if (account?.provider !== 'google') return false;
        const claims = profile as { email?: unknown; email_verified?: unknown } | undefined;
        return typeof claims?.email === 'string' && claims.email_verified === true;
      },
      jwt({ token, account, profile }) {
        if (account?.provider === 'google') {
          token.provider = 'google';
          token.emailVerified = (profile as { email_verified?: unknown } | undefined)?.email_verified === true;
        }
        return token;
      },
      session({ session, token }) {
        return {
          ...session,
          provider: typeof token.provider === 'string' ? token.provider : undefined,
          emailVerified: token.emailVerified === true,
        } as Session;
      },
    },
  };
}

/**
 * The Google identity of the caller's next-auth session, or null without one. Only next-auth, with
 * our AUTH_SECRET, can mint such a session, and only while Google sign-in is configured.
 */
export async function googleIdentity(req: NextApiRequest, res: NextApiResponse): Promise<GoogleIdentity | null> {
  const session = await getServerSession<NextAuthOptions, Session & { provider?: string; emailVerified?: boolean }>(req, res, authOptions());
  const email = session?.user?.email;
  if (session?.provider !== 'google' || typeof email !== 'string' || !email) return null;
  return { email, name: session.user?.name ?? null, emailVerified: session.emailVerified === true };
}
