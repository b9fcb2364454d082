// Four eyes in tests of other domains: a change that answers 202 waits for a second person; this
// approves it as that person, as the desk would, and answers what the approval answered.
import type { StaffRole } from '@/lib/permissions';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import type rejectRoute from '@/pages/api/v1/admin/approvals/[id]/reject';
import companyRoute from '@/pages/api/v1/admin/companies/[slug]';

import { call, type CallResult } from './http';
import { newOperator } from './orderFixtures';

export type Staff = Awaited<ReturnType<typeof newOperator>>;

/** Staff members, one for each list of roles. */
export const staffWith = (...roles: StaffRole[][]) => Promise.all(roles.map((one) => newOperator(one)));

/** A company change through PATCH /api/v1/admin/companies/{slug}, by `who`. */
export const patchCompany = (who: Staff, slug: string, body: Record<string, unknown>) =>
  call(companyRoute, { method: 'PATCH', headers: who.headers, query: { slug }, body });

/** Approves (approveRoute) or rejects (rejectRoute, with `{ reason }`) an approval, as `who`. */
export const decide = (route: typeof approveRoute | typeof rejectRoute, who: Staff, id: number, body: Record<string, unknown> = {}) =>
  call(route, { method: 'POST', headers: who.headers, query: { id: String(id) }, body });

/** The answer itself when it was not a proposal (not 202); otherwise the approval's answer, by `approver`. */
export async function approvedBy(answer: CallResult, approver: { headers: Record<string, string> }): Promise<CallResult> {
  if (answer.status !== 202) return answer;
  const { id } = (answer.body.data as { approval: { id: number } }).approval;
  return call(approveRoute, { method: 'POST', headers: approver.headers, query: { id: String(id) }, body: {} });
}
