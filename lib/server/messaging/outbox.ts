// Sends the emails in the outbox (email_outbox), written by notify() in the transaction of the change
// they report. Every app instance may run a sender at once: a short transaction claims due rows with
// FOR UPDATE SKIP LOCKED and gives them a lease (locked_until), so no two senders hold one row; the
// claimant sends it and marks it sent. A failure waits 30 s × 2^(attempts − 1), at most an hour, and
// after MAX_ATTEMPTS the row stays unsent (logged). A crash between sending and marking sends the row
// again once its lease ends, with the same Message-ID, so the copy is recognisable as one message.
import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { emailOutbox } from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { getMailer, type Mailer } from '@/lib/server/messaging/mailer';

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
// Longer than nodemailer's slowest failure (2 min to connect, then the greeting and the transfer).
export const LEASE_MS = 15 * 60_000;
const BATCH = 20;

/** How long to wait after the attempts-th failed attempt (1, 2, …): 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return exponent >= 20 ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}

/** The same row always gets the same Message-ID. */
export function messageIdFor(row: { id: number; dedupeKey: string }, host = new URL(siteUrl()).hostname): string {
  const digest = createHash('sha256').update(row.dedupeKey).digest('hex').slice(0, 16);
  return `<outbox.${row.id}.${digest}@${host || 'localhost'}>`;
}

export interface DrainOptions {
  mailer?: Mailer;
  /** The clock (tests move it on to reach a retry). */
  now?: () => Date;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Claims up to BATCH due rows for this sender: one short transaction, rows another sender holds are skipped. */
async function claim(db: Db, now: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lt(emailOutbox.attempts, MAX_ATTEMPTS),
          lte(emailOutbox.nextAttemptAt, now),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return (
      tx
        .update(emailOutbox)
        // Counted when claimed, so a message that crashes its sender still runs out of attempts.
        .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
    );
  });
}

/** Sends every due email once; returns how many went out and how many failed this time. */
export async function drainOutbox(db: Db, options: DrainOptions = {}): Promise<{ sent: number; failed: number }> {
  const mailer = options.mailer ?? getMailer();
  const clock = options.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await claim(db, clock());
    if (rows.length === 0) return { sent, failed };
    for (const row of rows) {
      try {
        await mailer.send({ to: row.to, subject: row.subject, text: row.text, messageId: messageIdFor(row) });
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(emailOutbox)
          .set({
            lockedUntil: null,
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(emailOutbox.id, row.id));
        const context = { id: row.id, attempts: row.attempts, error: message };
        if (row.attempts >= MAX_ATTEMPTS) logger.error('email given up after its last attempt', context);
        else logger.warn('email not sent; it will be retried', context);
        continue;
      }
      sent++;
      await db
        .update(emailOutbox)
        .set({ sentAt: clock(), lockedUntil: null, lastError: null })
        .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)));
    }
  }
}

const state = globalThis as unknown as { __outboxRun?: Promise<void> | null; __outboxAgain?: boolean; __outboxTimer?: NodeJS.Timeout };

/**
 * Sends what is due now, in the background (call it after a commit that wrote to the outbox). A kick
 * while a run is going makes that run look again when it ends; errors are logged, never thrown.
 */
export function kickOutbox(db: Db): void {
  if (state.__outboxRun) {
    state.__outboxAgain = true;
    return;
  }
  state.__outboxRun = (async () => {
    const kickedMeanwhile = () => state.__outboxAgain === true;
    do {
      state.__outboxAgain = false;
      await drainOutbox(db);
    } while (kickedMeanwhile());
  })()
    .catch((error: unknown) => logger.error('email outbox run failed', { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => {
      state.__outboxRun = null;
      // A kick that came after the last look but before this point must not be lost.
      if (state.__outboxAgain) kickOutbox(db);
    });
}

/** Resolves when this process's background run (if any) has finished (tests). */
export async function outboxSettled(): Promise<void> {
  while (state.__outboxRun) await state.__outboxRun;
}

const OUTBOX_INTERVAL_MS = 15_000;

/** Retries and leftovers (a crash, another instance's kick lost): every instance looks every 15 s. */
export function startOutboxTimer(getDb: () => Promise<Db>): void {
  if (state.__outboxTimer) return;
  const tick = async () => {
    try {
      kickOutbox(await getDb());
    } catch (error) {
      logger.error('email outbox timer failed', { error: error instanceof Error ? error.message : String(error) });
    }
  };
  state.__outboxTimer = setInterval(() => void tick(), OUTBOX_INTERVAL_MS);
  state.__outboxTimer.unref();
}
