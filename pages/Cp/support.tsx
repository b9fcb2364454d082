import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import { withPartnerPage } from '@/lib/server/pageAuth';
import type { PublicPartner } from '@/lib/server/services/accounts';

export const getServerSideProps = withPartnerPage();

export default function PartnerSupportPage({ partner }: { partner: PublicPartner }) {
  return (
    <DashboardPage title="Support" description="Questions about clients, prices or commissions? Our partner desk is here to help.">
      <SupportContact reference={`Partnership code ${partner.partnershipCode}`} />
    </DashboardPage>
  );
}
