import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import Section from '@/components/kit/Section';
import AccountDetails from '@/components/orders/AccountDetails';
import CancelButton from '@/components/orders/CancelButton';
import SellForm from '@/components/orders/SellForm';
import ListPage, { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import TextLink from '@/components/ui/TextLink';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import { STATUS_LABELS, transactionHref } from '@/lib/orderTracker';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/sell';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

type Request = Props['requests'][number];

const REQUEST_COLUMNS: Column<Request>[] = [
  { label: 'Date', className: 'whitespace-nowrap', cell: (request) => formatDate(request.createdAt) },
  { label: 'Company', rowHeader: true, className: 'font-medium', cell: (request) => request.companyName },
  { label: 'Quantity', numeric: true, cell: (request) => formatNumber(request.quantity) },
  { label: 'Proceeds', numeric: true, cell: (request) => formatPaise(request.proceedsPaise) },
  { label: 'Status', cell: (request) => <StatusBadge status={request.status} label={STATUS_LABELS[request.status]} /> },
  {
    label: 'Reference',
    cell: (request) => (
      <TextLink href={transactionHref('sell', request.id)} className="font-mono">
        {request.reference}
      </TextLink>
    ),
  },
  {
    label: <span className="sr-only">Actions</span>,
    cell: (request) =>
      request.status === 'requested' && (
        <CancelButton kind="sell" id={request.id} what={`sell request ${request.reference}`} label={`Cancel ${request.reference}`} />
      ),
  },
];

export default function SellPage({ holdings, schedule, bank, requests, requestsTotal, requestsPage, requestsPages }: Props) {
  return (
    <DashboardPage title="Sell shares" description="Sell shares you hold back to the platform at its buy-back quote.">
      {holdings.length === 0 ? (
        <EmptyState icon="sell" title="Nothing to sell yet" action={{ href: '/dashboard/UserPortfolio', label: 'View your portfolio' }}>
          Once shares you hold reach your demat account, you can request to sell them here and follow each request.
        </EmptyState>
      ) : (
        <section aria-labelledby="holdings-heading" className="space-y-4">
          <h2 id="holdings-heading" className="text-lg font-semibold text-slate-900">
            Your holdings
          </h2>
          {bank ? (
            <div className="rounded-2xl border border-slate-200 bg-white px-6 py-3 shadow-sm">
              <AccountDetails bank={bank} />
              <p className="pb-1 text-sm text-slate-600">The proceeds of a sale are paid to this account, from your KYC.</p>
            </div>
          ) : (
            <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
              Proceeds are paid to the bank account in your KYC.{' '}
              <Link href="/dashboard/kyc" className="font-medium underline">
                Complete your KYC
              </Link>{' '}
              first.
            </p>
          )}
          <ul className="space-y-4">
            {holdings.map((holding) => (
              <li key={holding.slug} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="sell-holding">
                <h3 className="font-semibold text-slate-900">{holding.name}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  You hold {formatNumber(holding.quantity)} shares
                  {holding.openQuantity > 0 && `, ${formatNumber(holding.openQuantity)} of them in open sell requests`}.
                </p>
                {holding.buybackPricePaise === null ? (
                  <p className="mt-3 text-sm font-medium text-slate-800">A buy-back quote is not available for this company right now.</p>
                ) : (
                  <>
                    <p className="mt-3 text-sm">
                      Buy-back quote: <strong className="tabular-nums">{formatPaise(holding.buybackPricePaise)}</strong> per share
                    </p>
                    <div className="mt-3">
                      {holding.sellable > 0 ? (
                        <SellForm
                          slug={holding.slug}
                          name={holding.name}
                          sellable={holding.sellable}
                          buybackPricePaise={holding.buybackPricePaise}
                          schedule={schedule}
                        />
                      ) : (
                        <p className="text-sm text-slate-600">All these shares are already in open sell requests.</p>
                      )}
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {requestsTotal > 0 && (
        <Section title="Your sell requests" className="mt-8" headingClassName="mb-3">
          <ListPage
            path="/dashboard/sell"
            look="panel"
            caption="Your sell requests"
            columns={REQUEST_COLUMNS}
            rows={requests}
            empty="No sell requests on this page."
            page={requestsPage}
            totalPages={requestsPages}
          />
        </Section>
      )}
    </DashboardPage>
  );
}
