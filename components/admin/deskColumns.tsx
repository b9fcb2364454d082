// The columns the desk's queues of orders and of sell requests share: what is dealt, with whom, and
// since when it waits. Each page adds its amount and its status between them.
import { Age, PersonCell, RecordLink } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import { formatNumber } from '@/lib/format';

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
