import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import AdminListPage from '@/components/admin/AdminListPage';
import ApprovalDecision from '@/components/admin/ApprovalDecision';
import { useStaffRoles } from '@/components/admin/StaffRoles';
import { Age, choiceFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { can } from '@/lib/permissions';
import { APPROVAL_KIND_LABELS, APPROVAL_PERMISSIONS } from '@/lib/status/approvals';
import { getServerSideProps } from '@/lib/server/loaders/admin/approvals/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Approval = Props['list']['result'][number];

/** Each value the change touches, before → after. */
function Changes({ approval }: { approval: Approval }) {
  if (approval.changes.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-slate-700">
      {approval.changes.map((change) => (
        <div key={change.label} className="flex flex-wrap gap-x-1">
          <dt className="font-medium">{change.label}:</dt>
          <dd>
            {change.before} <span aria-hidden="true">→</span>
            <span className="sr-only"> becomes </span> <strong className="font-semibold text-slate-900">{change.after}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function ApprovalsPage({ list, kind, now, me }: Props) {
  const roles = useStaffRoles();
  const refresh = useRefreshProps();
  const [notice, setNotice] = useState('');
  const done = async (message: string) => {
    setNotice(message);
    await refresh();
  };
  const proposerName = (approval: Approval) => approval.proposedBy?.fullName ?? 'A former staff member';
  const columns: Column<Approval>[] = [
    {
      label: 'Kind',
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (approval) => <span id={`approval-${approval.id}`}>{APPROVAL_KIND_LABELS[approval.kind]}</span>,
    },
    {
      label: 'Proposed change',
      cell: (approval) => (
        <>
          <span className="font-semibold text-slate-900">{approval.summary}</span>
          <Changes approval={approval} />
        </>
      ),
    },
    { label: 'Proposed by', cell: proposerName },
    {
      label: 'Waiting',
      className: 'whitespace-nowrap text-slate-700',
      cell: (approval) => <Age at={approval.createdAt} now={now} suffix="" />,
    },
    {
      label: 'Decision',
      cell: (approval) =>
        approval.proposedBy?.id === me ? (
          <span className="text-slate-700">Your proposal: waiting for another person</span>
        ) : can(roles, APPROVAL_PERMISSIONS[approval.kind]) ? (
          <ApprovalDecision
            approval={{ id: approval.id, summary: approval.summary, proposer: proposerName(approval) }}
            onDone={(message) => void done(message)}
          />
        ) : (
          <span className="text-slate-700">Read only</span>
        ),
    },
  ];
  return (
    <AdminListPage
      description="Changes one person proposed that wait for a second (four eyes), oldest first. Approving makes the change at once; rejecting changes nothing. Nobody decides their own proposal."
      notice={notice}
      list={list}
      filters={[choiceFilter('Kind', 'kind', kind, APPROVAL_KIND_LABELS, 'Any kind')]}
      things="Approvals waiting"
      filtered={false}
      none={kind ? `No ${APPROVAL_KIND_LABELS[kind].toLowerCase()} waits for a decision.` : 'Nothing waits for a decision.'}
      columns={columns}
    />
  );
}
