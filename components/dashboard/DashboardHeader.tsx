import Link from 'next/link';
import { useCallback, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

import AccountMenu, { AccountLinks } from '@/components/dashboard/AccountMenu';
import MobileNavDrawer from '@/components/dashboard/MobileNavDrawer';
import NotificationsToggle from '@/components/dashboard/NotificationsToggle';
import CompanySearchBox from '@/components/search/CompanySearchBox';
import BrandLogo from '@/components/ui/BrandLogo';
import IconButton from '@/components/ui/IconButton';
import { useDisclosure } from '@/lib/hooks/useDisclosure';
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
const SEARCH_ID = 'dashboard-search';

/**
 * The bar of both dashboards. On a phone it is one row: menu button, logo, then the search button, the
 * area's actions (the cart) and the bell; the search box opens under them from its button, and the
 * account's Profile and Logout are in the menu's drawer. From `sm` up the search box and the account
 * menu are in the bar itself.
 */
export default function DashboardHeader({ area, account, actions }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  // The phone's search: Escape or a click outside the bar closes it, focus back on its button.
  const { open: searchOpen, rootRef, buttonProps } = useDisclosure();
  useEffect(() => {
    if (searchOpen) rootRef.current?.querySelector<HTMLInputElement>(`#${SEARCH_ID} input`)?.focus();
  }, [searchOpen, rootRef]);
  const { Sidebar } = area;
  const fullName = account?.fullName || area.fallbackName;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div ref={rootRef} className="flex flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 sm:flex-nowrap sm:gap-3 sm:px-6 sm:py-3 lg:px-8">
        <MenuButton controls={DRAWER_ID} expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} />
        <Link href="/" className="min-w-0 shrink lg:hidden">
          <BrandLogo width={140} height={28} className="h-7 w-auto" />
        </Link>
        <div
          id={SEARCH_ID}
          className={`${searchOpen ? 'order-last w-full' : 'hidden'} sm:order-none sm:block sm:w-auto sm:max-w-xl sm:flex-1`}
        >
          <CompanySearchBox {...area.search} />
        </div>
        <div className="ml-auto flex shrink-0 items-center sm:gap-2">
          <IconButton
            icon={searchOpen ? 'close' : 'search'}
            label={searchOpen ? 'Close search' : 'Search companies'}
            iconClassName="h-6 w-6"
            {...buttonProps}
            aria-controls={SEARCH_ID}
            className="rounded-lg text-slate-700 hover:bg-slate-100 sm:hidden"
          />
          {actions}
          <NotificationsToggle area={area.notifications} />
          <div className="hidden sm:block">
            <AccountMenu
              fullName={fullName}
              profileImage={account?.profileImage}
              profileHref={area.profileHref}
              code={account?.code}
              codeLabel={area.codeLabel}
            />
          </div>
        </div>
      </div>
      <MobileNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} label={area.menuLabel}>
        <div className="flex h-full flex-col bg-white">
          <div className="min-h-0 flex-1">
            <Sidebar onNavigate={close} />
          </div>
          {/* The account menu's items, where a phone's bar has no room for the avatar. */}
          <section aria-label="Your account" className="border-t border-slate-200 py-2 sm:hidden">
            <p className="truncate px-4 text-sm font-semibold text-slate-900">{fullName}</p>
            <AccountLinks profileHref={area.profileHref} code={account?.code} codeLabel={area.codeLabel} onNavigate={close} />
          </section>
        </div>
      </MobileNavDrawer>
    </header>
  );
}
