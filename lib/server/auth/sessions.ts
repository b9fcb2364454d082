// Server-side sessions: every sign-in is a row; its token (lib/auth/token.ts) carries a random id whose
// SHA-256 keys the row. A session holds until it is ended (sign-out, a password change, "sign out
// everywhere", an operator disabled) or lapses (its expiry; for operators, 30 minutes without a request).
//
// Checking a session is on every signed-in request, so the rows are kept in memory for a few seconds
// (sessionStore.ts, which also ends sessions: an ended session never outlives its end).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import { signToken, verifyTokenClaims, type TokenRole } from '@/lib/auth/token';
import { describeDevice, placeOf } from '@/lib/server/auth/devices';
import { ensureTokenSecret } from '@/lib/server/auth/secret';
import type { Db } from '@/lib/server/db/types';
import { partners, sessions, users } from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { clientIp } from '@/lib/server/rateLimit';
import { plainIp } from '@/lib/ipAddress';
import { endSession, hashOf, loadSession, sessionRecord, type Conn } from '@/lib/server/auth/sessionStore';
import { ERASURE_NOTICE_HOURS } from '@/lib/validations/privacy';

export { clearSessionCache, endSession, endSessionsOf, type EndReason } from '@/lib/server/auth/sessionStore';

/** Operators sign in for a working day at most, and are signed out after half an hour idle. */
export const OPERATOR_SESSION_SECONDS = 8 * 3600;
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** How often a session's last-seen time is written (at most): a minute is fine for "last seen" and the idle rule. */
const TOUCH_EVERY_MS = 60_000;
export const sessionTtlSeconds = (role: TokenRole) => (role === 'operator' ? OPERATOR_SESSION_SECONDS : env().TOKEN_TTL_HOURS * 3600);

export interface DeviceInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The device a request comes from, as a session records it. */
export function deviceOf(req: IncomingMessage): DeviceInfo {
  const agent = req.headers['user-agent'];
  const ip = clientIp(req);
  return { ip: ip === 'unknown' ? null : plainIp(ip), userAgent: typeof agent === 'string' && agent ? agent.slice(0, 400) : null };
}

export const ACCOUNT_CLOSED_MESSAGE = `This account is closed at its owner's request. Contact support to cancel within ${ERASURE_NOTICE_HOURS} hours of the request.`;
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Contact support if you think this is a mistake.';

/** An investor or partner disabled in the console, or closed by its owner (erasure), signs in nowhere, by any way (password, code, Google). */
async function assertNotDisabled(db: Conn, role: TokenRole, accountId: number) {
  if (role === 'operator') return;
  const table = role === 'user' ? users : partners;
  const [row] = await db
    .select({ disabledAt: table.disabledAt, closedAt: table.closedAt })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  if (row?.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE, { code: 'account_disabled' });
  if (row?.closedAt) throw new HttpError(403, ACCOUNT_CLOSED_MESSAGE, { code: 'account_disabled' });
}

/** Starts a session for the account; returns the token that names it. */
export async function createSession(db: Conn, role: TokenRole, accountId: number, device: DeviceInfo) {
  await ensureTokenSecret();
  await assertNotDisabled(db, role, accountId);
  const sid = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionTtlSeconds(role) * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashOf(sid), role, accountId, ip: device.ip, userAgent: device.userAgent, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not written.');
  return { token: await signToken(role, accountId, sid, expiresAt), sessionId: row.id, expiresAt };
}

export interface LiveSession {
  sessionId: number;
  accountId: number;
}

/** The live session a token names for role, or null (forged, expired, ended, idle too long). */
export async function checkSession(db: Db, role: TokenRole, token: string | undefined): Promise<LiveSession | null> {
  if (!token) return null;
  await ensureTokenSecret();
  const claims = await verifyTokenClaims(token, role);
  if (!claims) return null;
  const hash = hashOf(claims.sid);
  const now = Date.now();
  const found = await sessionRecord(db, hash, now);
  let record = found.record;
  if (record?.role !== role || record.accountId !== claims.id) return null;
  if (record.endedAt !== null || record.expiresAt <= now) return null;
  if (role === 'operator' && now - record.lastSeenAt > OPERATOR_IDLE_MS) {
    // Another instance may have seen it since this one kept it: ask the database before ending it.
    if (!found.loadedNow) record = await loadSession(db, hash);
    if (!record || now - record.lastSeenAt > OPERATOR_IDLE_MS) {
      if (record) await endSession(db, record.id, 'idle');
      return null;
    }
  }
  if (now - record.lastSeenAt >= TOUCH_EVERY_MS) {
    record.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, record.id), isNull(sessions.endedAt)))
      .catch((error: unknown) => logger.warn('session last-seen not written', { error: (error as Error).message }));
  }
  return { sessionId: record.id, accountId: record.accountId };
}

/** A live session as its owner sees it in their list. */
export interface OwnSession {
  id: number;
  /** "Chrome 131 on Android". */
  device: string;
  /** "India", "Mumbai, India", "Local network"; null when the address says nothing. */
  place: string | null;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  /** The session the list was asked from. */
  current: boolean;
}

/** The account's live sessions, the most recently seen first. */
export async function sessionsOf(db: Db, role: TokenRole, accountId: number, currentId: number): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.role, role), eq(sessions.accountId, accountId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);
  return rows.map((row) => {
    // Rows written before addresses were stored plain may hold ::ffff:…
    const ip = plainIp(row.ip);
    return {
      id: row.id,
      device: describeDevice(row.userAgent),
      place: placeOf(ip),
      ip,
      signedInAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === currentId,
    };
  });
}
