import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminListPage from '@/components/admin/AdminListPage';
import { Age, PersonCell, statusFilter, choiceFilter, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { STAFF_ROLE_LABELS, STAFF_STATUSES } from '@/lib/permissions';
import { getServerSideProps } from '@/lib/server/loaders/admin/staff/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Person = Props['list']['result'][number];

export default function StaffPage({ list, status, role, q, now, me }: Props) {
  const columns: Column<Person>[] = [
    {
      label: 'Name',
      rowHeader: true,
      cell: (person) => (
        <Link href={`/admin/staff/${person.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          <PersonCell person={person} />
          {person.id === me && <span className="text-xs text-slate-600"> (you)</span>}
        </Link>
      ),
    },
    { label: 'Roles', cell: (person) => person.roles.map((one) => STAFF_ROLE_LABELS[one].split(' (')[0]).join(', ') },
    { label: 'Status', cell: (person) => <StatusBadge status={person.status} /> },
    {
      label: 'Last seen',
      className: 'text-slate-700',
      cell: (person) => (person.lastSeenAt ? <Age at={person.lastSeenAt} now={now} /> : 'Never'),
    },
  ];
  return (
    <AdminListPage
      description="Who works the console and what each person may do. Roles take effect on their next click."
      list={list}
      filters={[
        searchFilter(q, 'Name or email.'),
        choiceFilter('Role', 'role', role ?? null, STAFF_ROLE_LABELS, 'Any role'),
        statusFilter(status, STAFF_STATUSES),
      ]}
      things="Staff"
      columns={columns}
    />
  );
}
