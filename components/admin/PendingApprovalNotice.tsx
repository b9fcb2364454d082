// What waits for a second person on the record a page shows (an order's refund, a company's price or
// stock, a KYC decision against the automatic check): one line each, linking to it in the approvals queue.
import { Age, DateTime, RecordLink } from '@/components/kit/cells';
import type { PendingOnRecord } from '@/lib/server/services/approvals';

interface Props {
  approvals: readonly PendingOnRecord[];
  /** The time the page was read, for "5 min ago". */
  now: string;
  className?: string;
}

/** The queue, filtered to the approval's kind, scrolled to its row. */
export const approvalHref = (approval: Pick<PendingOnRecord, 'id' | 'kind'>) =>
  `/admin/approvals?kind=${approval.kind}#approval-${approval.id}`;

export default function PendingApprovalNotice({ approvals, now, className = '' }: Props) {
  if (approvals.length === 0) return null;
  return (
    <ul className={`space-y-2 ${className}`} aria-label="Waiting for approval">
      {approvals.map((approval) => (
        <li
          key={approval.id}
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="pending-approval"
        >
          <strong className="font-semibold">Waiting for approval:</strong>{' '}
          <RecordLink href={approvalHref(approval)}>{approval.summary}</RecordLink>, proposed by{' '}
          {approval.proposedBy ?? 'a former staff member'} <Age at={approval.createdAt} now={now} /> (<DateTime at={approval.createdAt} />
          ).
        </li>
      ))}
    </ul>
  );
}
