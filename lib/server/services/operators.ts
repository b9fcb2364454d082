// Operators of the console at /admin: sign-in with a password and a TOTP code (RFC 6238: SHA-1,
// 30-second steps, 6 digits; each code accepted once), creation from the CLI, and the audit log.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';

import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { auditLog, operators } from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/http/httpError';

export interface PublicOperator {
  id: number;
  fullName: string;
  email: string;
}

const publicColumns = { id: operators.id, fullName: operators.fullName, email: operators.email };

/** The transaction handle drizzle passes to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const TOTP_ISSUER = 'Unlisted Market';
const TOTP_PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The code an authenticator app shows for the secret at the time (tests, and the CLI's check). */
export function totpCode(secretBase32: string, timestampMs = Date.now()): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: timestampMs });
}

/**
 * The 30-second step the code belongs to, accepting the step before and after for clock drift,
 * or null when it matches none of them.
 */
export function totpStep(secretBase32: string, code: string, timestampMs = Date.now()): number | null {
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: timestampMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export async function findOperatorSession(
  db: Db,
  id: number,
): Promise<{ operator: PublicOperator; sessionsValidAfter: Date | null } | null> {
  const [row] = await db
    .select({ ...publicColumns, sessionsValidAfter: operators.sessionsValidAfter })
    .from(operators)
    .where(eq(operators.id, id))
    .limit(1);
  if (!row) return null;
  const { sessionsValidAfter, ...operator } = row;
  return { operator, sessionsValidAfter };
}

/**
 * The operator's id when email, password and code all match; null otherwise (the caller counts it
 * toward the lock-out). A code is spent once it signs in: the same code again is refused.
 */
export async function authenticateOperator(
  db: Db,
  email: string,
  password: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  const [row] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, totpSecret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.email, email))
    .limit(1);
  if (!row) {
    await verifyPassword(password, await dummyPasswordHash());
    return null;
  }
  const passwordOk = await verifyPassword(password, row.passwordHash);
  const step = totpStep(row.totpSecret, code, now);
  if (!passwordOk || step === null) return null;
  // Spend the step: one statement, so two sign-ins with the same code cannot both pass.
  const spent = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, row.id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return spent.length ? row.id : null;
}

/** A new operator with a fresh random TOTP secret; returns the secret and the otpauth:// URI to scan. */
export async function createOperator(db: Db, input: { email: string; fullName: string; password: string }) {
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(operators)
    .values({ email: input.email, fullName: input.fullName, passwordHash: await hashPassword(input.password), totpSecret: secret })
    .onConflictDoNothing()
    .returning(publicColumns);
  if (!row) throw conflict('An operator with this email already exists.');
  return { operator: row, secret, uri: totpFor(secret, input.email).toString() };
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Writes what an operator did; call it inside the transaction of the change, so both commit or neither. */
export async function audit(tx: Tx | Db, operatorId: number, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    operatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
