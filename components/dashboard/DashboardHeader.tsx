import Link from 'next/link';
import { useCallback, useState, type ReactNode } from 'react';

import Icon from '@/components/dashboard/Icon';
import MobileNavDrawer from '@/components/dashboard/MobileNavDrawer';
import NotificationsToggle from '@/components/dashboard/NotificationsToggle';
import { brand } from '@/lib/brand';

interface Props {
  /** The sidebar for the mobile drawer, given the function that closes the drawer. */
  renderSidebar: (close: () => void) => ReactNode;
  menuLabel: string;
  search: ReactNode;
  account: ReactNode;
  className?: string;
}

const DRAWER_ID = 'dashboard-mobile-nav';

/** The bar shared by both dashboards: menu button (small screens), search, notifications, account. */
export default function DashboardHeader({ renderSidebar, menuLabel, search, account, className = '' }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);

  return (
    <header className={`z-30 border-b border-slate-200 bg-white ${className}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:flex-nowrap sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(true)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Icon name="menu" className="h-6 w-6" />
          <span className="sr-only">Open menu</span>
        </button>
        <Link href="/" className="shrink-0 lg:hidden">
          <img src={brand.logo} alt={`${brand.name} home`} width={140} height={28} className="h-7 w-auto" />
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:max-w-xl sm:flex-1">{search}</div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <NotificationsToggle />
          {account}
        </div>
      </div>
      <MobileNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} label={menuLabel}>
        {renderSidebar(close)}
      </MobileNavDrawer>
    </header>
  );
}
