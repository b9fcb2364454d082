import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import SelectField from '@/components/forms/SelectField';
import { formatDay } from '@/components/orders/dateTime';
import StatusBadge from '@/components/kit/StatusBadge';
import Pagination from '@/components/Pagination';
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatPaise } from '@/lib/format';
import { STATUS_LABELS, transactionHref } from '@/lib/orderTracker';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/transactions/index';
import { TRANSACTION_STATUSES } from '@/lib/validations/transactions';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS: DataColumn[] = [
  { label: 'Date', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Type', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Company', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Quantity', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Amount', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Status', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Reference', className: 'px-3 py-3 font-medium sm:px-4' },
];

const KIND_OPTIONS = [
  { value: 'buy', label: 'Buys' },
  { value: 'sell', label: 'Sells' },
];
const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

function query(params: Record<string, string | number | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== '' && value !== 1) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export default function TransactionsPage({ result, total, page, totalPages, kind, status }: Props) {
  const filtered = Boolean(kind ?? status);
  return (
    <DashboardPage title="Transactions" description="Your buys and sells, and where each one stands.">
      <form method="get" action="/dashboard/transactions" className="mb-6 flex flex-wrap items-end gap-4" aria-label="Filter transactions">
        <SelectField
          label="Type"
          name="kind"
          options={KIND_OPTIONS}
          placeholder="Buys and sells"
          defaultValue={kind ?? ''}
          className="w-44"
        />
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          placeholder="Any status"
          defaultValue={status ?? ''}
          className="w-56"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply filters
        </button>
        {filtered && (
          <Link href="/dashboard/transactions" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
            Clear filters
          </Link>
        )}
        <a
          href={`/api/v1/user/transactions/export${query({ kind, status })}`}
          download
          className="ml-auto inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Download CSV
        </a>
      </form>
      {result.length === 0 ? (
        filtered ? (
          <EmptyState
            icon="transactions"
            title="No transactions match"
            action={{ href: '/dashboard/transactions', label: 'Show all transactions' }}
          >
            Try another type or status.
          </EmptyState>
        ) : (
          <EmptyState icon="transactions" title="No transactions yet" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
            Each order you place will appear here with a step-by-step tracker, from payment to shares in your demat account.
          </EmptyState>
        )
      ) : (
        <section aria-label="Transactions" className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={`${String(total)} ${total === 1 ? 'transaction' : 'transactions'}`}
            columns={COLUMNS}
            className="w-full text-left text-sm"
            headClassName="bg-slate-50 text-slate-600"
          >
            {result.map((row) => (
              <tr key={`${row.kind}-${String(row.id)}`}>
                <td className="px-3 py-3 whitespace-nowrap sm:px-4">{formatDay(row.createdAt)}</td>
                <td className="px-3 py-3 sm:px-4">{row.kind === 'buy' ? 'Buy' : 'Sell'}</td>
                <th scope="row" className="px-3 py-3 font-medium text-slate-900 sm:px-4">
                  {row.companyName}
                </th>
                <td className="px-3 py-3 text-right tabular-nums sm:px-4">{row.quantity.toLocaleString('en-IN')}</td>
                <td className="px-3 py-3 text-right tabular-nums sm:px-4">{formatPaise(row.amountPaise)}</td>
                <td className="px-3 py-3 sm:px-4">
                  <StatusBadge status={row.status} label={STATUS_LABELS[row.status]} />
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <Link href={transactionHref(row.kind, row.id)} className="font-mono font-medium text-brand-800 underline">
                    {row.reference}
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(number) => `/dashboard/transactions${query({ kind, status, page: number })}`}
      />
    </DashboardPage>
  );
}
