import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { AmountCell } from '@/components/kit/cells';
import { ListTable, type Column } from '@/components/kit/ListPage';
import AllocationChart from '@/components/portfolio/AllocationChart';
import ExternalHoldingsSection from '@/components/portfolio/ExternalHoldingsSection';
import NetWorthSection from '@/components/portfolio/NetWorthSection';
import SummaryFigures, { gainTone } from '@/components/portfolio/SummaryFigures';
import HoldingIpoNote from '@/components/portfolio/HoldingIpoNote';
import TextLink from '@/components/ui/TextLink';
import { formatDate, formatNumber, formatPaise, formatPercent, formatSignedPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserPortfolio';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

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
  {
    label: 'Invested',
    numeric: true,
    cell: (holding) => <AmountCell paise={holding.investedPaise}>incl. {formatPaise(holding.chargesPaise)} charges</AmountCell>,
  },
  {
    label: 'Value',
    numeric: true,
    cell: (holding) => (
      <>
        <AmountCell paise={holding.valuePaise}>
          at our price {formatPaise(holding.pricePaise)}, {formatDate(holding.priceAsOf)}
        </AmountCell>
        {holding.buybackValuePaise === null || holding.buybackPricePaise === null ? (
          <span className="mt-1 block">No buy-back quote</span>
        ) : (
          <span className="mt-1 block">
            <AmountCell paise={holding.buybackValuePaise}>at our buy-back quote {formatPaise(holding.buybackPricePaise)}</AmountCell>
          </span>
        )}
      </>
    ),
  },
  {
    label: 'Unrealised P&L',
    numeric: true,
    cell: (holding) => (
      <span className={gainTone(holding.pnlPaise)}>
        {formatSignedPaise(holding.pnlPaise)}
        {holding.pnlPercent !== null && <span className="block text-xs">{formatPercent(holding.pnlPercent)}</span>}
      </span>
    ),
  },
  {
    label: 'Realised P&L',
    numeric: true,
    cell: (holding) => (
      <>
        <span className={gainTone(holding.realisedPaise)}>{formatSignedPaise(holding.realisedPaise)}</span>
        <p className="text-xs text-slate-600">this FY {formatSignedPaise(holding.realisedFyPaise)}</p>
      </>
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

export default function UserPortfolioPage({ portfolio, companies }: Props) {
  const { holdings, totals, xirr, allocation, realised, externalHoldings, netWorth } = portfolio;
  const elsewhere = (
    <>
      <ExternalHoldingsSection holdings={externalHoldings} companies={companies} />
      {netWorth.totalPaise > 0 && <NetWorthSection netWorth={netWorth} />}
    </>
  );
  if (holdings.length === 0) {
    return (
      <DashboardPage title="Portfolio" description="The unlisted shares you hold, and what you hold elsewhere.">
        <EmptyState icon="portfolio" title="No holdings yet" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
          Your holdings and their current value will appear here once your first purchase reaches your demat account.
        </EmptyState>
        {elsewhere}
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title="Portfolio" description="The unlisted shares you hold, valued at the latest prices, and what you hold elsewhere.">
      <SummaryFigures
        label="Portfolio summary"
        figures={[
          {
            label: 'Invested',
            value: formatPaise(totals.investedPaise),
            note: `incl. ${formatPaise(totals.chargesPaise)} stamp duty, fees and GST`,
          },
          {
            label: 'Current value, at our price',
            value: formatPaise(totals.valuePaise),
            note: `${formatPaise(totals.buybackValuePaise)} at our buy-back quotes`,
            testId: 'portfolio-value',
          },
          {
            label: 'Unrealised P&L',
            value: (
              <>
                {formatSignedPaise(totals.pnlPaise)}
                {totals.pnlPercent !== null && <span className="ml-2 text-sm">({formatPercent(totals.pnlPercent)})</span>}
              </>
            ),
            tone: gainTone(totals.pnlPaise),
          },
          {
            label: `Realised P&L, FY ${realised.financialYear} to date`,
            value: formatSignedPaise(realised.fyToDatePaise),
            note: `${formatSignedPaise(realised.totalPaise)} in all, first in first out as in your capital-gains statement`,
            tone: gainTone(realised.fyToDatePaise),
            testId: 'realised-fy',
          },
          {
            label: <abbr title="Extended internal rate of return: your yearly return, given when money went in and out">XIRR</abbr>,
            value: xirr === null ? 'Not yet available' : formatPercent(xirr * 100),
          },
        ]}
      />

      <ListTable
        className="mt-8"
        look="panel"
        label="Holdings"
        caption="Your holdings"
        columns={COLUMNS}
        rows={holdings}
        rowKey="slug"
        rowClassName="align-top"
        empty="No holdings yet."
        scrollable
      />

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <AllocationChart
          title="Allocation by sector"
          dimension="Sector"
          slices={allocation.map((slice) => ({ label: slice.sector, valuePaise: slice.valuePaise, percent: slice.percent }))}
        />
      </section>
      <p className="mt-4 text-sm text-slate-600">
        Unlisted shares held for more than 24 months are long-term for tax. Want to sell?{' '}
        <TextLink href="/dashboard/sell">Sell to the platform</TextLink>
      </p>
      {elsewhere}
    </DashboardPage>
  );
}
