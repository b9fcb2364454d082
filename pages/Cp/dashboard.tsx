import PartnershipCodeCard from '@/components/cp/PartnershipCodeCard';
import DashboardPage from '@/components/dashboard/DashboardPage';
import QuickLinks from '@/components/dashboard/QuickLinks';
import { partnerNav, sectionItems } from '@/lib/navigation';
import { withPartnerPage } from '@/lib/server/pageAuth';
import type { PublicPartner } from '@/lib/server/services/accounts';

export const getServerSideProps = withPartnerPage();

export default function PartnerOverviewPage({ partner }: { partner: PublicPartner }) {
  const firstName = partner.fullName.trim().split(/\s+/)[0];

  return (
    <DashboardPage
      title="Overview"
      heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      description={partner.firm ? `Your channel-partner account for ${partner.firm}.` : 'Your channel-partner account.'}
    >
      <PartnershipCodeCard code={partner.partnershipCode} />
      <QuickLinks items={sectionItems(partnerNav)} />
    </DashboardPage>
  );
}
