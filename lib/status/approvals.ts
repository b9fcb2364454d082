// Four eyes (issue 22): a change one person proposes and another approves. Each kind names the
// permission an approver needs (the same as making the change).
import type { Permission } from '../permissions';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_KINDS = ['price_change', 'price_import'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  price_change: 'Price change',
  price_import: 'Price file',
};

/** What approving (or rejecting) each kind needs of the approver's roles. */
export const APPROVAL_PERMISSIONS: Record<ApprovalKind, Permission> = {
  price_change: 'companies:write',
  price_import: 'companies:write',
};
