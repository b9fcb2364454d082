import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor, { type Verification } from '@/components/profile/ProfileEditor';
import { getDb } from '@/lib/server/db/client';
import { withPartnerPage } from '@/lib/server/pageAuth';
import { contactVerification, type PublicPartner } from '@/lib/server/services/accounts';

export const getServerSideProps = withPartnerPage(async (_ctx, partner) => ({
  props: { verification: await contactVerification(await getDb(), 'partner', partner.id) },
}));

export default function PartnerProfilePage({ partner, verification }: { partner: PublicPartner; verification: Verification }) {
  return (
    <DashboardPage title="Profile" description="Your referral link, picture, details, contact details and password.">
      <ProfileEditor role="partner" account={partner} verification={verification} />
    </DashboardPage>
  );
}
