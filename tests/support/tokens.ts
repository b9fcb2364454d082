// Tokens made by hand, for tests of what the server and the middleware refuse or accept.
import { randomBytes } from 'node:crypto';

import { SignJWT } from 'jose';

import { signToken, type TokenRole } from '@/lib/auth/token';

/** The constant that signed every token before secrets were generated: it must open nothing now. */
export const FORMER_SOURCE_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

const newSid = () => randomBytes(24).toString('base64url');

/** A token signed with this process's secret for a session id nobody created (checks signature only). */
export function signedToken(role: TokenRole, id: number, ttlSeconds = 60) {
  return signToken(role, id, newSid(), new Date(Date.now() + ttlSeconds * 1000));
}

/** A token of the right shape signed with another secret (by default the one the source once held). */
export function tokenSignedWith(secret: string, role: TokenRole, id: number, ttlSeconds = 3600) {
  return new SignJWT({ role, sid: newSid() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
