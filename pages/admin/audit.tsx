import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime, statusLabel } from '@/components/admin/age';
import { auditChanges } from '@/components/admin/auditChanges';
import { listHref } from '@/components/admin/ListFilters';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/audit';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['When', 'Who', 'What', 'Changes (before → after)'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

export default function AdminAuditPage({ list, entity, entityId, entities }: Props) {
  return (
    <AdminPage title="Audit log" description="Every operator action, newest first: who, what, when, and the values before and after.">
      <form
        action="/admin/audit"
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="mb-6 flex flex-wrap items-end gap-3"
      >
        <SelectField
          label="Entity"
          name="entity"
          defaultValue={entity ?? ''}
          placeholder="Everything"
          options={entities.map((value) => ({ value, label: statusLabel(value) }))}
          className="min-w-48"
        />
        <TextField
          label="Entity ID"
          name="entityId"
          defaultValue={entityId}
          maxLength={200}
          hint="An order's number, a company's slug…"
          className="min-w-48"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply
        </button>
      </form>
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {entity || entityId ? 'No actions match these filters.' : 'No operator actions yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <DataTable caption={`Audit log, ${list.total} actions`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((entry) => (
              <tr key={entry.id} className="align-top text-sm">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td className="px-3 py-2">
                  {entry.operator?.fullName ?? 'Unknown'}
                  {entry.operator && <span className="block text-slate-600">{entry.operator.email}</span>}
                </td>
                <td className="px-3 py-2">
                  <span className="font-mono">{entry.action}</span>
                  <span className="block text-slate-600">
                    {statusLabel(entry.entity)} {entry.entityId}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <ul className="space-y-1">
                    {auditChanges(entry.before, entry.after).map((change) => (
                      <li key={change.field}>
                        <span className="font-medium">{change.field}</span>: <span className="text-slate-600">{change.before}</span> →{' '}
                        <span className="font-medium text-slate-900">{change.after}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages(list.total, list.limit)}
        hrefFor={(page) => listHref('/admin/audit', { entity, entityId, page })}
      />
    </AdminPage>
  );
}
