import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextApiResponse } from 'next';

import { SIGNED_IN_AS_COOKIE, TOKEN_COOKIE, type Role, type TokenRole } from '@/lib/auth/token';
import { checkSession, createSession, deviceOf, endSession, sessionTtlSeconds } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { isProduction } from '@/lib/server/env';

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

function serialize(name: string, value: string, maxAgeSeconds: number, httpOnly = true) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (httpOnly) parts.push('HttpOnly');
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isProduction()) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Sets the role's token cookie; signing in as one role ends any session held in the other.
 * The readable SIGNED_IN_AS_COOKIE beside it holds no secret, only the role, so public pages can
 * be the same HTML for everyone (and shared-cached) while the header still knows who is here.
 */
function setTokenCookie(res: NextApiResponse, role: Role, token: string) {
  const other: Role = role === 'user' ? 'partner' : 'user';
  const ttl = sessionTtlSeconds(role);
  res.setHeader('Set-Cookie', [
    serialize(TOKEN_COOKIE[role], token, ttl),
    serialize(TOKEN_COOKIE[other], '', 0),
    serialize(SIGNED_IN_AS_COOKIE, role, ttl, false),
  ]);
}

/** Signs the account in on this response: a new server-side session, its token in the role's cookie. */
export async function startSession(req: IncomingMessage, res: NextApiResponse, role: Role, id: number) {
  const db = await getDb();
  // The cookie of the other role is dropped below: its session ends with it rather than linger unseen.
  const other: Role = role === 'user' ? 'partner' : 'user';
  const held = await checkSession(db, other, parseCookieHeader(req.headers.cookie)[TOKEN_COOKIE[other]]);
  if (held) await endSession(db, held.sessionId, 'signed_out');
  const { token } = await createSession(db, role, id, deviceOf(req));
  setTokenCookie(res, role, token);
}

export function clearTokenCookies(res: NextApiResponse) {
  res.setHeader('Set-Cookie', [
    serialize(TOKEN_COOKIE.user, '', 0),
    serialize(TOKEN_COOKIE.partner, '', 0),
    serialize(SIGNED_IN_AS_COOKIE, '', 0, false),
  ]);
}

/**
 * A request that named role in the readable hint but whose token no longer holds (revoked, forged):
 * the answer drops the hint, so the page's header stops showing a signed-in visitor. Public pages do
 * not pass through the middleware, so an API's 401 is where such a hint is found.
 */
export function dropStaleHint(req: IncomingMessage, res: ServerResponse, role: Role) {
  if (parseCookieHeader(req.headers.cookie)[SIGNED_IN_AS_COOKIE] !== role || res.headersSent) return;
  expireHint(res);
}

/** Adds these cookies to the answer's Set-Cookie, keeping any it already has. */
function appendCookies(res: ServerResponse, added: string[]) {
  const existing = res.getHeader('Set-Cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...cookies, ...added]);
}

/** Adds the hint's expiry to the answer's cookies. */
export function expireHint(res: ServerResponse) {
  appendCookies(res, [serialize(SIGNED_IN_AS_COOKIE, '', 0, false)]);
}

/** Expires one role's token cookie (its session is over), and the readable hint when it names that role. */
export function expireTokenCookie(req: IncomingMessage, res: ServerResponse, role: TokenRole) {
  if (res.headersSent) return;
  appendCookies(res, [serialize(TOKEN_COOKIE[role], '', 0)]);
  if (role !== 'operator') dropStaleHint(req, res, role);
}

/** Signs the operator in: a session whose token has a cookie of its own, beside (never replacing) an investor's or partner's. */
export async function startOperatorSession(req: IncomingMessage, res: NextApiResponse, id: number) {
  const { token } = await createSession(await getDb(), 'operator', id, deviceOf(req));
  res.setHeader('Set-Cookie', [serialize(TOKEN_COOKIE.operator, token, sessionTtlSeconds('operator'))]);
}

export function clearOperatorCookie(res: NextApiResponse) {
  res.setHeader('Set-Cookie', [serialize(TOKEN_COOKIE.operator, '', 0)]);
}
