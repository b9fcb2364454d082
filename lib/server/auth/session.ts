// Who is calling: the role token from its HttpOnly cookie or an Authorization: Bearer header, naming a
// live server-side session (lib/server/auth/sessions.ts).
import type { IncomingMessage } from 'node:http';

import type { NextApiRequest, NextApiResponse } from 'next';

import { TOKEN_COOKIE, type Role, type TokenRole } from '@/lib/auth/token';
import { can, FORBIDDEN_MESSAGE, type Permission } from '@/lib/permissions';
import { checkSession, endSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { dropStaleHint, parseCookieHeader } from '@/lib/server/http/cookies';
import { forbidden, unauthorized } from '@/lib/server/http/httpError';
import { findAccountById, type PublicAccount, type PublicPartner, type PublicUser } from '@/lib/server/services/accounts';
import { findActiveOperator, type PublicOperator } from '@/lib/server/services/operators';

export function tokenFrom(req: IncomingMessage, role: TokenRole): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return parseCookieHeader(req.headers.cookie)[TOKEN_COOKIE[role]] || undefined;
}

type Caller<R extends TokenRole> = R extends Role ? PublicAccount<R> : PublicOperator;

export interface SignedIn<R extends TokenRole> {
  sessionId: number;
  account: Caller<R>;
}

// One lookup per request and role: a rate limit keyed by the caller and the route share it.
const lookups = new WeakMap<IncomingMessage, Partial<Record<TokenRole, Promise<SignedIn<TokenRole> | null>>>>();

/** The caller's live session for role and the account it belongs to, or null. */
export function currentSession<R extends TokenRole>(req: IncomingMessage, role: R): Promise<SignedIn<R> | null> {
  let byRole = lookups.get(req);
  if (!byRole) lookups.set(req, (byRole = {}));
  return (byRole[role] ??= lookupSession(req, role));
}

async function lookupSession<R extends TokenRole>(req: IncomingMessage, role: R): Promise<SignedIn<R> | null> {
  const db = await getDb();
  const live = await checkSession(db, role, tokenFrom(req, role));
  if (!live) return null;
  const account = role === 'operator' ? await findActiveOperator(db, live.accountId) : await findAccountById(db, role, live.accountId);
  return account ? { sessionId: live.sessionId, account: account as Caller<R> } : null;
}

const currentAccount = async <R extends Role>(req: IncomingMessage, role: R): Promise<PublicAccount<R> | null> =>
  ((await currentSession(req, role))?.account as PublicAccount<R> | undefined) ?? null;

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
export function byCaller(role: TokenRole, prefix = '') {
  return async (req: IncomingMessage) => {
    const caller = await currentSession(req, role);
    if (!caller) throw role === 'operator' ? unauthorized('Please sign in to the operator console.') : unauthorized();
    return `${prefix}${role}:${caller.account.id}`;
  };
}

/** withUser or withPartner, for routes that serve both roles alike. */
export function withAccount<Out>(role: Role, handler: Handler<PublicUser | PublicPartner, Out>) {
  return role === 'user' ? withUser(handler) : withPartner(handler);
}

/**
 * Runs the handler with the signed-in operator (console at /admin) when their roles allow `permission`
 * (lib/permissions.ts); answers 401 to anyone else signed out and 403 to staff whose roles do not allow it.
 * `'staff'`: any signed-in staff member (their own account, the console's home).
 */
export function withOperator<Out>(permission: Permission | 'staff', handler: Handler<PublicOperator, Out>) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<Awaited<Out>> => {
    const operator = await currentOperator(req);
    if (!operator) throw unauthorized('Please sign in to the operator console.');
    if (permission !== 'staff' && !can(operator.roles, permission)) throw forbidden(FORBIDDEN_MESSAGE);
    return await handler(req, res, operator);
  };
}

/** The operator of a live operator session who has not been disabled. */
export async function currentOperator(req: IncomingMessage): Promise<PublicOperator | null> {
  return (await currentSession(req, 'operator'))?.account ?? null;
}

/** Ends the session the caller's token for role names, if it is live (sign-out). */
export async function endCallerSession(req: IncomingMessage, role: TokenRole) {
  const db = await getDb();
  const live = await checkSession(db, role, tokenFrom(req, role));
  if (live) await endSession(db, live.sessionId, 'signed_out');
}
