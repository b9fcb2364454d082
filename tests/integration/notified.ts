// What an investor was told: their panel's notifications (of one family of kinds, when `kindPrefix` is
// given) and how many of them were also written to the email outbox; who an issue of the newsletter goes to.
import { randomUUID } from 'node:crypto';

import { and, count, eq, inArray, like } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { emailOutbox, notifications } from '@/lib/server/db/schema';
import { enqueueNewsletterIssue } from '@/lib/server/services/newsletter';

/** The addresses a new issue of the newsletter is written to, enqueued now. */
export async function newsletterIssueRecipients() {
  const db = await getDb();
  const key = randomUUID();
  await enqueueNewsletterIssue(db, { key, subject: 'Issue', text: 'News.' });
  const rows = await db
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `newsletter:${key}:%`));
  return rows.map((row) => row.to);
}

export async function notifiedUser(userId: number, kindPrefix?: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: notifications.id, kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientKind, 'user'),
        eq(notifications.recipientId, userId),
        kindPrefix ? like(notifications.kind, `${kindPrefix}%`) : undefined,
      ),
    )
    .orderBy(notifications.id);
  const emails = rows.length
    ? await db
        .select({ total: count() })
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.dedupeKey,
            rows.map((row) => `notification:${row.id}`),
          ),
        )
    : [{ total: 0 }];
  return { notes: rows, emails: emails[0]?.total ?? 0 };
}
