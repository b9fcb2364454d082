// Signed role tokens that name a server-side session. Edge-safe (jose only), so middleware.ts can
// check the signature too; whether the session still holds is the server's question
// (lib/server/auth/sessions.ts). The signing secret is never a constant: the server resolves it at
// start (AUTH_SECRET, or one it generated and kept, lib/server/auth/secret.ts) and hands it here.
import { SignJWT, jwtVerify } from 'jose';

export type Role = 'user' | 'partner';
/** Every role a token can carry: the two account roles, and the operators of the console at /admin. */
export type TokenRole = Role | 'operator';
export const TOKEN_COOKIE: Record<TokenRole, string> = { user: 'userToken', partner: 'partnerToken', operator: 'operatorToken' };
/** Readable by page scripts and holding no secret: only which role signed in (a UI hint). */
export const SIGNED_IN_AS_COOKIE = 'signedInAs';

// On globalThis: Next loads this module in several bundles of one process (API routes, pages, middleware).
const holder = globalThis as unknown as { __tokenSecret?: Uint8Array };

/** Sets the secret tokens are signed and checked with (the server, once it has resolved it). */
export function setTokenSecret(secret: string) {
  holder.__tokenSecret = new TextEncoder().encode(secret);
}

/** Whether a secret has been set in this process. */
export const hasTokenSecret = () => holder.__tokenSecret !== undefined;

function secretKey(): Uint8Array {
  if (!holder.__tokenSecret) throw new Error('The token secret is not set: the server resolves it at start (lib/server/auth/secret.ts).');
  return holder.__tokenSecret;
}

export interface TokenClaims {
  /** The account the session belongs to. */
  id: number;
  /** The session's random id (its SHA-256 is the session row's key). */
  sid: string;
}

/** A token for the session sid of account `subject`, valid until expiresAt at most. */
export async function signToken(role: TokenRole, subject: number, sid: string, expiresAt: Date) {
  return new SignJWT({ role, sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
}

/**
 * The claims of a token for role, or null when it is missing, forged (or signed with any other
 * secret), expired, for another role, or names no session. Says nothing about whether the session
 * has ended since: only the server knows that.
 */
export async function verifyTokenClaims(token: string | undefined | null, role: TokenRole): Promise<TokenClaims | null> {
  if (!token || !holder.__tokenSecret) return null;
  try {
    const { payload } = await jwtVerify(token, holder.__tokenSecret, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (payload.role !== role || !Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof payload.sid !== 'string' || !/^[A-Za-z0-9_-]{22,64}$/.test(payload.sid)) return null;
    return { id, sid: payload.sid };
  } catch {
    return null;
  }
}

/** The account id of a well-signed token for role (navigation only: middleware.ts). */
export async function verifyToken(token: string | undefined | null, role: TokenRole) {
  return (await verifyTokenClaims(token, role))?.id ?? null;
}
