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
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/index';
import { ORDER_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['Reference', 'Investor', 'Company', 'Quantity', 'Total', 'Status', 'Last change'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

export default function AdminOrdersPage({ list, status, q, now }: Props) {
  const pages = totalPages(list.total, list.limit);
  return (
    <AdminPage title="Orders" description="Buy orders, newest first; one status at a time is listed oldest first, as a queue.">
      <ListFilters
        action="/admin/orders"
        search={{ label: 'Search', value: q, hint: 'Order reference, or the investor’s name, email or investor ID.' }}
        select={{
          label: 'Status',
          name: 'status',
          value: status ?? '',
          options: ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          placeholder: 'Any status',
        }}
      />
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {q || status ? 'No orders match these filters.' : 'No orders yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <DataTable caption={`Orders, ${list.total} in all`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((order) => (
              <tr key={order.id} className="text-sm">
                <th scope="row" className="px-3 py-2 text-left font-mono">
                  <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {order.reference}
                  </Link>
                </th>
                <td className="px-3 py-2">
                  {order.investor.fullName}
                  <span className="block text-slate-600">{order.investor.email}</span>
                </td>
                <td className="px-3 py-2">{order.companyName}</td>
                <td className="px-3 py-2 tabular-nums">{order.quantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-2 tabular-nums">{formatPaise(order.totalPaise)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={order.status} />
                  {order.status === 'awaiting_payment' && order.utr && <span className="block text-xs text-slate-700">UTR reported</span>}
                  {order.status === 'payment_to_check' && order.paymentReportedAt && (
                    <span className="block text-xs text-slate-700">
                      Reported <time dateTime={order.paymentReportedAt}>{formatAge(order.paymentReportedAt, now)}</time> ago
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={order.updatedAt}>{formatAge(order.updatedAt, now)} ago</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination page={list.page} totalPages={pages} hrefFor={(page) => listHref('/admin/orders', { q, status, page })} />
    </AdminPage>
  );
}
