import type { InferGetServerSidePropsType } from 'next';

import { DealList } from '@/components/admin/DealList';
import { choiceFilter, RecordLink } from '@/components/kit/cells';
import StatusBadge from '@/components/kit/StatusBadge';
import { transactionStatusLabel } from '@/lib/orderTracker';
import { formatAge, formatDate, formatPaise } from '@/lib/format';
import { paymentPath } from '@/lib/routes';
import { getServerSideProps } from '@/lib/server/loaders/admin/orders/index';
import { ORDER_QUEUES } from '@/lib/status/queues';
import { ORDER_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminOrdersPage({ list, status, q, queue, overdue, now }: Props) {
  return (
    <DealList
      description="Buy orders, newest first; one status at a time is listed oldest first, as a queue."
      things="Orders"
      list={list}
      now={now}
      filters={{ q, status, queue }}
      searchHint="A reference the money carries (order, payment PB-P-…, UTR), or the investor: ID, PAN’s last four, name or email."
      statuses={ORDER_STATUSES}
      queues={ORDER_QUEUES}
      columns={[
        { label: 'Total', className: 'tabular-nums', cell: (order) => formatPaise(order.totalPaise) },
        {
          // A checkout's orders share one payment: its page confirms the money once for all of them.
          label: 'Payment',
          className: 'font-mono',
          cell: (order) =>
            order.payment ? <RecordLink href={paymentPath(order.payment.reference)}>{order.payment.reference}</RecordLink> : '—',
        },
        {
          label: 'Status',
          cell: (order) => (
            <>
              {/* The investor's words for the same state (lib/orderTracker.ts): a reported UTR is not still awaited. */}
              <StatusBadge status={order.status} label={transactionStatusLabel(order.status, order.utr)} />
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
      ]}
      extra={choiceFilter('Deadline', 'overdue', overdue ? '1' : null, { '1': 'Overdue transfers' }, 'Any')}
    />
  );
}
