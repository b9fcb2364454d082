import type { Session } from 'next-auth';
import type { ReactNode } from 'react';

import UserHeader from '@/components/dashboard/UserHeader';
import UserSidebar from '@/components/dashboard/UserSidebar';
import DisclaimerGate from '@/components/DisclaimerGate';
import DashboardLayout from '@/layouts/DashboardLayout';
import SessionArea from '@/layouts/SessionArea';
import type { UserDetail } from '@/lib/hooks/useUserDetail';

interface Props {
  user?: UserDetail;
  session?: Session | null;
  children: ReactNode;
}

/**
 * The investors' dashboard shell (loaded by pages/_app.tsx only on /dashboard pages). It keeps the
 * next-auth session: a Google sign-in lands here, and its session read tells a sign-in tab left open
 * (another tab's SessionStatus) that the visitor is now signed in to Google.
 */
export default function InvestorArea({ user, session, children }: Props) {
  return (
    <SessionArea session={session}>
      <DashboardLayout sidebar={<UserSidebar />} header={<UserHeader initialUser={user} />}>
        <DisclaimerGate>{children}</DisclaimerGate>
      </DashboardLayout>
    </SessionArea>
  );
}
