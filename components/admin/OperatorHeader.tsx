import Link from 'next/link';
import { useCallback, useState } from 'react';

import OperatorSidebar from '@/components/admin/OperatorSidebar';
import Icon from '@/components/dashboard/Icon';
import MobileNavDrawer from '@/components/dashboard/MobileNavDrawer';
import SignOutButton from '@/components/ui/SignOutButton';
import { operatorSignOutApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { PATHS } from '@/lib/routes';
import MenuButton from '@/components/dashboard/MenuButton';

const DRAWER_ID = 'operator-mobile-nav';

/** The console's bar: the menu button (small screens), who is signed in, and Sign out. */
export default function OperatorHeader({ operator }: { operator: { fullName: string; email: string } | undefined }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);

  async function signOut() {
    try {
      // The operatorToken cookie is HttpOnly: only the server can remove it.
      await call(operatorSignOutApi);
    } finally {
      window.location.assign(PATHS.operatorSignIn);
    }
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <MenuButton controls={DRAWER_ID} expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} />
        <p className="font-semibold text-brand-900">Operator console</p>
        <div className="ml-auto flex items-center gap-3">
          {operator && (
            <p className="hidden text-right text-sm sm:block">
              <span className="sr-only">Signed in as </span>
              <span className="block font-medium text-slate-900" data-testid="operator-name">
                {operator.fullName}
              </span>
              <span className="block text-slate-600">{operator.email}</span>
            </p>
          )}
          <Link
            href={PATHS.operatorAccount}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <Icon name="user" className="h-5 w-5" />
            {/* The icon alone on a phone, where the bar has room for little else. */}
            <span className="sr-only sm:not-sr-only">Your account</span>
          </Link>
          <SignOutButton
            signOut={signOut}
            label="Sign out"
            busyLabel="Signing out…"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
            iconClassName="h-5 w-5"
          />
        </div>
      </div>
      <MobileNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={close} label="Operator console menu">
        <OperatorSidebar onNavigate={close} />
      </MobileNavDrawer>
    </header>
  );
}
