import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { statusLabel } from '@/lib/format';
import { auditChanges } from '@/components/admin/auditChanges';
import { DateTime } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import { getServerSideProps } from '@/lib/server/loaders/admin/audit';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Entry = Props['list']['result'][number];

const COLUMNS: Column<Entry>[] = [
  { label: 'When', className: 'whitespace-nowrap', cell: (entry) => <DateTime at={entry.at} /> },
  {
    label: 'Who',
    cell: (entry) => (
      <>
        {entry.operator?.fullName ?? 'Unknown'}
        {entry.operator && <span className="block text-slate-600">{entry.operator.email}</span>}
      </>
    ),
  },
  {
    label: 'What',
    cell: (entry) => (
      <>
        <span className="font-mono">{entry.action}</span>
        <span className="block text-slate-600">
          {statusLabel(entry.entity)} {entry.entityId}
        </span>
      </>
    ),
  },
  {
    label: 'Changes (before → after)',
    cell: (entry) => (
      <ul className="space-y-1">
        {auditChanges(entry.before, entry.after).map((change) => (
          <li key={change.field}>
            <span className="font-medium">{change.field}</span>: <span className="text-slate-600">{change.before}</span> →{' '}
            <span className="font-medium text-slate-900">{change.after}</span>
          </li>
        ))}
      </ul>
    ),
  },
];

export default function AdminAuditPage({ list, entity, entityId, entities }: Props) {
  return (
    <AdminPage title="Audit log" description="Every operator action, newest first: who, what, when, and the values before and after.">
      <ListPage
        {...pageOf(list)}
        path="/admin/audit"
        filtersLabel="Filter the audit log"
        filters={[
          {
            kind: 'select',
            label: 'Entity',
            name: 'entity',
            value: entity ?? '',
            placeholder: 'Everything',
            options: entities.map((value) => ({ value, label: statusLabel(value) })),
          },
          { kind: 'text', label: 'Entity ID', name: 'entityId', value: entityId, hint: "An order's number, a company's slug…" },
        ]}
        caption={`Audit log, ${list.total} actions`}
        columns={COLUMNS}
        rowClassName="align-top text-sm"
        empty={entity || entityId ? 'No actions match these filters.' : 'No operator actions yet.'}
      />
    </AdminPage>
  );
}
