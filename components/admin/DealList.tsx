// The desk's queues of orders and of sell requests: one list page, with the columns both share (what is
// dealt, with whom, since when it waits) and the filters both take (search, status, desk queue). Each
// page adds its amount and its status between the columns, and any filter of its own.
import { useRouter } from 'next/router';

import AdminListPage from '@/components/admin/AdminListPage';
import { Age, choiceFilter, PersonCell, RecordLink, statusFilter, searchFilter } from '@/components/kit/cells';
import { type ListFilter } from '@/components/kit/ListFilters';
import { type Column } from '@/components/kit/ListPage';
import { formatNumber } from '@/lib/format';
import { DESK_QUEUE_LABELS, type DeskQueueName } from '@/lib/status/queues';

interface Deal {
  id: number;
  reference: string;
  investor: { fullName: string; email: string };
  companyName: string;
  quantity: number;
  updatedAt: string;
}

/** Reference (linking to `${path}/${id}`), investor, company and quantity. */
export function dealColumns<Row extends Deal>(path: string): Column<Row>[] {
  return [
    {
      label: 'Reference',
      rowHeader: true,
      className: 'font-mono',
      cell: (deal) => <RecordLink href={`${path}/${deal.id}`}>{deal.reference}</RecordLink>,
    },
    { label: 'Investor', cell: (deal) => <PersonCell person={deal.investor} /> },
    { label: 'Company', cell: (deal) => deal.companyName },
    { label: 'Quantity', className: 'tabular-nums', cell: (deal) => formatNumber(deal.quantity) },
  ];
}

/** How long since the deal last changed. */
export function lastChangeColumn<Row extends Deal>(now: string): Column<Row> {
  return { label: 'Last change', className: 'text-slate-700', cell: (deal) => <Age at={deal.updatedAt} now={now} /> };
}

interface DealListProps<Row extends Deal> {
  description: string;
  /** What the rows are, in the plural: "Orders", "Sell requests". */
  things: string;
  list: { result: Row[]; total: number; page: number; limit: number };
  now: string;
  filters: { q: string; status: string | null; queue: string | null };
  searchHint: string;
  statuses: readonly string[];
  queues: readonly DeskQueueName[];
  /** The amount and status columns, shown between the deal's columns and its last change. */
  columns: Column<Row>[];
  /** A filter of this list's own. */
  extra?: ListFilter;
}

/** A desk queue of deals: search, status and queue filters in the URL, the table, paging and CSV. */
export function DealList<Row extends Deal>({ now, filters, searchHint, statuses, queues, columns, extra, ...page }: DealListProps<Row>) {
  const path = useRouter().pathname;
  const { q, status, queue } = filters;
  const queueLabels = Object.fromEntries(queues.map((name) => [name, DESK_QUEUE_LABELS[name]]));
  return (
    <AdminListPage
      {...page}
      filters={[
        searchFilter(q, searchHint),
        statusFilter(status, statuses),
        choiceFilter('Desk queue', 'queue', queue, queueLabels, 'Any queue'),
        ...(extra ? [extra] : []),
      ]}
      columns={[...dealColumns<Row>(path), ...columns, lastChangeColumn<Row>(now)]}
    />
  );
}
