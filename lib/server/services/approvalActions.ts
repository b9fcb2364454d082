// Deciding an approval (four eyes): approving applies the proposed change, by its kind, in the same
// transaction that marks it approved; rejecting changes nothing but the approval. Apart from
// approvals.ts so a domain can propose without importing what applies every other domain's changes.
import type { Db } from '@/lib/server/db/client';
import { recordDecision, retireStale, staleApproval, takeForDecision, type PendingApproval } from '@/lib/server/services/approvals';
import { applyApprovedPayout, type PayoutProposal } from '@/lib/server/services/commissions';
import {
  afterCompanyChange,
  applyApprovedCompanyChange,
  companyProposalStale,
  type CompanyProposal,
} from '@/lib/server/services/companies';
import { applyApprovedKycDecision } from '@/lib/server/services/kyc';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { applyApprovedRefund } from '@/lib/server/services/orders';
import type { PublicOperator, Tx } from '@/lib/server/services/operators';
import {
  afterPriceImport,
  applyApprovedPriceImport,
  priceImportStale,
  reopenRejectedPriceImport,
} from '@/lib/server/services/priceImports';
import {
  afterSettingsChange,
  applyApprovedSettingsChange,
  settingsProposalStale,
  type SettingsProposal,
} from '@/lib/server/services/settings';
import type { ApprovalKind } from '@/lib/status/approvals';
import type { AdminKycDecision } from '@/lib/validations/kycDocuments';
import type { OrderTransitionInput } from '@/lib/validations/orders';

interface Applier {
  /**
   * What moved since the change was proposed (null while its basis holds), read with the record locked:
   * approving it then would apply a change nobody reviewed against today's values.
   */
  stale?: (tx: Tx, row: PendingApproval) => Promise<string | null>;
  /** Makes the change, inside the approval's transaction, as the approver. */
  apply: (tx: Tx, approverId: number, row: PendingApproval) => Promise<void>;
  /** What follows the commit (pages rendered again, mail sent). */
  after: (db: Db, row: PendingApproval) => Promise<void>;
  /** What a rejection undoes of the proposal, inside the rejection's transaction (most kinds: nothing). */
  rejected?: (tx: Tx, row: PendingApproval) => Promise<void>;
}

const APPLIERS: Record<ApprovalKind, Applier> = {
  price_change: {
    stale: (tx, row) => companyProposalStale(tx, row.entityId, row.payload as CompanyProposal),
    apply: (tx, approverId, row) => applyApprovedCompanyChange(tx, approverId, row.entityId, row.payload as CompanyProposal, row.id),
    after: (db, row) => afterCompanyChange(db, row.entityId),
  },
  price_import: {
    stale: (tx, row) => priceImportStale(tx, Number(row.entityId)),
    apply: (tx, approverId, row) => applyApprovedPriceImport(tx, approverId, Number(row.entityId), row.id),
    after: (db, row) => afterPriceImport(db, Number(row.entityId)),
    // The file waited as "awaiting approval": it is pending again, to apply afresh or leave.
    rejected: (tx, row) => reopenRejectedPriceImport(tx, Number(row.entityId), row.id),
  },
  inventory_change: {
    stale: (tx, row) => companyProposalStale(tx, row.entityId, row.payload as CompanyProposal),
    apply: (tx, approverId, row) => applyApprovedCompanyChange(tx, approverId, row.entityId, row.payload as CompanyProposal, row.id),
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
  settings_change: {
    stale: (tx, row) => settingsProposalStale(tx, row.payload as SettingsProposal),
    apply: (tx, approverId, row) => applyApprovedSettingsChange(tx, approverId, row.payload as SettingsProposal, row.id),
    after: () => afterSettingsChange(),
  },
};

/**
 * Approves and applies a change. When what it was proposed against has moved, nothing applies: the
 * approval is set aside as stale (committed) and the answer is 409 `approval_stale` with what holds now.
 */
export async function approve(db: Db, approver: PublicOperator, id: number) {
  const outcome = await db.transaction(async (tx) => {
    const row = await takeForDecision(tx, approver.id, approver.roles, id);
    const applier = APPLIERS[row.kind];
    const moved = (await applier.stale?.(tx, row)) ?? null;
    if (moved !== null) {
      // Set aside as a rejection would be: what the proposal held back is released (a price file reopens).
      await applier.rejected?.(tx, row);
      await retireStale(tx, approver.id, row, moved);
      return { row, moved };
    }
    await applier.apply(tx, approver.id, row);
    await recordDecision(tx, approver.id, row, 'approved');
    return { row, moved };
  });
  if (outcome.moved !== null) throw staleApproval(outcome.moved);
  await APPLIERS[outcome.row.kind].after(db, outcome.row);
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
