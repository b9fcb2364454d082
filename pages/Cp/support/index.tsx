import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import SupportCenter from '@/components/support/SupportCenter';
import { getServerSideProps } from '@/lib/server/loaders/Cp/support/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerSupportPage({ partner, list, status, orders }: Props) {
  return (
    <DashboardPage
      title="Support"
      description="Questions about clients, prices or commissions? Open a ticket and our partner desk will answer here."
    >
      <SupportCenter area="cp" list={list} status={status} orders={orders} />
      <div className="mt-10">
        <SupportContact reference={`Partnership code ${partner.partnershipCode}`} />
      </div>
    </DashboardPage>
  );
}
