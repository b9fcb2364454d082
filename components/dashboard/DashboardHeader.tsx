import Link from 'next/link';
import { useCallback, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

import AccountMenu from '@/components/dashboard/AccountMenu';
import MobileNavDrawer from '@/components/dashboard/MobileNavDrawer';
import NotificationsToggle from '@/components/dashboard/NotificationsToggle';
import CompanySearchBox from '@/components/search/CompanySearchBox';
import BrandLogo from '@/components/ui/BrandLogo';
import MenuButton from '@/components/dashboard/MenuButton';

/** What differs between the investor's and the partner's header. */
export interface DashboardArea {
  /** Names the mobile drawer. */
  menuLabel: string;
  /** The area's sidebar, shown in the mobile drawer; told to close it when an item is chosen. */
  Sidebar: ComponentType<{ onNavigate?: () => void }>;
  search: Pick<ComponentProps<typeof CompanySearchBox>, 'variant' | 'placeholder'>;
  profileHref: string;
  /** Read before the code under "Profile": "Investor ID", "Partnership code". */
  codeLabel: string;
  /** Shown until the account's name is known. */
  fallbackName: string;
  /** Whose notifications the bell shows: the investor's (/api/v1/user) or the partner's (/api/v1/cp). */
  notifications: 'user' | 'cp';
}

interface Props {
  area: DashboardArea;
  /** The signed-in account, as far as it is loaded. */
  account: { fullName?: string; profileImage?: string | null; code?: string } | null;
  /** Links shown before the notifications toggle (the investor's cart). */
  actions?: ReactNode;
}

const DRAWER_ID = 'dashboard-mobile-nav';

/** The bar of both dashboards: menu button (small screens), search, notifications, account. */
export default function DashboardHeader({ area, account, actions }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  const { Sidebar } = area;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:flex-nowrap sm:gap-3 sm:px-6 lg:px-8">
        <MenuButton controls={DRAWER_ID} expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} />
        <Link href="/" className="shrink-0 lg:hidden">
          <BrandLogo width={140} height={28} className="h-7 w-auto" />
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:max-w-xl sm:flex-1">
          <CompanySearchBox {...area.search} />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          <NotificationsToggle area={area.notifications} />
          <AccountMenu
            fullName={account?.fullName || area.fallbackName}
            profileImage={account?.profileImage}
            profileHref={area.profileHref}
            code={account?.code}
            codeLabel={area.codeLabel}
          />
        </div>
      </div>
      <MobileNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} label={area.menuLabel}>
        <Sidebar onNavigate={close} />
      </MobileNavDrawer>
    </header>
  );
}
