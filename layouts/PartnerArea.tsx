import type { ReactNode } from 'react';

import PartnerHeader from '@/components/cp/PartnerHeader';
import PartnerSidebar from '@/components/cp/PartnerSidebar';
import DisclaimerGate from '@/components/DisclaimerGate';
import DashboardLayout from '@/layouts/DashboardLayout';
import type { PartnerProfile } from '@/lib/hooks/usePartnerProfile';

/** The partners' dashboard shell (loaded by pages/_app.tsx only on /Cp pages). */
export default function PartnerArea({ partner, children }: { partner?: PartnerProfile; children: ReactNode }) {
  return (
    <DashboardLayout sidebar={<PartnerSidebar />} header={<PartnerHeader initialPartner={partner} />}>
      <DisclaimerGate>{children}</DisclaimerGate>
    </DashboardLayout>
  );
}
