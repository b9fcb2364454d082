import type { InferGetServerSidePropsType } from 'next';

import PartnershipCodeCard from '@/components/cp/PartnershipCodeCard';
import DashboardPage from '@/components/dashboard/DashboardPage';
import QuickLinks from '@/components/dashboard/QuickLinks';
import VerifyContactNotice from '@/components/dashboard/VerifyContactNotice';
import { partnerNav, sectionItems } from '@/lib/navigation';
import { getServerSideProps } from '@/lib/server/loaders/Cp/dashboard';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerOverviewPage({ partner, verification }: Props) {
  const firstName = partner.fullName.trim().split(/\s+/)[0];

  return (
    <DashboardPage
      title="Overview"
      heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description={partner.firm ? `Your channel-partner account for ${partner.firm}.` : 'Your channel-partner account.'}
    >
      <VerifyContactNotice {...verification} hasPhone profileHref="/Cp/cp-profile" />
      <PartnershipCodeCard code={partner.partnershipCode} />
      <QuickLinks items={sectionItems(partnerNav)} />
    </DashboardPage>
  );
}
