import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor from '@/components/profile/ProfileEditor';
import { getServerSideProps } from '@/lib/server/loaders/Cp/cp-profile';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerProfilePage({ partner, verification }: Props) {
  return (
    <DashboardPage title="Profile" description="Your referral link, picture, details, contact details and password.">
      <ProfileEditor accountRole="partner" account={partner} verification={verification} />
    </DashboardPage>
  );
}
