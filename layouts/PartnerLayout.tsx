import type { ReactNode } from 'react';

import PartnerHeader from '@/components/cp/PartnerHeader';
import PartnerSidebar from '@/components/cp/PartnerSidebar';
import SkipLink from '@/components/dashboard/SkipLink';
import type { PartnerProfile } from '@/lib/hooks/usePartnerProfile';

interface Props {
  children: ReactNode;
  /** The page's server-loaded partner (pageProps.partner), when _app passes it on. */
  partner?: PartnerProfile | null;
}

/** Channel-partner chrome: dark green sidebar fixed on the left (large screens), header held at the top. */
export default function PartnerLayout({ children, partner }: Props) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <SkipLink />
      <div className="fixed inset-y-0 left-0 z-20 hidden w-64 lg:block">
        <PartnerSidebar />
      </div>
      <div className="lg:pl-64">
        {/* Sticky rather than fixed: on phones the search wraps to a second row of unknown height. */}
        <PartnerHeader initialPartner={partner} className="sticky top-0" />
        <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
