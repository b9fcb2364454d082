// Operators of the console at /admin: sign-in with a password and a TOTP code (RFC 6238: SHA-1,
// 30-second steps, 6 digits; each code accepted once), creation from the CLI, and the audit log.
import { brand } from '@/lib/brand';
import type { ListExport } from '@/lib/reports/csv';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';

import { auditSentence, mentionedStaff, referencedTargets, targetKey, type ReferencedTarget } from '@/lib/audit/sentence';
import type { StaffRole } from '@/lib/permissions';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { auditLog, operators, orders, partners, payouts, sellRequests, supportTickets, users } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@/lib/validations/profile';

export interface PublicOperator {
  id: number;
  fullName: string;
  email: string;
  /** What they may do in the console (lib/permissions.ts). */
  roles: StaffRole[];
}

const publicColumns = { id: operators.id, fullName: operators.fullName, email: operators.email, roles: operators.roles };

/** The transaction handle drizzle passes to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const TOTP_ISSUER = brand.name;
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

/** The otpauth:// URI an authenticator app enrols the secret from (as a QR code). */
export const otpauthUri = (secretBase32: string, email: string) => totpFor(secretBase32, email).toString();

/** The URI as a QR code (SVG) for the console to show. */
export async function qrCodeSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
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

/** The operator, unless they have been disabled (or never existed). */
export async function findActiveOperator(db: Db, id: number): Promise<PublicOperator | null> {
  const [row] = await db
    .select(publicColumns)
    .from(operators)
    .where(and(eq(operators.id, id), isNull(operators.disabledAt)))
    .limit(1);
  return row ?? null;
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
    .where(and(eq(operators.email, email), isNull(operators.disabledAt)))
    .limit(1);
  // A disabled operator is answered as an unknown one, after the same work.
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

/**
 * When the operator's lock-out was last cleared (`operator:unlock`), in ms; 0 if never, or if no
 * operator has the email. Sign-in keeps its counts under it, so a new value starts them afresh.
 */
export async function operatorLockoutEpoch(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ clearedAt: operators.lockoutClearedAt }).from(operators).where(eq(operators.email, email)).limit(1);
  return row?.clearedAt?.getTime() ?? 0;
}

/** A new operator with a fresh random TOTP secret; returns the secret and the otpauth:// URI to scan. */
/** A new staff member with their roles (an admin when none are given). */
export async function createOperator(db: Db, input: { email: string; fullName: string; password: string; roles?: StaffRole[] }) {
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(operators)
    .values({
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
      totpSecret: secret,
      roles: input.roles?.length ? input.roles : ['admin'],
    })
    .onConflictDoNothing()
    .returning(publicColumns);
  if (!row) throw conflict('An operator with this email already exists.');
  return { operator: row, secret, uri: totpFor(secret, input.email).toString() };
}

// ---- The operator's own account (console) and the CLI ----

export const OPERATOR_MESSAGES = {
  currentPasswordWrong: CURRENT_PASSWORD_WRONG_MESSAGE,
  codeWrong: 'This code does not match the new secret. Check the time on your phone and try the next code.',
  noPendingTotp: 'Start the authenticator reset again: no new secret is waiting to be confirmed.',
  unknownEmail: (email: string) => `No operator has the email ${email}.`,
} as const;

/** Changes the operator's own password (the current one must be right) and ends every other session of theirs. */
export async function changeOperatorPassword(db: Db, id: number, currentPassword: string, newPassword: string, sessionId: number) {
  await assertOperatorPassword(db, id, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    await endSessionsOf(tx, 'operator', id, 'password_changed', sessionId);
    await audit(tx, id, { action: 'operator.password_change', entity: 'operator', entityId: id });
  });
}

/** Checks the operator's password (400 on currentPassword when wrong). */
async function assertOperatorPassword(db: Db, id: number, password: string) {
  const [row] = await db.select({ passwordHash: operators.passwordHash }).from(operators).where(eq(operators.id, id)).limit(1);
  if (!row) throw notFound('This operator no longer exists.');
  if (!(await verifyPassword(password, row.passwordHash))) {
    throw badRequest(OPERATOR_MESSAGES.currentPasswordWrong, { currentPassword: OPERATOR_MESSAGES.currentPasswordWrong });
  }
}

/**
 * Starts replacing the operator's authenticator (their password again first): a new secret, kept
 * aside until a code from it is confirmed, so a half-done reset never locks them out.
 */
export async function startTotpReset(db: Db, id: number, email: string, currentPassword: string) {
  await assertOperatorPassword(db, id, currentPassword);
  const secret = new Secret({ size: 20 }).base32;
  await db.update(operators).set({ totpPendingSecret: secret }).where(eq(operators.id, id));
  return { secret, uri: totpFor(secret, email).toString() };
}

/** Switches to the new authenticator once a code from it is right; the operator's other sessions end. */
export async function confirmTotpReset(db: Db, id: number, code: string, sessionId: number, now = Date.now()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: operators.totpPendingSecret })
      .from(operators)
      .where(eq(operators.id, id))
      .for('update')
      .limit(1);
    if (!row?.pending) throw conflict(OPERATOR_MESSAGES.noPendingTotp, { code: OPERATOR_MESSAGES.noPendingTotp });
    const step = totpStep(row.pending, code, now);
    if (step === null) throw badRequest(OPERATOR_MESSAGES.codeWrong, { code: OPERATOR_MESSAGES.codeWrong });
    await tx.update(operators).set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step }).where(eq(operators.id, id));
    await endSessionsOf(tx, 'operator', id, 'totp_reset', sessionId);
    await audit(tx, id, { action: 'operator.totp_reset', entity: 'operator', entityId: id });
  });
}

async function operatorIdByEmail(db: Db | Tx, email: string): Promise<number> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email)).limit(1);
  if (!row) throw notFound(OPERATOR_MESSAGES.unknownEmail(email));
  return row.id;
}

/** CLI: sets an operator's password and ends all their sessions. */
export async function setOperatorPassword(db: Db, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const id = await operatorIdByEmail(tx, email);
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    await endSessionsOf(tx, 'operator', id, 'password_changed');
  });
}

/** CLI: a new authenticator secret for an operator who lost theirs; all their sessions end. */
export async function resetOperatorTotp(db: Db, email: string) {
  const secret = new Secret({ size: 20 }).base32;
  await db.transaction(async (tx) => {
    const id = await operatorIdByEmail(tx, email);
    await tx.update(operators).set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: null }).where(eq(operators.id, id));
    await endSessionsOf(tx, 'operator', id, 'totp_reset');
  });
  return { secret, uri: totpFor(secret, email).toString() };
}

/** CLI: disables an operator (who can then no longer sign in, and is signed out everywhere) or enables them again. */
export async function setOperatorDisabled(db: Db, email: string, disabled: boolean) {
  await db.transaction(async (tx) => {
    const id = await operatorIdByEmail(tx, email);
    await tx
      .update(operators)
      .set({ disabledAt: disabled ? sql`coalesce(${operators.disabledAt}, now())` : null })
      .where(eq(operators.id, id));
    if (disabled) await endSessionsOf(tx, 'operator', id, 'disabled');
  });
}

/** CLI: forgets the operator's failed sign-ins, from every address and in whichever store counts them. */
export async function unlockOperator(db: Db, email: string) {
  const [row] = await db
    .update(operators)
    .set({ lockoutClearedAt: new Date() })
    .where(eq(operators.email, email))
    .returning({ id: operators.id });
  if (!row) throw notFound(OPERATOR_MESSAGES.unknownEmail(email));
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

/** The audit log, newest first, optionally of one entity (and one record of it). */
/** Each entry as a sentence with a link (lib/audit/sentence.ts), the raw before and after kept beside it. */
export async function listAudit(db: Db, query: { page: number; limit: number; entity?: string; entityId?: string }) {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const page = await pagedQuery(
    db
      .select({
        id: auditLog.id,
        operator: { id: operators.id, fullName: operators.fullName, email: operators.email },
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
    db.select({ total: count() }).from(auditLog).where(where),
    query,
    (row) => ({ ...row, at: row.at.toISOString() }),
  );
  // Staff an entry names besides its author (an approval's proposer): one lookup for the page.
  const mentioned = mentionedStaff(page.result);
  const names: Record<number, string> = mentioned.length
    ? Object.fromEntries(
        (await db.select({ id: operators.id, fullName: operators.fullName }).from(operators).where(inArray(operators.id, mentioned))).map(
          (row) => [row.id, row.fullName],
        ),
      )
    : {};
  const references = await targetReferences(db, referencedTargets(page.result));
  return {
    ...page,
    result: page.result.map((row) => ({
      ...row,
      ...auditSentence(row, row.operator?.fullName ?? 'Someone no longer on the staff', names, references),
    })),
  };
}

/** The reference each kind of record is known by (a grievance's; a ticket without one keeps its number). */
const REFERENCE_COLUMNS = {
  order: { id: orders.id, reference: orders.reference },
  sell_request: { id: sellRequests.id, reference: sellRequests.reference },
  payout: { id: payouts.id, reference: payouts.bankReference },
  support_ticket: { id: supportTickets.id, reference: supportTickets.reference },
  user: { id: users.id, reference: users.userUniqueCode },
  partner: { id: partners.id, reference: partners.partnershipCode },
} as const;

/** The references of the records a page of the log names, one query per kind, keyed by `targetKey`. */
async function targetReferences(db: Db, targets: Map<ReferencedTarget, number[]>): Promise<Record<string, string>> {
  const found = await Promise.all(
    [...targets].map(async ([kind, ids]) => {
      const { id, reference } = REFERENCE_COLUMNS[kind];
      const rows = await db.select({ id, reference }).from(id.table).where(inArray(id, ids));
      return rows.flatMap((row) => (row.reference ? [[targetKey(kind, String(row.id)), row.reference] as const] : []));
    }),
  );
  return Object.fromEntries(found.flat());
}

/** The audit log as CSV: who did what to which record, when, with the raw before and after. */
export const AUDIT_CSV: ListExport<Awaited<ReturnType<typeof listAudit>>['result'][number]> = {
  name: 'audit',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'at', value: (row) => row.at },
    { header: 'operator', value: (row) => row.operator?.fullName ?? null },
    { header: 'operatorEmail', value: (row) => row.operator?.email ?? null },
    { header: 'action', value: (row) => row.action },
    { header: 'entity', value: (row) => row.entity },
    { header: 'entityId', value: (row) => row.entityId },
    { header: 'before', value: (row) => (row.before === null ? null : JSON.stringify(row.before)) },
    { header: 'after', value: (row) => (row.after === null ? null : JSON.stringify(row.after)) },
  ],
};
