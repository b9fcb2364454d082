import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatAge } from '@/components/admin/age';
import { listHref } from '@/components/admin/ListFilters';
import Pagination from '@/components/Pagination';
import SupportStatusBadge from '@/components/support/SupportStatusBadge';
import DataTable from '@/components/ui/DataTable';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/tickets/index';
import { SUPPORT_STATUS_OPERATOR_LABELS, SUPPORT_STATUSES, supportCategoryLabel } from '@/lib/validations/support';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['Subject', 'From', 'Category', 'Status', 'Assigned', 'Waiting'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

const pill = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
  }`;

export default function AdminTicketsPage({ list, status, assigned, now }: Props) {
  const href = (changes: { status?: string | null; assigned?: string | null; page?: number }) =>
    listHref('/admin/tickets', { status: status ?? 'any', assigned, page: 1, ...changes });
  const statusFilters = [
    ...SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_OPERATOR_LABELS[value] })),
    { value: null, label: 'Any status' },
  ];
  const assignedFilters = [
    { value: null, label: 'Anyone' },
    { value: 'me', label: 'Assigned to me' },
    { value: 'none', label: 'Unassigned' },
  ];
  return (
    <AdminPage title="Support tickets" description="The queue, oldest first: the customers waiting longest are on top.">
      <div className="mb-6 space-y-3">
        <nav aria-label="Filter by status">
          <ul className="flex flex-wrap gap-2">
            {statusFilters.map((filter) => (
              <li key={filter.label}>
                <Link
                  href={href({ status: filter.value ?? 'any' })}
                  aria-current={status === filter.value ? 'page' : undefined}
                  className={pill(status === filter.value)}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Filter by assignment">
          <ul className="flex flex-wrap gap-2">
            {assignedFilters.map((filter) => (
              <li key={filter.label}>
                <Link
                  href={href({ assigned: filter.value })}
                  aria-current={assigned === filter.value ? 'page' : undefined}
                  className={pill(assigned === filter.value)}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          No tickets match these filters.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <DataTable caption={`Tickets, ${list.total} in all`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((ticket) => (
              <tr key={ticket.id} className="text-sm">
                <th scope="row" className="px-3 py-2 text-left">
                  <Link href={`/admin/tickets/${ticket.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {ticket.subject}
                  </Link>
                  <span className="block text-xs text-slate-600">#{ticket.id}</span>
                </th>
                <td className="px-3 py-2">{ticket.ownerKind === 'user' ? 'Investor' : 'Partner'}</td>
                <td className="px-3 py-2">{supportCategoryLabel(ticket.category)}</td>
                <td className="px-3 py-2">
                  <SupportStatusBadge status={ticket.status} operator />
                </td>
                <td className="px-3 py-2">{ticket.assignedTo ?? <span className="text-slate-600">Nobody</span>}</td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={ticket.createdAt}>{formatAge(ticket.createdAt, now)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination page={list.page} totalPages={totalPages(list.total, list.limit)} hrefFor={(page) => href({ page })} />
    </AdminPage>
  );
}
