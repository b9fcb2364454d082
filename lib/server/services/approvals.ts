// Four eyes (issue 22): changes one staff member proposes and another approves. A domain proposes its
// change here (propose, inside its own transaction); approving takes the row, checks the approver is
// someone else allowed to make the change, and hands the payload back to the domain to apply
// (lib/server/services/approvalActions.ts). The queue lists what waits, oldest first, with its age.
import type { ListExport } from '@/lib/reports/csv';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

import { can, type StaffRole } from '@/lib/permissions';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery, type Paging } from '@/lib/server/db/paging';
import { approvals, operators } from '@/lib/server/db/schema';
import { conflict, forbidden, HttpError, notFound } from '@/lib/server/http/httpError';
import { audit, type Tx } from '@/lib/server/services/operators';
import { APPROVAL_PERMISSIONS, approvalKindsFor, type ApprovalChange, type ApprovalKind } from '@/lib/status/approvals';

export const APPROVAL_MESSAGES = {
  ownProposal: 'You proposed this change: another person must approve or reject it.',
  notAllowed: 'Your role does not allow this change, so you cannot approve or reject it.',
  decided: 'This change has already been decided.',
  stale:
    'What this change was proposed against has changed since: nothing was applied. The proposer must propose it again from today’s values.',
} as const;

export interface Proposal {
  kind: ApprovalKind;
  entity: string;
  entityId: string;
  payload: unknown;
  summary: string;
  /** Each changed value before and after, as the approver reads it. */
  changes?: ApprovalChange[];
}

/** Records a change for a second person to approve; returns its id. Call inside the proposer's transaction. */
export async function propose(tx: Tx, operatorId: number, proposal: Proposal): Promise<number> {
  const [row] = await tx
    .insert(approvals)
    .values({ ...proposal, payload: proposal.payload, proposedBy: operatorId })
    .returning({ id: approvals.id });
  if (!row) throw new Error('The approval was not written.');
  await audit(tx, operatorId, {
    action: 'approval.propose',
    entity: proposal.entity,
    entityId: proposal.entityId,
    after: { approvalId: row.id, kind: proposal.kind, change: proposal.payload },
  });
  return row.id;
}

/**
 * 409 when a change of this kind to this record already waits for a second person (a payout or a
 * refund proposed twice would pay twice once both were approved).
 */
export async function assertNonePending(tx: Tx, kind: ApprovalKind, entity: string, entityId: string, message: string) {
  const [row] = await tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.kind, kind), eq(approvals.entity, entity), eq(approvals.entityId, entityId), eq(approvals.status, 'pending')))
    .limit(1);
  if (row) throw new HttpError(409, message, { data: { approval: { id: row.id } } });
}

/** The kinds of pending approvals someone holding roles sees: those they may decide (an auditor sees them all). */
export const visibleApprovalKinds = approvalKindsFor;

/** The pending approvals of the kinds the roles see (and of one kind when asked). */
export function pendingApprovalsFor(roles: readonly StaffRole[], kind?: ApprovalKind) {
  const kinds = visibleApprovalKinds(roles).filter((one) => !kind || one === kind);
  return and(eq(approvals.status, 'pending'), kinds.length ? inArray(approvals.kind, kinds) : sql`false`);
}

/** How many approvals wait that the roles see (the console sidebar's count). */
export async function countPendingApprovals(db: Db, roles: readonly StaffRole[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(approvals).where(pendingApprovalsFor(roles));
  return row?.total ?? 0;
}

/** Pending approvals the roles may decide (an auditor sees them all), oldest first; of one kind when asked. */
export async function listPendingApprovals(db: Db, roles: readonly StaffRole[], paging: Paging & { kind?: ApprovalKind }) {
  const visible = pendingApprovalsFor(roles, paging.kind);
  return pagedQuery(
    db
      .select({
        id: approvals.id,
        kind: approvals.kind,
        entity: approvals.entity,
        entityId: approvals.entityId,
        summary: approvals.summary,
        changes: approvals.changes,
        payload: approvals.payload,
        proposedBy: { id: operators.id, fullName: operators.fullName },
        createdAt: approvals.createdAt,
      })
      .from(approvals)
      .leftJoin(operators, eq(operators.id, approvals.proposedBy))
      .where(visible)
      .orderBy(asc(approvals.createdAt), asc(approvals.id)),
    db.select({ total: count() }).from(approvals).where(visible),
    paging,
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

/** A change waiting for a second person, as the record it would change shows it (PendingApprovalNotice). */
export interface PendingOnRecord {
  id: number;
  kind: ApprovalKind;
  entityId: string;
  summary: string;
  proposedBy: string | null;
  createdAt: string;
}

/**
 * The pending approvals on records of one entity ('order', 'company', 'kyc'), by the record's id, oldest
 * first: what the order, company or KYC page says waits for a second person. Every id asked is in the map.
 */
export async function pendingApprovalsOn(
  db: Db | Tx,
  entity: string,
  entityIds: readonly string[],
): Promise<Map<string, PendingOnRecord[]>> {
  const byRecord = new Map<string, PendingOnRecord[]>(entityIds.map((id) => [id, []]));
  if (entityIds.length === 0) return byRecord;
  const rows = await db
    .select({
      id: approvals.id,
      kind: approvals.kind,
      entityId: approvals.entityId,
      summary: approvals.summary,
      proposedBy: operators.fullName,
      createdAt: approvals.createdAt,
    })
    .from(approvals)
    .leftJoin(operators, eq(operators.id, approvals.proposedBy))
    .where(and(eq(approvals.status, 'pending'), eq(approvals.entity, entity), inArray(approvals.entityId, [...entityIds])))
    .orderBy(asc(approvals.createdAt), asc(approvals.id));
  for (const row of rows) byRecord.get(row.entityId)?.push({ ...row, createdAt: row.createdAt.toISOString() });
  return byRecord;
}

/** The approvals waiting as CSV: what, proposed by whom and when. */
export const APPROVALS_CSV: ListExport<Awaited<ReturnType<typeof listPendingApprovals>>['result'][number]> = {
  name: 'approvals',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'kind', value: (row) => row.kind },
    { header: 'entity', value: (row) => row.entity },
    { header: 'entityId', value: (row) => row.entityId },
    { header: 'summary', value: (row) => row.summary },
    { header: 'proposedBy', value: (row) => row.proposedBy?.fullName ?? null },
    { header: 'createdAt', value: (row) => row.createdAt },
  ],
};

export type PendingApproval = typeof approvals.$inferSelect;

/**
 * Takes a pending approval for a decision by operatorId: locked, still pending, not their own proposal,
 * and of a kind their roles may change. Call inside the decision's transaction.
 */
export async function takeForDecision(tx: Tx, operatorId: number, roles: readonly StaffRole[], id: number): Promise<PendingApproval> {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update').limit(1);
  if (!row) throw notFound('No approval has this id.');
  if (row.status === 'stale') throw staleApproval(row.reason ?? 'a value it changes moved');
  if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.decided);
  if (row.proposedBy === operatorId) throw forbidden(APPROVAL_MESSAGES.ownProposal);
  if (!can(roles, APPROVAL_PERMISSIONS[row.kind])) throw forbidden(APPROVAL_MESSAGES.notAllowed);
  return row;
}

/** The 409 of an approval whose basis changed, with what holds now (`current`) for the approver to read. */
export const staleApproval = (current: string) =>
  new HttpError(409, `${APPROVAL_MESSAGES.stale} Since then: ${current}.`, { code: 'approval_stale', data: { current } });

/**
 * Retires an approval whose basis no longer holds (status 'stale', what holds now as its reason), so that
 * nobody approves a change against values it was not proposed against. Inside the transaction that saw it.
 */
export async function retireStale(
  tx: Tx,
  operatorId: number,
  row: Pick<PendingApproval, 'id' | 'kind' | 'entity' | 'entityId'>,
  current: string,
) {
  await tx
    .update(approvals)
    .set({ status: 'stale', decidedBy: operatorId, decidedAt: new Date(), reason: current })
    .where(and(eq(approvals.id, row.id), eq(approvals.status, 'pending')));
  await audit(tx, operatorId, {
    action: 'approval.stale',
    entity: row.entity,
    entityId: row.entityId,
    after: { approvalId: row.id, kind: row.kind, current },
  });
}

/**
 * After a record changed: its pending approvals of these kinds whose basis no longer holds (`holds` false
 * for their payload) are retired as stale, naming what holds now. Returns how many.
 */
export async function retireStaleApprovalsOn(
  tx: Tx,
  operatorId: number,
  where: { kinds: readonly ApprovalKind[]; entity: string; entityId: string; except?: number },
  holds: (payload: unknown) => boolean,
  current: string,
): Promise<number> {
  const pending = await tx
    .select()
    .from(approvals)
    .where(
      and(
        inArray(approvals.kind, [...where.kinds]),
        eq(approvals.entity, where.entity),
        eq(approvals.entityId, where.entityId),
        eq(approvals.status, 'pending'),
      ),
    )
    // One being decided right now is skipped: its decision checks its basis itself, under the record's lock.
    .for('update', { skipLocked: true });
  const stale = pending.filter((row) => row.id !== where.except && !holds(row.payload));
  for (const row of stale) await retireStale(tx, operatorId, row, current);
  return stale.length;
}

/** Marks a taken approval decided, with the decision in the audit log (both people are named there). */
export async function recordDecision(tx: Tx, operatorId: number, row: PendingApproval, status: 'approved' | 'rejected', reason?: string) {
  await tx
    .update(approvals)
    .set({ status, decidedBy: operatorId, decidedAt: new Date(), reason: reason ?? null })
    .where(eq(approvals.id, row.id));
  await audit(tx, operatorId, {
    action: status === 'approved' ? 'approval.approve' : 'approval.reject',
    entity: row.entity,
    entityId: row.entityId,
    after: { approvalId: row.id, kind: row.kind, proposedBy: row.proposedBy, reason: reason ?? null },
  });
}
