import type { Db } from '@/lib/server/db/client';
import { newsletterSubscriptions } from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/http/httpError';
import { NEWSLETTER_DUPLICATE_MESSAGE } from '@/lib/validations/newsletter';

export async function subscribe(db: Db, email: string, deviceType: string) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, deviceType })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length === 0) throw conflict(NEWSLETTER_DUPLICATE_MESSAGE, { email: NEWSLETTER_DUPLICATE_MESSAGE });
  return { email };
}
