import type { ReactNode } from 'react';

import SkipLink from '@/components/dashboard/SkipLink';

interface Props {
  /** The role's sidebar (UserSidebar, PartnerSidebar), fixed on the left on large screens. */
  sidebar: ReactNode;
  /** The role's header (UserHeader, PartnerHeader), held at the top. */
  header: ReactNode;
  children: ReactNode;
}

/** The shell of both dashboards: skip link, sidebar, header and the page's main region. */
export default function DashboardLayout({ sidebar, header, children }: Props) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <SkipLink />
      <div className="fixed inset-y-0 left-0 z-20 hidden w-64 lg:block">{sidebar}</div>
      <div className="lg:pl-64">
        {/* Sticky rather than fixed: on phones the search wraps to a second row of unknown height. */}
        <div className="sticky top-0 z-30">{header}</div>
        <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
