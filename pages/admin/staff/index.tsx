import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import NewRecordLink from '@/components/admin/NewRecordLink';
import { Age, PersonCell, statusFilter } from '@/components/kit/cells';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { STAFF_ROLE_LABELS, STAFF_ROLES, STAFF_STATUSES } from '@/lib/permissions';
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
    <AdminPage
      title="Staff"
      description="Who works the console and what each person may do. Roles take effect on their next click."
      aside={
        <NewRecordLink href="/admin/staff/new" permission="staff:write">
          Invite a person
        </NewRecordLink>
      }
    >
      <ListPage
        {...pageOf(list)}
        path="/admin/staff"
        csv={{ href: listHref('/api/v1/admin/staff', { q, role, status, format: 'csv' }), label: 'Download CSV' }}
        filters={[
          { kind: 'search', label: 'Search', value: q, hint: 'Name or email.' },
          {
            kind: 'select',
            label: 'Role',
            name: 'role',
            value: role ?? '',
            options: STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] })),
            placeholder: 'Any role',
          },
          statusFilter(status, STAFF_STATUSES),
        ]}
        caption={`Staff, ${list.total} in all`}
        columns={columns}
        empty={q || status || role ? 'No one matches these filters.' : 'No staff yet.'}
      />
    </AdminPage>
  );
}
