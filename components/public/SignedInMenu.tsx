// The signed-in visitor's menu in the public header (a disclosure: Dashboard and Logout). Inside a
// dashboard, AccountMenu takes its place, with the profile and the account's code.
import Link from 'next/link';
import { useId } from 'react';

import { brand } from '@/lib/brand';
import { useDisclosure } from '@/lib/hooks/useDisclosure';
import { logout } from '@/lib/logout';

export default function SignedInMenu({ dashboardHref }: { dashboardHref: string }) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();

  const itemClass = 'block w-full px-4 py-2 text-left text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-900';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded-full p-0.5 ring-2 ring-transparent transition hover:ring-brand-100"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG icon from /public: next/image would serve it as is */}
        <img src={brand.defaultAvatar} alt="" width={36} height={36} className="h-9 w-9 rounded-full" />
        <span className="sr-only">Profile menu</span>
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-48 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
        <Link href={dashboardHref} onClick={() => setOpen(false)} className={itemClass}>
          Dashboard
        </Link>
        <button type="button" onClick={() => void logout()} className={itemClass}>
          Logout
        </button>
      </div>
    </div>
  );
}
