import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { Age, RecordName } from '@/components/kit/cells';
import FilterPills from '@/components/kit/FilterPills';
import { listHref } from '@/components/kit/ListFilters';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { getServerSideProps } from '@/lib/server/loaders/admin/tickets/index';
import GrievanceDue from '@/components/support/GrievanceDue';
import { grievanceLevelLabel } from '@/lib/validations/grievances';
import { SUPPORT_STATUS_OPERATOR_LABELS, SUPPORT_STATUSES, supportCategoryLabel } from '@/lib/validations/support';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Ticket = Props['list']['result'][number];

export default function AdminTicketsPage({ list, status, assigned, overdue, grievances, now }: Props) {
  const query = { status: status ?? 'any', assigned, overdue: overdue ? '1' : null, grievances };
  const href = (changes: { status?: string; assigned?: string | null; overdue?: string | null; grievances?: string | null }) =>
    listHref('/admin/tickets', { ...query, ...changes });
  const grievanceColumns: Column<Ticket>[] = grievances
    ? [
        { label: 'Reference', className: 'font-mono', cell: (ticket) => ticket.reference },
        { label: 'Level', cell: (ticket) => grievanceLevelLabel(ticket.level ?? 1) },
        {
          label: 'Due',
          cell: (ticket) => (ticket.dueAt ? <GrievanceDue dueAt={ticket.dueAt} resolvedAt={ticket.resolvedAt} now={now} /> : null),
        },
      ]
    : [];
  const columns: Column<Ticket>[] = [
    {
      label: 'Subject',
      rowHeader: true,
      cell: (ticket) => <RecordName href={`/admin/tickets/${ticket.id}`} name={ticket.subject} detail={`#${ticket.id}`} mono={false} />,
    },
    ...grievanceColumns,
    { label: 'From', cell: (ticket) => (ticket.ownerKind === 'user' ? 'Investor' : 'Partner') },
    { label: 'Category', cell: (ticket) => supportCategoryLabel(ticket.category) },
    {
      label: 'Status',
      cell: (ticket) => <StatusBadge status={ticket.status} label={SUPPORT_STATUS_OPERATOR_LABELS[ticket.status]} />,
    },
    { label: 'Assigned', cell: (ticket) => ticket.assignedTo ?? <span className="text-slate-600">Nobody</span> },
    { label: 'Waiting', className: 'text-slate-700', cell: (ticket) => <Age at={ticket.createdAt} now={now} suffix="" /> },
  ];
  return (
    <AdminListPage
      title={grievances ? 'Grievances' : 'Support tickets'}
      description={
        grievances
          ? 'Grievances by due date (21 days from receipt); level 2 is the principal officer’s queue.'
          : 'The queue, oldest first: the customers waiting longest are on top.'
      }
      list={list}
      query={query}
      things="Tickets"
      filtered
      columns={columns}
      csv={{ query: { status, assigned, overdue: query.overdue, grievances } }}
    >
      <div className="mb-6 space-y-3">
        <FilterPills
          label="Filter grievances"
          pills={[
            { value: null, label: 'All tickets' },
            { value: 'all', label: 'Grievances by due date' },
            { value: '2', label: 'Level 2 (principal officer)' },
          ]}
          current={grievances}
          hrefFor={(value) => href({ grievances: value })}
        />
        <FilterPills
          label="Filter by status"
          pills={[
            ...SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_OPERATOR_LABELS[value] })),
            { value: null, label: 'Any status' },
          ]}
          current={status}
          hrefFor={(value) => href({ status: value ?? 'any' })}
        />
        <FilterPills
          label="Filter by assignment"
          pills={[
            { value: null, label: 'Anyone' },
            { value: 'me', label: 'Assigned to me' },
            { value: 'none', label: 'Unassigned' },
          ]}
          current={assigned}
          hrefFor={(value) => href({ assigned: value })}
        />
        <FilterPills
          label="Filter by answer time"
          pills={[
            { value: null, label: 'Any time' },
            { value: '1', label: 'Overdue (open, unanswered a day)' },
          ]}
          current={overdue ? '1' : null}
          hrefFor={(value) => href({ overdue: value })}
        />
      </div>
    </AdminListPage>
  );
}
