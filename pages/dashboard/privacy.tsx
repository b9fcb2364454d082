import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import ConsentSection from '@/components/privacy/ConsentSection';
import CorrectionSection from '@/components/privacy/CorrectionSection';
import NominationSection from '@/components/privacy/NominationSection';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function UserPrivacyPage({ consents, nominee, kycStatus }: Props) {
  return (
    <DashboardPage title="Privacy" description="Your rights over your data: what you consent to, corrections and your nominee.">
      <div className="space-y-8">
        <ConsentSection accountRole="user" view={consents} />
        <CorrectionSection accountRole="user" kycStatus={kycStatus} />
        <NominationSection accountRole="user" view={nominee} />
      </div>
    </DashboardPage>
  );
}
