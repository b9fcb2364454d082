import Head from 'next/head';
import type { ReactNode } from 'react';

import DemoAccountsBanner from '@/components/admin/DemoAccountsBanner';
import OperatorHeader from '@/components/admin/OperatorHeader';
import OperatorSidebar from '@/components/admin/OperatorSidebar';
import { StaffRolesContext } from '@/components/admin/StaffRoles';
import DashboardLayout from '@/layouts/DashboardLayout';
import type { StaffRole } from '@/lib/permissions';

interface Props {
  /** The signed-in operator (operatorLoader's props.operator); absent on the sign-in page. */
  operator?: { fullName: string; email: string; roles: StaffRole[] };
  /** The demo accounts (public passwords) exist: every page says so (operatorLoader's props.demoAccounts). */
  demoAccounts?: boolean;
  /** Changes waiting for a second person that this operator may decide (the sidebar's count beside Approvals). */
  approvalsWaiting?: number;
  /** The sign-in page has no sidebar or header: only the page. */
  bare?: boolean;
  children: ReactNode;
}

/** The operator console's shell: the dashboards' frame with the console's sidebar and header; never indexed. */
export default function AdminLayout({ operator, demoAccounts = false, approvalsWaiting = 0, bare = false, children }: Props) {
  const head = (
    <Head>
      <meta name="robots" content="noindex,nofollow" />
    </Head>
  );
  if (bare) {
    return (
      <>
        {head}
        {children}
      </>
    );
  }
  return (
    <StaffRolesContext.Provider value={operator?.roles ?? []}>
      {head}
      <DashboardLayout
        sidebar={<OperatorSidebar counts={{ '/admin/approvals': approvalsWaiting }} />}
        header={<OperatorHeader operator={operator} />}
      >
        {demoAccounts && <DemoAccountsBanner />}
        {children}
      </DashboardLayout>
    </StaffRolesContext.Provider>
  );
}
