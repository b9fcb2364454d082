// Idempotency-Key: the first successful answer to a key is stored with the change it made, in the
// same transaction, and replayed for 24 hours when the same account sends the same request again.
// The same key with a different request is a 422. A request that fails stores nothing (its
// transaction rolls back), so the key may be used again. Two requests with one key at once: the
// second waits on the unique index until the first commits, then replays its answer.
import { createHash } from 'node:crypto';

import { and, eq, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { idempotencyKeys, type ActorKind } from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import type { Tx } from '@/lib/server/services/operators';
import { ORDER_MESSAGES } from '@/lib/validations/orders';

export const IDEMPOTENCY_WINDOW_HOURS = 24;

export interface StoredAnswer<T> {
  status: number;
  message: string;
  data: T;
  /** True when this is a replay of an earlier answer. */
  replayed: boolean;
}

export interface IdempotencyScope {
  accountKind: ActorKind;
  accountId: number;
  key: string;
  /** What the request asked, with the endpoint's name: the same key on another endpoint is a different request. */
  request: unknown;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function withIdempotency<T>(
  db: Db,
  scope: IdempotencyScope,
  run: (tx: Tx) => Promise<{ status: number; message: string; data: T }>,
): Promise<StoredAnswer<T>> {
  const requestHash = hashOf(scope.request);
  return db.transaction(async (tx) => {
    const fresh = { accountKind: scope.accountKind, accountId: scope.accountId, key: scope.key, requestHash };
    // A row older than the window no longer counts: it is taken over as if new.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values(fresh)
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountKind, idempotencyKeys.accountId, idempotencyKeys.key],
        set: { requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`),
      })
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.accountKind, scope.accountKind),
            eq(idempotencyKeys.accountId, scope.accountId),
            eq(idempotencyKeys.key, scope.key),
          ),
        )
        .limit(1);
      if (stored?.requestHash !== requestHash)
        throw new HttpError(422, ORDER_MESSAGES.idempotencyMismatch, { code: 'idempotency_mismatch' });
      const body = stored.responseBody as { message: string; data: T } | null;
      if (stored.responseStatus === null || !body)
        throw new HttpError(409, 'The first request with this Idempotency-Key is still running.');
      return { status: stored.responseStatus, message: body.message, data: body.data, replayed: true };
    }
    const answer = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: { message: answer.message, data: answer.data } })
      .where(eq(idempotencyKeys.id, claimed.id));
    return { ...answer, replayed: false };
  });
}

/** withIdempotency when the request sent a key; without one the change simply runs once, in its own transaction. */
export async function withOptionalIdempotency<T>(
  db: Db,
  scope: Omit<IdempotencyScope, 'key'> & { key: string | undefined },
  run: (tx: Tx) => Promise<{ status: number; message: string; data: T }>,
): Promise<StoredAnswer<T>> {
  if (scope.key) return withIdempotency(db, { ...scope, key: scope.key }, run);
  return { ...(await db.transaction(run)), replayed: false };
}
