// Profile → Privacy of either dashboard: the page's frame around its sections, one per right (consent,
// access, correction, nomination, erasure).
import DashboardPage from '@/components/dashboard/DashboardPage';
import ConsentSection from '@/components/privacy/ConsentSection';
import CorrectionSection from '@/components/privacy/CorrectionSection';
import DataExportSection from '@/components/privacy/DataExportSection';
import ErasureSection from '@/components/privacy/ErasureSection';
import NominationSection from '@/components/privacy/NominationSection';
import type { Role } from '@/lib/auth/token';
import type { ConsentsData, DataExportData, NomineeData } from '@/lib/contracts/privacy';
import type { KycStatus } from '@/lib/status/kyc';

interface Props {
  accountRole: Role;
  exports: DataExportData[];
  consents: ConsentsData;
  nominee: NomineeData;
  /** The investor's KYC (a correction reopens it); null for a partner. */
  kycStatus: KycStatus | null;
  /** Whether the account has a password (closing it asks for it) or not (a code emailed to it). */
  hasPassword: boolean;
}

export default function PrivacyPage({ accountRole, exports, consents, nominee, kycStatus, hasPassword }: Props) {
  return (
    <DashboardPage
      title="Privacy"
      description="Your rights over the data we hold about you: consent, a copy, corrections, a nominee and erasure."
    >
      <div className="space-y-8">
        <ConsentSection accountRole={accountRole} view={consents} />
        <DataExportSection accountRole={accountRole} exports={exports} />
        <CorrectionSection accountRole={accountRole} kycStatus={kycStatus ?? undefined} />
        <NominationSection accountRole={accountRole} view={nominee} />
        <ErasureSection accountRole={accountRole} hasPassword={hasPassword} />
      </div>
    </DashboardPage>
  );
}
