import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import { withUserPage } from '@/lib/server/pageAuth';
import type { PublicUser } from '@/lib/server/services/accounts';

export const getServerSideProps = withUserPage();

export default function UserSupportPage({ user }: { user: PublicUser }) {
  return (
    <DashboardPage title="Support" description="Questions about an order, KYC or a transfer? Our team is here to help.">
      <SupportContact reference={`Investor ID ${user.userUniqueCode}`} />
    </DashboardPage>
  );
}
