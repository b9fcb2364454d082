// Investor KYC: what the investor sees of their own record, submitting (and resubmitting after a
// rejection), an operator's review, and the rule that a purchase needs a verified KYC. One PAN, one
// investor account: a PAN verified on one account is refused on every other, at submission and at review.

import type { ListExport } from '@/lib/reports/csv';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { kycAutomaticCheck } from '@/lib/kycChecks';
import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { uniqueIndexName, violatedUniqueConstraint } from '@/lib/server/db/errors';
import { pagedQuery } from '@/lib/server/db/paging';
import { kycRecords, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { assertNonePending, propose } from '@/lib/server/services/approvals';
import { assertKycDocumentsReady, currentKycDocuments, type KycDocumentView } from '@/lib/server/services/kycDocuments';
import { notifyKycDecision } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import {
  kycRequiredMessage,
  maskTail,
  type Depository,
  type KycReviewInput,
  type KycStatusName,
  type KycSubmitInput,
} from '@/lib/validations/kyc';
import type { AdminKycDecision, KycChecklistItem } from '@/lib/validations/kycDocuments';
import { CORRECTION_CHECKLIST_ITEM, CORRECTION_FIELD_LABELS, type CorrectionRequest } from '@/lib/validations/privacy';

/** The investor's own KYC as the dashboard and GET /api/v1/user/kyc show it (sensitive numbers masked). */
export interface KycView {
  status: KycStatusName;
  rejectionReason: string | null;
  /** What a rejection names for the investor to fix (the reviewer's failed checklist items). */
  rejectionFix: KycChecklistItem[];
  /** The documents uploaded (current ones, one per kind at most). */
  documents: KycDocumentView[];
  submittedAt: string | null;
  reviewedAt: string | null;
  details: {
    /** "••••234F" */
    pan: string;
    depository: Depository;
    dpId: string;
    /** "••••4567" */
    clientId: string;
    bankAccountName: string;
    /** "••••9012" */
    bankAccountNumber: string;
    ifsc: string;
  } | null;
}

export const ALREADY_SUBMITTED = 'Your KYC is under review. You can submit it again only if it is rejected.';
export const ALREADY_VERIFIED = 'Your KYC is already verified.';
/** To the investor: never whose account holds the PAN. */
export const PAN_TAKEN =
  'This PAN is already verified on another investor account, and one PAN can have one account. Please sign in to that account, or contact support if it is not yours.';

/** The investor code of another account on which this PAN is verified, or null. */
export async function panVerifiedElsewhere(db: Db | Tx, pan: string, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: users.userUniqueCode })
    .from(kycRecords)
    .innerJoin(users, eq(users.id, kycRecords.userId))
    .where(and(eq(kycRecords.pan, pan), eq(kycRecords.status, 'verified'), ne(kycRecords.userId, userId)))
    .limit(1);
  return row?.code ?? null;
}

const panTakenForOperator = (code: string | null) =>
  conflict(
    `This PAN is already verified on another account${code ? ` (investor ${code})` : ''}: one PAN can have one investor account. Please reject this KYC with the reason.`,
    { pan: 'PAN already verified on another account.' },
    'duplicate_pan',
  );
const VERIFIED_PAN_KEY = uniqueIndexName(kycRecords, kycRecords.pan);

export async function getKycStatus(db: Db, userId: number): Promise<KycStatusName> {
  const [row] = await db.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  return row?.status ?? 'not_started';
}

export async function getKyc(db: Db | Tx, userId: number): Promise<KycView> {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  const documents = (await currentKycDocuments(db, [userId])).get(userId) ?? [];
  if (!row)
    return {
      status: 'not_started',
      rejectionReason: null,
      rejectionFix: [],
      documents,
      submittedAt: null,
      reviewedAt: null,
      details: null,
    };
  return {
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    rejectionFix: row.status === 'rejected' ? row.rejectionFix : [],
    documents,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    details: {
      pan: maskTail(row.pan),
      depository: row.depository,
      dpId: row.dpId,
      clientId: maskTail(row.clientId),
      bankAccountName: row.bankAccountName,
      bankAccountNumber: maskTail(row.bankAccountNumber),
      ifsc: row.ifsc,
    },
  };
}

/**
 * Stores the investor's KYC for review. Allowed when they have none yet or it was rejected
 * (a resubmission replaces the rejected details); 409 while it is under review or once verified; 400
 * naming each document still to upload (kycDocuments.ts), before the 409 of a PAN verified on another
 * account. `withoutDocuments` is for the load
 * investors of the benchmarks only (lib/server/loadInvestors.ts), who never upload anything.
 */
export async function submitKyc(
  db: Db,
  userId: number,
  input: KycSubmitInput,
  { withoutDocuments = false }: { withoutDocuments?: boolean } = {},
): Promise<KycView> {
  const values = {
    pan: input.pan,
    depository: input.depository,
    dpId: input.dpId,
    clientId: input.clientId,
    bankAccountName: input.bankAccountName,
    bankAccountNumber: input.bankAccountNumber,
    ifsc: input.ifsc,
    status: 'submitted' as const,
    rejectionReason: null,
    rejectionFix: [],
    submittedAt: sql`now()`,
    reviewedAt: null,
  };
  const written = await db.transaction(async (tx) => {
    // The investor stays locked until the submission commits, so no upload slips in between.
    if (!withoutDocuments) await assertKycDocumentsReady(tx, userId);
    // The review enforces the rule under the unique index; this tells the investor now, not after a wait.
    // After the documents: an incomplete submission must not learn whether a PAN is taken.
    if (await panVerifiedElsewhere(tx, input.pan, userId)) throw conflict(PAN_TAKEN, { pan: PAN_TAKEN }, 'duplicate_pan');
    // One statement, so two submissions at once cannot both pass the status check.
    return tx
      .insert(kycRecords)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: kycRecords.userId, set: values, setWhere: eq(kycRecords.status, 'rejected') })
      .returning({ userId: kycRecords.userId });
  });
  if (written.length === 0) {
    const status = await getKycStatus(db, userId);
    throw conflict(status === 'verified' ? ALREADY_VERIFIED : ALREADY_SUBMITTED);
  }
  return getKyc(db, userId);
}

/** A decision; a rejection from the console names the checklist items to fix, one from the CLI none. */
export type KycReview = KycReviewInput | { status: 'rejected'; reason: string; fix: KycChecklistItem[] };

/**
 * An operator's decision: verified, or rejected with a reason the investor will see. Verifying a PAN
 * already verified on another account is a 409 naming that account, also when two reviews race (the
 * partial unique index on verified PANs decides which one wins).
 */
export async function reviewKyc(db: Db | Tx, userId: number, decision: KycReview): Promise<KycView> {
  const [record] = await db.select({ pan: kycRecords.pan }).from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  if (!record) throw notFound('This investor has not submitted KYC yet.');
  if (decision.status === 'verified') {
    const elsewhere = await panVerifiedElsewhere(db, record.pan, userId);
    if (elsewhere) throw panTakenForOperator(elsewhere);
  }
  // The investor is notified (panel and email) with the decision; inside a caller's transaction this is
  // a savepoint, and the caller kicks the outbox after its commit (otherwise the outbox timer sends it).
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(kycRecords)
        .set({
          status: decision.status,
          rejectionReason: decision.status === 'rejected' ? decision.reason : null,
          rejectionFix: decision.status === 'rejected' && 'fix' in decision ? decision.fix : [],
          reviewedAt: sql`now()`,
        })
        .where(eq(kycRecords.userId, userId));
      await notifyKycDecision(tx, userId, decision);
    });
  } catch (error) {
    // Another account's review verified this PAN and committed after the check above.
    if (violatedUniqueConstraint(error) === VERIFIED_PAN_KEY) throw panTakenForOperator(await panVerifiedElsewhere(db, record.pan, userId));
    throw error;
  }
  return getKyc(db, userId);
}

/** The investor with this email (for the operators' CLI), or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row?.id ?? null;
}

/**
 * The one rule for buying: the investor's KYC must be verified. Every purchase step (the cart
 * today, orders later) calls this first; it throws a 403 whose message says what to do next.
 */
export async function assertKycVerified(db: Db, userId: number): Promise<void> {
  const status = await getKycStatus(db, userId);
  if (status !== 'verified') throw forbidden(kycRequiredMessage(status), 'kyc_required');
}

// ---- Operators: the review queue and the decision ----

const otherKyc = alias(kycRecords, 'other_kyc');
const otherUser = alias(users, 'other_user');

/** Where an investor's shares go and where their money goes: the demat and bank accounts of their KYC. */
const kycAccountColumns = {
  depository: kycRecords.depository,
  dpId: kycRecords.dpId,
  clientId: kycRecords.clientId,
  bankAccountName: kycRecords.bankAccountName,
  bankAccountNumber: kycRecords.bankAccountNumber,
  ifsc: kycRecords.ifsc,
};

/** The investor an operator settles an order or a sale with: who they are and their KYC accounts (null ones before KYC); null for no such investor. */
export async function investorForDesk(db: Db, userId: number) {
  const [investor] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      userUniqueCode: users.userUniqueCode,
      kycStatus: kycRecords.status,
      ...kycAccountColumns,
    })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return investor ?? null;
}

/** KYC by status, oldest first, each with the investor code of another account its PAN is verified on (one PAN, one account). */
export async function listKycForReview(db: Db, query: { status: 'submitted' | 'verified' | 'rejected'; page: number; limit: number }) {
  const page = await listKycRecords(db, query);
  const documents = await currentKycDocuments(
    db,
    page.result.map((row) => row.userId),
  );
  return { ...page, result: page.result.map(({ userId, ...row }) => ({ ...row, documents: documents.get(userId) ?? [] })) };
}

function listKycRecords(db: Db, query: { status: 'submitted' | 'verified' | 'rejected'; page: number; limit: number }) {
  const where = eq(kycRecords.status, query.status);
  const panVerifiedOn = sql<string | null>`(${db
    .select({ code: otherUser.userUniqueCode })
    .from(otherKyc)
    .innerJoin(otherUser, eq(otherUser.id, otherKyc.userId))
    .where(and(eq(otherKyc.pan, kycRecords.pan), eq(otherKyc.status, 'verified'), ne(otherKyc.userId, kycRecords.userId)))
    .limit(1)})`;
  return pagedQuery(
    db
      .select({
        userId: users.id,
        userUniqueCode: users.userUniqueCode,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        status: kycRecords.status,
        pan: kycRecords.pan,
        ...kycAccountColumns,
        rejectionReason: kycRecords.rejectionReason,
        rejectionFix: kycRecords.rejectionFix,
        submittedAt: kycRecords.submittedAt,
        reviewedAt: kycRecords.reviewedAt,
        panVerifiedOn,
      })
      .from(kycRecords)
      .innerJoin(users, eq(users.id, kycRecords.userId))
      .where(where)
      // The queue is worked oldest first.
      .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.userId)),
    db.$count(kycRecords, where),
    query,
    (row) => ({
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      automaticCheck: kycAutomaticCheck(row),
    }),
  );
}

/** The KYC list as CSV: who, their status and accounts, when submitted and reviewed. */
export const KYC_REVIEW_CSV: ListExport<Awaited<ReturnType<typeof listKycForReview>>['result'][number]> = {
  name: 'kyc',
  columns: [
    { header: 'userCode', value: (row) => row.userUniqueCode },
    { header: 'fullName', value: (row) => row.fullName },
    { header: 'email', value: (row) => row.email },
    { header: 'phone', value: (row) => row.phone },
    { header: 'status', value: (row) => row.status },
    { header: 'pan', value: (row) => row.pan },
    { header: 'depository', value: (row) => row.depository },
    { header: 'dpId', value: (row) => row.dpId },
    { header: 'clientId', value: (row) => row.clientId },
    { header: 'ifsc', value: (row) => row.ifsc },
    { header: 'rejectionReason', value: (row) => row.rejectionReason },
    { header: 'submittedAt', value: (row) => row.submittedAt },
    { header: 'reviewedAt', value: (row) => row.reviewedAt },
  ],
};

type LockedKyc = { userId: number; status: string; rejectionReason: string | null; fullName: string; pan: string; bankAccountName: string };

async function lockSubmittedKyc(tx: Tx, userUniqueCode: string): Promise<LockedKyc> {
  const [row] = await tx
    .select({ ...pickColumns(kycRecords, 'userId', 'status', 'rejectionReason', 'pan', 'bankAccountName'), fullName: users.fullName })
    .from(kycRecords)
    .innerJoin(users, eq(users.id, kycRecords.userId))
    .where(eq(users.userUniqueCode, userUniqueCode))
    .for('update', { of: kycRecords })
    .limit(1);
  if (!row) throw notFound('This investor has not submitted KYC.');
  if (row.status !== 'submitted') throw conflict(`This KYC is already ${row.status}.`, undefined, 'invalid_transition');
  return row;
}

/**
 * Verifies or rejects a submitted KYC (409 when it is not awaiting review). A decision against the
 * automatic check (lib/kycChecks.ts: verifying a KYC that failed it, rejecting one that passed it) is
 * not made: it waits for another person's approval (`approval` in the answer). A PAN verified on another
 * account is never verified (409), whoever approves.
 */
export async function decideKyc(db: Db, operatorId: number, userUniqueCode: string, decision: AdminKycDecision) {
  const { userId, approvalId } = await db.transaction(async (tx) => {
    const row = await lockSubmittedKyc(tx, userUniqueCode);
    const panVerifiedOn = await panVerifiedElsewhere(tx, row.pan, row.userId);
    if (decision.decision === 'verify' && panVerifiedOn) throw panTakenForOperator(panVerifiedOn);
    const check = kycAutomaticCheck({ ...row, panVerifiedOn });
    if ((decision.decision === 'verify') !== check.passed) {
      await assertNonePending(
        tx,
        'kyc_override',
        'kyc',
        userUniqueCode,
        'A decision on this KYC already waits for another person’s approval: approve or reject it first.',
      );
      const verb = decision.decision === 'verify' ? 'Verify' : 'Reject';
      const approvalId = await propose(tx, operatorId, {
        kind: 'kyc_override',
        entity: 'kyc',
        entityId: userUniqueCode,
        payload: decision,
        summary: `${verb} the KYC of ${row.fullName} (${userUniqueCode}), which ${check.passed ? 'passed' : 'failed'} the automatic check`,
        changes: [
          {
            label: 'Automatic check',
            before: check.passed ? 'Passed' : check.failures.join(' '),
            after: check.passed ? 'Passed' : 'Overridden',
          },
          { label: 'Status', before: 'Submitted', after: decision.decision === 'verify' ? 'Verified' : `Rejected: ${decision.reason}` },
        ],
      });
      return { userId: row.userId, approvalId };
    }
    await applyKycDecision(tx, operatorId, userUniqueCode, row, decision);
    return { userId: row.userId, approvalId: null };
  });
  kickOutbox(db);
  return { ...(await getKyc(db, userId)), approval: approvalId === null ? null : { id: approvalId } };
}

/** Makes an approved KYC decision (lib/server/services/approvalActions.ts), inside the approval's transaction. */
export async function applyApprovedKycDecision(
  tx: Tx,
  approverId: number,
  userUniqueCode: string,
  decision: AdminKycDecision,
  approvalId: number,
) {
  const row = await lockSubmittedKyc(tx, userUniqueCode);
  await applyKycDecision(tx, approverId, userUniqueCode, row, decision, approvalId);
}

async function applyKycDecision(
  tx: Tx,
  operatorId: number,
  userUniqueCode: string,
  row: LockedKyc,
  decision: AdminKycDecision,
  approvalId?: number,
) {
  const review: KycReview =
    decision.decision === 'verify' ? { status: 'verified' } : { status: 'rejected', reason: decision.reason, fix: decision.fix };
  await reviewKyc(tx, row.userId, review);
  await audit(tx, operatorId, {
    action: `kyc.${review.status}`,
    entity: 'kyc',
    entityId: userUniqueCode,
    before: { status: row.status, rejectionReason: row.rejectionReason },
    after: {
      status: review.status,
      rejectionReason: review.status === 'rejected' ? review.reason : null,
      ...(review.status === 'rejected' && 'fix' in review && { rejectionFix: review.fix }),
      ...(decision.decision === 'verify' && { checks: decision.checks }),
      ...(approvalId !== undefined && { approvalId }),
    },
  });
}

const CORRECTION_NEEDS_KYC = 'You have no KYC to correct yet: please complete your KYC first.';
const CORRECTION_UNDER_REVIEW = 'Your KYC is under review: please wait for the decision before asking for a correction.';

/**
 * The investor asks to correct details that need proof (name, PAN, demat, bank): their KYC is reopened
 * as the existing flow's "fix and submit again" (rejected, naming the checklist items to fix), so they
 * upload the new documents on the KYC page and the KYC desk reviews the resubmission as any other.
 */
export async function requestKycCorrection(db: Db, userId: number, request: CorrectionRequest): Promise<KycView> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, userId)).for('update');
    if (!row) throw conflict(CORRECTION_NEEDS_KYC, undefined, 'invalid_transition');
    if (row.status === 'submitted') throw conflict(CORRECTION_UNDER_REVIEW, undefined, 'invalid_transition');
    const what = request.fields.map((field) => CORRECTION_FIELD_LABELS[field]).join(', ');
    await tx
      .update(kycRecords)
      .set({
        status: 'rejected',
        rejectionReason: `Correction requested by you (${what}): ${request.note}`,
        rejectionFix: request.fields.map((field) => CORRECTION_CHECKLIST_ITEM[field]),
        reviewedAt: sql`now()`,
      })
      .where(eq(kycRecords.userId, userId));
  });
  return getKyc(db, userId);
}
