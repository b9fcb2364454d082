import type { ReactNode } from 'react';

import SkipLink from '@/components/dashboard/SkipLink';
import UserHeader from '@/components/dashboard/UserHeader';
import UserSidebar from '@/components/dashboard/UserSidebar';
import type { UserDetail } from '@/lib/hooks/useUserDetail';

interface Props {
  children: ReactNode;
  /** The page's server-loaded investor (pageProps.user), when _app passes it on. */
  user?: UserDetail | null;
}

/** Investor dashboard chrome: white sidebar fixed on the left (large screens), header on top. */
export default function UserDashboardLayout({ children, user }: Props) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <SkipLink />
      <div className="fixed inset-y-0 left-0 z-20 hidden w-64 border-r border-slate-200 lg:block">
        <UserSidebar />
      </div>
      <div className="lg:pl-64">
        {/* Sticky rather than fixed: on phones the search wraps to a second row of unknown height. */}
        <UserHeader initialUser={user} className="sticky top-0" />
        <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
