// Server-side sessions: every sign-in is a row; its token (lib/auth/token.ts) carries a random id whose
// SHA-256 keys the row. A session holds until it is ended (sign-out, a password change, "sign out
// everywhere", an operator disabled) or lapses (its expiry; for operators, 30 minutes without a request).
//
// Checking a session is on every signed-in request, so the rows are kept in memory for a few seconds.
// Ending a session drops it from this memory at once, and from every other instance's through Redis
// (REDIS_URL); while that channel is down, nothing is kept, so an ended session never outlives its end.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import { signToken, verifyTokenClaims, type TokenRole } from '@/lib/auth/token';
import { describeDevice, placeOf } from '@/lib/server/auth/devices';
import { ensureTokenSecret } from '@/lib/server/auth/secret';
import type { Db } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { clientIp } from '@/lib/server/rateLimit';
import { busConfigured, listening, publish, subscribe } from '@/lib/server/redisBus';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Operators sign in for a working day at most, and are signed out after half an hour idle. */
export const OPERATOR_SESSION_SECONDS = 8 * 3600;
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** How often a session's last-seen time is written (at most): a minute is fine for "last seen" and the idle rule. */
const TOUCH_EVERY_MS = 60_000;
/** How long a checked session is kept in memory before the database is asked again. */
const CACHE_MS = 5_000;
const ENDED_CHANNEL = 'sessions:ended';

export type EndReason = 'signed_out' | 'ended_by_owner' | 'password_changed' | 'signed_out_everywhere' | 'idle' | 'disabled' | 'totp_reset';

interface SessionRecord {
  id: number;
  role: TokenRole;
  accountId: number;
  lastSeenAt: number;
  expiresAt: number;
  endedAt: number | null;
}

interface Cached {
  record: SessionRecord | null;
  at: number;
}

const memo = globalThis as unknown as { __sessionCache?: Map<string, Cached>; __sessionBus?: Promise<void> };
const cache = (memo.__sessionCache ??= new Map<string, Cached>());

const hashOf = (sid: string) => createHash('sha256').update(sid).digest('hex');

export const sessionTtlSeconds = (role: TokenRole) => (role === 'operator' ? OPERATOR_SESSION_SECONDS : env().TOKEN_TTL_HOURS * 3600);

/** Every instance forgets a session the moment it ends anywhere. */
function joinBus(): Promise<void> {
  memo.__sessionBus ??= subscribe(
    ENDED_CHANNEL,
    (message) => {
      for (const hash of message.split(',')) cache.delete(hash);
    },
    () => cache.clear(),
  );
  return memo.__sessionBus;
}

/** Whether checked sessions may be kept in memory now: always on one instance, with Redis only while it listens. */
async function mayCache(): Promise<boolean> {
  if (!busConfigured()) return true;
  await joinBus();
  return listening();
}

function forget(hashes: readonly string[]) {
  if (hashes.length === 0) return;
  for (const hash of hashes) cache.delete(hash);
  if (busConfigured()) void publish(ENDED_CHANNEL, hashes.join(','));
}

export interface DeviceInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The device a request comes from, as a session records it. */
export function deviceOf(req: IncomingMessage): DeviceInfo {
  const agent = req.headers['user-agent'];
  const ip = clientIp(req);
  return { ip: ip === 'unknown' ? null : ip, userAgent: typeof agent === 'string' && agent ? agent.slice(0, 400) : null };
}

/** Starts a session for the account; returns the token that names it. */
export async function createSession(db: Conn, role: TokenRole, accountId: number, device: DeviceInfo) {
  await ensureTokenSecret();
  const sid = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionTtlSeconds(role) * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashOf(sid), role, accountId, ip: device.ip, userAgent: device.userAgent, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not written.');
  return { token: await signToken(role, accountId, sid, expiresAt), sessionId: row.id, expiresAt };
}

async function load(db: Db, hash: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      role: sessions.role,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  if (!row) return null;
  return { ...row, lastSeenAt: row.lastSeenAt.getTime(), expiresAt: row.expiresAt.getTime(), endedAt: row.endedAt?.getTime() ?? null };
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
  const cacheable = await mayCache();
  let entry = cacheable ? cache.get(hash) : undefined;
  if (!entry || now - entry.at > CACHE_MS) {
    entry = { record: await load(db, hash), at: now };
    if (cacheable) cache.set(hash, entry);
  }
  let record = entry.record;
  if (record?.role !== role || record.accountId !== claims.id) return null;
  if (record.endedAt !== null || record.expiresAt <= now) return null;
  if (role === 'operator' && now - record.lastSeenAt > OPERATOR_IDLE_MS) {
    // Another instance may have seen it since this one kept it: ask the database before ending it.
    if (entry.at !== now) record = await load(db, hash);
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

/** Ends one session (sign-out, idle); with `owner`, only when it is that account's. False when there was none to end. */
export async function endSession(db: Conn, sessionId: number, reason: EndReason, owner?: { role: TokenRole; accountId: number }) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.endedAt),
        owner && and(eq(sessions.role, owner.role), eq(sessions.accountId, owner.accountId)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  forget(ended.map((row) => row.tokenHash));
  return ended.length > 0;
}

/** Ends every live session of an account, but `except` (the session that asked, where it goes on). */
export async function endSessionsOf(db: Conn, role: TokenRole, accountId: number, reason: EndReason, except?: number) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.role, role),
        eq(sessions.accountId, accountId),
        isNull(sessions.endedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  forget(ended.map((row) => row.tokenHash));
  return ended.length;
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
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    place: placeOf(row.ip),
    ip: row.ip,
    signedInAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === currentId,
  }));
}

/** Test helper: forget every kept session. */
export function clearSessionCache() {
  cache.clear();
}
