import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import TextLink from '@/components/ui/TextLink';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import { STATUS_LABELS, transactionHref, transactionStatusLabel } from '@/lib/orderTracker';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/transactions/index';
import { TRANSACTION_STATUSES } from '@/lib/validations/transactions';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

type Transaction = Props['result'][number];

const COLUMNS: Column<Transaction>[] = [
  { label: 'Date', className: 'whitespace-nowrap', cell: (row) => formatDate(row.createdAt) },
  { label: 'Type', cell: (row) => (row.kind === 'buy' ? 'Buy' : 'Sell') },
  { label: 'Company', rowHeader: true, className: 'font-medium text-slate-900', cell: (row) => row.companyName },
  { label: 'Quantity', numeric: true, cell: (row) => formatNumber(row.quantity) },
  { label: 'Amount', numeric: true, cell: (row) => formatPaise(row.amountPaise) },
  {
    label: 'Status',
    cell: (row) => (
      <StatusBadge status={row.status} label={transactionStatusLabel(row.status, row.kind === 'buy' ? row.paymentReference : null)} />
    ),
  },
  {
    label: 'Reference',
    cell: (row) => (
      <TextLink href={transactionHref(row.kind, row.id)} className="font-mono">
        {row.reference}
      </TextLink>
    ),
  },
];

const KIND_OPTIONS = [
  { value: 'buy', label: 'Buys' },
  { value: 'sell', label: 'Sells' },
];
const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export default function TransactionsPage({ result, total, page, totalPages, kind, status }: Props) {
  return (
    <DashboardPage title="Transactions" description="Your buys and sells, and where each one stands.">
      <ListPage
        path="/dashboard/transactions"
        look="panel"
        label="Transactions"
        filtersLabel="Filter transactions"
        filters={[
          { kind: 'select', label: 'Type', name: 'kind', value: kind ?? '', options: KIND_OPTIONS, placeholder: 'Buys and sells' },
          { kind: 'select', label: 'Status', name: 'status', value: status ?? '', options: STATUS_OPTIONS, placeholder: 'Any status' },
        ]}
        submitLabel="Apply filters"
        clearLabel="Clear filters"
        csv={{ href: listHref('/api/v1/user/transactions/export', { kind, status }), label: 'Download CSV' }}
        caption={`${String(total)} ${total === 1 ? 'transaction' : 'transactions'}`}
        columns={COLUMNS}
        rows={result}
        rowKey={(row) => `${row.kind}-${String(row.id)}`}
        empty={
          kind || status ? (
            <EmptyState
              icon="transactions"
              title="No transactions match"
              action={{ href: '/dashboard/transactions', label: 'Show all transactions' }}
            >
              Try another type or status.
            </EmptyState>
          ) : (
            <EmptyState
              icon="transactions"
              title="No transactions yet"
              action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}
            >
              Each order you place will appear here with a step-by-step tracker, from payment to shares in your demat account.
            </EmptyState>
          )
        }
        page={page}
        totalPages={totalPages}
      />
    </DashboardPage>
  );
}
