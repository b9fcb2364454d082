// Signed, expiring role tokens. Edge-safe (jose only), so middleware.ts can verify them too.
import { SignJWT, jwtVerify } from 'jose';

export type Role = 'user' | 'partner';
/** Every role a token can carry: the two account roles, and the operators of the console at /admin. */
export type TokenRole = Role | 'operator';
export const TOKEN_COOKIE: Record<TokenRole, string> = { user: 'userToken', partner: 'partnerToken', operator: 'operatorToken' };
/** Readable by page scripts and holding no secret: only which role signed in (a UI hint). */
export const SIGNED_IN_AS_COOKIE = 'signedInAs';

export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

export function authSecret(): string {
  return process.env.AUTH_SECRET || DEV_AUTH_SECRET;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(role: TokenRole, subject: number, ttlSeconds: number, secret = authSecret()) {
  // iatMs: the standard iat has whole seconds; a password change must end tokens from the same second.
  return new SignJWT({ role, iatMs: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The account id the token was issued for, or null when it is missing, forged, expired or for another role. */
export async function verifyToken(token: string | undefined | null, role: TokenRole, secret = authSecret()) {
  return (await verifyTokenClaims(token, role, secret))?.id ?? null;
}

/** verifyToken, with when the token was issued (milliseconds since the epoch). */
export async function verifyTokenClaims(token: string | undefined | null, role: TokenRole, secret = authSecret()) {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (payload.role !== role || !Number.isInteger(id) || id <= 0) return null;
    const issuedAtMs = typeof payload.iatMs === 'number' ? payload.iatMs : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
    return { id, issuedAtMs };
  } catch {
    return null;
  }
}
