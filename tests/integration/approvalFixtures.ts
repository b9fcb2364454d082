// Four eyes in tests of other domains: a change that answers 202 waits for a second person; this
// approves it as that person, as the desk would, and answers what the approval answered.
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';

import { call, type CallResult } from './http';

/** The answer itself when it was not a proposal (not 202); otherwise the approval's answer, by `approver`. */
export async function approvedBy(answer: CallResult, approver: { headers: Record<string, string> }): Promise<CallResult> {
  if (answer.status !== 202) return answer;
  const { id } = (answer.body.data as { approval: { id: number } }).approval;
  return call(approveRoute, { method: 'POST', headers: approver.headers, query: { id: String(id) }, body: {} });
}
