import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { ListTable, type Column } from '@/components/kit/ListPage';
import AllocationChart from '@/components/portfolio/AllocationChart';
import HoldingIpoNote, { signedPaise as signed } from '@/components/portfolio/HoldingIpoNote';
import { formatDate, formatNumber, formatPaise, formatPercent } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserPortfolio';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const tone = (paise: number) => (paise > 0 ? 'text-emerald-700' : paise < 0 ? 'text-red-700' : 'text-slate-800');

type Holding = Props['portfolio']['holdings'][number];

const COLUMNS: Column<Holding>[] = [
  {
    label: 'Company',
    rowHeader: true,
    className: 'font-medium',
    cell: (holding) => (
      <>
        <Link href={`/indian-stocks/${holding.slug}`} className="text-brand-800 underline">
          {holding.name}
        </Link>
        <p className="font-normal text-slate-600">{holding.sector}</p>
      </>
    ),
  },
  { label: 'Quantity', numeric: true, cell: (holding) => formatNumber(holding.quantity) },
  { label: 'Average cost', numeric: true, cell: (holding) => formatPaise(holding.avgCostPaise) },
  { label: 'Invested', numeric: true, cell: (holding) => formatPaise(holding.investedPaise) },
  {
    label: 'Latest price',
    numeric: true,
    cell: (holding) => (
      <>
        {formatPaise(holding.pricePaise)}
        <p className="text-xs text-slate-600">as of {formatDate(holding.priceAsOf)}</p>
      </>
    ),
  },
  { label: 'Current value', numeric: true, cell: (holding) => formatPaise(holding.valuePaise) },
  {
    label: 'Unrealised P&L',
    numeric: true,
    cell: (holding) => (
      <span className={tone(holding.pnlPaise)}>
        {signed(holding.pnlPaise)}
        {holding.pnlPercent !== null && <span className="block text-xs">{formatPercent(holding.pnlPercent)}</span>}
      </span>
    ),
  },
  {
    label: 'Tax and lock-in',
    cell: (holding) => (
      <>
        {holding.longTermOn ? (
          <p>Long-term from {formatDate(holding.longTermOn)}</p>
        ) : holding.lots.length > 0 ? (
          <p>Long-term (held over 24 months)</p>
        ) : (
          <p className="text-slate-600">Purchase date not on record</p>
        )}
        <HoldingIpoNote lockIn={holding.lockIn} ipo={holding.ipo} />
      </>
    ),
  },
];

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

      <div className="mt-8">
        <ListTable
          look="panel"
          label="Holdings"
          caption="Your holdings"
          columns={COLUMNS}
          rows={holdings}
          rowKey="slug"
          rowClassName="align-top"
          empty="No holdings yet."
        />
      </div>

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
