import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/commissions';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerCommissionsPage({ summary, commissions, payouts, month }: Props) {
  const [statementMonth, setStatementMonth] = useState(month);
  return (
    <DashboardPage
      title="Commissions"
      heading="Commissions"
      description="You earn (order price − partner price) × quantity on each completed order of your clients. Payouts withhold TDS at 2% under section 194H, rounded to the rupee."
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
        <div>
          <label htmlFor="statement-month" className="block text-sm font-medium text-slate-700">
            Statement month
          </label>
          <input
            id="statement-month"
            type="month"
            value={statementMonth}
            onChange={(event) => {
              setStatementMonth(event.target.value);
            }}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          />
        </div>
        <a
          href={`/api/v1/cp/commissions/statement?month=${encodeURIComponent(statementMonth)}&format=pdf`}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Download statement (PDF)
        </a>
        <a
          href={`/api/v1/cp/commissions/statement?month=${encodeURIComponent(statementMonth)}&format=csv`}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Download statement (CSV)
        </a>
      </section>

      <section aria-labelledby="ledger-heading" className="mt-6">
        <h2 id="ledger-heading" className="text-lg font-semibold text-slate-900">
          Ledger
        </h2>
        {commissions.result.length === 0 ? (
          <p className="text-sm text-slate-600">No commission yet: it is earned when a client&apos;s order completes.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Order</th>
                  <th scope="col">Client</th>
                  <th scope="col">Company</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {commissions.result.map((row) => (
                  <tr key={row.id}>
                    <td>{row.createdAt.slice(0, 10)}</td>
                    <td>{row.orderReference}</td>
                    <td>
                      {row.clientName} ({row.clientCode})
                    </td>
                    <td>{row.companyName}</td>
                    <td>{row.quantity.toLocaleString('en-IN')}</td>
                    <td>{formatPaise(row.amountPaise)}</td>
                    <td>{row.status === 'paid' ? 'Paid' : 'Accrued'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="payouts-heading" className="mt-6">
        <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
          Payouts
        </h2>
        {payouts.result.length === 0 ? (
          <p className="text-sm text-slate-600">No payouts yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Paid</th>
                  <th scope="col">Gross</th>
                  <th scope="col">TDS (194H)</th>
                  <th scope="col">Net paid</th>
                  <th scope="col">Bank reference</th>
                </tr>
              </thead>
              <tbody>
                {payouts.result.map((row) => (
                  <tr key={row.id}>
                    <td>{row.paidAt.slice(0, 10)}</td>
                    <td>{formatPaise(row.grossPaise)}</td>
                    <td>{formatPaise(row.tdsPaise)}</td>
                    <td>{formatPaise(row.netPaise)}</td>
                    <td>{row.bankReference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </DashboardPage>
  );
}
