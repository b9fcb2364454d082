import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import DownloadLinks from '@/components/cp/DownloadLinks';
import TdsStatementPicker from '@/components/cp/TdsStatementPicker';
import DashboardPage from '@/components/dashboard/DashboardPage';
import TextField from '@/components/forms/TextField';
import type { Column } from '@/components/kit/ListPage';
import { ListSection } from '@/components/kit/Section';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/commissions';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const LEDGER: Column<Props['commissions']['result'][number]>[] = [
  { label: 'Date', cell: (row) => formatDate(row.createdAt) },
  { label: 'Order', cell: (row) => row.orderReference },
  { label: 'Client', cell: (row) => `${row.clientName} (${row.clientCode})` },
  { label: 'Company', cell: (row) => row.companyName },
  { label: 'Quantity', cell: (row) => formatNumber(row.quantity) },
  { label: 'Commission', cell: (row) => formatPaise(row.amountPaise) },
  { label: 'Status', cell: (row) => (row.status === 'paid' ? 'Paid' : 'Accrued') },
];

const PAYOUTS: Column<Props['payouts']['result'][number]>[] = [
  { label: 'Paid', cell: (row) => formatDate(row.paidAt) },
  { label: 'Gross', cell: (row) => formatPaise(row.grossPaise) },
  { label: 'TDS (194H)', cell: (row) => formatPaise(row.tdsPaise) },
  { label: 'Net paid', cell: (row) => formatPaise(row.netPaise) },
  { label: 'Bank reference', cell: (row) => row.bankReference },
  { label: 'How TDS was computed', cell: (row) => row.tdsExplanation },
];

export default function PartnerCommissionsPage({ summary, commissions, payouts, month }: Props) {
  const [statementMonth, setStatementMonth] = useState(month);
  return (
    <DashboardPage
      title="Commissions"
      heading="Commissions"
      description="You earn (order price − partner price) × quantity on each completed order of your clients. Payouts withhold TDS under section 194H once your commissions paid in the financial year cross ₹20,000: then 2% (20% without a PAN) of the year’s total, less TDS already withheld."
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">This month</dt>
          <dd className="text-xl font-semibold">{formatPaise(summary.commissionThisMonthPaise)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Financial year {summary.financialYear}</dt>
          <dd className="text-xl font-semibold">{formatPaise(summary.commissionThisYearPaise)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Next payout (accrued, before TDS)</dt>
          <dd className="text-xl font-semibold">{formatPaise(summary.nextPayoutPaise)}</dd>
        </div>
      </dl>

      <section aria-labelledby="statement-heading" className="mt-6 flex flex-wrap items-end gap-3">
        <h2 id="statement-heading" className="sr-only">
          Monthly statement
        </h2>
        <TextField label="Statement month" name="month" type="month" value={statementMonth} onValue={setStatementMonth} />
        <DownloadLinks href="/api/v1/cp/commissions/statement" query={{ month: statementMonth }} what="statement" />
      </section>

      <ListSection
        title="Ledger"
        caption="Commission ledger"
        columns={LEDGER}
        rows={commissions.result}
        empty="No commission yet: it is earned when a client’s order completes."
      />

      <ListSection title="Payouts" columns={PAYOUTS} rows={payouts.result} empty="No payouts yet." />

      <TdsStatementPicker financialYear={summary.financialYear} month={month} />
    </DashboardPage>
  );
}
