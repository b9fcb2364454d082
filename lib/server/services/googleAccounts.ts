// Google sign-in for investors: the Google identity's email names the account. An investor with that
// email signs in to it; otherwise a new investor account is opened (no password, no mobile number yet).
import { eq } from 'drizzle-orm';

import { newUserUniqueCode } from '@/lib/server/auth/codes';
import { NO_PASSWORD_MARKER } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/db/schema';
import { HttpError } from '@/lib/server/http/httpError';
import { withoutLeading, withoutTrailing } from '@/lib/strings';
import { emailField, fullNameField, MAX_NAME_LENGTH } from '@/lib/validations/fields';

export const GOOGLE_EMAIL_UNVERIFIED = 'Google has not verified the email address of this Google account, so it cannot be used to sign in.';
export const GOOGLE_EMAIL_INVALID = 'This Google account has no usable email address.';

export interface GoogleProfile {
  email: string;
  name: string | null;
  emailVerified: boolean;
}

export interface GoogleSignInResult {
  id: number;
  created: boolean;
}

/**
 * A full name our own forms would accept, from what Google gives: the Google name when it passes,
 * else its letters, else the email's local part, else "Investor". The investor can change it later.
 */
export function fullNameFromGoogle(name: string | null | undefined, email: string): string {
  const direct = fullNameField.safeParse(name ?? '');
  if (direct.success) return direct.data;
  const fromName = fullNameField.safeParse(cleanName(name ?? ''));
  if (fromName.success) return fromName.data;
  // "priya.sharma@…" -> "Priya Sharma"
  const local = cleanName((email.split('@')[0] ?? '').replace(/[._+-]+/g, ' ')).replace(
    /(^|\s)(\p{Ll})/gu,
    (_, gap: string, letter: string) => gap + letter.toUpperCase(),
  );
  const fromEmail = fullNameField.safeParse(local);
  return fromEmail.success ? fromEmail.data : 'Investor';
}

function cleanName(raw: string) {
  return (
    raw
      .normalize('NFC')
      .replace(/[^\p{L}\p{M} .'-]+/gu, ' ')
      .split(' ')
      // Punctuation left at the edge of a word ("R -D") goes too.
      .map((word) => withoutLeading(withoutTrailing(word, "-'."), "-'."))
      .filter((word) => word !== '')
      .join(' ')
      .slice(0, MAX_NAME_LENGTH)
      .trim()
  );
}

/** The investor account for this Google identity, opened when none has its email. Race-safe. */
export async function findOrCreateGoogleUser(db: Db, profile: GoogleProfile): Promise<GoogleSignInResult> {
  if (!profile.emailVerified) throw new HttpError(403, GOOGLE_EMAIL_UNVERIFIED, { code: 'email_unverified' });
  const parsed = emailField.safeParse(profile.email);
  if (!parsed.success) throw new HttpError(400, GOOGLE_EMAIL_INVALID, { code: 'email_invalid', errors: { email: GOOGLE_EMAIL_INVALID } });
  const email = parsed.data;
  const now = new Date();

  return db.transaction(async (tx) => {
    const find = async () => {
      const [row] = await tx
        .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    };

    const existing = await find();
    if (existing) {
      // Google vouches for the address: record it as verified if it was not yet.
      if (!existing.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, existing.id));
      return { id: existing.id, created: false };
    }

    // A concurrent first sign-in with the same email meets the unique index and inserts nothing.
    const [created] = await tx
      .insert(users)
      .values({
        fullName: fullNameFromGoogle(profile.name, email),
        email,
        phone: null,
        passwordHash: NO_PASSWORD_MARKER,
        userUniqueCode: newUserUniqueCode(),
        emailVerifiedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) return { id: created.id, created: true };

    const raced = await find();
    if (!raced) throw new Error('Google sign-in: the account neither exists nor could be created.');
    return { id: raced.id, created: false };
  });
}
