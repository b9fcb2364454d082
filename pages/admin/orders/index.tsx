import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { dealColumns, lastChangeColumn } from '@/components/admin/deskColumns';
import { statusFilter } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatAge, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/index';
import { ORDER_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Order = Props['list']['result'][number];

export default function AdminOrdersPage({ list, status, q, now }: Props) {
  const columns: Column<Order>[] = [
    ...dealColumns<Order>('/admin/orders'),
    { label: 'Total', className: 'tabular-nums', cell: (order) => formatPaise(order.totalPaise) },
    {
      label: 'Status',
      cell: (order) => (
        <>
          <StatusBadge status={order.status} />
          {order.status === 'awaiting_payment' && order.utr && <span className="block text-xs text-slate-700">UTR reported</span>}
          {order.status === 'payment_to_check' && order.paymentReportedAt && (
            <span className="block text-xs text-slate-700">
              Reported <time dateTime={order.paymentReportedAt}>{formatAge(order.paymentReportedAt, now)}</time> ago
            </span>
          )}
        </>
      ),
    },
    lastChangeColumn(now),
  ];
  return (
    <AdminPage title="Orders" description="Buy orders, newest first; one status at a time is listed oldest first, as a queue.">
      <ListPage
        {...pageOf(list)}
        path="/admin/orders"
        filters={[
          { kind: 'search', label: 'Search', value: q, hint: 'Order reference, or the investor’s name, email or investor ID.' },
          statusFilter(status, ORDER_STATUSES),
        ]}
        caption={`Orders, ${list.total} in all`}
        columns={columns}
        empty={q || status ? 'No orders match these filters.' : 'No orders yet.'}
      />
    </AdminPage>
  );
}
