import Link from 'next/link';

import Avatar from '@/components/dashboard/Avatar';
import Icon from '@/components/dashboard/Icon';
import SignOutButton from '@/components/ui/SignOutButton';
import { useDisclosure } from '@/lib/hooks/useDisclosure';
import { logout } from '@/lib/logout';

export interface AccountLinksProps {
  profileHref: string;
  /** Shown under "Profile": the investor's unique code or the partner's partnership code. */
  code?: string;
  codeLabel: string;
  /** Called when Profile is chosen, so the menu or drawer holding the links closes. */
  onNavigate?: () => void;
}

/**
 * Profile (with the account's code) and Logout: the items of the account menu, and on a phone (where
 * the header has no room for the avatar) the foot of the navigation drawer.
 */
export function AccountLinks({ profileHref, code, codeLabel, onNavigate }: AccountLinksProps) {
  const item = 'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50';
  return (
    <ul className="pt-1">
      <li>
        <Link href={profileHref} onClick={onNavigate} className={item}>
          <Icon name="user" className="h-5 w-5 text-slate-500" />
          <span>
            <span className="block font-medium text-slate-900">Profile</span>
            {code && (
              <span className="block font-mono text-xs text-slate-600">
                <span className="sr-only">{codeLabel}: </span>
                {code}
              </span>
            )}
          </span>
        </Link>
      </li>
      <li>
        <SignOutButton
          signOut={logout}
          label="Logout"
          busyLabel="Logging out…"
          className={`${item} disabled:opacity-60`}
          iconClassName="h-5 w-5 text-slate-500"
        />
      </li>
    </ul>
  );
}

interface Props extends Omit<AccountLinksProps, 'onNavigate'> {
  fullName: string;
  profileImage?: string | null;
}

/**
 * The account button in a dashboard header and its Profile / Logout menu (a disclosure). The public
 * header has its own, SignedInMenu: a way into the dashboard rather than into the profile.
 */
export default function AccountMenu({ fullName, profileImage, ...links }: Props) {
  const { setOpen, rootRef, buttonProps, panelProps } = useDisclosure();

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button {...buttonProps} className="flex min-h-11 items-center gap-2 rounded-full py-1 pl-1 pr-2 text-left hover:bg-slate-100">
        <Avatar src={profileImage} size={36} className="h-9 w-9" />
        <span className="sr-only">Account menu: </span>
        <span className="sr-only max-w-40 truncate text-sm font-medium text-slate-900 md:not-sr-only">{fullName}</span>
        <Icon name="chevronDown" className="h-4 w-4 text-slate-500" />
      </button>
      <div
        {...panelProps}
        className="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200"
      >
        <p className="truncate border-b border-slate-100 px-4 pb-2 text-sm font-semibold text-slate-900">{fullName}</p>
        <AccountLinks {...links} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
