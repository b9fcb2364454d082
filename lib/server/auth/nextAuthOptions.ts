// next-auth is imported with its options in this one place.
// next-auth only runs the Google (OpenID Connect) exchange and keeps a short session of its own;
// /api/v1/user/auth/google then turns that session into our own userToken cookie.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { NextAuthOptions } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import GoogleProvider from 'next-auth/providers/google';

import { safeNextPath } from '@/lib/safeRedirect';
import { derivedSecret } from '@/lib/server/auth/secret';
import { env, siteUrl } from '@/lib/server/env';
import { withoutTrailing } from '@/lib/strings';

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
  const issuer = withoutTrailing(GOOGLE_ISSUER, '/');
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

/** next-auth's options; its secret is derived from the token secret (lib/server/auth/secret.ts), never a constant. */
export async function authOptions(): Promise<NextAuthOptions> {
  return nextAuthOptions(await derivedSecret('next-auth'));
}

export function nextAuthOptions(secret: string): NextAuthOptions {
  return {
    secret,
    session: { strategy: 'jwt', maxAge: NEXT_AUTH_SESSION_SECONDS },
    providers: googleProviders(),
    pages: { signIn: '/login', error: '/login' },
    callbacks: {
      // Only a Google identity whose email Google has verified may sign in (else ?error=AccessDenied).
      signIn({ account, profile }) {
        if (account?.provider !== 'google') return false;
        return typeof profile?.email === 'string' && profile.email_verified === true;
      },
      jwt({ token, account, profile }) {
        if (account?.provider === 'google') {
          token.provider = 'google';
          token.emailVerified = profile?.email_verified === true;
        }
        return token;
      },
      // next-auth's callbackUrl is followed only as a path on this site, by the same rule as every ?next=.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeNextPath(sameSitePath(url, baseUrl))}`;
      },
      session({ session, token }) {
        return { ...session, provider: token.provider, emailVerified: token.emailVerified === true };
      },
    },
  };
}

/** An absolute URL of this site as its path; anything else as it came (safeNextPath then judges it). */
function sameSitePath(url: string, baseUrl: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(baseUrl).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}

/**
 * The request as next-auth should see it. next-auth 4 builds its callback URLs from NEXTAUTH_URL;
 * without it, from http://localhost:3000 unless AUTH_TRUST_HOST is set, and then from whatever
 * X-Forwarded-Host / -Proto the request carries (https when no proto is sent). So with NEXTAUTH_URL
 * empty, next-auth is handed the site's address (siteUrl, never the request's Host) in those two
 * headers. Every next-auth call goes through here.
 */
export function forNextAuth<R extends NextApiRequest>(req: R): R {
  if (process.env.NEXTAUTH_URL?.trim()) return req;
  const origin = new URL(siteUrl());
  process.env.AUTH_TRUST_HOST = 'true';
  const headers = { ...req.headers, 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.protocol.slice(0, -1) };
  // A view of the request with those headers; the request itself is left as it came.
  return Object.assign(Object.create(req) as R, { headers });
}

/**
 * The Google identity of the caller's next-auth session, or null without one. Only next-auth, with
 * the secret derived from ours, can mint such a session, and only while Google sign-in is configured.
 */
export async function googleIdentity(req: NextApiRequest, res: NextApiResponse): Promise<GoogleIdentity | null> {
  const session = await getServerSession(forNextAuth(req), res, await authOptions());
  const email = session?.user?.email;
  if (session?.provider !== 'google' || typeof email !== 'string' || !email) return null;
  return { email, name: session.user?.name ?? null, emailVerified: session.emailVerified };
}
