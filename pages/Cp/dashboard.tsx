import type { InferGetServerSidePropsType } from 'next';

import PartnershipCodeCard from '@/components/cp/PartnershipCodeCard';
import DashboardPage from '@/components/dashboard/DashboardPage';
import QuickLinks from '@/components/dashboard/QuickLinks';
import VerifyContactNotice from '@/components/dashboard/VerifyContactNotice';
import ConsentPrompt from '@/components/privacy/ConsentPrompt';
import { formatNumber, formatPaise } from '@/lib/format';
import { partnerNav, sectionItems } from '@/lib/navigation';
import { getServerSideProps } from '@/lib/server/loaders/Cp/dashboard';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerOverviewPage({ partner, verification, question, summary }: Props) {
  const firstName = partner.fullName.trim().split(/\s+/)[0];

  return (
    <DashboardPage
      title="Overview"
      heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description={partner.firm ? `Your channel-partner account for ${partner.firm}.` : 'Your channel-partner account.'}
    >
      <ConsentPrompt accountRole="partner" question={question} />
      <VerifyContactNotice {...verification} hasPhone profileHref="/Cp/cp-profile" />
      <PartnershipCodeCard code={partner.partnershipCode} />
      <dl aria-label="Your business" className="grid gap-3 sm:grid-cols-3">
        {[
          ['Clients', formatNumber(summary.clients)],
          ["Clients' holdings (AUM)", formatPaise(summary.aumPaise)],
          ['Commission this month', formatPaise(summary.commissionThisMonthPaise)],
          [`Commission FY ${summary.financialYear}`, formatPaise(summary.commissionThisYearPaise)],
          ['Next payout (accrued)', formatPaise(summary.nextPayoutPaise)],
          ['Open proposals', formatNumber(summary.openProposals)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <QuickLinks items={sectionItems(partnerNav)} />
    </DashboardPage>
  );
}
