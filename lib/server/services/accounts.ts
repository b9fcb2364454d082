// Investor and channel-partner accounts: registration (with the acceptance of the terms and the choices
// made on the form, in the same transaction), sign-in and the public views of each.
import { eq } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import type { Role } from '@/lib/auth/token';
import { newPartnershipCode, newUserUniqueCode } from '@/lib/server/auth/codes';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db/client';
import { uniqueIndexName, violatedUniqueConstraint } from '@/lib/server/db/errors';
import { partners, users } from '@/lib/server/db/schema';
import { badRequest, conflict, type HttpError } from '@/lib/server/http/httpError';
import { recordAcceptance } from '@/lib/server/services/consents';
import type { z } from 'zod';
import type { partnerSignUpSchema, userSignUpSchema } from '@/lib/validations/auth';
import type { CodeChannel } from '@/lib/validations/otp';

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  profileImage: users.profileImage,
  userUniqueCode: users.userUniqueCode,
};

/** A partner's public columns (the console's partner rows add their standing to these). */
export const partnerColumns = {
  id: partners.id,
  fullName: partners.fullName,
  email: partners.email,
  phone: partners.phone,
  firm: partners.firm,
  city: partners.city,
  profileImage: partners.profileImage,
  partnershipCode: partners.partnershipCode,
};

/** An investor as the API and pages show it: these columns of `users`, never the password hash. */
export type PublicUser = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/** A channel partner as the API and pages show it: these columns of `partners`. */
export type PublicPartner = Pick<typeof partners.$inferSelect, keyof typeof partnerColumns>;

/** The table of the role's accounts. */
export const tableFor = (role: Role) => (role === 'user' ? users : partners);

export async function findUserById(db: Db, id: number): Promise<PublicUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findPartnerById(db: Db, id: number): Promise<PublicPartner | null> {
  const [row] = await db.select(partnerColumns).from(partners).where(eq(partners.id, id)).limit(1);
  return row ?? null;
}

export type PublicAccount<R extends Role> = R extends 'user' ? PublicUser : PublicPartner;

export async function findAccountById<R extends Role>(db: Db, role: R, id: number): Promise<PublicAccount<R> | null> {
  return (role === 'user' ? findUserById(db, id) : findPartnerById(db, id)) as Promise<PublicAccount<R> | null>;
}

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const PHONE_TAKEN = 'An account with this mobile number already exists.';
export const UNKNOWN_PARTNERSHIP_CODE = 'No channel partner has this partnership code.';

type UserSignUp = z.output<typeof userSignUpSchema>;
type PartnerSignUp = z.output<typeof partnerSignUpSchema>;

export async function registerUser(db: Db, input: UserSignUp): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      await assertContactFree(tx, 'user', input.email, input.phone);
      let partnerId: number | null = null;
      if (input.partnershipCode) {
        const [partner] = await tx
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.partnershipCode, input.partnershipCode))
          .limit(1);
        if (!partner) throw badRequest(UNKNOWN_PARTNERSHIP_CODE, { partnershipCode: UNKNOWN_PARTNERSHIP_CODE });
        partnerId = partner.id;
      }
      const rows = await tx
        .insert(users)
        .values({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          userUniqueCode: newUserUniqueCode(),
          partnerId,
        })
        .returning(userColumns);
      const user = itemAt(rows, 0);
      await recordAcceptance(tx, { kind: 'user', id: user.id }, input, 'signup', partnerId !== null);
      return user;
    })
    .catch(rethrowUniqueViolation());
}

export async function registerPartner(db: Db, input: PartnerSignUp): Promise<PublicPartner> {
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      await assertContactFree(tx, 'partner', input.email, input.phone);
      const rows = await tx
        .insert(partners)
        .values({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          firm: input.firm ?? null,
          city: input.city ?? null,
          passwordHash,
          partnershipCode: newPartnershipCode(),
          // An applicant until the desk approves them in the console: they may sign in but not propose.
          status: 'pending',
        })
        .returning(partnerColumns);
      const partner = itemAt(rows, 0);
      await recordAcceptance(tx, { kind: 'partner', id: partner.id }, input, 'signup', false);
      return partner;
    })
    .catch(rethrowUniqueViolation());
}

async function assertContactFree(db: Db, role: Role, email: string, phone: string) {
  const table = tableFor(role);
  const taken = await db
    .select({ email: table.email, phone: table.phone })
    .from(table)
    .where(eq(table.email, email))
    .union(db.select({ email: table.email, phone: table.phone }).from(table).where(eq(table.phone, phone)));
  const errors: Record<string, string> = {};
  const emailTaken = taken.some((row) => row.email === email);
  if (emailTaken) errors.email = EMAIL_TAKEN;
  if (taken.some((row) => row.phone === phone)) errors.phone = PHONE_TAKEN;
  const first = Object.values(errors)[0];
  if (first) throw conflict(first, errors, emailTaken ? 'duplicate_email' : 'duplicate_phone');
}

// Two registrations (or changes) racing past the checks meet the unique index; answer as the check would.
const UNIQUE_CONTACT = new Map([
  ...[users, partners].map((table) => [uniqueIndexName(table, table.email), 'email'] as const),
  ...[users, partners].map((table) => [uniqueIndexName(table, table.phone), 'phone'] as const),
]);

/**
 * The 409 for an error from a unique index on an account's email or mobile number (named by the
 * constraint Postgres reports); null for any other error. `field` names the input that holds the value.
 */
export function contactTakenError(error: unknown, field?: string): HttpError | null {
  const constraint = violatedUniqueConstraint(error);
  const taken = constraint ? UNIQUE_CONTACT.get(constraint) : undefined;
  if (taken === 'email') return conflict(EMAIL_TAKEN, { [field ?? 'email']: EMAIL_TAKEN }, 'duplicate_email');
  if (taken === 'phone') return conflict(PHONE_TAKEN, { [field ?? 'phone']: PHONE_TAKEN }, 'duplicate_phone');
  return null;
}

function rethrowUniqueViolation(field?: string) {
  return (error: unknown): never => {
    throw contactTakenError(error, field) ?? error;
  };
}

/** The account's id when email and password match; null otherwise, taking about as long either way. */
/** A stored password hash, not NO_PASSWORD_MARKER (an account opened with Google, or a locked one). */
const isPasswordHash = (stored: string) => stored.startsWith('scrypt$');

/** Whether the account has a password to sign in with (one opened with Google has none). */
export async function hasPassword(db: Db, role: Role, id: number): Promise<boolean> {
  const table = tableFor(role);
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined && isPasswordHash(row.passwordHash);
}

export async function authenticate(db: Db, role: Role, email: string, password: string): Promise<number | null> {
  const table = tableFor(role);
  const [row] = await db.select({ id: table.id, passwordHash: table.passwordHash }).from(table).where(eq(table.email, email)).limit(1);
  // No account, or one with no password (opened with Google): as slow as a wrong password.
  if (!row || !isPasswordHash(row.passwordHash)) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? row.id : null;
}

/** Records that the account's email (or mobile number) has received and returned a code. */
export async function markContactVerified(db: Db, role: Role, id: number, channel: CodeChannel) {
  const table = tableFor(role);
  await db
    .update(table)
    .set(channel === 'email' ? { emailVerifiedAt: new Date() } : { phoneVerifiedAt: new Date() })
    .where(eq(table.id, id));
}

/** Sets a new password and ends every session of the account, in one transaction. */
export async function setPassword(db: Db, role: Role, id: number, password: string) {
  const table = tableFor(role);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(table).set({ passwordHash }).where(eq(table.id, id));
    await endSessionsOf(tx, role, id, 'password_changed');
  });
}

/** Replaces the account's email or mobile number (already confirmed by a code sent to it). */
export async function changeContact(db: Db, role: Role, id: number, channel: CodeChannel, destination: string) {
  const table = tableFor(role);
  await assertContactUnused(db, role, id, channel, destination);
  await db
    .update(table)
    .set(channel === 'email' ? { email: destination, emailVerifiedAt: new Date() } : { phone: destination, phoneVerifiedAt: new Date() })
    .where(eq(table.id, id))
    .catch(rethrowUniqueViolation('destination'));
}

/** 409 when another account of the role already uses the address. */
export async function assertContactUnused(db: Db, role: Role, id: number, channel: CodeChannel, destination: string) {
  const table = tableFor(role);
  const column = channel === 'email' ? table.email : table.phone;
  const [other] = await db.select({ id: table.id }).from(table).where(eq(column, destination)).limit(1);
  if (other && other.id !== id) {
    throw channel === 'email'
      ? conflict(EMAIL_TAKEN, { destination: EMAIL_TAKEN }, 'duplicate_email')
      : conflict(PHONE_TAKEN, { destination: PHONE_TAKEN }, 'duplicate_phone');
  }
}

/** Whether the account's email and mobile number have been confirmed with a code. */
export async function contactVerification(db: Db, role: Role, id: number) {
  const table = tableFor(role);
  const [row] = await db
    .select({ emailVerifiedAt: table.emailVerifiedAt, phoneVerifiedAt: table.phoneVerifiedAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return { emailVerified: Boolean(row?.emailVerifiedAt), phoneVerified: Boolean(row?.phoneVerifiedAt) };
}
