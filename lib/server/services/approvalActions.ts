// Deciding an approval (four eyes): approving applies the proposed change, by its kind, in the same
// transaction that marks it approved; rejecting changes nothing but the approval. Apart from
// approvals.ts so a domain can propose without importing what applies every other domain's changes.
import type { Db } from '@/lib/server/db/client';
import { recordDecision, takeForDecision, type PendingApproval } from '@/lib/server/services/approvals';
import { applyApprovedPayout, type PayoutProposal } from '@/lib/server/services/commissions';
import { afterCompanyChange, applyApprovedCompanyChange } from '@/lib/server/services/companies';
import { applyApprovedKycDecision } from '@/lib/server/services/kyc';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { applyApprovedRefund } from '@/lib/server/services/orders';
import type { PublicOperator, Tx } from '@/lib/server/services/operators';
import { afterPriceImport, applyApprovedPriceImport, reopenRejectedPriceImport } from '@/lib/server/services/priceImports';
import type { ApprovalKind } from '@/lib/status/approvals';
import type { AdminKycDecision } from '@/lib/validations/kycDocuments';
import type { CompanyPatchInput, OrderTransitionInput } from '@/lib/validations/orders';

interface Applier {
  /** Makes the change, inside the approval's transaction, as the approver. */
  apply: (tx: Tx, approverId: number, row: PendingApproval) => Promise<void>;
  /** What follows the commit (pages rendered again, mail sent). */
  after: (db: Db, row: PendingApproval) => Promise<void>;
  /** What a rejection undoes of the proposal, inside the rejection's transaction (most kinds: nothing). */
  rejected?: (tx: Tx, row: PendingApproval) => Promise<void>;
}

const APPLIERS: Record<ApprovalKind, Applier> = {
  price_change: {
    apply: (tx, approverId, row) => applyApprovedCompanyChange(tx, approverId, row.entityId, row.payload as CompanyPatchInput, row.id),
    after: (db, row) => afterCompanyChange(db, row.entityId),
  },
  price_import: {
    apply: (tx, approverId, row) => applyApprovedPriceImport(tx, approverId, Number(row.entityId), row.id),
    after: (db, row) => afterPriceImport(db, Number(row.entityId)),
    // The file waited as "awaiting approval": it is pending again, to apply afresh or leave.
    rejected: (tx, row) => reopenRejectedPriceImport(tx, Number(row.entityId), row.id),
  },
  inventory_change: {
    apply: (tx, approverId, row) => applyApprovedCompanyChange(tx, approverId, row.entityId, row.payload as CompanyPatchInput, row.id),
    after: (db, row) => afterCompanyChange(db, row.entityId),
  },
  commission_payout: {
    apply: (tx, approverId, row) => applyApprovedPayout(tx, approverId, row.payload as PayoutProposal, row.id),
    after: async (db) => kickOutbox(db),
  },
  kyc_override: {
    apply: (tx, approverId, row) => applyApprovedKycDecision(tx, approverId, row.entityId, row.payload as AdminKycDecision, row.id),
    after: async (db) => kickOutbox(db),
  },
  refund: {
    apply: (tx, approverId, row) => applyApprovedRefund(tx, approverId, Number(row.entityId), row.payload as OrderTransitionInput, row.id),
    after: async (db) => kickOutbox(db),
  },
};

export async function approve(db: Db, approver: PublicOperator, id: number) {
  const decided = await db.transaction(async (tx) => {
    const row = await takeForDecision(tx, approver.id, approver.roles, id);
    await APPLIERS[row.kind].apply(tx, approver.id, row);
    await recordDecision(tx, approver.id, row, 'approved');
    return row;
  });
  await APPLIERS[decided.kind].after(db, decided);
  return { id, status: 'approved' as const };
}

export async function reject(db: Db, approver: PublicOperator, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const row = await takeForDecision(tx, approver.id, approver.roles, id);
    await APPLIERS[row.kind].rejected?.(tx, row);
    await recordDecision(tx, approver.id, row, 'rejected', reason);
  });
  return { id, status: 'rejected' as const };
}
