import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import SupportContact from '@/components/dashboard/SupportContact';
import { getServerSideProps } from '@/lib/server/loaders/Cp/support';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerSupportPage({ partner }: Props) {
  return (
    <DashboardPage title="Support" description="Questions about clients, prices or commissions? Our partner desk is here to help.">
      <SupportContact reference={`Partnership code ${partner.partnershipCode}`} />
    </DashboardPage>
  );
}
