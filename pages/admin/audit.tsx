import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { statusLabel } from '@/lib/format';
import { DateTime, RecordLink, choiceFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import { auditChanges } from '@/lib/audit/changes';
import { getServerSideProps } from '@/lib/server/loaders/admin/audit';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Entry = Props['list']['result'][number];

/** The raw action and the values before and after, one click away from the sentence. */
function AuditRaw({ entry }: { entry: Entry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <details className="mt-1 text-slate-600">
      <summary className="cursor-pointer text-xs">
        <span className="font-mono">{entry.action}</span> · {statusLabel(entry.entity)} {entry.entityId}
        {entry.operator && <> · {entry.operator.email}</>}
      </summary>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-1">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="font-medium">{change.field}</span>: {change.before} →{' '}
              <span className="font-medium text-slate-900">{change.after}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

const COLUMNS: Column<Entry>[] = [
  { label: 'When', className: 'whitespace-nowrap', cell: (entry) => <DateTime at={entry.at} /> },
  {
    label: 'What happened',
    cell: (entry) => (
      <>
        <p>{entry.href ? <RecordLink href={entry.href}>{entry.text}</RecordLink> : entry.text}</p>
        <AuditRaw entry={entry} />
      </>
    ),
  },
];

export default function AdminAuditPage({ list, entity, entityId, entities }: Props) {
  return (
    <AdminListPage
      description="Every staff action, newest first: who did what, and when; open an entry for its values before and after."
      list={list}
      filtersLabel="Filter the audit log"
      filters={[
        choiceFilter(
          'Entity',
          'entity',
          entity ?? null,
          Object.fromEntries(entities.map((value) => [value, statusLabel(value)])),
          'Everything',
        ),
        { kind: 'text', label: 'Entity ID', name: 'entityId', value: entityId, hint: "An order's number, a company's slug…" },
      ]}
      things="Audit log entries"
      none="No operator actions yet."
      columns={COLUMNS}
      rowClassName="align-top text-sm"
    />
  );
}
