// Signed-in account changes: profile details, password, profile picture; and a partner's clients.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { Role } from '@/lib/auth/token';
import { verifyPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { partners, users, type KycStatus } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/httpError';
import { isImageKey, newImageKey, type ImageStore } from '@/lib/server/images/store';
import { partnerClientsPage } from '@/lib/server/services/partnerClients';
import { findAccountById, setPassword, tableFor, type PublicPartner, type PublicUser } from '@/lib/server/services/accounts';
import { CURRENT_PASSWORD_WRONG_MESSAGE, type partnerProfileSchema, type userProfileSchema } from '@/lib/validations/profile';

async function account(db: Db, role: Role, id: number): Promise<PublicUser | PublicPartner> {
  const found = await findAccountById(db, role, id);
  if (!found) throw notFound('This account no longer exists.');
  return found;
}

export async function updateUserProfile(db: Db, id: number, input: z.output<typeof userProfileSchema>): Promise<PublicUser> {
  await db.update(users).set({ fullName: input.fullName }).where(eq(users.id, id));
  return (await account(db, 'user', id)) as PublicUser;
}

export async function updatePartnerProfile(db: Db, id: number, input: z.output<typeof partnerProfileSchema>): Promise<PublicPartner> {
  // A field given as undefined must not clear its column (Object.entries' types drop the undefined).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await db.update(partners).set(changes).where(eq(partners.id, id));
  return (await account(db, 'partner', id)) as PublicPartner;
}

/** Replaces the password when the current one is right; 400 on currentPassword otherwise. */
export async function changePassword(db: Db, role: Role, id: number, currentPassword: string, newPassword: string) {
  const table = tableFor(role);
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound('This account no longer exists.');
  if (!(await verifyPassword(currentPassword, row.passwordHash))) {
    throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
  }
  await setPassword(db, role, id, newPassword);
}

// ---- Profile pictures ----

export const IMAGE_URL_PREFIX = '/api/v1/image/files/';

export const imageUrl = (key: string) => `${IMAGE_URL_PREFIX}${key}`;

/** The store key behind one of our image URLs; null for anything else (e.g. an external picture). */
export function imageKeyFromUrl(url: string | null): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isImageKey(key) ? key : null;
}

/**
 * Points the account's profile picture at a new stored image (or none), then removes the one it
 * replaces. A failure to save the new URL removes the new image instead, so nothing is left orphaned.
 */
export async function replaceProfileImage(db: Db, store: ImageStore, role: Role, id: number, image: Buffer | null) {
  const table = tableFor(role);
  const key = image ? newImageKey() : null;
  if (key && image) await store.put(key, image);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ profileImage: table.profileImage }).from(table).where(eq(table.id, id)).for('update');
      if (!row) throw notFound('This account no longer exists.');
      await tx
        .update(table)
        .set({ profileImage: key ? imageUrl(key) : null })
        .where(eq(table.id, id));
      return row.profileImage;
    });
  } catch (error) {
    if (key) await store.delete(key).catch(() => undefined);
    throw error;
  }
  const oldKey = imageKeyFromUrl(previous);
  if (oldKey) await store.delete(oldKey).catch(() => undefined);
  return account(db, role, id);
}

// ---- A partner's clients ----

export interface PartnerClient {
  fullName: string;
  userUniqueCode: string;
  joinedAt: string;
  kycStatus: KycStatus;
}

export const CLIENTS_PER_PAGE = 20;

/** Investors linked to this partner only, newest first. */
export async function listPartnerClients(db: Db, partnerId: number, page: number, perPage = CLIENTS_PER_PAGE) {
  const { rows, total } = await partnerClientsPage(db, partnerId, page, perPage);
  const clients: PartnerClient[] = rows.map(({ id: _id, ...row }) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  return { clients, total, page, perPage };
}
