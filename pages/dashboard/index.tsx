import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import Icon from '@/components/dashboard/Icon';
import QuickLinks from '@/components/dashboard/QuickLinks';
import VerifyContactNotice from '@/components/dashboard/VerifyContactNotice';
import KycStatusCard from '@/components/kyc/KycStatusCard';
import { investorNav, sectionItems } from '@/lib/navigation';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function DashboardOverviewPage({ user, kycStatus, verification }: Props) {
  const firstName = user.fullName.trim().split(/\s+/)[0];

  return (
    <DashboardPage
      title="Overview"
      heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description="Everything in your investor account, one click away."
    >
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
