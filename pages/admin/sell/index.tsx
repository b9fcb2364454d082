import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { dealColumns, lastChangeColumn } from '@/components/admin/deskColumns';
import { choiceFilter, statusFilter } from '@/components/kit/cells';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/sell/index';
import { DESK_QUEUE_LABELS, SALE_QUEUES } from '@/lib/status/queues';
import { SELL_STATUSES } from '@/lib/validations/orders';

const QUEUE_LABELS = Object.fromEntries(SALE_QUEUES.map((name) => [name, DESK_QUEUE_LABELS[name]]));

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Sale = Props['list']['result'][number];

export default function AdminSellPage({ list, status, q, queue, now }: Props) {
  const columns: Column<Sale>[] = [
    ...dealColumns<Sale>('/admin/sell'),
    { label: 'Proceeds', className: 'tabular-nums', cell: (sell) => formatPaise(sell.proceedsPaise) },
    { label: 'Status', cell: (sell) => <StatusBadge status={sell.status} /> },
    lastChangeColumn(now),
  ];
  return (
    <AdminPage title="Sales" description="Sell requests, newest first; one status at a time is listed oldest first, as a queue.">
      <ListPage
        {...pageOf(list)}
        path="/admin/sell"
        filters={[
          { kind: 'search', label: 'Search', value: q, hint: 'Sell request reference, or the investor’s name or email.' },
          statusFilter(status, SELL_STATUSES),
          choiceFilter('Desk queue', 'queue', queue, QUEUE_LABELS, 'Any queue'),
        ]}
        csv={{ href: listHref('/api/v1/admin/sell', { status, q, queue, format: 'csv' }), label: 'Download CSV' }}
        caption={`Sell requests, ${list.total} in all`}
        columns={columns}
        empty={q || status || queue ? 'No sell requests match these filters.' : 'No sell requests yet.'}
      />
    </AdminPage>
  );
}
