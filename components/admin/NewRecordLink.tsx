// A console list's link to its "new" page, beside the title (AdminPage's aside): shown only to staff whose
// roles may add one (the permission the new page's loader asks).
import Link from 'next/link';
import type { ReactNode } from 'react';

import { useCan } from '@/components/admin/StaffRoles';
import type { Permission } from '@/lib/permissions';

export default function NewRecordLink({ href, permission, children }: { href: string; permission: Permission; children: ReactNode }) {
  if (!useCan(permission)) return null;
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </Link>
  );
}
