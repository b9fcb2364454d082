// The session rows and the memory that keeps checked ones for a few seconds (sessions.ts checks tokens
// against them). Ending a session drops it from this memory at once, and from every other instance's
// through Redis (REDIS_URL); while that channel is down, nothing is kept. Apart from the token secret, so
// what runs while the database opens (the demo accounts) can end sessions.
import { createHash } from 'node:crypto';

import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { TokenRole } from '@/lib/auth/token';
import { sessions } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { busConfigured, listening, publish, subscribe } from '@/lib/server/redisBus';

export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a checked session is kept in memory before the database is asked again. */
const CACHE_MS = 5_000;
const ENDED_CHANNEL = 'sessions:ended';

export type EndReason =
  | 'signed_out'
  | 'ended_by_owner'
  | 'ended_by_admin'
  | 'password_changed'
  | 'signed_out_everywhere'
  | 'idle'
  | 'disabled'
  | 'totp_reset'
  | 'account_closed';

export interface SessionRecord {
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

export const hashOf = (sid: string) => createHash('sha256').update(sid).digest('hex');

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
export async function mayCache(): Promise<boolean> {
  if (!busConfigured()) return true;
  await joinBus();
  return listening();
}

function forget(hashes: readonly string[]) {
  if (hashes.length === 0) return;
  for (const hash of hashes) cache.delete(hash);
  if (busConfigured()) void publish(ENDED_CHANNEL, hashes.join(','));
}

/** The session a token's hash names, from memory when checked in the last few seconds; `loadedNow` when read now. */
export async function sessionRecord(db: Db, hash: string, now: number): Promise<{ record: SessionRecord | null; loadedNow: boolean }> {
  const cacheable = await mayCache();
  let entry = cacheable ? cache.get(hash) : undefined;
  if (!entry || now - entry.at > CACHE_MS) {
    entry = { record: await loadSession(db, hash), at: now };
    if (cacheable) cache.set(hash, entry);
  }
  return { record: entry.record, loadedNow: entry.at === now };
}

/** The session row a token's hash names, straight from the database. */
export async function loadSession(db: Db, hash: string): Promise<SessionRecord | null> {
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

/** Test helper: forget every kept session. */
export function clearSessionCache() {
  cache.clear();
}
