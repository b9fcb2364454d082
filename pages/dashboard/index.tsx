import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import Icon from '@/components/dashboard/Icon';
import QuickLinks from '@/components/dashboard/QuickLinks';
import VerifyContactNotice from '@/components/dashboard/VerifyContactNotice';
import ConsentPrompt from '@/components/privacy/ConsentPrompt';
import Section from '@/components/kit/Section';
import KycStatusCard from '@/components/kyc/KycStatusCard';
import TextLink from '@/components/ui/TextLink';
import { formatDateTime, formatNumber } from '@/lib/format';
import { formatPaise, formatPercent } from '@/lib/format';
import { investorNav, sectionItems } from '@/lib/navigation';
import { transactionHref } from '@/lib/orderTracker';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function DashboardOverviewPage({
  user,
  kycStatus,
  verification,
  question,
  totals,
  awaitingPayment,
  awaitingShares,
  openProposals,
}: Props) {
  const firstName = user.fullName.trim().split(/\s+/)[0];

  return (
    <DashboardPage
      title="Overview"
      heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description="Everything in your investor account, one click away."
    >
      <ConsentPrompt accountRole="user" question={question} />
      <VerifyContactNotice {...verification} hasPhone={Boolean(user.phone)} />
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="investor-id-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="investor-id-heading" className="text-sm font-medium text-slate-600">
            Your investor ID
          </h2>
          <p className="mt-2 font-mono text-2xl font-bold tracking-wider text-brand-800">{user.userUniqueCode}</p>
          <p className="mt-2 text-sm text-slate-600">Quote it whenever you contact support.</p>
        </section>
        <div className="lg:col-span-2">
          <KycStatusCard status={kycStatus} />
        </div>
      </div>
      <Section
        look="card"
        className="mt-4"
        title="Your portfolio"
        aside={
          <TextLink href="/dashboard/UserPortfolio" className="text-sm">
            See holdings
          </TextLink>
        }
      >
        {totals.holdings === 0 ? (
          <p className="mt-2 text-slate-600">You hold no shares yet.</p>
        ) : (
          <dl className="mt-3 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Current value</dt>
              <dd className="text-xl font-bold tabular-nums">{formatPaise(totals.valuePaise)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Invested</dt>
              <dd className="text-xl font-bold tabular-nums">{formatPaise(totals.investedPaise)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Unrealised P&amp;L</dt>
              <dd className={`text-xl font-bold tabular-nums ${totals.pnlPaise < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                {totals.pnlPaise < 0 ? `−${formatPaise(-totals.pnlPaise)}` : formatPaise(totals.pnlPaise)}
                {totals.pnlPercent !== null && <span className="ml-2 text-sm">({formatPercent(totals.pnlPercent)})</span>}
              </dd>
            </div>
          </dl>
        )}
      </Section>
      {(awaitingPayment.total > 0 || awaitingShares.total > 0) && (
        <Section look="attention" className="mt-4" title="Waiting for you">
          <ul className="mt-3 space-y-2">
            {awaitingPayment.result.map((order) => (
              <li key={`b-${String(order.id)}`}>
                <TextLink href={transactionHref('buy', order.id)}>
                  {order.utr
                    ? `Payment of ${formatPaise(order.totalPaise)} for ${order.companyName} reported (${order.reference}): awaiting confirmation`
                    : `Pay ${formatPaise(order.totalPaise)} for ${order.companyName} (${order.reference})`}
                </TextLink>
                {!order.utr && <span className="text-sm text-slate-700"> by {formatDateTime(order.expiresAt)}</span>}
              </li>
            ))}
            {awaitingShares.result.map((sell) => (
              <li key={`s-${String(sell.id)}`}>
                <TextLink href={transactionHref('sell', sell.id)}>
                  Transfer {formatNumber(sell.quantity)} shares of {sell.companyName} ({sell.reference})
                </TextLink>
              </li>
            ))}
          </ul>
          {awaitingPayment.total + awaitingShares.total > awaitingPayment.result.length + awaitingShares.result.length && (
            <TextLink href="/dashboard/transactions" className="mt-3 inline-block text-sm">
              See all transactions
            </TextLink>
          )}
        </Section>
      )}
      {openProposals.total > 0 && (
        <Section
          look="brand"
          className="mt-4"
          title="Open proposals"
          aside={
            <TextLink href="/dashboard/proposals" className="text-sm">
              {openProposals.total === 1 ? 'See the proposal' : `See all ${String(openProposals.total)} proposals`}
            </TextLink>
          }
        >
          <ul className="mt-3 space-y-2">
            {openProposals.result.map((proposal) => (
              <li key={proposal.id}>
                <TextLink href="/dashboard/proposals">
                  {`${formatNumber(proposal.quantity)} shares of ${proposal.companyName} at ${formatPaise(proposal.pricePaise)} (${formatPaise(proposal.totalPaise)})`}
                </TextLink>
                <span className="text-sm text-slate-700">
                  {' '}
                  from {proposal.partnerName}, open until {formatDateTime(proposal.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <QuickLinks items={sectionItems(investorNav)} />
      <section className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-lg font-semibold">Discover unlisted companies</h2>
          <p className="mt-1 text-sm text-brand-100">Prices, fundamentals and news on pre-IPO companies in India.</p>
        </div>
        <Link
          href="/indian-stocks"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-lg bg-accent-400 px-5 text-sm font-semibold text-brand-900 hover:bg-accent-500 sm:self-auto"
        >
          Browse companies
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </section>
    </DashboardPage>
  );
}
