import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserSupport';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserSupportPage({ user }: Props) {
  return (
    <DashboardPage title="Support" description="Questions about an order, KYC or a transfer? Our team is here to help.">
      <SupportContact reference={`Investor ID ${user.userUniqueCode}`} />
    </DashboardPage>
  );
}
