// Who is calling: the role token from its HttpOnly cookie or an Authorization: Bearer header.
import type { IncomingMessage } from 'node:http';

import type { NextApiRequest, NextApiResponse } from 'next';

import { TOKEN_COOKIE, verifyTokenClaims, type Role, type TokenRole } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { dropStaleHint, parseCookieHeader } from '@/lib/server/http/cookies';
import { unauthorized } from '@/lib/server/http/httpError';
import { findSessionAccount, type PublicAccount, type PublicPartner, type PublicUser } from '@/lib/server/services/accounts';
import { findOperatorSession, type PublicOperator } from '@/lib/server/services/operators';

export function tokenFrom(req: IncomingMessage, role: TokenRole): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return parseCookieHeader(req.headers.cookie)[TOKEN_COOKIE[role]] || undefined;
}

// One lookup per request and role: a rate limit keyed by the caller and the route share it.
const lookups = new WeakMap<IncomingMessage, Partial<Record<Role, Promise<PublicUser | PublicPartner | null>>>>();

/** The account of a valid token for role: signed, unexpired, and issued after the last password change. */
function currentAccount<R extends Role>(req: IncomingMessage, role: R): Promise<PublicAccount<R> | null> {
  let byRole = lookups.get(req);
  if (!byRole) lookups.set(req, (byRole = {}));
  byRole[role] ??= lookupAccount(req, role);
  return byRole[role] as Promise<PublicAccount<R> | null>;
}

async function lookupAccount<R extends Role>(req: IncomingMessage, role: R): Promise<PublicAccount<R> | null> {
  const claims = await verifyTokenClaims(tokenFrom(req, role), role);
  if (!claims) return null;
  const found = await findSessionAccount(await getDb(), role, claims.id);
  if (!found) return null;
  const { account, sessionsValidAfter } = found;
  return sessionsValidAfter && claims.issuedAtMs < sessionsValidAfter.getTime() ? null : account;
}

export const currentUser = (req: IncomingMessage): Promise<PublicUser | null> => currentAccount(req, 'user');
export const currentPartner = (req: IncomingMessage): Promise<PublicPartner | null> => currentAccount(req, 'partner');

type Handler<C, Out> = (req: NextApiRequest, res: NextApiResponse, caller: C) => Out;

/** Runs the handler with the signed-in investor, or answers 401. */
export function withUser<Out>(handler: Handler<PublicUser, Out>) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<Awaited<Out>> => {
    const user = await currentUser(req);
    if (!user) {
      dropStaleHint(req, res, 'user');
      throw unauthorized();
    }
    return await handler(req, res, user);
  };
}

/** Runs the handler with the signed-in channel partner, or answers 401. */
export function withPartner<Out>(handler: Handler<PublicPartner, Out>) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<Awaited<Out>> => {
    const partner = await currentPartner(req);
    if (!partner) {
      dropStaleHint(req, res, 'partner');
      throw unauthorized();
    }
    return await handler(req, res, partner);
  };
}

/**
 * A rate-limit key (defineHandler's rateLimit.key) naming the signed-in caller of role, "<prefix><role>:<id>";
 * answers 401 for anyone else, as the route itself would.
 */
export function byCaller(role: Role, prefix = '') {
  return async (req: IncomingMessage) => {
    const caller = await currentAccount(req, role);
    if (!caller) throw unauthorized();
    return `${prefix}${role}:${caller.id}`;
  };
}

/** withUser or withPartner, for routes that serve both roles alike. */
export function withAccount<Out>(role: Role, handler: Handler<PublicUser | PublicPartner, Out>) {
  return role === 'user' ? withUser(handler) : withPartner(handler);
}

/** Runs the handler with the signed-in operator (console at /admin), or answers 401. */
export function withOperator<Out>(handler: Handler<PublicOperator, Out>) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<Awaited<Out>> => {
    const operator = await currentOperator(req);
    if (!operator) throw unauthorized('Please sign in to the operator console.');
    return await handler(req, res, operator);
  };
}

/** The operator of a valid operator token (signed, unexpired, issued after the operator's last session cut-off). */
export async function currentOperator(req: IncomingMessage): Promise<PublicOperator | null> {
  const claims = await verifyTokenClaims(tokenFrom(req, 'operator'), 'operator');
  if (!claims) return null;
  const found = await findOperatorSession(await getDb(), claims.id);
  if (!found) return null;
  return found.sessionsValidAfter && claims.issuedAtMs < found.sessionsValidAfter.getTime() ? null : found.operator;
}
