// Staff (issue 22): who works the console and with which roles. An admin invites a person (an email
// with a one-time link where they set a password and enrol an authenticator), changes their roles,
// disables or enables them, ends their sessions or resets their authenticator (a new one-time link).
// Every change is audited in its own transaction, and the console never loses its last admin.
import type { ListExport } from '@/lib/reports/csv';
import { createHash, randomBytes } from 'node:crypto';

import { and, count, desc, eq, ilike, isNotNull, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { Secret } from 'otpauth';

import { brand } from '@/lib/brand';
import type { StaffInvitationPurpose, StaffRole, StaffStatus } from '@/lib/permissions';
import { hashPassword, NO_PASSWORD_MARKER, verifyPassword } from '@/lib/server/auth/password';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db/client';
import { outerColumn } from '@/lib/server/db/columns';
import { pagedQuery, type Paging } from '@/lib/server/db/paging';
import { auditLog, operators, sessions, staffInvitations } from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/server/env';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { logger } from '@/lib/server/logger';
import { getMailer } from '@/lib/server/messaging/mailer';
import { escapeLike } from '@/lib/server/services/companies';
import { audit, otpauthUri, totpStep, type Tx } from '@/lib/server/services/operators';
import { STAFF_MESSAGES, type StaffInviteValues, type StaffUpdateValues } from '@/lib/validations/staff';

/** How long a one-time link holds. */
export const STAFF_LINK_HOURS = 72;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const statusOf = sql<StaffStatus>`case when ${operators.disabledAt} is not null then 'disabled' when ${operators.passwordHash} = ${NO_PASSWORD_MARKER} then 'invited' else 'active' end`;

// The latest activity of any of their sessions (checkSession stamps last_seen_at at most once a minute).
const lastSeen = sql<Date | null>`(select ${max(sessions.lastSeenAt)} from ${sessions} where ${sessions.role} = 'operator' and ${sessions.accountId} = ${outerColumn(operators.id)})`;

export interface StaffRow {
  id: number;
  fullName: string;
  email: string;
  roles: StaffRole[];
  status: StaffStatus;
  createdAt: string;
  lastSeenAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const rowColumns = {
  id: operators.id,
  fullName: operators.fullName,
  email: operators.email,
  roles: operators.roles,
  status: statusOf,
  createdAt: operators.createdAt,
  lastSeenAt: lastSeen,
};

const toRow = (row: { createdAt: Date; lastSeenAt: Date | string | null } & Omit<StaffRow, 'createdAt' | 'lastSeenAt'>): StaffRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: iso(row.lastSeenAt),
});

function statusWhere(status: StaffStatus | undefined): SQL | undefined {
  if (status === 'disabled') return isNotNull(operators.disabledAt);
  if (status === 'invited') return and(isNull(operators.disabledAt), eq(operators.passwordHash, NO_PASSWORD_MARKER));
  if (status === 'active') return and(isNull(operators.disabledAt), ne(operators.passwordHash, NO_PASSWORD_MARKER));
  return undefined;
}

/** The staff list: search by name or email, a role, a status; by name. */
export async function listStaff(db: Db, query: Paging & { q?: string; role?: StaffRole; status?: StaffStatus }) {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    pattern ? or(ilike(operators.fullName, pattern), ilike(operators.email, pattern)) : undefined,
    query.role ? sql`${query.role} = any(${operators.roles})` : undefined,
    statusWhere(query.status),
  );
  return pagedQuery(
    db.select(rowColumns).from(operators).where(where).orderBy(operators.fullName, operators.id),
    db.select({ total: count() }).from(operators).where(where),
    query,
    toRow,
  );
}

/** The staff list as CSV. */
export const STAFF_CSV: ListExport<StaffRow> = {
  name: 'staff',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'fullName', value: (row) => row.fullName },
    { header: 'email', value: (row) => row.email },
    { header: 'roles', value: (row) => row.roles.join(' ') },
    { header: 'status', value: (row) => row.status },
    { header: 'createdAt', value: (row) => row.createdAt },
    { header: 'lastSeenAt', value: (row) => row.lastSeenAt },
  ],
};

/** One staff member with their live sessions and what was last done to their account. */
export async function getStaff(db: Db, id: number) {
  const [row] = await db.select(rowColumns).from(operators).where(eq(operators.id, id)).limit(1);
  if (!row) throw notFound('No staff member has this id.');
  const [live] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(eq(sessions.role, 'operator'), eq(sessions.accountId, id), isNull(sessions.endedAt), sql`${sessions.expiresAt} > now()`));
  const [invitation] = await db
    .select({ purpose: staffInvitations.purpose, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.operatorId, id), isNull(staffInvitations.usedAt), sql`${staffInvitations.expiresAt} > now()`))
    .orderBy(desc(staffInvitations.id))
    .limit(1);
  const history = await db
    .select({ action: auditLog.action, at: auditLog.at, by: operators.fullName, after: auditLog.after })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(eq(auditLog.entity, 'operator'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(20);
  return {
    ...toRow(row),
    liveSessions: live?.total ?? 0,
    pendingLink: invitation ? { purpose: invitation.purpose, expiresAt: invitation.expiresAt.toISOString() } : null,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** A one-time link for the person: any earlier unused link of theirs stops working. Returns the token. */
async function newLink(tx: Tx, operatorId: number, purpose: StaffInvitationPurpose, invitedBy: number): Promise<string> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvitations.operatorId, operatorId), isNull(staffInvitations.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffInvitations).values({
    operatorId,
    purpose,
    tokenHash: hashOf(token),
    invitedBy,
    expiresAt: new Date(Date.now() + STAFF_LINK_HOURS * 3600_000),
  });
  return token;
}

const linkUrl = (token: string) => `${siteUrl()}/admin/join/${token}`;

/** Emails the link; false when the mail could not be sent (the admin sees it and can send it again). */
async function mailLink(to: { email: string; fullName: string }, purpose: StaffInvitationPurpose, token: string): Promise<boolean> {
  const lines =
    purpose === 'invite'
      ? [
          `Hello ${to.fullName},`,
          '',
          `You are invited to the ${brand.name} operator console.`,
          `Open this link within ${STAFF_LINK_HOURS} hours to set your password and your authenticator app:`,
          linkUrl(token),
        ]
      : [
          `Hello ${to.fullName},`,
          '',
          `An admin reset your authenticator for the ${brand.name} operator console.`,
          `Open this link within ${STAFF_LINK_HOURS} hours to set up your new authenticator app:`,
          linkUrl(token),
        ];
  lines.push('', 'The link works once. If you did not expect this email, tell your admin.');
  try {
    await getMailer().send({
      to: to.email,
      subject: purpose === 'invite' ? `Your invitation to the ${brand.name} console` : `Set up your new authenticator for ${brand.name}`,
      text: lines.join('\n'),
    });
    return true;
  } catch (error) {
    logger.error('staff link not sent', { purpose, error: (error as Error).message });
    return false;
  }
}

/** Invites a person with their roles: a staff member who cannot sign in until they follow the emailed link. */
export async function inviteStaff(db: Db, actorId: number, input: StaffInviteValues) {
  const { id, token } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        email: input.email,
        fullName: input.fullName,
        passwordHash: NO_PASSWORD_MARKER,
        totpSecret: new Secret({ size: 20 }).base32,
        roles: input.roles,
      })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) throw conflict(STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });
    await audit(tx, actorId, {
      action: 'staff.invite',
      entity: 'operator',
      entityId: row.id,
      after: { email: input.email, roles: input.roles },
    });
    return { id: row.id, token: await newLink(tx, row.id, 'invite', actorId) };
  });
  return { id, emailSent: await mailLink(input, 'invite', token) };
}

/** A new invitation link for someone who has not joined yet (the old link stops working). */
export async function resendInvitation(db: Db, actorId: number, id: number) {
  const { person, token } = await db.transaction(async (tx) => {
    const person = await lockStaff(tx, id);
    if (person.passwordHash !== NO_PASSWORD_MARKER || person.disabledAt) throw conflict(STAFF_MESSAGES.notInvited);
    await audit(tx, actorId, { action: 'staff.invite_resent', entity: 'operator', entityId: id });
    return { person, token: await newLink(tx, id, 'invite', actorId) };
  });
  return { emailSent: await mailLink(person, 'invite', token) };
}

async function lockStaff(tx: Tx, id: number) {
  const [person] = await tx
    .select({
      id: operators.id,
      email: operators.email,
      fullName: operators.fullName,
      roles: operators.roles,
      disabledAt: operators.disabledAt,
      passwordHash: operators.passwordHash,
    })
    .from(operators)
    .where(eq(operators.id, id))
    .for('update')
    .limit(1);
  if (!person) throw notFound('No staff member has this id.');
  return person;
}

/** Admins who can sign in (or are invited and about to), besides exceptId. */
async function otherActiveAdmins(tx: Tx, exceptId: number): Promise<number> {
  // Every admin row is locked, so two admins demoting each other at once cannot both succeed.
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(sql`'admin' = any(${operators.roles})`, isNull(operators.disabledAt), ne(operators.passwordHash, NO_PASSWORD_MARKER)))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

/** Changes a staff member's roles or whether they may sign in; disabling ends their sessions. */
export async function updateStaff(db: Db, actorId: number, id: number, change: StaffUpdateValues) {
  return db.transaction(async (tx) => {
    const person = await lockStaff(tx, id);
    const roles = change.roles ?? person.roles;
    const disabled = change.disabled ?? person.disabledAt !== null;
    const losesAdmin = person.roles.includes('admin') && (!roles.includes('admin') || disabled);
    if (losesAdmin && id === actorId) throw badRequest(STAFF_MESSAGES.notYourself);
    if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0) throw conflict(STAFF_MESSAGES.lastAdmin);
    await tx
      .update(operators)
      .set({ roles, disabledAt: disabled ? (person.disabledAt ?? new Date()) : null })
      .where(eq(operators.id, id));
    if (disabled && !person.disabledAt) await endSessionsOf(tx, 'operator', id, 'disabled');
    await audit(tx, actorId, {
      action: 'staff.update',
      entity: 'operator',
      entityId: id,
      before: { roles: person.roles, disabled: person.disabledAt !== null },
      after: { roles, disabled },
    });
    return { id, roles, disabled };
  });
}

/** Signs a staff member out everywhere. */
export async function endStaffSessions(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockStaff(tx, id);
    const ended = await endSessionsOf(tx, 'operator', id, 'ended_by_admin');
    await audit(tx, actorId, { action: 'staff.sign_out', entity: 'operator', entityId: id, after: { sessionsEnded: ended } });
    return { sessionsEnded: ended };
  });
}

/**
 * Resets a staff member's authenticator (a lost phone): their old codes stop working, their sessions end,
 * and they get a one-time link to enrol a new one (with their password).
 */
export async function resetStaffTotp(db: Db, actorId: number, id: number) {
  const { person, token } = await db.transaction(async (tx) => {
    const person = await lockStaff(tx, id);
    if (person.passwordHash === NO_PASSWORD_MARKER) throw conflict(STAFF_MESSAGES.notInvited.replace('already joined', 'not joined yet'));
    await tx
      .update(operators)
      .set({ totpSecret: new Secret({ size: 20 }).base32, totpPendingSecret: null, totpLastStep: null })
      .where(eq(operators.id, id));
    await endSessionsOf(tx, 'operator', id, 'totp_reset');
    await audit(tx, actorId, { action: 'staff.totp_reset', entity: 'operator', entityId: id });
    return { person, token: await newLink(tx, id, 'totp_reset', actorId) };
  });
  return { emailSent: await mailLink(person, 'totp_reset', token) };
}

/** What a one-time link shows: who it is for and the authenticator secret to enrol; null when it no longer holds. */
export async function staffLink(db: Db, token: string) {
  const [row] = await db
    .select({
      purpose: staffInvitations.purpose,
      email: operators.email,
      fullName: operators.fullName,
      secret: operators.totpSecret,
    })
    .from(staffInvitations)
    .innerJoin(operators, eq(operators.id, staffInvitations.operatorId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashOf(token)),
        isNull(staffInvitations.usedAt),
        sql`${staffInvitations.expiresAt} > now()`,
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { purpose: row.purpose, email: row.email, fullName: row.fullName, secret: row.secret, uri: otpauthUri(row.secret, row.email) };
}

/**
 * Follows a one-time link: joining sets the password; after a reset, the password is checked. Either way
 * a code from the authenticator proves it is enrolled, and the link is spent. The person then signs in.
 */
export async function followStaffLink(db: Db, input: { token: string; password: string; code: string }, now = Date.now()) {
  const invalid = () => badRequest(STAFF_MESSAGES.linkInvalid, { token: STAFF_MESSAGES.linkInvalid });
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: staffInvitations.id, operatorId: staffInvitations.operatorId, purpose: staffInvitations.purpose })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.tokenHash, hashOf(input.token)),
          isNull(staffInvitations.usedAt),
          sql`${staffInvitations.expiresAt} > now()`,
        ),
      )
      .for('update')
      .limit(1);
    if (!link) throw invalid();
    const [person] = await tx
      .select({
        passwordHash: operators.passwordHash,
        secret: operators.totpSecret,
        disabledAt: operators.disabledAt,
        email: operators.email,
      })
      .from(operators)
      .where(eq(operators.id, link.operatorId))
      .for('update')
      .limit(1);
    if (!person || person.disabledAt) throw invalid();
    if (link.purpose === 'totp_reset' && !(await verifyPassword(input.password, person.passwordHash))) {
      throw badRequest('This is not your password.', { password: 'This is not your password.' });
    }
    const step = totpStep(person.secret, input.code, now);
    if (step === null) throw badRequest(STAFF_MESSAGES.codeWrong, { code: STAFF_MESSAGES.codeWrong });
    await tx
      .update(operators)
      .set({
        totpLastStep: step,
        ...(link.purpose === 'invite' && { passwordHash: await hashPassword(input.password) }),
      })
      .where(eq(operators.id, link.operatorId));
    await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(eq(staffInvitations.id, link.id));
    await audit(tx, link.operatorId, {
      action: link.purpose === 'invite' ? 'staff.joined' : 'staff.totp_enrolled',
      entity: 'operator',
      entityId: link.operatorId,
    });
    return { email: person.email, purpose: link.purpose };
  });
}
