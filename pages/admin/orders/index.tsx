import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { dealColumns, lastChangeColumn } from '@/components/admin/deskColumns';
import { choiceFilter, statusFilter } from '@/components/kit/cells';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatAge, formatDate, formatPaise } from '@/lib/format';
import { DESK_QUEUE_LABELS, ORDER_QUEUES } from '@/lib/status/queues';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/index';
import { ORDER_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Order = Props['list']['result'][number];

const QUEUE_LABELS = Object.fromEntries(ORDER_QUEUES.map((name) => [name, DESK_QUEUE_LABELS[name]]));

export default function AdminOrdersPage({ list, status, q, queue, overdue, now }: Props) {
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
          {order.status === 'transfer_initiated' && order.transferDueOn && (
            <span className={`block text-xs ${order.transferOverdue ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
              {order.transferOverdue ? 'Overdue: was due' : 'Due'} {formatDate(order.transferDueOn)}
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
          choiceFilter('Desk queue', 'queue', queue, QUEUE_LABELS, 'Any queue'),
          choiceFilter('Deadline', 'overdue', overdue ? '1' : null, { '1': 'Overdue transfers' }, 'Any'),
        ]}
        csv={{
          href: listHref('/api/v1/admin/orders', { status, q, queue, overdue: overdue ? 1 : null, format: 'csv' }),
          label: 'Download CSV',
        }}
        caption={`Orders, ${list.total} in all`}
        columns={columns}
        empty={q || status || queue || overdue ? 'No orders match these filters.' : 'No orders yet.'}
      />
    </AdminPage>
  );
}
