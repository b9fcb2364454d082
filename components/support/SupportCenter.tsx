// The support page of either area: the caller's tickets (status filter, paging) and the new-ticket form.
import Link from 'next/link';

import Pagination from '@/components/Pagination';
import NewTicketForm, { type OrderChoice } from '@/components/support/NewTicketForm';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDateTime } from '@/lib/format';
import { SUPPORT_BASE, type SupportArea } from '@/components/support/supportArea';
import DataTable from '@/components/ui/DataTable';
import { totalPages } from '@/lib/pagination';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, supportCategoryLabel, type SupportStatusName } from '@/lib/validations/support';

export interface SupportListItem {
  id: number;
  category: string;
  subject: string;
  status: SupportStatusName;
  reference: string | null;
  updatedAt: string;
}

interface Props {
  area: SupportArea;
  list: { result: SupportListItem[]; total: number; page: number; limit: number };
  status: SupportStatusName | null;
  orders: OrderChoice[];
}

const COLUMNS = ['Subject', 'Category', 'Status', 'Last activity'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

export default function SupportCenter({ area, list, status, orders }: Props) {
  const base = SUPPORT_BASE[area];
  const href = (changes: { status?: SupportStatusName | null; page?: number }) => {
    const params = new URLSearchParams();
    const next = { status, page: 1, ...changes };
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
  const filters: { value: SupportStatusName | null; label: string }[] = [
    { value: null, label: 'All' },
    ...SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] })),
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="tickets-heading" className="space-y-4">
        <h2 id="tickets-heading" className="text-lg font-semibold text-slate-900">
          Your tickets
        </h2>
        <nav aria-label="Filter tickets by status">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.label}>
                <Link
                  href={href({ status: filter.value })}
                  aria-current={status === filter.value ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                    status === filter.value
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                  }`}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {list.result.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
            {status
              ? 'No tickets with this status.'
              : 'No tickets yet. Ask us anything about an order, a transfer, KYC or your account: we usually answer within one working day.'}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <DataTable
              caption={`Your tickets, ${list.total} in all`}
              columns={COLUMNS}
              className="min-w-full"
              headClassName="bg-slate-50"
              phoneCards
            >
              {list.result.map((ticket) => (
                <tr key={ticket.id} className="text-sm">
                  <th scope="row" className="px-3 py-2 text-left">
                    <Link href={`${base}/${ticket.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                      {ticket.subject}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      #{ticket.id}
                      {ticket.reference && <span className="font-mono"> · {ticket.reference}</span>}
                    </span>
                  </th>
                  <td data-label="Category" className="px-3 py-2">
                    {supportCategoryLabel(ticket.category)}
                  </td>
                  <td data-label="Status" className="px-3 py-2">
                    <StatusBadge status={ticket.status} label={SUPPORT_STATUS_LABELS[ticket.status]} />
                  </td>
                  <td data-label="Last activity" className="px-3 py-2 text-slate-700">
                    <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
        <Pagination page={list.page} totalPages={totalPages(list.total, list.limit)} hrefFor={(page) => href({ page })} />
        <p className="text-sm text-slate-700">
          Not satisfied with an answer? File a ticket with the category “Grievance”: it gets a reference and is resolved within 21 days, or
          goes to our principal officer.{' '}
          <Link href="/grievance-redressal" className="font-semibold text-brand-800 underline">
            How grievances are handled
          </Link>
        </p>
      </section>
      <NewTicketForm area={area} orders={orders} />
    </div>
  );
}
