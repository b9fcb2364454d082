// Investor KYC: what the investor sees of their own record, submitting (and resubmitting after a
// rejection), an operator's review, and the rule that a purchase needs a verified KYC.
import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { kycRecords, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/httpError';
import { notifyKycDecision } from '@/lib/server/services/notifications';
import {
  kycRequiredMessage,
  maskTail,
  type Depository,
  type KycReviewInput,
  type KycStatusName,
  type KycSubmitInput,
} from '@/lib/validations/kyc';

/** The investor's own KYC as the dashboard and GET /api/v1/user/kyc show it (sensitive numbers masked). */
export interface KycView {
  status: KycStatusName;
  rejectionReason: string | null;
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

export async function getKycStatus(db: Db, userId: number): Promise<KycStatusName> {
  const [row] = await db.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  return row?.status ?? 'not_started';
}

export async function getKyc(db: Db, userId: number): Promise<KycView> {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  if (!row) return { status: 'not_started', rejectionReason: null, submittedAt: null, reviewedAt: null, details: null };
  return {
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
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
 * (a resubmission replaces the rejected details); 409 while it is under review or once verified.
 */
export async function submitKyc(db: Db, userId: number, input: KycSubmitInput): Promise<KycView> {
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
    submittedAt: sql`now()`,
    reviewedAt: null,
  };
  // One statement, so two submissions at once cannot both pass the status check.
  const written = await db
    .insert(kycRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: kycRecords.userId, set: values, setWhere: eq(kycRecords.status, 'rejected') })
    .returning({ userId: kycRecords.userId });
  if (written.length === 0) {
    const status = await getKycStatus(db, userId);
    throw conflict(status === 'verified' ? ALREADY_VERIFIED : ALREADY_SUBMITTED);
  }
  return getKyc(db, userId);
}

/** An operator's decision: verified, or rejected with a reason the investor will see. */
export async function reviewKyc(db: Db, userId: number, decision: KycReviewInput): Promise<KycView> {
  // The investor is notified (panel and email) with the decision; inside a caller's transaction this is
  // a savepoint, and the caller kicks the outbox after its commit (otherwise the outbox timer sends it).
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(kycRecords)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedAt: sql`now()`,
      })
      .where(eq(kycRecords.userId, userId))
      .returning({ userId: kycRecords.userId });
    if (updated.length === 0) throw notFound('This investor has not submitted KYC yet.');
    await notifyKycDecision(tx, userId, decision);
  });
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
