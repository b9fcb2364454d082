import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatAge, statusLabel } from '@/components/admin/age';
import ListFilters, { listHref } from '@/components/admin/ListFilters';
import StatusBadge from '@/components/admin/StatusBadge';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { formatPaise } from '@/lib/format';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/sell/index';
import { SELL_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['Reference', 'Investor', 'Company', 'Quantity', 'Proceeds', 'Status', 'Last change'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

export default function AdminSellPage({ list, status, q, now }: Props) {
  const pages = totalPages(list.total, list.limit);
  return (
    <AdminPage title="Sales" description="Sell requests, newest first; one status at a time is listed oldest first, as a queue.">
      <ListFilters
        action="/admin/sell"
        search={{ label: 'Search', value: q, hint: 'Sell request reference, or the investor’s name or email.' }}
        select={{
          label: 'Status',
          name: 'status',
          value: status ?? '',
          options: SELL_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          placeholder: 'Any status',
        }}
      />
      {list.result.length === 0 ? (
        <p className="rounded-2xl bsell bsell-dashed bsell-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {q || status ? 'No sell requests match these filters.' : 'No sell requests yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bsell bsell-slate-200 bg-white">
          <DataTable caption={`Sell requests, ${list.total} in all`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((sell) => (
              <tr key={sell.id} className="text-sm">
                <th scope="row" className="px-3 py-2 text-left font-mono">
                  <Link href={`/admin/sell/${sell.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {sell.reference}
                  </Link>
                </th>
                <td className="px-3 py-2">
                  {sell.investor.fullName}
                  <span className="block text-slate-600">{sell.investor.email}</span>
                </td>
                <td className="px-3 py-2">{sell.companyName}</td>
                <td className="px-3 py-2 tabular-nums">{sell.quantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-2 tabular-nums">{formatPaise(sell.proceedsPaise)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={sell.status} />
                </td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={sell.updatedAt}>{formatAge(sell.updatedAt, now)} ago</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination page={list.page} totalPages={pages} hrefFor={(page) => listHref('/admin/sell', { q, status, page })} />
    </AdminPage>
  );
}
