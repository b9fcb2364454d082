import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import DataExportSection from '@/components/privacy/DataExportSection';
import ErasureSection from '@/components/privacy/ErasureSection';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/privacy';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function InvestorPrivacyPage({ exports }: Props) {
  return (
    <DashboardPage title="Privacy" description="Your rights over the data we hold about you.">
      <div className="space-y-6">
        <DataExportSection accountRole="user" exports={exports} />
        <ErasureSection accountRole="user" />
      </div>
    </DashboardPage>
  );
}
