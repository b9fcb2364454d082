import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileDetails from '@/components/dashboard/ProfileDetails';
import { withPartnerPage } from '@/lib/server/pageAuth';
import type { PublicPartner } from '@/lib/server/services/accounts';

export const getServerSideProps = withPartnerPage();

export default function PartnerProfilePage({ partner }: { partner: PublicPartner }) {
  return (
    <DashboardPage title="Profile" description="The details on your channel-partner account.">
      <ProfileDetails
        fullName={partner.fullName}
        profileImage={partner.profileImage}
        code={{ label: 'Partnership code', value: partner.partnershipCode }}
        rows={[
          { label: 'Full name', value: partner.fullName },
          { label: 'Email', value: partner.email },
          { label: 'Mobile number', value: partner.phone },
          { label: 'Firm', value: partner.firm },
          { label: 'City', value: partner.city },
          { label: 'Partnership code', value: partner.partnershipCode },
        ]}
      />
    </DashboardPage>
  );
}
