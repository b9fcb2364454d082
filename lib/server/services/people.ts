// Investors and channel partners in the console (issue 22): found (name, email, phone, PAN, code),
// looked at (KYC, orders, sales, holdings, tickets, sessions, notes; a partner's clients, commissions and
// payouts) and acted on: disable or enable (a disabled account cannot sign in and its sessions end), end
// every session, move an investor to another partner with a reason, approve or reject a partner
// applicant, add a note. Every action runs in one transaction with the account's row locked and is audited.
import { and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, sum, type SQL } from 'drizzle-orm';

import { toCsv } from '@/lib/reports/csv';
import type { KycStatus } from '@/lib/status/kyc';
import type { AccessStatus, NoteSubject, PartnerStatus } from '@/lib/status/people';
import { endSessionsOf } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db/client';
import { outerColumn, pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  auditLog,
  commissions,
  companies,
  holdings,
  kycRecords,
  operators,
  orders,
  partners,
  payouts,
  sellRequests,
  sessions,
  staffNotes,
  supportTickets,
  users,
} from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { partnerColumns as publicPartnerColumns } from '@/lib/server/services/accounts';
import { escapeLike } from '@/lib/server/services/companies';
import { accountPrivacy } from '@/lib/server/services/dataErasure';
import { currentKycDocuments } from '@/lib/server/services/kycDocuments';
import { audit, type Tx } from '@/lib/server/services/operators';
import {
  PEOPLE_MESSAGES,
  type InvestorListQuery,
  type MovePartnerValues,
  type PartnerDecisionValues,
  type PartnerListQuery,
} from '@/lib/validations/people';

/** The most rows a CSV export holds. */
export const PEOPLE_CSV_LIMIT = 10_000;

const NO_INVESTOR = 'No investor has this id.';
const NO_PARTNER = 'No channel partner has this id.';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const accessOf = (disabledAt: Date | null): AccessStatus => (disabledAt ? 'disabled' : 'active');

// ---- Investors ----

const investorColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  userUniqueCode: users.userUniqueCode,
  pan: kycRecords.pan,
  kycStatus: sql<KycStatus>`coalesce(${kycRecords.status}, 'not_started')`,
  partnerId: users.partnerId,
  partnerName: partners.fullName,
  partnershipCode: partners.partnershipCode,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

interface InvestorSelected {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  userUniqueCode: string;
  pan: string | null;
  kycStatus: KycStatus;
  partnerId: number | null;
  partnerName: string | null;
  partnershipCode: string | null;
  disabledAt: Date | null;
  createdAt: Date;
}

const investorRow = ({ partnerId, partnerName, partnershipCode, disabledAt, createdAt, ...row }: InvestorSelected) => ({
  ...row,
  partner: partnerId === null ? null : { id: partnerId, fullName: partnerName ?? '', partnershipCode: partnershipCode ?? '' },
  access: accessOf(disabledAt),
  createdAt: createdAt.toISOString(),
});
export type InvestorRow = ReturnType<typeof investorRow>;

function investorWhere(query: Omit<InvestorListQuery, 'page' | 'limit' | 'format'>): SQL | undefined {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const upper = query.q?.toUpperCase();
  return and(
    pattern && upper
      ? or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          eq(kycRecords.pan, upper),
          eq(users.userUniqueCode, upper),
        )
      : undefined,
    query.kyc === 'not_started' ? isNull(kycRecords.status) : query.kyc ? eq(kycRecords.status, query.kyc) : undefined,
    query.access === 'disabled' ? isNotNull(users.disabledAt) : query.access === 'active' ? isNull(users.disabledAt) : undefined,
    query.partner === 'NONE' ? isNull(users.partnerId) : query.partner ? eq(partners.partnershipCode, query.partner) : undefined,
  );
}

const investorsFrom = (db: Db) =>
  db
    .select(investorColumns)
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .leftJoin(partners, eq(partners.id, users.partnerId));

/** The investors list: search by name, email, phone, PAN or user code; KYC status, access, partner; newest first. */
export async function listInvestors(db: Db, query: InvestorListQuery) {
  const where = investorWhere(query);
  return pagedQuery(
    investorsFrom(db).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
      .leftJoin(partners, eq(partners.id, users.partnerId))
      .where(where),
    query,
    investorRow,
  );
}

/** The same rows as CSV (up to PEOPLE_CSV_LIMIT). */
export async function investorsCsv(db: Db, query: InvestorListQuery): Promise<string> {
  const rows = await investorsFrom(db).where(investorWhere(query)).orderBy(desc(users.createdAt), desc(users.id)).limit(PEOPLE_CSV_LIMIT);
  return toCsv([
    ['userCode', 'fullName', 'email', 'phone', 'pan', 'kycStatus', 'partnershipCode', 'access', 'joinedAt'],
    ...rows
      .map(investorRow)
      .map((row) => [
        row.userUniqueCode,
        row.fullName,
        row.email,
        row.phone,
        row.pan,
        row.kycStatus,
        row.partner?.partnershipCode ?? null,
        row.access,
        row.createdAt,
      ]),
  ]);
}

/** Live sessions and the last time any session of the account was seen. */
async function sessionsSummary(db: Db, role: NoteSubject, accountId: number) {
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${sessions.endedAt} is null and ${sessions.expiresAt} > now())`.mapWith(Number),
      lastSeenAt: max(sessions.lastSeenAt),
    })
    .from(sessions)
    .where(and(eq(sessions.role, role), eq(sessions.accountId, accountId)));
  return { live: row?.live ?? 0, lastSeenAt: iso(row?.lastSeenAt ?? null) };
}

/** The staff notes on a record, newest first, and what staff did to it (the audit log). */
async function notesAndHistory(db: Db, subject: NoteSubject, id: number) {
  const notes = await db
    .select({ id: staffNotes.id, body: staffNotes.body, author: operators.fullName, at: staffNotes.createdAt })
    .from(staffNotes)
    .leftJoin(operators, eq(operators.id, staffNotes.operatorId))
    .where(and(eq(staffNotes.subject, subject), eq(staffNotes.subjectId, id)))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
    .limit(50);
  const history = await db
    .select({ action: auditLog.action, at: auditLog.at, by: operators.fullName, after: auditLog.after })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(eq(auditLog.entity, subject), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(30);
  return {
    notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** An investor's latest buy orders or sell requests (the two share their shape), with the amount of each. */
async function recentTrades(db: Db, kind: 'order' | 'sale', userId: number) {
  const { table, amount } =
    kind === 'order' ? { table: orders, amount: orders.totalPaise } : { table: sellRequests, amount: sellRequests.proceedsPaise };
  const rows = await db
    .select({
      id: table.id,
      reference: table.reference,
      company: companies.name,
      quantity: table.quantity,
      amountPaise: amount,
      status: table.status,
      createdAt: table.createdAt,
    })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One investor's record: profile, KYC, orders and sales, holdings, tickets, sessions, notes and history. */
export async function getInvestor(db: Db, id: number) {
  const [row] = await investorsFrom(db).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(NO_INVESTOR);
  const [kyc] = await db
    .select({
      status: kycRecords.status,
      submittedAt: kycRecords.submittedAt,
      reviewedAt: kycRecords.reviewedAt,
      reason: kycRecords.rejectionReason,
    })
    .from(kycRecords)
    .where(eq(kycRecords.userId, id))
    .limit(1);
  const [profile] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const [orderRows, saleRows] = await Promise.all([recentTrades(db, 'order', id), recentTrades(db, 'sale', id)]);
  const holdingRows = await db
    .select({ slug: companies.slug, company: companies.name, quantity: holdings.quantity, costPaise: holdings.costPaise })
    .from(holdings)
    .innerJoin(companies, eq(companies.id, holdings.companyId))
    .where(and(eq(holdings.userId, id), sql`${holdings.quantity} > 0`))
    .orderBy(companies.name);
  const ticketRows = await db
    .select({ id: supportTickets.id, subject: supportTickets.subject, status: supportTickets.status, updatedAt: supportTickets.updatedAt })
    .from(supportTickets)
    .where(and(eq(supportTickets.ownerKind, 'user'), eq(supportTickets.ownerId, id)))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(20);
  return {
    ...investorRow(row),
    emailVerified: profile?.emailVerifiedAt != null,
    phoneVerified: profile?.phoneVerifiedAt != null,
    kyc: kyc
      ? { status: kyc.status, submittedAt: kyc.submittedAt.toISOString(), reviewedAt: iso(kyc.reviewedAt), reason: kyc.reason }
      : null,
    // The current documents of the KYC, as the KYC review lists them.
    kycDocuments: (await currentKycDocuments(db, [id])).get(id) ?? [],
    orders: orderRows,
    sales: saleRows,
    holdings: holdingRows,
    tickets: ticketRows.map((ticket) => ({ ...ticket, updatedAt: ticket.updatedAt.toISOString() })),
    sessions: await sessionsSummary(db, 'user', id),
    privacy: await accountPrivacy(db, 'user', id),
    ...(await notesAndHistory(db, 'user', id)),
  };
}

// ---- Partners ----

const clientCount = sql<number>`(select count(*) from ${users} where ${users.partnerId} = ${outerColumn(partners.id)})`.mapWith(Number);

const partnerColumns = {
  ...publicPartnerColumns,
  status: partners.status,
  disabledAt: partners.disabledAt,
  createdAt: partners.createdAt,
  clients: clientCount,
};

interface PartnerSelected {
  id: number;
  profileImage: string | null;
  fullName: string;
  email: string;
  phone: string;
  firm: string | null;
  city: string | null;
  partnershipCode: string;
  status: PartnerStatus;
  disabledAt: Date | null;
  createdAt: Date;
  clients: number;
}

const partnerRow = ({ disabledAt, createdAt, ...row }: PartnerSelected) => ({
  ...row,
  access: accessOf(disabledAt),
  createdAt: createdAt.toISOString(),
});
export type PartnerRow = ReturnType<typeof partnerRow>;

function partnerWhere(query: Omit<PartnerListQuery, 'page' | 'limit' | 'format'>): SQL | undefined {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    pattern
      ? or(
          ilike(partners.fullName, pattern),
          ilike(partners.email, pattern),
          ilike(partners.phone, pattern),
          ilike(partners.firm, pattern),
          eq(partners.partnershipCode, (query.q ?? '').toUpperCase()),
        )
      : undefined,
    query.status ? eq(partners.status, query.status) : undefined,
    query.access === 'disabled' ? isNotNull(partners.disabledAt) : query.access === 'active' ? isNull(partners.disabledAt) : undefined,
  );
}

/** The partners list: applicants first (pending), then by name. */
export async function listPartners(db: Db, query: PartnerListQuery) {
  const where = partnerWhere(query);
  return pagedQuery(
    db
      .select(partnerColumns)
      .from(partners)
      .where(where)
      .orderBy(sql`${partners.status} = 'pending' desc`, partners.fullName, partners.id),
    db.select({ total: count() }).from(partners).where(where),
    query,
    partnerRow,
  );
}

export async function partnersCsv(db: Db, query: PartnerListQuery): Promise<string> {
  const rows = await db
    .select(partnerColumns)
    .from(partners)
    .where(partnerWhere(query))
    .orderBy(partners.fullName, partners.id)
    .limit(PEOPLE_CSV_LIMIT);
  return toCsv([
    ['partnershipCode', 'fullName', 'email', 'phone', 'firm', 'city', 'status', 'access', 'clients', 'joinedAt'],
    ...rows
      .map(partnerRow)
      .map((row) => [
        row.partnershipCode,
        row.fullName,
        row.email,
        row.phone,
        row.firm,
        row.city,
        row.status,
        row.access,
        row.clients,
        row.createdAt,
      ]),
  ]);
}

/** One partner's record: profile, clients, commissions by status, payouts, sessions, notes and history. */
export async function getPartner(db: Db, id: number) {
  const [row] = await db.select(partnerColumns).from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) throw notFound(NO_PARTNER);
  const clientRows = await db
    .select(pickColumns(users, 'id', 'fullName', 'email', 'userUniqueCode', 'createdAt'))
    .from(users)
    .where(eq(users.partnerId, id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(20);
  const commissionRows = await db
    .select({ status: commissions.status, count: count(), amountPaise: sum(commissions.amountPaise).mapWith(Number) })
    .from(commissions)
    .where(eq(commissions.partnerId, id))
    .groupBy(commissions.status)
    .orderBy(commissions.status);
  const payoutRows = await db
    .select(pickColumns(payouts, 'id', 'period', 'netPaise', 'grossPaise', 'tdsPaise', 'bankReference', 'paidAt'))
    .from(payouts)
    .where(eq(payouts.partnerId, id))
    .orderBy(desc(payouts.paidAt), desc(payouts.id))
    .limit(20);
  return {
    ...partnerRow(row),
    clientList: clientRows.map((client) => ({ ...client, createdAt: client.createdAt.toISOString() })),
    commissions: commissionRows,
    payouts: payoutRows.map((payout) => ({ ...payout, paidAt: payout.paidAt.toISOString() })),
    sessions: await sessionsSummary(db, 'partner', id),
    privacy: await accountPrivacy(db, 'partner', id),
    ...(await notesAndHistory(db, 'partner', id)),
  };
}

// ---- Actions ----

const tableOf = (subject: NoteSubject) => (subject === 'user' ? users : partners);

/** Locks the account's row (every column); 404 when there is none. */
async function lockAccount(tx: Tx, subject: 'user', id: number): Promise<typeof users.$inferSelect>;
async function lockAccount(tx: Tx, subject: 'partner', id: number): Promise<typeof partners.$inferSelect>;
async function lockAccount(tx: Tx, subject: NoteSubject, id: number): Promise<{ id: number; disabledAt: Date | null }>;
async function lockAccount(tx: Tx, subject: NoteSubject, id: number) {
  const table = tableOf(subject);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update').limit(1);
  if (!row) throw notFound(subject === 'user' ? NO_INVESTOR : NO_PARTNER);
  return row;
}

/** Disables (sessions end at once; sign-in is refused) or enables an investor's or partner's account. */
export async function setAccountDisabled(db: Db, actorId: number, subject: NoteSubject, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, subject, id);
    const was = account.disabledAt !== null;
    let sessionsEnded = 0;
    if (disabled !== was) {
      const table = tableOf(subject);
      await tx
        .update(table)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(table.id, id));
      if (disabled) sessionsEnded = await endSessionsOf(tx, subject, id, 'disabled');
      await audit(tx, actorId, {
        action: `${subject}.${disabled ? 'disable' : 'enable'}`,
        entity: subject,
        entityId: id,
        before: { disabled: was },
        after: { disabled, sessionsEnded },
      });
    }
    return { access: accessOf(disabled ? new Date() : null), sessionsEnded };
  });
}

/** Ends every live session of the account (they can sign in again). */
export async function endAccountSessions(db: Db, actorId: number, subject: NoteSubject, id: number) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject, id);
    const sessionsEnded = await endSessionsOf(tx, subject, id, 'ended_by_admin');
    await audit(tx, actorId, { action: `${subject}.sign_out`, entity: subject, entityId: id, after: { sessionsEnded } });
    return { sessionsEnded };
  });
}

/** A staff note on the record, with its author and time. */
export async function addStaffNote(db: Db, actorId: number, subject: NoteSubject, id: number, body: string) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject, id);
    const [note] = await tx
      .insert(staffNotes)
      .values({ subject, subjectId: id, body, operatorId: actorId })
      .returning({ id: staffNotes.id, at: staffNotes.createdAt });
    if (!note) throw new Error('The note was not written.');
    await audit(tx, actorId, { action: `${subject}.note`, entity: subject, entityId: id, after: { noteId: note.id } });
    return { id: note.id, body, at: note.at.toISOString() };
  });
}

/**
 * Moves an investor to another partner (or to none). Their future orders earn for the new partner;
 * the orders already placed keep their partner and partner price, so past commissions do not change.
 */
export async function moveInvestorToPartner(db: Db, actorId: number, id: number, input: MovePartnerValues) {
  return db.transaction(async (tx) => {
    const investor = await lockAccount(tx, 'user', id);
    let target: { id: number; fullName: string; status: PartnerStatus } | null = null;
    if (input.partnershipCode) {
      const [found] = await tx
        .select({ id: partners.id, fullName: partners.fullName, status: partners.status })
        .from(partners)
        .where(eq(partners.partnershipCode, input.partnershipCode))
        .for('update')
        .limit(1);
      if (!found) throw badRequest(PEOPLE_MESSAGES.unknownPartner, { partnershipCode: PEOPLE_MESSAGES.unknownPartner });
      if (found.status !== 'approved')
        throw badRequest(PEOPLE_MESSAGES.partnerNotApproved, { partnershipCode: PEOPLE_MESSAGES.partnerNotApproved });
      target = found;
    }
    const partnerId = target?.id ?? null;
    if (partnerId === investor.partnerId) throw conflict(PEOPLE_MESSAGES.samePartner, { partnershipCode: PEOPLE_MESSAGES.samePartner });
    await tx.update(users).set({ partnerId }).where(eq(users.id, id));
    await audit(tx, actorId, {
      action: 'user.move_partner',
      entity: 'user',
      entityId: id,
      before: { partnerId: investor.partnerId },
      after: { partnerId, partnershipCode: input.partnershipCode, reason: input.reason },
    });
    return { partner: target ? { id: target.id, fullName: target.fullName } : null };
  });
}

/** Approves a pending partner (they may propose from now on) or rejects them with a reason. */
export async function decidePartner(db: Db, actorId: number, id: number, input: PartnerDecisionValues) {
  return db.transaction(async (tx) => {
    const partner = await lockAccount(tx, 'partner', id);
    if (partner.status !== 'pending') throw conflict(PEOPLE_MESSAGES.notPending);
    const status: PartnerStatus = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx.update(partners).set({ status }).where(eq(partners.id, id));
    await audit(tx, actorId, {
      action: `partner.${input.decision}`,
      entity: 'partner',
      entityId: id,
      before: { status: partner.status },
      after: { status, reason: input.reason ?? null },
    });
    return { status };
  });
}
