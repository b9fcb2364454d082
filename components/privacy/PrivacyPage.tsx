// Profile → Privacy of either dashboard: the page's frame around its sections, one per right.
import DashboardPage from '@/components/dashboard/DashboardPage';
import DataExportSection from '@/components/privacy/DataExportSection';
import ErasureSection from '@/components/privacy/ErasureSection';
import type { Role } from '@/lib/auth/token';
import type { DataExportData } from '@/lib/contracts/privacy';

interface Props {
  accountRole: Role;
  exports: DataExportData[];
}

export default function PrivacyPage({ accountRole, exports }: Props) {
  return (
    <DashboardPage title="Privacy" description="Your rights over the data we hold about you.">
      <div className="space-y-6">
        <DataExportSection accountRole={accountRole} exports={exports} />
        <ErasureSection accountRole={accountRole} />
      </div>
    </DashboardPage>
  );
}
