// Four eyes (issue 22): a change one person proposes and another approves. Each kind names the
// permission an approver needs (the same as making the change).
import { can, type Permission, type StaffRole } from '../permissions';

import { labelled } from './labels';

// 'stale': what it was proposed against changed before anyone decided it; the proposer proposes again.
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'stale'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_KINDS = [
  'price_change',
  'price_import',
  'inventory_change',
  'commission_payout',
  'kyc_override',
  'refund',
  'settings_change',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = labelled(APPROVAL_KINDS, {
  price_import: 'Price file',
  kyc_override: 'KYC decision against the automatic check',
  settings_change: 'Change of a control (threshold, limit or fee)',
});

/** What approving (or rejecting) each kind needs of the approver's roles. */
export const APPROVAL_PERMISSIONS: Record<ApprovalKind, Permission> = {
  price_change: 'companies:write',
  price_import: 'companies:write',
  inventory_change: 'companies:write',
  commission_payout: 'payouts:write',
  kyc_override: 'kyc:write',
  refund: 'orders:write',
  settings_change: 'settings:write',
};

/** The kinds of pending approval someone holding roles sees: those they may decide (an auditor sees them all). */
export const approvalKindsFor = (roles: readonly StaffRole[]): ApprovalKind[] =>
  APPROVAL_KINDS.filter((kind) => roles.includes('auditor') || can(roles, APPROVAL_PERMISSIONS[kind]));

/** One line of what an approval changes, as the approver reads it ("Available quantity: 1,000 → 1,500"). */
export interface ApprovalChange {
  label: string;
  before: string;
  after: string;
}
