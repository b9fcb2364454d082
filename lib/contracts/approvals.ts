// approvals: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { approve, reject } from '@/lib/server/services/approvalActions';
import type { listPendingApprovals } from '@/lib/server/services/approvals';
import { approvalListQuery, approvalRejectSchema } from '@/lib/validations/approvals';

export const approvalListApi = contract<Answer<typeof listPendingApprovals>>()('admin', 'GET', 'approvals', approvalListQuery);
export const approvalApproveApi = contract<Answer<typeof approve>>()('admin', 'POST', 'approvals/{id}/approve');
export const approvalRejectApi = contract<Answer<typeof reject>>()('admin', 'POST', 'approvals/{id}/reject', approvalRejectSchema);
