// What our callbacks (lib/server/auth/nextAuthOptions.ts) add to next-auth's profile, token and session.
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  /** The OpenID Connect claims Google sends; only these are read. */
  interface Profile {
    email_verified?: boolean;
  }

  interface Session {
    /** The provider that signed the session in ("google"); absent on a session from elsewhere. */
    provider?: string;
    /** Whether the provider has verified the session's email. */
    emailVerified: boolean;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    provider?: string;
    emailVerified?: boolean;
  }
}
