import { createHmac, timingSafeEqual } from 'node:crypto';

import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { derivedSecret } from '@/lib/server/auth/secret';
import type { Db } from '@/lib/server/db/client';
import { emailOutbox, newsletterSubscriptions, partners, users } from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/server/env';
import { conflict } from '@/lib/server/http/httpError';
import { marketingEmailAllowedSql, updateConsents } from '@/lib/server/services/consents';
import { badUnsubscribeLink, unsubscribeEmail } from '@/lib/server/services/inbox';
import { NEWSLETTER_DUPLICATE_MESSAGE } from '@/lib/validations/newsletter';

/** A new address subscribes; one that unsubscribed before subscribes again; a current subscriber is told so (409). */
export async function subscribe(db: Db, email: string, deviceType: string) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, deviceType })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return { email };
  const again = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: null, deviceType })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  if (again.length === 0) throw conflict(NEWSLETTER_DUPLICATE_MESSAGE, { email: NEWSLETTER_DUPLICATE_MESSAGE });
  return { email };
}

// ---------------------------------------------------------------- the signed unsubscribe link

const signature = async (email: string) =>
  createHmac('sha256', await derivedSecret('newsletter-unsubscribe'))
    .update(email.toLowerCase())
    .digest('base64url');

/** "<address, base64url>.<HMAC of it>": only this server can make one, and it names the address it unsubscribes. */
export async function unsubscribeToken(email: string): Promise<string> {
  return `${Buffer.from(email.toLowerCase()).toString('base64url')}.${await signature(email)}`;
}

/** The address a token was signed for, or null when it is not one of ours. */
export async function emailOfToken(token: string): Promise<string | null> {
  const [encoded = '', signed = ''] = token.split('.');
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@')) return null;
  const expected = Buffer.from(await signature(email));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email.toLowerCase() : null;
}

/** The page a reader opens from the email (it asks before unsubscribing, so a link scanner changes nothing). */
export const unsubscribePageUrl = async (email: string) =>
  `${siteUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(email))}`;

/**
 * The headers of every newsletter email (RFC 2369, RFC 8058): a mail client's "Unsubscribe" button posts
 * to the API address at once (one click, no page); the page address is for readers.
 */
export async function newsletterMailHeaders(email: string): Promise<Record<string, string>> {
  const token = encodeURIComponent(await unsubscribeToken(email));
  return {
    'List-Unsubscribe': `<${siteUrl()}/api/v1/common/newsletter/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Unsubscribes the address a signed link names; a link that is not ours is a 400 and changes nothing. */
export async function unsubscribeWithToken(db: Db, token: string) {
  const email = await emailOfToken(token);
  if (!email) throw badUnsubscribeLink();
  const answer = await unsubscribeEmail(db, email);
  await withdrawMarketingOf(db, email);
  return { email, ...answer };
}

/** An investor or partner who unsubscribes by the newsletter's link has withdrawn marketing email: the ledger says so. */
async function withdrawMarketingOf(db: Db, email: string) {
  const [investors, partnerRows] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email)),
    db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(sql`lower(${partners.email})`, email)),
  ]);
  const withdrawn = { consents: [{ purpose: 'marketing_email' as const, granted: false }] };
  for (const { id } of investors) await updateConsents(db, { kind: 'user', id }, withdrawn, 'newsletter');
  for (const { id } of partnerRows) await updateConsents(db, { kind: 'partner', id }, withdrawn, 'newsletter');
}

/**
 * Writes one issue of the newsletter to the outbox for every current subscriber, except an address
 * whose investor or partner account has withdrawn marketing email; an issue enqueued twice is written once.
 */
export async function enqueueNewsletterIssue(db: Db, issue: { key: string; subject: string; text: string }) {
  const recipients = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(and(isNull(newsletterSubscriptions.unsubscribedAt), marketingEmailAllowedSql(newsletterSubscriptions.email)));
  if (recipients.length === 0) return { queued: 0 };
  const rows = await Promise.all(
    recipients.map(async ({ email }) => ({
      to: email,
      subject: issue.subject,
      text: `${issue.text}\n\nUnsubscribe: ${await unsubscribePageUrl(email)}`,
      dedupeKey: `newsletter:${issue.key}:${email.toLowerCase()}`,
    })),
  );
  const queued = await db
    .insert(emailOutbox)
    .values(rows)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return { queued: queued.length };
}
