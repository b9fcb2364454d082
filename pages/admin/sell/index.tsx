import type { InferGetServerSidePropsType } from 'next';

import { DealList } from '@/components/admin/DealList';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/sell/index';
import { SALE_QUEUES } from '@/lib/status/queues';
import { SELL_STATUSES } from '@/lib/validations/orders';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminSellPage({ list, status, q, queue, now }: Props) {
  return (
    <DealList
      description="Sell requests, newest first; one status at a time is listed oldest first, as a queue."
      things="Sell requests"
      list={list}
      now={now}
      filters={{ q, status, queue }}
      searchHint="Sell request reference, or the investor: ID, PAN’s last four, name or email."
      statuses={SELL_STATUSES}
      queues={SALE_QUEUES}
      columns={[
        { label: 'Proceeds', className: 'tabular-nums', cell: (sell) => formatPaise(sell.proceedsPaise) },
        { label: 'Status', cell: (sell) => <StatusBadge status={sell.status} /> },
      ]}
    />
  );
}
