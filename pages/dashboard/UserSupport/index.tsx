import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import SupportCenter from '@/components/support/SupportCenter';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/UserSupport/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserSupportPage({ user, list, status, orders }: Props) {
  return (
    <DashboardPage title="Support" description="Questions about an order, KYC or a transfer? Open a ticket and our team will answer here.">
      <SupportCenter area="user" list={list} status={status} orders={orders} />
      <div className="mt-10">
        <SupportContact reference={`Investor ID ${user.userUniqueCode}`} />
      </div>
    </DashboardPage>
  );
}
