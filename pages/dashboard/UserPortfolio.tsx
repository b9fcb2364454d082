import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { formatDay } from '@/components/orders/dateTime';
import AllocationChart from '@/components/portfolio/AllocationChart';
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatPaise, formatPercent } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserPortfolio';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS: DataColumn[] = [
  { label: 'Company', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Quantity', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Average cost', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Invested', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Latest price', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Current value', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Unrealised P&L', className: 'px-3 py-3 text-right font-medium sm:px-4' },
  { label: 'Tax and lock-in', className: 'px-3 py-3 font-medium sm:px-4' },
];

const tone = (paise: number) => (paise > 0 ? 'text-emerald-700' : paise < 0 ? 'text-red-700' : 'text-slate-800');
const signed = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : paise < 0 ? `−${formatPaise(-paise)}` : formatPaise(0));

export default function UserPortfolioPage({ portfolio }: Props) {
  const { holdings, totals, xirr, allocation } = portfolio;
  if (holdings.length === 0) {
    return (
      <DashboardPage title="Portfolio" description="The unlisted shares you hold.">
        <EmptyState icon="portfolio" title="No holdings yet" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
          Your holdings and their current value will appear here once your first purchase reaches your demat account.
        </EmptyState>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title="Portfolio" description="The unlisted shares you hold, valued at the latest prices.">
      <section aria-label="Portfolio summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">Invested</p>
          <p className="mt-1 text-xl font-bold tabular-nums">{formatPaise(totals.investedPaise)}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">Current value</p>
          <p className="mt-1 text-xl font-bold tabular-nums" data-testid="portfolio-value">
            {formatPaise(totals.valuePaise)}
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">Unrealised P&amp;L</p>
          <p className={`mt-1 text-xl font-bold tabular-nums ${tone(totals.pnlPaise)}`}>
            {signed(totals.pnlPaise)}
            {totals.pnlPercent !== null && <span className="ml-2 text-sm">({formatPercent(totals.pnlPercent)})</span>}
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">
            <abbr title="Extended internal rate of return: your yearly return, given when money went in and out">XIRR</abbr>
          </p>
          <p className="mt-1 text-xl font-bold tabular-nums">{xirr === null ? 'Not yet available' : formatPercent(xirr * 100)}</p>
        </div>
      </section>

      <section aria-label="Holdings" className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Your holdings"
          columns={COLUMNS}
          className="w-full text-left text-sm"
          headClassName="bg-slate-50 text-slate-600"
        >
          {holdings.map((holding) => (
            <tr key={holding.slug} className="align-top">
              <th scope="row" className="px-3 py-3 font-medium sm:px-4">
                <Link href={`/indian-stocks/${holding.slug}`} className="text-brand-800 underline">
                  {holding.name}
                </Link>
                <p className="font-normal text-slate-600">{holding.sector}</p>
              </th>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{holding.quantity.toLocaleString('en-IN')}</td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{formatPaise(holding.avgCostPaise)}</td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{formatPaise(holding.investedPaise)}</td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">
                {formatPaise(holding.pricePaise)}
                <p className="text-xs text-slate-600">as of {formatDay(holding.priceAsOf)}</p>
              </td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{formatPaise(holding.valuePaise)}</td>
              <td className={`px-3 py-3 text-right tabular-nums sm:px-4 ${tone(holding.pnlPaise)}`}>
                {signed(holding.pnlPaise)}
                {holding.pnlPercent !== null && <p className="text-xs">{formatPercent(holding.pnlPercent)}</p>}
              </td>
              <td className="px-3 py-3 sm:px-4">
                {holding.longTermOn ? (
                  <p>Long-term from {formatDay(holding.longTermOn)}</p>
                ) : holding.lots.length > 0 ? (
                  <p>Long-term (held over 24 months)</p>
                ) : (
                  <p className="text-slate-600">Purchase date not on record</p>
                )}
                {holding.lockIn && (
                  <p className="mt-1 text-xs text-slate-600">
                    {holding.lockIn.text}
                    {holding.lockIn.until && ` Until ${formatDay(holding.lockIn.until)}.`}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <AllocationChart slices={allocation} />
      </section>
      <p className="mt-4 text-sm text-slate-600">
        Unlisted shares held for more than 24 months are long-term for tax. Want to sell?{' '}
        <Link href="/dashboard/sell" className="font-medium text-brand-800 underline">
          Sell to the platform
        </Link>
      </p>
    </DashboardPage>
  );
}
