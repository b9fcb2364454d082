import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import DataExportSection from '@/components/privacy/DataExportSection';
import ErasureSection from '@/components/privacy/ErasureSection';
import { getServerSideProps } from '@/lib/server/loaders/Cp/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerPrivacyPage({ exports }: Props) {
  return (
    <DashboardPage title="Privacy" description="Your rights over the data we hold about you.">
      <div className="space-y-6">
        <DataExportSection accountRole="partner" exports={exports} />
        <ErasureSection accountRole="partner" />
      </div>
    </DashboardPage>
  );
}
